import { Form, Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n/i18n";
import { LIST_PARAMS, listSearchParams, parseListQuery, parseListView, type ListSpec } from "~/domain/list-query";
import { HiddenParams, useKeptParams, useSubmitListForm } from "./list-state";

/**
 * The filters as a GET form whose fields are the filter keys themselves; the page folds them into the `filters`
 * JSON of the URL (on the server without JavaScript, before submitting with it). Applying goes back to page 1.
 */
export function FilterForm<SortKey extends string, Filters>({
  spec,
  children,
}: {
  spec: ListSpec<SortKey, Filters>;
  children: ReactNode;
}) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const kept = useKeptParams([LIST_PARAMS.filters, LIST_PARAMS.page, ...spec.filterKeys]);
  const submitList = useSubmitListForm(spec);
  const { query } = parseListQuery(searchParams, spec);
  const active = Object.keys(spec.filtersToJson(query.filters)).length > 0;
  const cleared = listSearchParams({ ...query, page: 1, filters: spec.parseFilters({}).filters }, spec, parseListView(searchParams, spec)).toString();
  return (
    <Form
      method="get"
      aria-label={t("common.list.filters")}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submitList(event.currentTarget);
      }}
    >
      <HiddenParams params={kept} />
      {children}
      <div className="flex items-center gap-2 pb-6">
        <Button type="submit" variant="secondary">
          {t("common.list.applyFilters")}
        </Button>
        {active ? (
          <Link to={`?${cleared}`} preventScrollReset className={buttonClass({ variant: "ghost" })}>
            {t("common.list.clearFilters")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
