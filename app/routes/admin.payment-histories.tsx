import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { StatusBadge } from "~/components/booking/status-badge";
import { RowActionButton, SearchAndStatusFilter } from "~/components/admin/list-controls";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { PAYMENT_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDay } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { PAYMENT_STATUSES } from "~/domain/statuses";
import { listAdminPayments, markPaymentPaid } from "~/models/payment-admin.server";
import { paymentMethodLabel } from "~/models/payment.server";
import { postedId, runAdminAction } from "~/features/admin/admin-actions.server";
import { getEnv } from "~/utils/env.server";
import { dispatchIntent } from "~/utils/intent.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";
import { parseMultipartForm } from "~/utils/uploads.server";

const LIST_PATH = "/admin/payment-histories";

export const meta: MetaFunction = ({ matches }) => seoMeta("Payment Histories", "Every invoice and payment, with refunds and exports.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query } = readListPage(request, PAYMENT_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listAdminPayments(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      student: row.student,
      service: row.serviceName,
      date: formatDay(row.createdAt, zone),
      amount: formatMoney(row.amountCents, row.currency),
      // a partial refund leaves the payment paid: the row says how much went back
      partlyRefunded: row.status === "paid" && row.refundedCents > 0 ? formatMoney(row.refundedCents, row.currency) : null,
      method: paymentMethodLabel(row.method),
      status: row.status,
      actions: row.actions,
    })),
    meta,
    query,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, LIST_PATH, PAYMENT_ADMIN_LIST);
  const form = await parseMultipartForm(request);
  const paymentId = postedId(form);
  if (!paymentId) throw new Response("Unknown payment", { status: 400 });
  // Issue Refund cannot be undone: it posts from its confirmation route (`./$id/refund`), not from the row.
  return dispatchIntent(form, {
    mark_paid: () =>
      runAdminAction(closeTo, async () => {
        const payment = await markPaymentPaid({ adminId: admin.id, paymentId });
        return { title: "Payment marked as paid", description: `Invoice ${payment.invoiceNumber} is now paid.` };
      }),
  });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

function PaymentRowMenu({ row }: { row: Row }) {
  const { search } = useLocation();
  const refundTo = `${LIST_PATH}/${row.id}/refund${search}`;
  return (
    <RowMenu
      label={`Actions for invoice ${row.invoiceNumber}`}
      items={[
        {
          key: "invoice",
          node: (
            <a href={`/admin/payment-histories/${row.id}/invoice.pdf`} download>
              Download Invoice
            </a>
          ),
        },
        ...(row.actions.includes("mark_paid") ? [{ key: "mark_paid", node: <RowActionButton intent="mark_paid" id={row.id}>Mark as Paid</RowActionButton> }] : []),
        ...(row.actions.includes("refund") ? [{ key: "refund", node: <Link to={refundTo} preventScrollReset className="text-red-600">Issue Refund</Link> }] : []),
      ]}
    />
  );
}

const COLUMNS: ListColumn<Row, "date">[] = [
  { header: "Invoice", className: "whitespace-nowrap font-medium text-gray-900", cell: (row) => row.invoiceNumber },
  {
    header: "Student",
    cell: (row) => (
      <>
        <p className="font-medium text-gray-900">{row.student.name}</p>
        <p className="text-xs text-gray-500">{row.student.email}</p>
      </>
    ),
  },
  { header: "Service", cell: (row) => row.service },
  { header: "Date", sortKey: "date", className: "whitespace-nowrap", cell: (row) => row.date },
  { header: "Amount", className: "whitespace-nowrap", cell: (row) => row.amount },
  { header: "Payment Method", cell: (row) => row.method },
  {
    header: "Status",
    cell: (row) => (
      <>
        <StatusBadge status={row.status} />
        {row.partlyRefunded ? <span className="mt-1 block whitespace-nowrap text-xs text-gray-500">{row.partlyRefunded} refunded</span> : null}
      </>
    ),
  },
  { header: "Actions", cell: (row) => <PaymentRowMenu row={row} /> },
];

export default function AdminPaymentHistoriesPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <ListPage
      title="Payment Histories"
      description="Every invoice, its student and where it stands."
      actions={
        <a href={`/admin/payment-histories/export.csv${search}`} download className={buttonClass({ variant: "secondary" })}>
          Export CSV
        </a>
      }
      spec={PAYMENT_ADMIN_LIST}
      query={query}
      filters={
        <SearchAndStatusFilter
          spec={PAYMENT_ADMIN_LIST}
          statuses={PAYMENT_STATUSES}
          status={query.filters.status}
          searchLabel="Search payments"
          placeholder="Search by invoice, student or service"
        />
      }
      rows={rows}
      meta={meta}
      empty={{
        title: "No payments found",
        hint: "Payments appear here once students order a service.",
        filteredHint: "Try adjusting your search terms or the status filter.",
      }}
      table={{ caption: "Payments", columns: COLUMNS, rowTestId: (row) => `payment-row-${row.id}` }}
    />
  );
}

/** The list's failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load payments" message="Please try again in a moment." />} />;
}
