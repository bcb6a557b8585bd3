import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { formatDay } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { STUDENT_PAYMENT_LIST } from "~/domain/student-lists";
import { listStudentPayments, paymentMethodLabel } from "~/models/payment.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/auth/session.server";

const LIST_PATH = "/student/payment-histories";

export const meta: MetaFunction = ({ matches }) => seoMeta("Payment History", "Your invoices and payments.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { query } = readListPage(request, STUDENT_PAYMENT_LIST, LIST_PATH);
  const { rows, meta } = await listStudentPayments(student.id, query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      service: row.serviceName,
      amount: formatMoney(row.amountCents, row.currency),
      date: formatDay(row.createdAt, zone),
      status: row.status,
      method: paymentMethodLabel(row.method),
    })),
    meta,
    query,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "date">[] = [
  { header: "Invoice", className: "font-medium text-gray-900", cell: (row) => row.invoiceNumber },
  { header: "Service", cell: (row) => row.service },
  { header: "Amount", className: "whitespace-nowrap", cell: (row) => row.amount },
  { header: "Date", sortKey: "date", className: "whitespace-nowrap", cell: (row) => row.date },
  { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  { header: "Payment Method", cell: (row) => row.method },
  {
    header: "Actions",
    cell: (row) => (
      <RowMenu
        label={`Actions for invoice ${row.invoiceNumber}`}
        items={[
          {
            key: "invoice",
            node: (
              <a href={`/student/payment-histories/${row.id}/invoice.pdf`} download>
                Download Invoice
              </a>
            ),
          },
          { key: "details", node: <Link to={`/student/payment-histories/${row.id}`}>View Details</Link> },
        ]}
      />
    ),
  },
];

export default function PaymentHistoryPage() {
  const { rows, meta, query } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Payment History"
      description="Your invoices and what has been paid."
      actions={
        meta.total > 0 ? (
          <a href="/student/payment-histories/export.csv" download className={buttonClass({ variant: "secondary" })}>
            Export All
          </a>
        ) : null
      }
      spec={STUDENT_PAYMENT_LIST}
      query={query}
      rows={rows}
      meta={meta}
      empty={{ title: "No payments yet", hint: "Invoices for the services you order appear here." }}
      table={{ caption: "Payments", columns: COLUMNS, rowTestId: (row) => `payment-${row.id}` }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
