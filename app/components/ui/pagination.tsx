import { Form, Link, useSearchParams, useSubmit } from "@remix-run/react";
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS, pageWindow, type PageMeta } from "~/domain/pagination";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/components/ui/cn";
import { useFormat, useT } from "~/i18n/i18n";

/** Links keep every other query parameter; page 1 is the default and is left out of the URL. */
export function pageHref(searchParams: URLSearchParams, page: number) {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}

export function Pagination({ meta }: { meta: PageMeta }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { current_page: current, last_page: last, from, to, total } = meta;
  const linkClass = "inline-flex min-w-9 items-center justify-center rounded-md px-3 py-1.5 text-sm";
  return (
    <nav aria-label={t("common.pagination.label")} className="flex flex-col items-center justify-between gap-3 py-3 sm:flex-row">
      <p className="text-sm text-gray-600">
        {from === null
          ? t("common.pagination.showingNone", { total })
          : t("common.pagination.showing", { from, to, total })}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link className={cn(linkClass, "text-gray-700 hover:bg-gray-100")} to={pageHref(searchParams, current - 1)} rel="prev">
              {t("common.pagination.previous")}
            </Link>
          ) : (
            <span className={cn(linkClass, "text-gray-500")} aria-disabled="true">
              {t("common.pagination.previous")}
            </span>
          )}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="px-1 text-gray-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={pageHref(searchParams, page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("common.pagination.page", { page })}
                className={cn(linkClass, page === current ? "bg-brand-600 font-semibold text-white" : "text-gray-700 hover:bg-gray-100")}
              >
                {t("common.pagination.pageNumber", { page })}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link className={cn(linkClass, "text-gray-700 hover:bg-gray-100")} to={pageHref(searchParams, current + 1)} rel="next">
              {t("common.pagination.next")}
            </Link>
          ) : (
            <span className={cn(linkClass, "text-gray-500")} aria-disabled="true">
              {t("common.pagination.next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * The page-size choice as a GET form: it keeps every other query parameter and goes back to page 1. Without
 * JavaScript a Show button submits it; with JavaScript choosing a size is enough.
 */
export function PerPageSelect({ perPage }: { perPage: number }) {
  const t = useT();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const kept = [...searchParams.entries()].filter(([key]) => key !== "page" && key !== "per_page");
  return (
    <Form method="get" className="flex items-center gap-2 text-sm text-gray-600" preventScrollReset>
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="per-page">{t("common.pagination.perPage")}</label>
      <select
        id="per-page"
        name="per_page"
        defaultValue={String(perPage || DEFAULT_PER_PAGE)}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm"
      >
        {PER_PAGE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {format.number(option)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="rounded-md px-2 py-1 text-sm text-brand-700 ring-1 ring-gray-300">
          {t("common.pagination.show")}
        </button>
      )}
    </Form>
  );
}
