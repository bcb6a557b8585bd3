import type { ReactNode } from "react";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { cn } from "~/components/ui/cn";
import { EmptyState, TBody, TD, TH, THead, TR, Table } from "~/components/ui/table";
import type { ListQuery, ListSpec } from "~/domain/list-query";
import { useT } from "~/i18n/i18n";
import type { PageMeta } from "~/domain/pagination";
import { FilterForm } from "./filter-form";
import { useDialogOutlet } from "./route-dialog";
import { SearchForm } from "./search-form";
import { BulkDeleteForm, RowCheckbox, SelectAllCheckbox, useRowSelection } from "./selection";
import { SortHeader } from "./sort-header";
import { ViewToggle } from "./view-toggle";

/**
 * Where a cell goes when its row is drawn as a card: `title` and `badge` share the first line (the badge at the
 * right), `line`s follow under the title (the default), then `meta` (small, after its column's header), then the
 * `footer` across the last line; the `actions` sit at the right of the last meta or footer line. A `hidden` cell is
 * left out of the card.
 */
export type CardSlot = "title" | "badge" | "line" | "meta" | "footer" | "actions" | "hidden";

// The card is a grid of three columns: the selection box (when the list has one), the content, and the badge and
// actions. Each slot's classes place a cell in it (the `card:` variant, app/tailwind.css).
export const CARD_SLOTS: Record<CardSlot, string> = {
  title: "card:col-start-2 card:row-start-1 card:break-words",
  badge: "card:col-start-3 card:row-start-1 card:justify-self-end card:pl-3",
  line: "card:col-span-2 card:col-start-2 card:break-words",
  meta: "card:order-1 card:col-start-2 card:mt-1 card:text-xs card:text-gray-500 card:before:content-[attr(data-label)_':_']",
  footer: "card:order-2 card:col-span-2 card:col-start-1 card:mt-2 card:self-center",
  actions: "card:order-2 card:col-start-3 card:justify-self-end card:self-end card:pl-3",
  hidden: "card:hidden",
};
const CARD_CHECKBOX = "card:col-start-1 card:row-start-1 card:pr-3";

/**
 * A table column: its header (a sort link when it has a `sortKey`), the cell it shows for a row, and where that cell
 * goes when the row is drawn as a card.
 */
export type ListColumn<Row, SortKey extends string = string> = (
  | { header: string; sortKey: SortKey }
  | { header: ReactNode; sortKey?: undefined }
) & {
  headerClassName?: string;
  className?: string;
  card?: CardSlot;
  cell: (row: Row) => ReactNode;
};

function sortable<Row, SortKey extends string>(column: ListColumn<Row, SortKey>): column is ListColumn<Row, SortKey> & { header: string; sortKey: SortKey } {
  return column.sortKey !== undefined;
}

type ListPageProps<Row extends { id: number }, SortKey extends string, Filters> = {
  title: string;
  description?: ReactNode;
  /** Beside the heading: add, generate, export. */
  actions?: ReactNode;
  spec: ListSpec<SortKey, Filters>;
  query: Pick<ListQuery<SortKey, Filters>, "search" | "perPage" | "filters">;
  /** The search and filter panel: `ListFilterPanel`, the work lists' `SearchAndStatusFilter`, or none. */
  filters?: ReactNode;
  rows: Row[];
  meta: PageMeta;
  /**
   * What an empty page says: `filteredHint` while a search or filter is on, `hint` otherwise; `action` is the way
   * out of an empty list (a link to the form that fills it).
   */
  empty: { title: string; hint: string; filteredHint?: string; action?: ReactNode };
  /** Above the rows, when there are any: what the reader must act on before a phone's table scrolls it away. */
  notice?: ReactNode;
  /** Below the pagination: what the page says besides the list. */
  children?: ReactNode;
  /**
   * The rows as a table. With `cards` the same rows are drawn as cards, each cell where its column's `card` slot says,
   * under 768 px, or at every width when the view is pinned to cards; `view` is the view pinned in the URL.
   */
  table?: { caption: string; columns: ListColumn<Row, SortKey>[]; rowTestId?: (row: Row) => string; cards?: boolean };
  view?: string | null;
  /** A list of cards alone, one per row; `checkbox` is the row's bulk selection box, when the list has one. */
  cards?: { label: string; testId?: (row: Row) => string; render: (row: Row, parts: { checkbox: ReactNode }) => ReactNode };
  /** Checkboxes on the rows and the "Delete selected" form that opens the confirmation route. */
  bulkDelete?: { formId: string; action: string; noun: string; selectAllLabel: string; rowLabel: (row: Row) => string };
};

/**
 * The page of every list, admin and student: heading, search and filters, per-page choice, the rows as a table
 * and/or cards (or the empty state), pagination, and the outlet of its dialog routes. Every control is a link or a
 * GET form, so the list works without JavaScript and its whole state is in the URL.
 */
export function ListPage<Row extends { id: number }, SortKey extends string, Filters>({
  title,
  description,
  actions,
  spec,
  query,
  filters,
  rows,
  meta,
  empty,
  table,
  cards,
  view = null,
  bulkDelete,
  notice,
  children,
}: ListPageProps<Row, SortKey, Filters>) {
  const t = useT();
  const { outlet, standalone } = useDialogOutlet();
  const selection = useRowSelection(rows.map((row) => row.id));

  // Without JavaScript (and before hydration) an open dialog route is a page of its own.
  if (standalone) return outlet;

  const filtering = query.search !== null || Object.keys(spec.filtersToJson(query.filters)).length > 0;
  const checkbox = (row: Row) =>
    bulkDelete ? <RowCheckbox id={row.id} label={t("common.list.selectRow", { label: bulkDelete.rowLabel(row) })} formId={bulkDelete.formId} selection={selection} /> : null;
  const heading = (
    <div>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {description ? <p className="text-sm text-gray-600">{description}</p> : null}
    </div>
  );

  return (
    <div className="space-y-4">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}

      {filters}

      {bulkDelete ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BulkDeleteForm formId={bulkDelete.formId} action={bulkDelete.action} count={selection.selected.size} noun={bulkDelete.noun} />
          <PerPageSelect perPage={query.perPage} />
        </div>
      ) : (
        <div className="flex justify-end">
          <PerPageSelect perPage={query.perPage} />
        </div>
      )}

      {rows.length === 0 ? (
        <EmptyState title={empty.title} hint={filtering ? (empty.filteredHint ?? empty.hint) : empty.hint}>
          {empty.action}
        </EmptyState>
      ) : (
        <>
          {notice}
          {table ? (
            // One table for every width: a list with cards draws its rows as cards where `data-view` says (the
            // `card:` styles of the table's parts). Drawing a table and a list of cards, one of them hidden, drew
            // every row twice (decision 088).
            <div data-view={table.cards ? (view ?? "auto") : undefined}>
              <Table caption={table.caption}>
                <THead>
                  <tr>
                    {bulkDelete ? (
                      <TH className="w-10">
                        <SelectAllCheckbox selection={selection} label={bulkDelete.selectAllLabel} />
                      </TH>
                    ) : null}
                    {table.columns.map((column, index) =>
                      sortable(column) ? (
                        <SortHeader key={index} spec={spec} sortKey={column.sortKey} className={column.headerClassName}>
                          {column.header}
                        </SortHeader>
                      ) : (
                        <TH key={index} className={column.headerClassName}>
                          {column.header}
                        </TH>
                      ),
                    )}
                  </tr>
                </THead>
                <TBody>
                  {rows.map((row) => (
                    <TR key={row.id} data-testid={table.rowTestId?.(row)}>
                      {bulkDelete ? <TD className={table.cards ? CARD_CHECKBOX : undefined}>{checkbox(row)}</TD> : null}
                      {table.columns.map((column, index) => (
                        <TD
                          key={index}
                          className={table.cards ? cn(column.className, CARD_SLOTS[column.card ?? "line"]) : column.className}
                          data-label={table.cards && column.card === "meta" && typeof column.header === "string" ? column.header : undefined}
                        >
                          {column.cell(row)}
                        </TD>
                      ))}
                    </TR>
                  ))}
                </TBody>
              </Table>
            </div>
          ) : null}

          {cards ? (
            <ul className="space-y-3" aria-label={cards.label}>
              {rows.map((row) => (
                <li key={row.id} className="rounded-lg border border-gray-200 bg-white p-4" data-testid={cards.testId?.(row)}>
                  {cards.render(row, { checkbox: checkbox(row) })}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}

      <Pagination meta={meta} />
      {children}
      {outlet}
    </div>
  );
}

/** The catalogue lists' panel: the search box and the table/cards toggle above a filter form of `children`. */
export function ListFilterPanel<SortKey extends string, Filters>({
  spec,
  searchLabel,
  placeholder,
  children,
}: {
  spec: ListSpec<SortKey, Filters>;
  searchLabel: string;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchForm spec={spec} label={searchLabel} placeholder={placeholder} />
        <ViewToggle spec={spec} />
      </div>
      <FilterForm spec={spec}>{children}</FilterForm>
    </div>
  );
}
