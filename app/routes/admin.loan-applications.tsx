import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { RowActionButton, SearchAndStatusFilter } from "~/components/admin/list-controls";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import type { LoanAction } from "~/domain/admin-actions";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDay } from "~/domain/dates";
import { formatWholeDollars } from "~/domain/money";
import { LOAN_STATUSES } from "~/domain/statuses";
import { counsellorFilterFor } from "~/domain/student-case";
import { approveLoan, listAdminLoans, startLoanProcessing } from "~/models/loan-admin.server";
import { postedId, runAdminAction } from "~/features/admin/admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { dispatchIntent } from "~/utils/intent.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const LIST_PATH = "/admin/loan-applications";

export const meta: MetaFunction = ({ matches }) => seoMeta("Loan Applications", "Education loan applications: banks, documents and decisions.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const { query } = readListPage(request, LOAN_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listAdminLoans(query, viewer);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      student: row.student,
      university: row.university,
      course: row.course,
      amount: formatWholeDollars(row.loanAmount),
      status: row.status,
      bank: row.bank,
      documentCount: row.documents.length,
      submitted: formatDay(row.createdAt, zone),
      actions: row.actions,
    })),
    meta,
    query,
    whose: counsellorFilterFor(query.filters.counsellor, viewer),
  };
}

/**
 * The row actions that need no input. Assign Bank, Request Documents and View Documents open dialog routes of their
 * own, and so does Reject, which cannot be undone and asks for a confirmation first.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST);
  const form = await parseMultipartForm(request);
  const loanId = postedId(form);
  if (!loanId) throw new Response("Unknown action", { status: 400 });
  const target = { adminId: admin.id, loanId };
  return dispatchIntent(form, {
    start_processing: () =>
      runAdminAction(closeTo, async () => {
        await startLoanProcessing(target);
        return { title: "Processing started", description: "The loan application is now being processed." };
      }),
    approve: () =>
      runAdminAction(closeTo, async () => {
        await approveLoan(target);
        return { title: "Loan application approved", description: "The student has been told their loan was approved." };
      }),
  });
}

const LABELS: Record<LoanAction, string> = {
  start_processing: "Start Processing",
  approve: "Approve",
  reject: "Reject",
  assign_bank: "Assign Bank",
  view_documents: "View Documents",
  request_documents: "Request Documents",
};

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function LoanRowMenu({ row, search }: { row: Row; search: string }) {
  const items = row.actions.map((action) => {
    const label = LABELS[action];
    if (action === "assign_bank") return { key: action, node: <Link to={`${LIST_PATH}/${row.id}/bank${search}`} preventScrollReset>{label}</Link> };
    if (action === "view_documents") return { key: action, node: <Link to={`${LIST_PATH}/${row.id}/documents${search}`} preventScrollReset>{label}</Link> };
    if (action === "request_documents") return { key: action, node: <Link to={`${LIST_PATH}/${row.id}/request-documents${search}`} preventScrollReset>{label}</Link> };
    if (action === "reject") return { key: action, node: <Link to={`${LIST_PATH}/${row.id}/reject${search}`} preventScrollReset className="text-red-600">{label}</Link> };
    return {
      key: action,
      node: (
        <RowActionButton intent={action} id={row.id}>
          {label}
        </RowActionButton>
      ),
    };
  });
  if (items.length === 0) return <span className="whitespace-nowrap text-xs text-gray-500">No actions</span>;
  return <RowMenu label={`Actions for loan application #${row.id}`} items={items} />;
}

export default function AdminLoanApplicationsPage() {
  const { rows, meta, query, whose } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const columns: ListColumn<Row, "submitted">[] = [
    {
      header: "Student",
      cell: (row) => (
        <>
          <p className="font-medium text-gray-900">{row.student.name}</p>
          <p className="text-xs text-gray-500">{row.student.email}</p>
          <p className="text-xs text-gray-500">
            #{row.id} · submitted {row.submitted}
          </p>
        </>
      ),
    },
    { header: "University", cell: (row) => row.university },
    { header: "Course", cell: (row) => row.course },
    { header: "Amount", className: "whitespace-nowrap", cell: (row) => row.amount },
    { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
    { header: "Bank", cell: (row) => row.bank ?? <span className="text-gray-500">Unassigned</span> },
    {
      header: "Documents",
      className: "whitespace-nowrap",
      cell: (row) =>
        row.documentCount === 0 ? (
          <span className="text-gray-500">None</span>
        ) : (
          <Link to={`${LIST_PATH}/${row.id}/documents${search}`} preventScrollReset className="text-brand-700 hover:underline">
            {row.documentCount === 1 ? "1 document" : `${row.documentCount} documents`}
          </Link>
        ),
    },
    { header: <span className="sr-only">Actions</span>, className: "text-right", cell: (row) => <LoanRowMenu row={row} search={search} /> },
  ];
  return (
    <ListPage
      title="Loan Applications"
      description="Education loan applications, their partner banks and documents. Amounts in US dollars."
      actions={
        <a href={`${LIST_PATH}/export.csv${search}`} download className={buttonClass({ variant: "secondary" })}>
          Export Report
        </a>
      }
      spec={LOAN_ADMIN_LIST}
      query={query}
      filters={
        <SearchAndStatusFilter
          spec={LOAN_ADMIN_LIST}
          statuses={LOAN_STATUSES}
          status={query.filters.status}
          whose={{ filters: query.filters, inForce: whose }}
          searchLabel="Search loan applications"
          placeholder="Student, university, course or bank"
        />
      }
      rows={rows}
      meta={meta}
      empty={{
        title: "No applications found",
        hint: whose === "mine" ? "None of your students has a loan application; choose Everyone to see every student's." : "Loan applications appear here once students apply.",
        filteredHint: "Try adjusting your search terms or the status filter.",
      }}
      table={{ caption: "Loan applications", columns, rowTestId: (row) => `loan-row-${row.id}` }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
