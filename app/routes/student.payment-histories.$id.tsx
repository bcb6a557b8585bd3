import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/booking/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { formatDay } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { getStudentPayment, paymentMethodLabel } from "~/models/payment.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Invoice ${data.payment.invoiceNumber}` : "Invoice", "One of your payments.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const payment = await getStudentPayment(student.id, requireId(params.id));
  if (!payment) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    payment: {
      id: payment.id,
      invoiceNumber: payment.invoiceNumber,
      service: payment.serviceName,
      amount: formatMoney(payment.amountCents, payment.currency),
      status: payment.status,
      method: paymentMethodLabel(payment.method),
      date: formatDay(payment.createdAt, zone),
      paidAt: payment.paidAt ? formatDay(payment.paidAt, zone) : null,
      refundedAt: payment.refundedAt ? formatDay(payment.refundedAt, zone) : null,
    },
  };
}

export default function PaymentDetailPage() {
  const { payment } = useLoaderData<typeof loader>();
  const rows: Array<[string, string]> = [
    ["Service", payment.service],
    ["Amount", payment.amount],
    ["Date", payment.date],
    ["Payment method", payment.method],
    ...(payment.paidAt ? [["Paid on", payment.paidAt] as [string, string]] : []),
    ...(payment.refundedAt ? [["Refunded on", payment.refundedAt] as [string, string]] : []),
  ];
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to="/student/payment-histories" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to Payment History
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-gray-900">Invoice {payment.invoiceNumber}</h1>
        <StatusBadge status={payment.status} />
      </div>
      <dl className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-6 py-3 text-sm">
            <dt className="text-gray-500">{label}</dt>
            <dd className="font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <a href={`/student/payment-histories/${payment.id}/invoice.pdf`} download className={buttonClass()}>
        Download Invoice
      </a>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
