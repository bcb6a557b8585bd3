import { ADMIN_BOOKING_PAGES } from "./admin-lists";
import type { FieldErrors } from "./forms";
import { formatDateTime } from "./dates";
import { formatMoney } from "./money";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { isServiceType } from "./service-types";
import { SETTINGS_TABS, SETTINGS_TAB_LABELS, type SettingsGroup, type SettingsTab } from "./settings";
import { lookup } from "./lookup";

/**
 * The settings have no numeric id: each group is audited under its tab's place in SETTINGS_TABS, counted from 1. The
 * tabs keep their places, so the rows of the former Terms & Policies group (decision 116) still name it.
 */
export function settingsEntityId(group: SettingsGroup) {
  return SETTINGS_TABS.indexOf(group) + 1;
}

function settingsTabOf(entityId: number): SettingsTab | null {
  return SETTINGS_TABS[entityId - 1] ?? null;
}

/** The kinds of record the audit log speaks of, as stored in `AuditLog.entityType`. */
export const AUDIT_ENTITY_TYPES = [
  "sop_application",
  "loan_application",
  "booking",
  "payment",
  "contact_message",
  "inquiry",
  "service",
  "time_slot",
  "setting",
  "user",
  "university_application",
  "checklist_item",
  "article",
  "team_member",
  "testimonial",
  "media_image",
  "gallery_album",
  "faq",
  "job_opening",
  "site_copy",
  "legal_document",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  sop_application: "SOP application",
  loan_application: "Loan application",
  booking: "Session",
  payment: "Payment",
  contact_message: "Contact message",
  inquiry: "Inquiry",
  service: "Service",
  time_slot: "Time slot",
  setting: "Settings",
  user: "User",
  university_application: "University application",
  checklist_item: "Checklist item",
  article: "Article",
  team_member: "Team member",
  testimonial: "Testimonial",
  media_image: "Image",
  gallery_album: "Gallery album",
  faq: "FAQ",
  job_opening: "Job opening",
  site_copy: "Site copy",
  legal_document: "Legal page version",
};

export function auditEntityLabel(entityType: string) {
  return lookup(AUDIT_ENTITY_LABELS, entityType) ?? entityType;
}

/** What a row points at; `bookingType` is the session's kind, which decides the list a booking lives in. */
export type AuditRecordRef = { entityType: string; entityId: number; bookingType?: string | null };

/**
 * The admin page where the record of an audit row can be seen, or null when no page shows it (a deleted slot still
 * has its edit URL: the page then answers 404, which says what happened to it).
 */
export function auditRecordPath({ entityType, entityId, bookingType }: AuditRecordRef): string | null {
  const search = (path: string) => `${path}?search_keyword=${entityId}`;
  switch (entityType) {
    case "sop_application":
      return `/admin/sop-applications/${entityId}`;
    case "loan_application":
      return search("/admin/loan-applications");
    case "booking":
      return isServiceType(bookingType) ? search(ADMIN_BOOKING_PAGES[bookingType].path) : null;
    case "payment":
      return "/admin/payment-histories";
    case "contact_message":
      return `/admin/messages/${entityId}`;
    case "inquiry":
      return `/admin/inquiries/${entityId}`;
    case "service":
      return `/admin/services/${entityId}/edit`;
    case "time_slot":
      return `/admin/time-slots/${entityId}/edit`;
    case "setting": {
      const tab = settingsTabOf(entityId);
      return tab && tab !== "general" ? `/admin/settings?tab=${tab}` : "/admin/settings";
    }
    case "user":
      return `/admin/users/${entityId}`;
    case "university_application":
      return "/admin/university-applications?view=list";
    case "article":
      return `/admin/content/articles/${entityId}`;
    case "site_copy":
      return "/admin/content/site";
    case "legal_document":
      return "/admin/content/legal";
    case "team_member":
      return `/admin/content/team/${entityId}`;
    case "testimonial":
      return `/admin/content/testimonials/${entityId}`;
    case "media_image":
      return `/admin/content/media/${entityId}`;
    case "gallery_album":
      return `/admin/content/gallery/${entityId}`;
    case "faq":
      return `/admin/content/faqs/${entityId}`;
    case "job_opening":
      return `/admin/content/careers/${entityId}`;
    default:
      return null;
  }
}

/** How the record is named in the log: "Inquiry #12"; a settings group by its tab ("Email settings"). */
export function auditRecordName({ entityType, entityId }: AuditRecordRef) {
  if (entityType === "setting") {
    const tab = settingsTabOf(entityId);
    return tab ? `${SETTINGS_TAB_LABELS[tab]} settings` : "Settings";
  }
  return `${auditEntityLabel(entityType)} #${entityId}`;
}

const ACTION_LABELS: Record<string, string> = {
  approve: "Approved",
  reject: "Rejected",
  assign: "Assigned staff",
  assigned: "Assigned",
  unassigned: "Unassigned",
  assign_bank: "Assigned a bank",
  feedback: "Gave feedback",
  meeting_link: "Set the meeting link",
  notes: "Saved notes",
  complete: "Completed",
  booked: "Booked",
  cancelled: "Cancelled",
  rescheduled: "Rescheduled",
  submitted: "Submitted",
  document_uploaded: "Uploaded a document",
  mark_paid: "Marked paid",
  refund: "Refunded",
  refund_requested: "Requested a refund",
  refund_failed: "Refund failed",
  paid_online: "Paid online",
  payment_failed: "Payment failed",
  payment_refused: "Refused a gateway payment",
  priority_set: "Set the priority",
  request_documents: "Requested documents",
  request_revision: "Requested a revision",
  start_processing: "Started processing",
  start_review: "Started the review",
  reply: "Replied by e-mail",
  archive: "Archived",
  reopen: "Reopened",
  contact: "Marked contacted",
  close: "Closed",
  convert: "Converted to a student account",
  create: "Created",
  update: "Edited",
  delete: "Deleted",
  bulk_delete: "Deleted in bulk",
  generate: "Generated",
  availability: "Changed availability",
  settings_saved: "Saved settings",
  two_factor_enabled: "Turned two-factor on",
  two_factor_disabled: "Turned two-factor off",
  reset_two_factor: "Reset two-factor",
  publish: "Published",
  schedule: "Scheduled",
  unpublish: "Unpublished",
  restore_revision: "Restored a revision",
  restore: "Started a draft from a version",
  decline: "Declined",
  show: "Shown on the site",
  hide: "Hidden from the site",
  withdraw_consent: "Withdrew consent",
  add_photo: "Added a photo",
  update_photo: "Edited a photo",
  remove_photo: "Removed a photo",
};

/** A readable name for a stored action; an action this list does not know yet is shown with its words spaced. */
export function auditActionLabel(action: string) {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every action the log knows, for the action search (stored values, not labels). */
export function auditActionsMatching(keyword: string) {
  const needle = keyword.trim().toLowerCase();
  return Object.entries(ACTION_LABELS)
    .filter(([action, label]) => action.includes(needle) || label.toLowerCase().includes(needle))
    .map(([action]) => action);
}

export type ChangeValue = string | number | boolean | null;
/** `AuditLog.changes`: {field: [before, after]}. */
export type AuditChanges = Record<string, [ChangeValue, ChangeValue]>;

/** A secret's before and after are never stored: only that it changed. */
export const SECRET_CHANGE = "changed";

/**
 * The fields whose value differs between `before` and `after` (fields absent from `after` were not edited).
 * Secrets appear as "changed" on both sides so the log tells that they moved without holding them.
 */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>, secrets: readonly string[] = []): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined) continue;
    const previous = before[field];
    if (sameValue(previous, next)) continue;
    changes[field] = secrets.includes(field) ? [SECRET_CHANGE, SECRET_CHANGE] : [changeValue(previous), changeValue(next)];
  }
  return changes;
}

function changeValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

function sameValue(a: unknown, b: unknown) {
  return changeValue(a) === changeValue(b);
}

export type ChangeLine = { field: string; before: string; after: string };

/** "maxBookings" -> "Max bookings", "priceCents" -> "Price": the field names as a reader of the log sees them. */
export function changeFieldLabel(field: string) {
  const words = field
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** How a value that was not there (before a creation, after a deletion, a blank field) reads. */
export const EMPTY_CHANGE_VALUE = "(empty)";

function displayValue(field: string, value: unknown, zone: string) {
  if (value === null || value === undefined || value === "") return EMPTY_CHANGE_VALUE;
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatDateTime(new Date(value), zone);
  if (field.endsWith("Cents") && typeof value === "number") return formatMoney(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * The stored `changes` JSON as lines to show (amounts in cents as money, instants in `zone`); text that is not such
 * a record shows nothing rather than failing.
 */
export function changeLines(json: string | null, zone: string): ChangeLine[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, unknown>)
    .filter((entry): entry is [string, [unknown, unknown]] => Array.isArray(entry[1]) && entry[1].length === 2)
    .map(([field, [before, after]]) => ({ field: changeFieldLabel(field), before: displayValue(field, before, zone), after: displayValue(field, after, zone) }));
}

export type AuditLogFilters = { entityType: AuditEntityType | null; actorId: number | null };
const AUDIT_FILTER_KEYS = ["entity_type", "actor"] as const;

function readActorFilter(value: unknown): { value: number | null; error?: string } {
  if (value === undefined || value === null || value === "" || value === "all") return { value: null };
  const id = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { value: id } : { value: null, error: "must be a user id" };
}

/** The log at /admin/audit-log: searched on action, detail and actor, filtered by record type and actor, newest first. */
export const AUDIT_LOG_LIST: ListSpec<"when", AuditLogFilters> = {
  sortKeys: ["when"],
  defaultSort: "when",
  defaultSortDirection: "desc",
  filterKeys: AUDIT_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, AUDIT_FILTER_KEYS);
    const entityType = readChoiceFilter(raw.entity_type, AUDIT_ENTITY_TYPES);
    const actor = readActorFilter(raw.actor);
    if (entityType.error) errors.entity_type = [`The record type filter must be one of ${AUDIT_ENTITY_TYPES.join(", ")}.`];
    if (actor.error) errors.actor = ["The actor filter must be a user id."];
    return { filters: { entityType: entityType.value, actorId: actor.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.entityType) json.entity_type = filters.entityType;
    if (filters.actorId) json.actor = filters.actorId;
    return json;
  },
};
export type AuditLogQuery = ListQuery<"when", AuditLogFilters>;
