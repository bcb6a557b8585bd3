import { Link, useSearchParams } from "@remix-run/react";
import { parseListView, viewSearch, type ListSpec, type ListView } from "~/domain/list-query";
import { cn } from "~/utils/cn";

/**
 * Without a choice the list shows cards under 768 px and a table above (spec); the toggle pins one view in the URL.
 * With no choice made, the highlighted button follows the width through CSS.
 */
export function ViewToggle<SortKey extends string, Filters>({ spec }: { spec: ListSpec<SortKey, Filters> }) {
  const [searchParams] = useSearchParams();
  const view = parseListView(searchParams);
  const option = (value: ListView, label: string, autoActive: string, autoIdle: string) => {
    const active = view === value;
    return (
      <Link
        to={`?${viewSearch(searchParams, spec, active ? null : value)}`}
        preventScrollReset
        aria-pressed={active}
        className={cn(
          "px-3 py-1.5 text-sm font-medium",
          view === null ? cn(autoActive, autoIdle) : active ? "bg-brand-600 text-white" : "bg-white text-gray-700 hover:bg-gray-50",
        )}
      >
        {label}
      </Link>
    );
  };
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-md ring-1 ring-gray-300">
      {option("table", "Table", "md:bg-brand-600 md:text-white", "bg-white text-gray-700")}
      {option("cards", "Cards", "bg-brand-600 text-white", "md:bg-white md:text-gray-700")}
    </div>
  );
}

/** Classes that show the table and the cards for the chosen view. */
export function viewClasses(view: ListView | null) {
  if (view === "table") return { table: "block", cards: "hidden" };
  if (view === "cards") return { table: "hidden", cards: "grid" };
  return { table: "hidden md:block", cards: "grid md:hidden" };
}
