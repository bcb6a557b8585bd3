import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterTabs } from "~/components/list/filter-tabs";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { SOP_TABS, canDownloadSop } from "~/domain/booking";
import { formatDay } from "~/domain/dates";
import { STUDENT_SOP_LIST } from "~/domain/student-lists";
import { listStudentSops } from "~/models/sop-application.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

const LIST_PATH = "/student/sop-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("SOP Applications", "Your statement-of-purpose orders, their status and documents.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { query } = readListPage(request, STUDENT_SOP_LIST, LIST_PATH);
  const { rows, meta } = await listStudentSops(student.id, query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map(({ createdAt, ...row }) => ({
      ...row,
      submitted: formatDay(createdAt, zone),
      downloadable: canDownloadSop(row.status) && row.finalDocumentId !== null,
    })),
    meta,
    query,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "submitted">[] = [
  { header: "ID", className: "font-medium text-gray-900", cell: (row) => `#${row.id}` },
  { header: "University", cell: (row) => row.university },
  {
    header: "Program",
    cell: (row) => (
      <>
        {row.program}
        <span className="block text-xs capitalize text-gray-500">{row.package} package</span>
      </>
    ),
  },
  { header: "Submitted", sortKey: "submitted", className: "whitespace-nowrap", cell: (row) => row.submitted },
  { header: "Status", cell: (row) => <StatusBadge status={row.status} context="student-sop" /> },
  { header: "Feedback", className: "max-w-xs text-sm", cell: (row) => row.feedback ?? <span className="text-gray-500">—</span> },
  {
    header: "Actions",
    cell: (row) => (
      <div className="flex flex-wrap gap-2">
        <Link to={`/student/sop-applications/${row.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
          View Details
        </Link>
        {row.downloadable ? (
          <a href={`/student/documents/${row.finalDocumentId}`} download className={buttonClass({ size: "sm" })}>
            Download SOP Document
          </a>
        ) : null}
      </div>
    ),
  },
];

export default function SopApplicationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="SOP Applications"
      description="Follow your statements of purpose from order to final document."
      actions={<ButtonLink to="/services/sop-writing">New SOP Application</ButtonLink>}
      spec={STUDENT_SOP_LIST}
      query={query}
      filters={
        <div className="space-y-3">
          <SearchForm spec={STUDENT_SOP_LIST} label="Search applications" placeholder="Search by university, program or ID" />
          <FilterTabs
            spec={STUDENT_SOP_LIST}
            label="Filter by status"
            tabs={SOP_TABS.map((tab) => {
              const status = tab.value === "all" ? null : tab.value;
              return { key: tab.value, label: tab.label, filters: { status }, current: query.filters.status === status };
            })}
          />
        </div>
      }
      rows={rows}
      meta={meta}
      empty={{
        title: "No applications found",
        hint: "You haven't submitted any SOP applications yet",
        filteredHint: "Try adjusting your search terms",
      }}
      table={{ caption: "SOP applications", columns: COLUMNS, rowTestId: (row) => `sop-${row.id}` }}
    >
      <section aria-labelledby="tips-heading" className="rounded-lg bg-brand-50 p-6">
        <h2 id="tips-heading" className="text-lg font-semibold text-brand-900">
          Tips for a strong SOP
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-brand-900">
          <li>Apply at least 2 weeks before your deadline so there is time for revisions.</li>
          <li>Send your CV and any draft you have: your writer builds on your own story.</li>
          <li>Read the feedback on a &quot;Needs Revision&quot; SOP and reply with the details asked for.</li>
        </ul>
        <Link to="/resources/sop-writing-guide" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Read the SOP writing guide →
        </Link>
      </section>
    </ListPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
