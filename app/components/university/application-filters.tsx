import { Form, Link } from "@remix-run/react";
import { Button, buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, Input, Select } from "~/components/ui/field";
import { DESTINATIONS } from "~/domain/destinations";
import { LIST_PARAMS } from "~/domain/list-query";
import type { WhoseStudents } from "~/domain/student-case";
import {
  APPLICATION_STAGES,
  UNIVERSITY_APPLICATION_LIST,
  stageLabel,
  type ApplicationFilters,
  type ApplicationStage,
  type ApplicationsPageView,
} from "~/domain/university-application";

const PATH = "/admin/university-applications";

/**
 * Search and filters of the board and the list as one GET form whose fields are the filter keys: the page folds
 * them into its `filters` JSON (a redirect to the canonical address), so it works the same without JavaScript.
 */
export function ApplicationFilterPanel({
  view,
  query,
  counsellor,
  counsellors,
}: {
  view: ApplicationsPageView;
  query: { search: string | null; filters: ApplicationFilters };
  counsellor: WhoseStudents;
  counsellors: Array<{ id: number; name: string; role: string }>;
}) {
  const { filters } = query;
  const active = query.search !== null || Object.keys(UNIVERSITY_APPLICATION_LIST.filtersToJson(filters)).length > 0;
  return (
    <Form method="get" action={PATH} aria-label="Search and filters" className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4">
      {view === "list" ? <input type="hidden" name="view" value="list" /> : null}
      <Field label="Search" id="filter-search" className="w-full sm:w-64">
        {(control) => <Input {...control} type="search" name={LIST_PARAMS.search} defaultValue={query.search ?? ""} placeholder="University, program, student or e-mail" />}
      </Field>
      <Field label="Stage" id="filter-stage" className="w-48">
        {(control) => (
          <Select {...control} name="stage" defaultValue={filters.stage ?? ""}>
            <option value="">All stages</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabel(stage)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Country" id="filter-country" className="w-44">
        {(control) => <Input {...control} name="country" list="filter-countries" defaultValue={filters.country ?? ""} autoComplete="off" />}
      </Field>
      <datalist id="filter-countries">
        {DESTINATIONS.map((country) => (
          <option key={country} value={country} />
        ))}
      </datalist>
      <Field label="Intake" id="filter-intake" className="w-44" hint="Month and year">
        {(control) => <Input {...control} type="month" name="intake" defaultValue={filters.intake ?? ""} />}
      </Field>
      <Field label="Counsellor" id="filter-counsellor" className="w-48">
        {(control) => (
          <Select {...control} name="counsellor" defaultValue={String(counsellor)}>
            <option value="mine">My students</option>
            <option value="unassigned">Unassigned</option>
            <option value="everyone">Everyone</option>
            {counsellors.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex items-center gap-2 pb-6">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {active ? (
          <Link to={view === "list" ? `${PATH}?view=list` : PATH} className={buttonClass({ variant: "ghost" })}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** How many applications in view are at each stage; each count opens the list at that stage. */
export function StageCounts({ counts, search, filters }: { counts: Record<ApplicationStage, number>; search: string; filters: ApplicationFilters }) {
  const base = new URLSearchParams(search);
  const current = filters.stage;
  return (
    <nav aria-label="Applications per stage">
      <ul className="flex flex-wrap gap-1.5">
        {APPLICATION_STAGES.map((stage) => {
          const params = new URLSearchParams(base);
          params.delete(LIST_PARAMS.page);
          params.set(LIST_PARAMS.filters, JSON.stringify(UNIVERSITY_APPLICATION_LIST.filtersToJson({ ...filters, stage })));
          params.set("view", "list");
          return (
            <li key={stage}>
              <Link
                to={`?${params.toString()}`}
                aria-current={current === stage ? "true" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs",
                  current === stage ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 bg-white text-gray-700 hover:bg-gray-50",
                )}
                data-testid={`count-${stage}`}
              >
                {stageLabel(stage)} <strong>{counts[stage]}</strong>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
