import { redirect } from "@remix-run/node";
import {
  canonicalListSearch,
  foldFilterFields,
  parseListQuery,
  parseListView,
  sameSearch,
  type ListQuery,
  type ListSpec,
} from "~/domain/list-query";
import { validationError } from "./api-response.server";

/** The list query of an API request; any bad parameter is a 422 in the one validation shape. */
export function parseApiListQuery<SortKey extends string, Filters>(request: Request, spec: ListSpec<SortKey, Filters>): ListQuery<SortKey, Filters> {
  const { query, errors } = parseListQuery(new URL(request.url).searchParams, spec);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return query;
}

/**
 * The list query of a CSV export: the list's state as its Export link carries it. A bad value (a hand-edited URL, an
 * unknown filter) is a 400 that names it, rather than an export of everything that would look like the filtered one.
 */
export function parseExportListQuery<SortKey extends string, Filters>(request: Request, spec: ListSpec<SortKey, Filters>): ListQuery<SortKey, Filters> {
  const { query, errors } = parseListQuery(foldFilterFields(new URL(request.url).searchParams, spec), spec);
  const messages = Object.entries(errors).flatMap(([field, list]) => list.map((message) => `${field}: ${message}`));
  if (messages.length > 0) throw new Response(messages.join("\n"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return query;
}

function pathWithSearch(pathname: string, search: URLSearchParams | string) {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The list state of a page request, the one reader of every list page's URL. On the list's own URL, one that is not
 * canonical (defaults spelled out, a bad value, the fields of a filter form posted without JavaScript, an old link's
 * renamed filter) is redirected to the canonical one, the rest of the query kept, so the address bar always holds the
 * state, a reload restores it and a bookmark keeps working. `search` is the canonical query string. Under a dialog route (`/admin/services/new?...`) the list
 * behind it reads the same state and leaves the dialog's own parameters alone.
 */
export function readListPage<SortKey extends string, Filters>(request: Request, spec: ListSpec<SortKey, Filters>, listPath: string) {
  const url = new URL(request.url);
  const canonical = new URLSearchParams(canonicalListSearch(url.searchParams, spec));
  if (url.pathname === listPath && !sameSearch(canonical, url.searchParams)) throw redirect(pathWithSearch(url.pathname, canonical));
  return { query: parseListQuery(canonical, spec).query, view: parseListView(canonical, spec), search: canonical.toString() };
}

/** Past the last page (after a delete, or a hand-edited URL) the list goes to the last page that has rows. */
export function redirectPastLastPage(request: Request, listPath: string, meta: { current_page: number; last_page: number; total: number }) {
  if (meta.total === 0 || meta.current_page <= meta.last_page) return;
  const url = new URL(request.url);
  if (url.pathname !== listPath) return;
  if (meta.last_page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(meta.last_page));
  throw redirect(pathWithSearch(url.pathname, url.searchParams));
}

/**
 * The list page a dialog route returns to: its own path's parent list with the list state the dialog was opened
 * with (the dialog routes carry that state in their query).
 */
export function listReturnPath<SortKey extends string, Filters>(request: Request, listPath: string, spec: ListSpec<SortKey, Filters>) {
  const url = new URL(request.url);
  return pathWithSearch(listPath, canonicalListSearch(url.searchParams, spec));
}
