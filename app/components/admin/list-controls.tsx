import { Form, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { FilterForm } from "~/components/list/filter-form";
import { FilterTabs } from "~/components/list/filter-tabs";
import { SearchForm } from "~/components/list/search-form";
import { Field, Select } from "~/components/ui/field";
import { menuButtonOf, returnFocusAfterNavigation } from "~/components/ui/focus-return";
import type { ListSpec } from "~/domain/list-query";
import { COUNSELLOR_FILTERS, COUNSELLOR_FILTER_LABELS, type CounsellorFilter } from "~/domain/student-case";
import { statusDisplay } from "~/components/booking/status-badge";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The search box and the status filter of an admin work list, both GET forms that work without JavaScript. A list of
 * students' records also shows whose students it holds as tabs (links that keep the rest of the list's state), and
 * its status form carries the tab's choice along.
 */
export function SearchAndStatusFilter<SortKey extends string, Status extends string, Filters extends { status: Status | null }>({
  spec,
  statuses,
  status,
  whose,
  searchLabel,
  placeholder,
  labelOf = (value) => statusDisplay(value).label,
}: {
  spec: ListSpec<SortKey, Filters>;
  statuses: readonly Status[];
  status: Status | null;
  /** The list's filters and the counsellor filter in force (the chosen one, else the viewer's default). */
  whose?: { filters: Filters & { counsellor: CounsellorFilter | null }; inForce: CounsellorFilter };
  searchLabel: string;
  placeholder: string;
  /** A status's name in the filter, for lists whose statuses are not the applications' (the outbox). */
  labelOf?: (status: Status) => string;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      {whose ? (
        <FilterTabs
          spec={spec}
          label="Whose students"
          tabs={COUNSELLOR_FILTERS.map((value) => ({
            key: value,
            label: COUNSELLOR_FILTER_LABELS[value],
            filters: { ...whose.filters, counsellor: value },
            current: value === whose.inForce,
          }))}
        />
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md pb-6">
          <SearchForm spec={spec} label={searchLabel} placeholder={placeholder} />
        </div>
        <FilterForm spec={spec}>
          {whose?.filters.counsellor ? <input type="hidden" name="counsellor" value={whose.filters.counsellor} /> : null}
          <Field label="Status" id="filter-status" className="w-48">
            {(control) => (
              <Select {...control} name="status" defaultValue={status ?? ""}>
                <option value="">All</option>
                {statuses.map((value) => (
                  <option key={value} value={value}>
                    {labelOf(value)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </FilterForm>
      </div>
    </div>
  );
}

/**
 * One action of a row menu that needs no input: a plain POST form to the list's own action (Remix keeps the list's
 * query in the default action), so it works without JavaScript and comes back to the same page with a toast. With
 * JavaScript the headless menu closes (and unmounts this form) during the click, before a native submit could
 * happen, so the click submits the form itself; it must not prevent the default either, or the menu stays open.
 * Focus comes back to the row's menu button, or to the page's heading when the action took the menu away.
 */
export function RowActionButton({ intent, id, children }: { intent: string; id: number; children: ReactNode }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <button
        type={hydrated ? "button" : "submit"}
        className="w-full text-left"
        onClick={
          hydrated
            ? (event) => {
                returnFocusAfterNavigation(menuButtonOf(event.currentTarget));
                submit(event.currentTarget.form, { preventScrollReset: true });
              }
            : undefined
        }
      >
        {children}
      </button>
    </Form>
  );
}
