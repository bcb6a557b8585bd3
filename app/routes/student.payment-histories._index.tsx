import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { RowMenu } from "~/components/ui/menu";
import { Pagination, PerPageSelect } from "~/components/ui/pagination";
import { EmptyState, Table, TBody, TD, TH, THead, TR } from "~/components/ui/table";
import { formatDay } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { pageParams } from "~/domain/pagination";
import { listStudentPayments, paymentMethodLabel } from "~/models/payment.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { requireStudent } from "~/utils/session.server";
import { Link } from "~/components/ui/link";

export const meta: MetaFunction = ({ matches }) => seoMeta("Payment History", "Your invoices and payments.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const { page, perPage } = pageParams(new URL(request.url).searchParams);
  const zone = getEnv().APP_TIME_ZONE;
  const { rows, meta } = await listStudentPayments({ studentId: student.id, page, perPage });
  return {
    meta,
    rows: rows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      service: row.serviceName,
      amount: formatMoney(row.amountCents, row.currency),
      date: formatDay(row.createdAt, zone),
      status: row.status,
      method: paymentMethodLabel(row.method),
    })),
  };
}

export default function PaymentHistoryPage() {
  const { meta, rows } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Payment History</h1>
          <p className="mt-1 text-sm text-gray-600">Your invoices and what has been paid.</p>
        </div>
        {meta.total > 0 ? (
          <a href="/student/payment-histories/export.csv" download className={buttonClass({ variant: "secondary" })}>
            Export All
          </a>
        ) : null}
      </div>
      {meta.total === 0 ? (
        <EmptyState title="No payments yet" hint="Invoices for the services you order appear here." />
      ) : (
        <>
          <Table caption="Payments">
            <THead>
              <tr>
                <TH>Invoice</TH>
                <TH>Service</TH>
                <TH>Amount</TH>
                <TH>Date</TH>
                <TH>Status</TH>
                <TH>Payment Method</TH>
                <TH>Actions</TH>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <TR key={row.id} data-testid={`payment-${row.id}`}>
                  <TD className="font-medium text-gray-900">{row.invoiceNumber}</TD>
                  <TD>{row.service}</TD>
                  <TD className="whitespace-nowrap">{row.amount}</TD>
                  <TD className="whitespace-nowrap">{row.date}</TD>
                  <TD>
                    <StatusBadge status={row.status} />
                  </TD>
                  <TD>{row.method}</TD>
                  <TD>
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
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
            <PerPageSelect perPage={meta.per_page} />
            <Pagination meta={meta} />
          </div>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
