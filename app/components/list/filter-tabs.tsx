import { Link, useSearchParams } from "@remix-run/react";
import { cn } from "~/components/ui/cn";
import { listSearchParams, parseListQuery, parseListView, type ListSpec } from "~/domain/list-query";

/**
 * A filter offered as tabs: each tab is a link to the list with its filters (back on page 1, the search, sort and
 * page size kept), the current one marked, so it works without JavaScript.
 */
export function FilterTabs<SortKey extends string, Filters>({
  spec,
  label,
  tabs,
}: {
  spec: ListSpec<SortKey, Filters>;
  label: string;
  tabs: Array<{ key: string; label: string; filters: Filters; current: boolean }>;
}) {
  const [searchParams] = useSearchParams();
  const { query } = parseListQuery(searchParams, spec);
  const view = parseListView(searchParams, spec);
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-200">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={`?${listSearchParams({ ...query, page: 1, filters: tab.filters }, spec, view)}`}
          aria-current={tab.current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-4 py-2 text-sm font-medium",
            tab.current ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
