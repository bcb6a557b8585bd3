import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { accountLifecycle } from "~/domain/account-lifecycle";
import { AccountStateBadge } from "~/components/admin/account-badges";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Field, Select } from "~/components/ui/field";
import { formatDay } from "~/domain/dates";
import { COUNSELLOR_FILTERS, COUNSELLOR_FILTER_LABELS, STUDENT_LIST, counsellorFilterFor } from "~/domain/student-case";
import { listStudents } from "~/models/student-case.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";

const LIST_PATH = "/admin/students";

export const meta: MetaFunction = ({ matches }) => seoMeta("Students", "Every student and their counsellor: find one and open their case.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const { query, view } = readListPage(request, STUDENT_LIST, LIST_PATH);
  const { rows, meta } = await listStudents(query, viewer);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      state: accountLifecycle(row),
      counsellor: row.counsellor ? (row.counsellor.id === viewer.id ? `${row.counsellor.name} (you)` : row.counsellor.name) : null,
      joined: formatDay(row.createdAt, zone),
    })),
    meta,
    query,
    view,
    whose: counsellorFilterFor(query.filters.counsellor, viewer),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "name">[] = [
  {
    header: "Student",
    className: "min-w-40",
    card: "title",
    cell: (row) => (
      <>
        <Link to={`${LIST_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.name}
        </Link>
        <span className="block break-all text-xs text-gray-600">{row.email}</span>
      </>
    ),
  },
  { header: "Counsellor", card: "meta", cell: (row) => row.counsellor ?? <span className="text-gray-600">Unassigned</span> },
  { header: "Phone", className: "whitespace-nowrap", card: "meta", cell: (row) => row.phone ?? <span className="text-gray-600">Not given</span> },
  { header: "Joined", className: "whitespace-nowrap", card: "meta", cell: (row) => row.joined },
  { header: "State", card: "badge", cell: (row) => (row.state === "active" ? null : <AccountStateBadge state={row.state} />) },
];

function StudentFilters({ whose }: { whose: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={STUDENT_LIST} label="Search students" placeholder="Search by name or e-mail" />
      </div>
      <FilterForm spec={STUDENT_LIST}>
        <Field label="Counsellor" id="filter-counsellor" className="w-44">
          {(control) => (
            <Select {...control} name="counsellor" defaultValue={whose}>
              {COUNSELLOR_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {COUNSELLOR_FILTER_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterForm>
    </div>
  );
}

export default function AdminStudentsPage() {
  const { rows, meta, query, view, whose } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Students"
      description="Every student with their counsellor, by name. Open one to see their case: profile, applications, checklist and conversation."
      spec={STUDENT_LIST}
      query={query}
      filters={<StudentFilters key={whose} whose={whose} />}
      rows={rows}
      meta={meta}
      empty={{
        title: whose === "mine" ? "No students of yours yet" : "No students found",
        hint: whose === "mine" ? "An admin assigns students to you on their case page; choose Everyone to see every student." : "Students appear here when they register.",
        filteredHint: "Try adjusting your search terms or the counsellor filter.",
      }}
      table={{ caption: "Students", columns: COLUMNS, rowTestId: (row) => `student-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load students" message="Please try again in a moment." />} />;
}
