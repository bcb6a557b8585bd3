import { Link, useSearchParams } from "@remix-run/react";
import { TH } from "~/components/ui/table";
import { parseListQuery, sortSearch, type ListSpec } from "~/domain/list-query";
import { cn } from "~/components/ui/cn";
import { useT } from "~/i18n/i18n";

/** A column header that sorts by its key: a plain link, so it works without JavaScript. */
export function SortHeader<SortKey extends string, Filters>({
  spec,
  sortKey,
  children,
  className,
}: {
  spec: ListSpec<SortKey, Filters>;
  sortKey: SortKey;
  children: string;
  className?: string;
}) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { query } = parseListQuery(searchParams, spec);
  const active = query.sortType === sortKey;
  const direction = active ? query.sortDirection : null;
  return (
    <TH className={className} aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}>
      <Link
        to={`?${sortSearch(searchParams, spec, sortKey)}`}
        preventScrollReset
        className={cn("inline-flex items-center gap-1 hover:text-gray-900", active && "text-gray-900")}
      >
        {children}
        <span aria-hidden="true" className={cn("text-[10px]", !active && "text-gray-300")}>
          {direction === "desc" ? "▼" : "▲"}
        </span>
        <span className="sr-only">{direction === "asc" ? t("common.list.sortedAscending") : direction === "desc" ? t("common.list.sortedDescending") : ""}</span>
      </Link>
    </TH>
  );
}
