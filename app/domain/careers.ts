import { dayInZone, todayInZone, zonedDateTime, type Day } from "./dates";
import type { FieldErrors } from "./forms";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { lookup } from "./lookup";

export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = { full_time: "Full-time", part_time: "Part-time", contract: "Contract", internship: "Internship" };

export function employmentTypeLabel(type: string) {
  return lookup(EMPLOYMENT_TYPE_LABELS, type) ?? type;
}

/** An opening is open (on /careers, taking applications until its closing day) or closed by the staff. */
export const OPENING_STATUSES = ["open", "closed"] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = { open: "Open", closed: "Closed" };

export function openingStatusLabel(status: string) {
  return lookup(OPENING_STATUS_LABELS, status) ?? status;
}

/** A closing day is kept as its midnight in the consultancy's zone. */
export function closingInstant(day: Day, zone: string) {
  return zonedDateTime(day, "00:00", zone);
}

export function closingDay(closesOn: Date, zone: string): Day {
  return dayInZone(closesOn, zone);
}

/**
 * The earliest closing instant still taking applications: an opening closing today takes them until the day ends in
 * the consultancy's zone, whatever the visitor's own zone.
 */
export function earliestOpenClosing(now: Date, zone: string) {
  return closingInstant(todayInZone(zone, now), zone);
}

/** Whether an opening takes applications now: open, and its closing day (if it has one) not yet past. */
export function acceptsApplications(opening: { status: string; closesOn: Date | null }, now: Date, zone: string) {
  return opening.status === "open" && (opening.closesOn === null || opening.closesOn.getTime() >= earliestOpenClosing(now, zone).getTime());
}

/** What a visitor reads instead of the form when an opening takes no more applications. */
export const OPENING_CLOSED_MESSAGE = "This opening is closed: it no longer takes applications.";

export type OpeningFilters = { status: OpeningStatus | null };
const OPENING_FILTER_KEYS = ["status"] as const;

/**
 * The openings at /admin/content/careers: searched, filtered by status, last edited first. Written out rather than
 * made with the admin lists' helper, whose module the public opening page would then load into the browser too.
 */
export const OPENING_ADMIN_LIST: ListSpec<"updated", OpeningFilters> = {
  sortKeys: ["updated"],
  defaultSort: "updated",
  defaultSortDirection: "desc",
  filterKeys: OPENING_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, OPENING_FILTER_KEYS);
    const status = readChoiceFilter(raw.status, OPENING_STATUSES);
    if (status.error) errors.status = [`The status filter must be one of ${OPENING_STATUSES.join(", ")}.`];
    return { filters: { status: status.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.status) json.status = filters.status;
    return json;
  },
};
export type OpeningAdminQuery = ListQuery<"updated", OpeningFilters>;

export type JobApplicationFilters = { openingId: number | null };
const JOB_APPLICATION_FILTER_KEYS = ["opening"] as const;

function readOpeningFilter(value: unknown): { value: number | null; error?: string } {
  if (value === undefined || value === null || value === "" || value === "all") return { value: null };
  const id = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { value: id } : { value: null, error: "must be an opening's id" };
}

/** The applications at /admin/content/careers/applications: searched on the applicant, filtered by opening, newest first. */
export const JOB_APPLICATION_ADMIN_LIST: ListSpec<"received", JobApplicationFilters> = {
  sortKeys: ["received"],
  defaultSort: "received",
  defaultSortDirection: "desc",
  filterKeys: JOB_APPLICATION_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, JOB_APPLICATION_FILTER_KEYS);
    const opening = readOpeningFilter(raw.opening);
    if (opening.error) errors.opening = ["The opening filter must be an opening's id."];
    return { filters: { openingId: opening.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.openingId) json.opening = filters.openingId;
    return json;
  },
};
export type JobApplicationAdminQuery = ListQuery<"received", JobApplicationFilters>;

/** The field that takes the CV: the same files, checks and 5 MB limit as a student's documents. */
export const CV_KIND = "document" as const;
