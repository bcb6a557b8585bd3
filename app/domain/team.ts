import type { FieldErrors } from "./forms";
import { lookup } from "./lookup";
import { readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";

/**
 * The team of /team (decision 114): each member shown or hidden (kept, off the site), in the editors' order. The
 * about page shows the first of them, so the order is also who the site introduces first.
 */
export const TEAM_VISIBILITIES = ["shown", "hidden"] as const;
export type TeamVisibility = (typeof TEAM_VISIBILITIES)[number];

const VISIBILITY_LABELS: Record<TeamVisibility, string> = { shown: "Shown", hidden: "Hidden" };

export function teamVisibilityLabel(visibility: string) {
  return lookup(VISIBILITY_LABELS, visibility) ?? visibility;
}

/** How many members the about page introduces: the first in the team's order. */
export const ABOUT_PAGE_TEAM_SIZE = 4;

export const TEAM_FIELD_MAX = { name: 100, title: 120, bio: 600 } as const;

export type TeamFilters = { visibility: TeamVisibility | null };
const TEAM_FILTER_KEYS = ["visibility"] as const;
const TEAM_SORT_KEYS = ["position", "name", "updated"] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];

/** The team at /admin/content/team: searched on name and title, filtered by shown or hidden, in the site's order. */
export const TEAM_ADMIN_LIST: ListSpec<TeamSortKey, TeamFilters> = {
  sortKeys: TEAM_SORT_KEYS,
  defaultSort: "position",
  filterKeys: TEAM_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, TEAM_FILTER_KEYS);
    const visibility = readChoiceFilter(raw.visibility, TEAM_VISIBILITIES);
    if (visibility.error) errors.visibility = [`The visibility filter must be one of ${TEAM_VISIBILITIES.join(", ")}.`];
    return { filters: { visibility: visibility.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.visibility) json.visibility = filters.visibility;
    return json;
  },
};
export type TeamAdminQuery = ListQuery<TeamSortKey, TeamFilters>;
