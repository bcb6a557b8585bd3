import type { FieldErrors } from "./forms";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { lookup } from "./lookup";

/** The values of `serviceType` in the generic application form, one per service page. */
export const INQUIRY_SERVICE_TYPES = ["sop_writing", "interview", "speaking", "demo_class", "counseling", "loan"] as const;
export type InquiryServiceType = (typeof INQUIRY_SERVICE_TYPES)[number];

export const INQUIRY_SERVICE_LABELS: Record<InquiryServiceType, string> = {
  sop_writing: "SOP Writing",
  interview: "Interview Preparation",
  speaking: "Speaking Mock Test",
  demo_class: "Demo Class",
  counseling: "Free Counseling",
  loan: "Education Loan",
};

export function inquiryServiceLabel(serviceType: string) {
  return lookup(INQUIRY_SERVICE_LABELS, serviceType) ?? serviceType;
}

export const INQUIRY_STATUSES = ["new", "contacted", "converted", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * The status moves staff make by hand. "converted" is not among them: only turning the inquiry into a student
 * account reaches it, and it ends the inquiry's life (nothing moves it back).
 */
export const INQUIRY_MOVES = {
  contact: { from: ["new"], to: "contacted", label: "Mark contacted" },
  close: { from: ["new", "contacted"], to: "closed", label: "Close" },
  reopen: { from: ["closed"], to: "new", label: "Reopen" },
} as const satisfies Record<string, { from: readonly InquiryStatus[]; to: InquiryStatus; label: string }>;
export type InquiryMove = keyof typeof INQUIRY_MOVES;
export const INQUIRY_MOVE_NAMES = Object.keys(INQUIRY_MOVES) as InquiryMove[];

/** The moves an inquiry in `status` offers, in the order the page shows them. */
export function inquiryMovesFrom(status: string): InquiryMove[] {
  return INQUIRY_MOVE_NAMES.filter((move) => (INQUIRY_MOVES[move].from as readonly string[]).includes(status));
}

/** The status a move leads to, or null when the inquiry's status does not offer it. */
export function inquiryMoveTarget(status: string, move: InquiryMove): InquiryStatus | null {
  return inquiryMovesFrom(status).includes(move) ? INQUIRY_MOVES[move].to : null;
}

/** Staff can turn an inquiry into a student account until it is converted, while no account is linked to it. */
export function canConvertInquiry(inquiry: { status: string; userId: number | null }) {
  return inquiry.userId === null && inquiry.status !== "converted";
}

/** Only inquiries still waiting for a first answer ask staff to act ("Pending Actions"). */
export const INQUIRY_NEEDS_ACTION: InquiryStatus = "new";

export type InquiryFilters = { serviceType: InquiryServiceType | null; status: InquiryStatus | null };
const INQUIRY_FILTER_KEYS = ["service_type", "status"] as const;

/** The list at /admin/inquiries: searched on name, e-mail and phone, filtered by service and status, newest first. */
export const INQUIRY_ADMIN_LIST: ListSpec<"received", InquiryFilters> = {
  sortKeys: ["received"],
  defaultSort: "received",
  defaultSortDirection: "desc",
  filterKeys: INQUIRY_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, INQUIRY_FILTER_KEYS);
    const serviceType = readChoiceFilter(raw.service_type, INQUIRY_SERVICE_TYPES);
    const status = readChoiceFilter(raw.status, INQUIRY_STATUSES);
    if (serviceType.error) errors.service_type = [`The service filter must be one of ${INQUIRY_SERVICE_TYPES.join(", ")}.`];
    if (status.error) errors.status = [`The status filter must be one of ${INQUIRY_STATUSES.join(", ")}.`];
    return { filters: { serviceType: serviceType.value, status: status.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.serviceType) json.service_type = filters.serviceType;
    if (filters.status) json.status = filters.status;
    return json;
  },
};
export type InquiryAdminQuery = ListQuery<"received", InquiryFilters>;
