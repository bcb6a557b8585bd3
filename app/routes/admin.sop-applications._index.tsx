import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SearchAndStatusFilter } from "~/components/admin/list-controls";
import { PriorityBadge } from "~/components/admin/sop-badges";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage } from "~/components/list/list-page";
import { buttonClass } from "~/components/ui/button";
import { SOP_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDay } from "~/domain/dates";
import { SOP_STATUSES } from "~/domain/statuses";
import { counsellorFilterFor } from "~/domain/student-case";
import { listAdminSops, startSopReview } from "~/models/sop-admin.server";
import { postedId, runAdminAction } from "~/features/admin/admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { dispatchIntent } from "~/utils/intent.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const LIST_PATH = "/admin/sop-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("SOP Applications", "Statement-of-purpose orders to review, assign and deliver.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const { query } = readListPage(request, SOP_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listAdminSops(query, viewer);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      student: { name: row.student.name, email: row.student.email },
      university: row.university,
      program: row.program,
      submitted: formatDay(row.createdAt, zone),
      status: row.status,
      priority: row.priority,
      assignee: row.assignee?.name ?? null,
      draftDocumentId: row.draftDocumentId,
      canStartReview: row.actions.includes("start_review"),
      canUploadReview: row.actions.includes("complete"),
    })),
    meta,
    query,
    whose: counsellorFilterFor(query.filters.counsellor, viewer),
  };
}

/** Start Review from the list; everything else happens on the review screen. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, LIST_PATH, SOP_ADMIN_LIST);
  const form = await parseMultipartForm(request);
  const sopId = postedId(form);
  if (!sopId) throw new Response("Unknown action", { status: 400 });
  return dispatchIntent(form, {
    start_review: () =>
      runAdminAction(closeTo, async () => {
        await startSopReview({ adminId: admin.id, sopId });
        return { title: "Review started", description: `SOP application #${sopId} is now in progress.` };
      }),
  });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function SopCard({ row }: { row: Row }) {
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">
            {row.student.name} <span className="font-normal text-gray-500">· {row.student.email}</span>
          </p>
          <p className="mt-1 text-sm text-gray-700">
            <span className="font-medium">#{row.id}</span> · {row.university} · {row.program}
          </p>
          <p className="mt-1 text-xs text-gray-500">
            Submitted {row.submitted} · Assigned to: {row.assignee ?? "Unassigned"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={row.status} />
          <PriorityBadge priority={row.priority} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link to={`${LIST_PATH}/${row.id}`} className={buttonClass({ size: "sm" })}>
          Review
        </Link>
        {row.draftDocumentId ? (
          <a href={`/admin/documents/${row.draftDocumentId}`} download className={small}>
            Download Draft
          </a>
        ) : null}
        {row.canUploadReview ? (
          <Link to={`${LIST_PATH}/${row.id}#upload-review`} className={small}>
            Upload Review
          </Link>
        ) : null}
        {row.canStartReview ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" name="intent" value="start_review" className={small}>
              Start Review
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}

export default function AdminSopApplicationsPage() {
  const { rows, meta, query, whose } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="SOP Applications"
      description="Statements of purpose to review, assign and deliver."
      spec={SOP_ADMIN_LIST}
      query={query}
      filters={
        <SearchAndStatusFilter
          spec={SOP_ADMIN_LIST}
          statuses={SOP_STATUSES}
          status={query.filters.status}
          whose={{ filters: query.filters, inForce: whose }}
          searchLabel="Search SOP applications"
          placeholder="Search by ID, university, program or student"
        />
      }
      rows={rows}
      meta={meta}
      empty={{
        title: "No applications found",
        hint: whose === "mine" ? "None of your students has an SOP order; choose Everyone to see every student's." : "SOP orders appear here once students apply.",
        filteredHint: "Try adjusting your search terms or the status filter.",
      }}
      cards={{ label: "SOP applications", testId: (row) => `sop-row-${row.id}`, render: (row) => <SopCard row={row} /> }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
