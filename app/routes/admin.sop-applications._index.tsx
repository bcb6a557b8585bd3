import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SearchAndStatusFilter } from "~/components/admin/list-controls";
import { PriorityBadge } from "~/components/admin/sop-badges";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState } from "~/components/ui/table";
import { SOP_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDay } from "~/domain/dates";
import { SOP_STATUSES } from "~/domain/statuses";
import { listAdminSops, startSopReview } from "~/models/sop-admin.server";
import { postedId, runAdminAction } from "~/utils/admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { pageMeta } from "~/utils/meta";
import { requireAdmin } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const LIST_PATH = "/admin/sop-applications";

export const meta: MetaFunction = () => pageMeta("SOP Applications", "Statement-of-purpose orders to review, assign and deliver.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query } = readListPage(request, SOP_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listAdminSops(query);
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
  };
}

/** Start Review from the list; everything else happens on the review screen. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, LIST_PATH, SOP_ADMIN_LIST);
  const form = await parseMultipartForm(request);
  const sopId = postedId(form);
  if (form.get("intent") !== "start_review" || !sopId) throw new Response("Unknown action", { status: 400 });
  return runAdminAction(closeTo, async () => {
    await startSopReview({ adminId: admin.id, sopId });
    return { title: "Review started", description: `SOP application #${sopId} is now in progress.` };
  });
}

export default function AdminSopApplicationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">SOP Applications</h1>
        <p className="text-sm text-gray-600">Statements of purpose to review, assign and deliver.</p>
      </div>

      <SearchAndStatusFilter
        spec={SOP_ADMIN_LIST}
        statuses={SOP_STATUSES}
        status={query.filters.status}
        searchLabel="Search SOP applications"
        placeholder="Search by ID, university, program or student"
      />

      <div className="flex justify-end">
        <PerPageSelect perPage={query.perPage} />
      </div>

      {rows.length === 0 ? (
        <EmptyState
          title="No applications found"
          hint={query.search !== null || query.filters.status !== null ? "Try adjusting your search terms or the status filter." : "SOP orders appear here once students apply."}
        />
      ) : (
        <ul className="space-y-3" aria-label="SOP applications">
          {rows.map((row) => (
            <li key={row.id} data-testid={`sop-row-${row.id}`} className="rounded-lg border border-gray-200 bg-white p-4">
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
            </li>
          ))}
        </ul>
      )}

      <Pagination meta={meta} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
