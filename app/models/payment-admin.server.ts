import { adminPaymentActions, type PaymentAction } from "~/domain/admin-actions";
import type { PaymentAdminQuery } from "~/domain/admin-lists";
import type { CsvColumn } from "~/domain/csv";
import { formatDay } from "~/domain/dates";
import { centsToAmount, formatMoney } from "~/domain/money";
import { statusLabel } from "~/domain/statuses";
import { containsText, db, type Prisma } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange, studentMatches, studentSelect, type StudentNotice } from "./admin-change.server";
import { inBatches, paginate } from "./paginate.server";
import { notifyStaff } from "./staff-notification.server";
import { invoiceSelect, paymentMethodLabel, paymentSelect } from "./payment.server";

const PAYMENT_ENTITY = "payment";

function listWhere(query: Pick<PaymentAdminQuery, "search" | "filters">): Prisma.PaymentWhereInput {
  const search = query.search;
  return {
    AND: [
      ...(query.filters.status ? [{ status: query.filters.status }] : []),
      ...(search
        ? [{ OR: [{ invoiceNumber: containsText(search) }, { serviceName: containsText(search) }, { student: studentMatches(search) }] }]
        : []),
    ],
  };
}

const paymentRowSelect = {
  ...paymentSelect,
  refundedCents: true,
  student: { select: studentSelect },
} satisfies Prisma.PaymentSelect;

type PaymentRecord = Prisma.PaymentGetPayload<{ select: typeof paymentRowSelect }>;

/** One page of every payment: searched by invoice, student name or e-mail and service; newest first by default. */
export async function listAdminPayments(query: PaymentAdminQuery) {
  const where = listWhere(query);
  const { rows, meta } = await paginate(query, {
    count: () => db.payment.count({ where }),
    findMany: (offset) =>
      db.payment.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        select: paymentRowSelect,
        ...offset,
      }),
  });
  return { rows: rows.map((row) => ({ ...row, actions: adminPaymentActions(row) })), meta };
}

export type AdminPaymentRow = Awaited<ReturnType<typeof listAdminPayments>>["rows"][number];

/** A payment with the student it bills and its refunds, for its invoice and the refund form. */
export async function getAdminPayment(paymentId: number) {
  const payment = await db.payment.findUnique({ where: { id: paymentId }, select: { ...paymentRowSelect, ...invoiceSelect, gatewayPaymentId: true } });
  return payment ? { ...payment, actions: adminPaymentActions(payment) } : null;
}

export function paymentExportColumns(zone: string): CsvColumn<PaymentRecord>[] {
  return [
    { header: "Invoice", value: (row) => row.invoiceNumber },
    { header: "Student", value: (row) => row.student.name },
    { header: "Email", value: (row) => row.student.email },
    { header: "Service", value: (row) => row.serviceName },
    { header: "Date", value: (row) => formatDay(row.createdAt, zone) },
    { header: "Amount", value: (row) => centsToAmount(row.amountCents).toFixed(2) },
    { header: "Currency", value: (row) => row.currency },
    { header: "Payment Method", value: (row) => paymentMethodLabel(row.method) },
    { header: "Status", value: (row) => statusLabel(row.status) },
    { header: "Paid On", value: (row) => (row.paidAt ? formatDay(row.paidAt, zone) : null) },
    { header: "Refunded On", value: (row) => (row.refundedAt ? formatDay(row.refundedAt, zone) : null) },
  ];
}

/** Every payment the list's search and filter match, in the list's order, read in batches. */
export function exportPaymentRows(query: Pick<PaymentAdminQuery, "search" | "filters" | "sortDirection">) {
  const where = listWhere(query);
  return inBatches((batch) =>
    db.payment.findMany({
      where,
      orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
      select: paymentRowSelect,
      ...batch,
    }),
  );
}

type PaidPayment = { id: number; studentId: number; invoiceNumber: string; serviceName: string; amountCents: number; currency: string };

/** The student's notice of a payment received, whether staff marked it paid or the gateway settled it. */
export function paymentReceivedNotice(payment: PaidPayment): StudentNotice {
  return {
    userId: payment.studentId,
    link: `/student/payment-histories/${payment.id}`,
    write: ({ t, format }) => ({
      title: t("server.Payment received"),
      body: t("server.Your payment for {what} was received. Thank you.", { what: `${payment.serviceName} (${payment.invoiceNumber})` }),
      details: [
        [t("mail.detail.invoice"), payment.invoiceNumber],
        [t("mail.detail.service"), payment.serviceName],
        [t("mail.detail.amount"), format.money(payment.amountCents, payment.currency)],
      ],
    }),
  };
}

export const PAYMENT_ACTION_REFUSALS: Record<PaymentAction, string> = {
  mark_paid: "Only pending payments can be marked as paid.",
  refund: "Only paid payments can be refunded.",
};

/**
 * Mark as Paid: a pending payment (paid by bank transfer or in cash) is settled now. A refund is `issueRefund`
 * (refund.server), which may go through the gateway.
 */
export async function markPaymentPaid({ adminId, paymentId, now = new Date() }: { adminId: number; paymentId: number; now?: Date }) {
  return db.$transaction(async (tx) => {
    const payment = await tx.payment.findUnique({
      where: { id: paymentId },
      select: { id: true, status: true, studentId: true, invoiceNumber: true, serviceName: true, amountCents: true, currency: true },
    });
    if (!payment) throw new AdminRecordNotFoundError("That payment does not exist any more.");
    if (!adminPaymentActions(payment).includes("mark_paid")) throw new ActionNotAllowedError(PAYMENT_ACTION_REFUSALS.mark_paid);
    const changed = await tx.payment.updateMany({ where: { id: payment.id, status: payment.status }, data: { status: "paid", paidAt: now } });
    if (changed.count !== 1) throw new ActionNotAllowedError(PAYMENT_ACTION_REFUSALS.mark_paid);
    const what = `${payment.serviceName} (${payment.invoiceNumber})`;
    await recordAdminChange(
      tx,
      { entityType: PAYMENT_ENTITY, entityId: payment.id, actorId: adminId, action: "mark_paid", fromStatus: payment.status, toStatus: "paid", detail: payment.invoiceNumber },
      paymentReceivedNotice(payment),
    );
    await notifyStaff(
      { title: "Payment received", body: `${what}: ${formatMoney(payment.amountCents, payment.currency)} was marked as paid.`, link: `/admin/payment-histories?search_keyword=${payment.invoiceNumber}` },
      { client: tx, reach: "admins" },
    );
    return { id: payment.id, status: "paid", invoiceNumber: payment.invoiceNumber };
  });
}
