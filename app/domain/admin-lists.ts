import { ACCOUNT_LIFECYCLE_STATES, type AccountLifecycle } from "./account-lifecycle";
import { DEFAULT_PER_PAGE } from "./pagination";
import type { FieldErrors } from "./forms";
import { MAIL_STATUSES, type MailStatus } from "./mail";
import {
  listSearchParams,
  readChoiceFilter,
  unknownFilterErrors,
  type FilterValue,
  type ListQuery,
  type ListSpec,
} from "./list-query";
import { ROLES, type Role } from "./roles";
import type { ServiceType } from "./service-types";
import { BOOKING_STATUSES, CONTACT_MESSAGE_STATUSES, LOAN_STATUSES, PAYMENT_STATUSES, SOP_STATUSES, type ContactMessageStatus } from "./statuses";
import { readCounsellorFilter, type CounsellorFilter } from "./student-case";
import { TIME_SLOT_LIST } from "./time-slot";
import { lookup } from "./lookup";

/**
 * The admin work lists (SOPs, payments, sessions, loans) share the catalogue's URL state: `search_keyword`, a
 * `filters` JSON holding at most a status (and, for the lists of a student's records, whose students), the page and
 * its size. Each sorts by its one date, newest first.
 */

export type StatusFilters<Status extends string> = { status: Status | null };

const STATUS_FILTER_KEYS = ["status"] as const;

function readStatus<Status extends string>(raw: Record<string, unknown>, statuses: readonly Status[], errors: FieldErrors) {
  const status = readChoiceFilter(raw.status, statuses);
  if (status.error) errors.status = [`The status filter must be one of ${statuses.join(", ")}.`];
  return status.value;
}

export function statusListSpec<Status extends string, SortKey extends string>(statuses: readonly Status[], sortKey: SortKey): ListSpec<SortKey, StatusFilters<Status>> {
  return {
    sortKeys: [sortKey],
    defaultSort: sortKey,
    defaultSortDirection: "desc",
    filterKeys: STATUS_FILTER_KEYS,
    parseFilters(raw) {
      const errors: FieldErrors = unknownFilterErrors(raw, STATUS_FILTER_KEYS);
      return { filters: { status: readStatus(raw, statuses, errors) }, errors };
    },
    filtersToJson(filters) {
      const json: Record<string, FilterValue> = {};
      if (filters.status) json.status = filters.status;
      return json;
    },
  };
}

/**
 * The lists of students' records (SOPs, loans, sessions) also say whose students they show: none in the URL means
 * the viewer's default (a counsellor's own students, an admin's everyone), as on the students list.
 */
export type CaseFilters<Status extends string> = StatusFilters<Status> & { counsellor: CounsellorFilter | null };

const CASE_FILTER_KEYS = ["status", "counsellor"] as const;

export function caseListSpec<Status extends string, SortKey extends string>(statuses: readonly Status[], sortKey: SortKey): ListSpec<SortKey, CaseFilters<Status>> {
  return {
    sortKeys: [sortKey],
    defaultSort: sortKey,
    defaultSortDirection: "desc",
    filterKeys: CASE_FILTER_KEYS,
    parseFilters(raw) {
      const errors: FieldErrors = unknownFilterErrors(raw, CASE_FILTER_KEYS);
      const status = readStatus(raw, statuses, errors);
      const counsellor = readCounsellorFilter(raw.counsellor);
      if (counsellor.error) errors.counsellor = [`The counsellor filter ${counsellor.error}.`];
      return { filters: { status, counsellor: counsellor.value }, errors };
    },
    filtersToJson(filters) {
      const json: Record<string, FilterValue> = {};
      if (filters.status) json.status = filters.status;
      if (filters.counsellor) json.counsellor = filters.counsellor;
      return json;
    },
  };
}

export const SOP_ADMIN_LIST = caseListSpec(SOP_STATUSES, "submitted");
export const PAYMENT_ADMIN_LIST = statusListSpec(PAYMENT_STATUSES, "date");
export const BOOKING_ADMIN_LIST = caseListSpec(BOOKING_STATUSES, "date");
export const LOAN_ADMIN_LIST = caseListSpec(LOAN_STATUSES, "submitted");
/** The loan applications' list (the four session lists' addresses are in ADMIN_BOOKING_PAGES). */
export const LOAN_ADMIN_PATH = "/admin/loan-applications";

export type SopAdminQuery = ListQuery<"submitted", CaseFilters<(typeof SOP_STATUSES)[number]>>;
export type PaymentAdminQuery = ListQuery<"date", StatusFilters<(typeof PAYMENT_STATUSES)[number]>>;
export type BookingAdminQuery = ListQuery<"date", CaseFilters<(typeof BOOKING_STATUSES)[number]>>;
export type LoanAdminQuery = ListQuery<"submitted", CaseFilters<(typeof LOAN_STATUSES)[number]>>;

/** A search keyword that is a record id ("12" or "#12"), so staff can paste the number a student quotes. */
export function keywordId(keyword: string) {
  const id = Number(keyword.trim().replace(/^#/, ""));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const SOP_PRIORITIES = ["high", "medium", "low"] as const;
export type SopPriority = (typeof SOP_PRIORITIES)[number];

export const SOP_PRIORITY_LABELS: Record<SopPriority, string> = { high: "High", medium: "Medium", low: "Low" };

export function priorityLabel(priority: string | null) {
  return lookup(SOP_PRIORITY_LABELS, priority) ?? "Not Set";
}

/** What each admin session page is called, who runs the session and where its slots are managed. */
export const ADMIN_BOOKING_PAGES: Record<
  ServiceType,
  { path: string; heading: string; description: string; manageSlotsLabel: string; staffRole: "Counselor" | "Instructor"; noun: string }
> = {
  interview: {
    path: "/admin/interview-applications",
    heading: "Interview Applications",
    description: "Visa and credibility interview preparation sessions booked by students.",
    manageSlotsLabel: "Manage Slots",
    staffRole: "Counselor",
    noun: "interview preparation session",
  },
  speaking: {
    path: "/admin/speaking-mock-applications",
    heading: "Speaking Mock Applications",
    description: "Speaking mock tests booked by students, with their scores once assessed.",
    manageSlotsLabel: "Manage Test Slots",
    staffRole: "Instructor",
    noun: "speaking mock test",
  },
  demo_class: {
    path: "/admin/demo-class-applications",
    heading: "Demo Class Applications",
    description: "Demo classes booked by students, with their instructors and meeting links.",
    manageSlotsLabel: "Manage Class Slots",
    staffRole: "Instructor",
    noun: "demo class",
  },
  counseling: {
    path: "/admin/free-counseling-applications",
    heading: "Free Counseling Applications",
    description: "Free counseling sessions booked by students, with their counselors and notes.",
    manageSlotsLabel: "Manage Counseling Slots",
    staffRole: "Counselor",
    noun: "counseling session",
  },
};

/** The time-slot list filtered to one kind of session, in the catalogue's own URL format. */
export function manageSlotsPath(type: ServiceType) {
  const { filters } = TIME_SLOT_LIST.parseFilters({ service_type: type });
  const query = { page: 1, perPage: DEFAULT_PER_PAGE, search: null, sortType: TIME_SLOT_LIST.defaultSort, sortDirection: "asc" as const, filters };
  return `/admin/time-slots?${listSearchParams(query, TIME_SLOT_LIST)}`;
}

/** The outbox at /admin/mail: searched on recipient and subject, filtered by status, newest first. */
export const MAIL_ADMIN_LIST = statusListSpec(MAIL_STATUSES, "created");
export type MailAdminQuery = ListQuery<"created", StatusFilters<MailStatus>>;

/** The contact messages at /admin/messages: searched on sender, subject and text, filtered by status, newest first. */
export const MESSAGE_ADMIN_LIST = statusListSpec(CONTACT_MESSAGE_STATUSES, "received");
export type MessageAdminQuery = ListQuery<"received", StatusFilters<ContactMessageStatus>>;

/**
 * The accounts at /admin/users: searched on name and e-mail, filtered by role and by state (the account's one state,
 * decision 100), newest first.
 */
export const ACCOUNT_STATES = ACCOUNT_LIFECYCLE_STATES;
export type AccountState = AccountLifecycle;

export type UserFilters = { role: Role | null; state: AccountState | null };

const USER_FILTER_KEYS = ["role", "state"] as const;

export const USER_ADMIN_LIST: ListSpec<"created", UserFilters> = {
  sortKeys: ["created"],
  defaultSort: "created",
  defaultSortDirection: "desc",
  filterKeys: USER_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, USER_FILTER_KEYS);
    const role = readChoiceFilter(raw.role, ROLES);
    const state = readChoiceFilter(raw.state, ACCOUNT_STATES);
    if (role.error) errors.role = [`The role filter must be one of ${ROLES.join(", ")}.`];
    if (state.error) errors.state = [`The state filter must be one of ${ACCOUNT_STATES.join(", ")}.`];
    return { filters: { role: role.value, state: state.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.role) json.role = filters.role;
    if (filters.state) json.state = filters.state;
    return json;
  },
};
export type UserAdminQuery = ListQuery<"created", UserFilters>;
