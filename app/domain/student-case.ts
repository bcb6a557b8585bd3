import type { FieldErrors } from "./forms";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { isAdmin } from "./roles";

/**
 * Whose students a list shows: the viewer's own, those nobody counsels yet, or every student. A counsellor's lists
 * start on their own students, an admin's on everyone.
 */
export const COUNSELLOR_FILTERS = ["mine", "unassigned", "everyone"] as const;
export type CounsellorFilter = (typeof COUNSELLOR_FILTERS)[number];

export const COUNSELLOR_FILTER_LABELS: Record<CounsellorFilter, string> = {
  mine: "My students",
  unassigned: "Unassigned",
  everyone: "Everyone",
};

/** What the list shows when the URL names no counsellor filter. */
export function defaultCounsellorFilter(viewer: { role: string }): CounsellorFilter {
  return isAdmin(viewer) ? "everyone" : "mine";
}

/** Whose students, on a list that also offers one counsellor's students: that counsellor's user id. */
export type WhoseStudents = CounsellorFilter | number;

/** The filter in force: the one the URL names, else the viewer's default. */
export function counsellorFilterFor<Chosen extends WhoseStudents>(chosen: Chosen | null, viewer: { role: string }): Chosen | CounsellorFilter {
  return chosen ?? defaultCounsellorFilter(viewer);
}

type CounsellorFilterRead<Value> = { value: Value | null; error?: string };

/**
 * The one reader of a list's "whose students" filter, `counsellor` on every list. "all", which means "no filter" to
 * the shared reader, is refused: the choice of every student is named "everyone", and no filter means the viewer's
 * default. With `ids`, one counsellor's id (a positive whole number, or its digits) is a choice too.
 */
export function readCounsellorFilter(value: unknown): CounsellorFilterRead<CounsellorFilter>;
export function readCounsellorFilter(value: unknown, options: { ids: true }): CounsellorFilterRead<WhoseStudents>;
export function readCounsellorFilter(value: unknown, options: { ids?: boolean } = {}): CounsellorFilterRead<WhoseStudents> {
  if (!options.ids) {
    return value === "all" ? { value: null, error: `must be one of ${COUNSELLOR_FILTERS.join(", ")}` } : readChoiceFilter(value, COUNSELLOR_FILTERS);
  }
  if (value === undefined || value === null || value === "") return { value: null };
  const scope = COUNSELLOR_FILTERS.find((option) => option === value);
  if (scope) return { value: scope };
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? { value: id } : { value: null, error: "must be mine, unassigned, everyone or a counsellor's id" };
}

/** Only an admin sets or clears a student's counsellor; a counsellor sees it read-only. */
export function canAssignCounsellor(viewer: { role: string }) {
  return isAdmin(viewer);
}

export type StudentFilters = { counsellor: CounsellorFilter | null };

const STUDENT_FILTER_KEYS = ["counsellor"] as const;

/** The students at /admin/students: searched on name and e-mail, filtered by counsellor, by name. */
export const STUDENT_LIST: ListSpec<"name", StudentFilters> = {
  sortKeys: ["name"],
  defaultSort: "name",
  filterKeys: STUDENT_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, STUDENT_FILTER_KEYS);
    const counsellor = readCounsellorFilter(raw.counsellor);
    if (counsellor.error) errors.counsellor = [`The counsellor filter ${counsellor.error}.`];
    return { filters: { counsellor: counsellor.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.counsellor) json.counsellor = filters.counsellor;
    return json;
  },
};

export type StudentListQuery = ListQuery<"name", StudentFilters>;
