import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { RowActionButton, SearchAndStatusFilter } from "~/components/admin/list-controls";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useDialogOutlet } from "~/components/list/route-dialog";
import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState, TBody, TD, TH, THead, TR, Table } from "~/components/ui/table";
import type { LoanAction } from "~/domain/admin-actions";
import { LOAN_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDay } from "~/domain/dates";
import { formatWholeDollars } from "~/domain/money";
import { LOAN_STATUSES } from "~/domain/statuses";
import { approveLoan, listAdminLoans, rejectLoan, requestLoanDocuments, startLoanProcessing } from "~/models/loan-admin.server";
import { postedId, runAdminAction } from "~/utils/admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { pageMeta } from "~/utils/meta";
import { requireAdmin } from "~/utils/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const LIST_PATH = "/admin/loan-applications";

export const meta: MetaFunction = () => pageMeta("Loan Applications", "Education loan applications: banks, documents and decisions.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query } = readListPage(request, LOAN_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listAdminLoans(query);
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
  };
}

/** The row actions that need no input; Assign Bank and View Documents open dialog routes of their own. */
const ROW_ACTIONS = {
  start_processing: { run: startLoanProcessing, outcome: { title: "Processing started", description: "The loan application is now being processed." } },
  approve: { run: approveLoan, outcome: { title: "Loan application approved", description: "The student has been told their loan was approved." } },
  reject: { run: rejectLoan, outcome: { title: "Loan application rejected", description: "The student has been told their loan was not approved." } },
  request_documents: {
    run: requestLoanDocuments,
    outcome: { title: "Documents requested", description: "The student can now upload the documents from their loan applications." },
  },
} as const;

function isRowAction(value: FormDataEntryValue | null): value is keyof typeof ROW_ACTIONS {
  return typeof value === "string" && Object.hasOwn(ROW_ACTIONS, value);
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, LIST_PATH, LOAN_ADMIN_LIST);
  const form = await parseMultipartForm(request);
  const intent = form.get("intent");
  const loanId = postedId(form);
  if (!isRowAction(intent) || !loanId) throw new Response("Unknown action", { status: 400 });
  const { run, outcome } = ROW_ACTIONS[intent];
  return runAdminAction(closeTo, async () => {
    await run({ adminId: admin.id, loanId });
    return outcome;
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
    return {
      key: action,
      node: (
        <RowActionButton intent={action} id={row.id} danger={action === "reject"}>
          {label}
        </RowActionButton>
      ),
    };
  });
  if (items.length === 0) return <span className="whitespace-nowrap text-xs text-gray-500">No actions</span>;
  return <RowMenu label={`Actions for loan application #${row.id}`} items={items} />;
}

export default function AdminLoanApplicationsPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { outlet, standalone } = useDialogOutlet();
  if (standalone) return outlet;
  const filtering = query.search !== null || query.filters.status !== null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Loan Applications</h1>
          <p className="text-sm text-gray-600">Education loan applications, their partner banks and documents. Amounts in US dollars.</p>
        </div>
        <a href={`${LIST_PATH}/export.csv${search}`} download className={buttonClass({ variant: "secondary" })}>
          Export Report
        </a>
      </div>

      <SearchAndStatusFilter
        spec={LOAN_ADMIN_LIST}
        statuses={LOAN_STATUSES}
        status={query.filters.status}
        searchLabel="Search loan applications"
        placeholder="Student, university, course or bank"
      />

      <div className="flex justify-end">
        <PerPageSelect perPage={query.perPage} />
      </div>

      {rows.length === 0 ? (
        <EmptyState
          title="No applications found"
          hint={filtering ? "Try adjusting your search terms or the status filter." : "Loan applications appear here once students apply."}
        />
      ) : (
        <Table caption="Loan applications">
          <THead>
            <tr>
              <TH>Student</TH>
              <TH>University</TH>
              <TH>Course</TH>
              <TH>Amount</TH>
              <TH>Status</TH>
              <TH>Bank</TH>
              <TH>Documents</TH>
              <TH>
                <span className="sr-only">Actions</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <TR key={row.id} data-testid={`loan-row-${row.id}`}>
                <TD>
                  <p className="font-medium text-gray-900">{row.student.name}</p>
                  <p className="text-xs text-gray-500">{row.student.email}</p>
                  <p className="text-xs text-gray-500">
                    #{row.id} · submitted {row.submitted}
                  </p>
                </TD>
                <TD>{row.university}</TD>
                <TD>{row.course}</TD>
                <TD className="whitespace-nowrap">{row.amount}</TD>
                <TD>
                  <StatusBadge status={row.status} />
                </TD>
                <TD>{row.bank ?? <span className="text-gray-500">Unassigned</span>}</TD>
                <TD className="whitespace-nowrap">
                  {row.documentCount === 0 ? (
                    <span className="text-gray-500">None</span>
                  ) : (
                    <Link to={`${LIST_PATH}/${row.id}/documents${search}`} preventScrollReset className="text-brand-700 hover:underline">
                      {row.documentCount === 1 ? "1 document" : `${row.documentCount} documents`}
                    </Link>
                  )}
                </TD>
                <TD className="text-right">
                  <LoanRowMenu row={row} search={search} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}

      <Pagination meta={meta} />
      {outlet}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
