import { addFieldError, emptyFieldErrors, type FieldErrors } from "./forms";
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from "./pagination";

/**
 * The list state shared by the admin list pages and the JSON API: page, per_page, search_keyword, sort_type,
 * sort_direction and filters (a JSON object). The API refuses a bad value (422); a page drops it and redirects to
 * the canonical URL, so both read a query string through `parseListQuery` and nothing else.
 */

export type SortDirection = "asc" | "desc";
export type FilterValue = string | number | boolean;

export type ListQuery<SortKey extends string = string, Filters = unknown> = {
  page: number;
  perPage: number;
  search: string | null;
  sortType: SortKey;
  sortDirection: SortDirection;
  filters: Filters;
};

export type ListSpec<SortKey extends string, Filters> = {
  sortKeys: readonly SortKey[];
  defaultSort: SortKey;
  /** "asc" unless said otherwise; work queues and histories open newest first. */
  defaultSortDirection?: SortDirection;
  /** The keys a `filters` object may hold; a page's filter form posts them as fields of their own. */
  filterKeys: readonly string[];
  /** Reads a decoded `filters` object; an unusable value is left out of `filters` and reported in `errors`. */
  parseFilters(raw: Record<string, unknown>): { filters: Filters; errors: FieldErrors };
  /** The filters as they appear in the URL and the API: set values only, in `filterKeys` order. */
  filtersToJson(filters: Filters): Record<string, FilterValue>;
  /** The values the page's `view` parameter takes (absent: the default view); the Table/Cards toggle's unless said. */
  views?: readonly string[];
  /**
   * Filters renamed since old links were made, old name to current: the page reads an old name as the current one
   * and redirects to the canonical URL, so bookmarks keep working. The API knows the current names only.
   */
  renamedFilters?: Readonly<Record<string, string>>;
};

export const LIST_PARAMS = {
  page: "page",
  perPage: "per_page",
  search: "search_keyword",
  sortType: "sort_type",
  sortDirection: "sort_direction",
  filters: "filters",
  view: "view",
} as const;

export const SEARCH_KEYWORD_MAX = 255;

/** Table or cards, chosen by the Table/Cards toggle; absent means "cards under 768 px, table above". */
export const LIST_VIEWS = ["table", "cards"] as const;
export type ListView = (typeof LIST_VIEWS)[number];


function present(value: string | null): value is string {
  return value !== null && value.trim() !== "";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The decoded filters as a map without a prototype, so that no key the request names reads an inherited property. */
function ownEntries(value: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, value);
}

export function parseListQuery<SortKey extends string, Filters>(
  params: URLSearchParams,
  spec: ListSpec<SortKey, Filters>,
): { query: ListQuery<SortKey, Filters>; errors: FieldErrors } {
  const errors = emptyFieldErrors();

  let page = 1;
  const rawPage = params.get(LIST_PARAMS.page);
  if (present(rawPage)) {
    const value = Number(rawPage.trim());
    if (/^\d+$/.test(rawPage.trim()) && Number.isSafeInteger(value) && value >= 1) page = value;
    else addFieldError(errors, LIST_PARAMS.page, "The page must be a whole number of at least 1.");
  }

  let perPage: number = DEFAULT_PER_PAGE;
  const rawPerPage = params.get(LIST_PARAMS.perPage);
  if (present(rawPerPage)) {
    const value = PER_PAGE_OPTIONS.find((option) => String(option) === rawPerPage.trim());
    if (value) perPage = value;
    else addFieldError(errors, LIST_PARAMS.perPage, `The per page must be one of ${PER_PAGE_OPTIONS.join(", ")}.`);
  }

  let search: string | null = null;
  const rawSearch = params.get(LIST_PARAMS.search)?.trim() ?? "";
  if (rawSearch.length > SEARCH_KEYWORD_MAX) {
    addFieldError(errors, LIST_PARAMS.search, `The search keyword must be at most ${SEARCH_KEYWORD_MAX} characters.`);
  } else if (rawSearch) {
    search = rawSearch;
  }

  let sortType = spec.defaultSort;
  const rawSort = params.get(LIST_PARAMS.sortType);
  if (present(rawSort)) {
    const value = spec.sortKeys.find((key) => key === rawSort.trim());
    if (value) sortType = value;
    else addFieldError(errors, LIST_PARAMS.sortType, `The sort type must be one of ${spec.sortKeys.join(", ")}.`);
  }

  let sortDirection: SortDirection = spec.defaultSortDirection ?? "asc";
  const rawDirection = params.get(LIST_PARAMS.sortDirection);
  if (present(rawDirection)) {
    const value = rawDirection.trim().toLowerCase();
    if (value === "asc" || value === "desc") sortDirection = value;
    else addFieldError(errors, LIST_PARAMS.sortDirection, "The sort direction must be asc or desc.");
  }

  let filters = spec.parseFilters({}).filters;
  const rawFilters = params.get(LIST_PARAMS.filters);
  if (present(rawFilters)) {
    const decoded = parseJson(rawFilters);
    if (decoded === undefined) addFieldError(errors, LIST_PARAMS.filters, "The filters must be valid JSON.");
    else {
      if (!isPlainObject(decoded)) {
        addFieldError(errors, LIST_PARAMS.filters, "The filters must be a JSON object.");
      } else {
        const parsed = spec.parseFilters(ownEntries(decoded));
        filters = parsed.filters;
        for (const [key, messages] of Object.entries(parsed.errors)) {
          for (const message of messages) addFieldError(errors, `${LIST_PARAMS.filters}.${key}`, message);
        }
      }
    }
  }

  return { query: { page, perPage, search, sortType, sortDirection, filters }, errors };
}

/** The query string of a list state in a fixed order, leaving out every default (page 1, per page 10, ...). */
export function listSearchParams<SortKey extends string, Filters>(
  query: ListQuery<SortKey, Filters>,
  spec: ListSpec<SortKey, Filters>,
  view: string | null = null,
) {
  const params = new URLSearchParams();
  if (query.search) params.set(LIST_PARAMS.search, query.search);
  const filters = spec.filtersToJson(query.filters);
  if (Object.keys(filters).length > 0) params.set(LIST_PARAMS.filters, JSON.stringify(filters));
  if (query.sortType !== spec.defaultSort) params.set(LIST_PARAMS.sortType, query.sortType);
  if (query.sortDirection !== (spec.defaultSortDirection ?? "asc")) params.set(LIST_PARAMS.sortDirection, query.sortDirection);
  if (query.perPage !== DEFAULT_PER_PAGE) params.set(LIST_PARAMS.perPage, String(query.perPage));
  if (view) params.set(LIST_PARAMS.view, view);
  if (query.page !== 1) params.set(LIST_PARAMS.page, String(query.page));
  return params;
}

/** The view the URL pins, among the list's views; null for the default. */
export function parseListView<SortKey extends string, Filters>(params: URLSearchParams, spec: ListSpec<SortKey, Filters>): string | null {
  const value = params.get(LIST_PARAMS.view);
  return (spec.views ?? LIST_VIEWS).find((view) => view === value) ?? null;
}

/** An old link's renamed filters under their current names, as loose fields and inside the `filters` JSON. */
function renameOldFilters<SortKey extends string, Filters>(params: URLSearchParams, spec: ListSpec<SortKey, Filters>) {
  const renames = Object.entries(spec.renamedFilters ?? {});
  if (renames.length === 0) return params;
  const renamed = new URLSearchParams(params);
  for (const [old, current] of renames) {
    const value = renamed.get(old);
    renamed.delete(old);
    if (value !== null && !renamed.has(current)) renamed.set(current, value);
  }
  const rawFilters = renamed.get(LIST_PARAMS.filters);
  if (present(rawFilters)) {
    const decoded = parseJson(rawFilters);
    if (isPlainObject(decoded)) {
      const filters = ownEntries(decoded);
      for (const [old, current] of renames) {
        if (!Object.hasOwn(filters, old)) continue;
        if (!Object.hasOwn(filters, current)) filters[current] = filters[old];
        delete filters[old];
      }
      renamed.set(LIST_PARAMS.filters, JSON.stringify(filters));
    }
  }
  return renamed;
}

/**
 * A filter form without JavaScript posts each filter as a field of its own (`is_active=true&min_price=10`): those
 * fields replace the `filters` JSON. Empty fields clear their filter.
 */
export function foldFilterFields<SortKey extends string, Filters>(params: URLSearchParams, spec: ListSpec<SortKey, Filters>) {
  if (!spec.filterKeys.some((key) => params.has(key))) return params;
  const folded = new URLSearchParams(params);
  const raw: Record<string, string> = {};
  for (const key of spec.filterKeys) {
    const value = folded.get(key);
    if (value !== null && value.trim() !== "") raw[key] = value.trim();
    folded.delete(key);
  }
  const json = spec.filtersToJson(spec.parseFilters(raw).filters);
  if (Object.keys(json).length > 0) folded.set(LIST_PARAMS.filters, JSON.stringify(json));
  else folded.delete(LIST_PARAMS.filters);
  return folded;
}

/**
 * The one URL of a list page's state: loose filter fields folded in, invalid values and defaults dropped. Applying
 * it twice gives the same string.
 */
export function canonicalListSearch<SortKey extends string, Filters>(params: URLSearchParams, spec: ListSpec<SortKey, Filters>) {
  const folded = foldFilterFields(renameOldFilters(params, spec), spec);
  const { query } = parseListQuery(folded, spec);
  return listSearchParams(query, spec, parseListView(folded, spec)).toString();
}

/** Same parameters and values, whatever their order. */
export function sameSearch(a: URLSearchParams, b: URLSearchParams) {
  const key = (params: URLSearchParams) => [...params.entries()].map(([name, value]) => `${name}=${value}`).sort().join("&");
  return key(a) === key(b);
}

/** A column header's link: the active column flips its direction, another column starts ascending. */
export function sortSearch<SortKey extends string, Filters>(params: URLSearchParams, spec: ListSpec<SortKey, Filters>, key: SortKey) {
  const { query } = parseListQuery(params, spec);
  const sortDirection: SortDirection = query.sortType === key && query.sortDirection === "asc" ? "desc" : "asc";
  return listSearchParams({ ...query, sortType: key, sortDirection }, spec, parseListView(params, spec)).toString();
}

/** The current state with another view; the page and everything else stay. */
export function viewSearch<SortKey extends string, Filters>(params: URLSearchParams, spec: ListSpec<SortKey, Filters>, view: string | null) {
  const { query } = parseListQuery(params, spec);
  return listSearchParams(query, spec, view).toString();
}

// Readers of single filter values, shared by the list specs.

export function readBooleanFilter(value: unknown): { value: boolean | null; error?: string } {
  if (value === undefined || value === null || value === "" || value === "all") return { value: null };
  if (value === true || value === "true" || value === 1 || value === "1") return { value: true };
  if (value === false || value === "false" || value === 0 || value === "0") return { value: false };
  return { value: null, error: "must be true or false" };
}

export function readAmountFilter(value: unknown): { value: number | null; error?: string } {
  if (value === undefined || value === null || value === "") return { value: null };
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < 0) return { value: null, error: "must be a number of at least 0" };
  return { value: number };
}

export function readChoiceFilter<T extends string>(value: unknown, choices: readonly T[]): { value: T | null; error?: string } {
  if (value === undefined || value === null || value === "" || value === "all") return { value: null };
  const choice = choices.find((option) => option === value);
  return choice ? { value: choice } : { value: null, error: `must be one of ${choices.join(", ")}` };
}

/** Unknown keys are refused so that a misspelt filter does not silently return everything. */
export function unknownFilterErrors(raw: Record<string, unknown>, keys: readonly string[]): FieldErrors {
  const errors = emptyFieldErrors();
  const allowed = keys.length > 0 ? `Allowed filters: ${keys.join(", ")}.` : "This list has no filters.";
  for (const key of Object.keys(raw)) {
    if (!keys.includes(key)) addFieldError(errors, key, `Unknown filter. ${allowed}`);
  }
  return errors;
}

/** The value `raw` spells as JSON, or undefined when it spells none (JSON itself has no undefined). */
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
