import { randomUUID } from "node:crypto";
import { toCsv } from "~/domain/csv";
import { formatDay } from "~/domain/dates";
import { centsToAmount, formatMoney, invoiceNumber } from "~/domain/money";
import { statusLabel } from "~/domain/statuses";
import type { StudentPaymentQuery } from "~/domain/student-lists";
import type { GeneralSettings } from "~/domain/settings";
import { db, type Prisma, type Tx } from "~/utils/db.server";
import { renderPdf } from "~/utils/pdf.server";
import { paginate } from "./paginate.server";
import { getSettings } from "./settings.server";
import { lookup } from "~/domain/lookup";

/** A payment as the student's list shows it; the staff's list (payment-admin) adds the refunded part and the student. */
export const paymentSelect = {
  id: true,
  invoiceNumber: true,
  serviceName: true,
  amountCents: true,
  currency: true,
  method: true,
  status: true,
  paidAt: true,
  refundedAt: true,
  createdAt: true,
} satisfies Prisma.PaymentSelect;

export type StudentPayment = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: "Card",
  bank_transfer: "Bank Transfer",
  paypal: "PayPal",
  cash: "Cash",
};

export function paymentMethodLabel(method: string) {
  return lookup(PAYMENT_METHOD_LABELS, method) ?? method;
}

/** One page of the student's payments, newest first by default. */
export async function listStudentPayments(studentId: number, query: StudentPaymentQuery) {
  const where = { studentId };
  return paginate(query, {
    count: () => db.payment.count({ where }),
    findMany: (offset) =>
      db.payment.findMany({ where, orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }], select: paymentSelect, ...offset }),
  });
}

/** An invoice's page and PDF also show its refunds: those made and those under way (a failed one is staff's business). */
export const invoiceSelect = {
  ...paymentSelect,
  refundedCents: true,
  checkoutSessionId: true,
  refunds: {
    where: { status: { in: ["pending", "succeeded"] } },
    orderBy: { id: "asc" },
    select: { id: true, amountCents: true, status: true, createdAt: true, settledAt: true },
  },
} satisfies Prisma.PaymentSelect;

export type Invoice = Prisma.PaymentGetPayload<{ select: typeof invoiceSelect }>;

/** One of the student's own payments with its refunds; null for anyone else's id. */
export function getStudentPayment(studentId: number, paymentId: number) {
  return db.payment.findFirst({ where: { id: paymentId, studentId }, select: invoiceSelect });
}

/** Every payment of the student as CSV, newest first, amounts as plain numbers so spreadsheets can add them up. */
export async function exportStudentPaymentsCsv(studentId: number, zone: string) {
  const rows = await db.payment.findMany({ where: { studentId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: paymentSelect });
  return toCsv(rows, [
    { header: "Invoice", value: (row) => row.invoiceNumber },
    { header: "Service", value: (row) => row.serviceName },
    { header: "Amount", value: (row) => centsToAmount(row.amountCents).toFixed(2) },
    { header: "Currency", value: (row) => row.currency },
    { header: "Date", value: (row) => formatDay(row.createdAt, zone) },
    { header: "Status", value: (row) => statusLabel(row.status) },
    { header: "Payment Method", value: (row) => paymentMethodLabel(row.method) },
  ]);
}

/**
 * The invoice PDF for students and staff alike: the consultancy's details from the General settings, the number and
 * dates, the student, the line, the total, what was paid and each refund, and the status. There are no taxes to show:
 * the settings hold no tax rate. Long text wraps and flows onto further pages.
 */
export function renderInvoicePdf({
  payment,
  student,
  company,
  zone,
}: {
  payment: Invoice;
  student: { name: string; email: string };
  company: GeneralSettings;
  zone: string;
}) {
  const amount = formatMoney(payment.amountCents, payment.currency);
  return renderPdf({ title: `Invoice ${payment.invoiceNumber}`, author: company.siteName }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const amountWidth = 110;
    const field = (label: string, value: string) => doc.font("bold").text(`${label}: `, left, undefined, { continued: true }).font("regular").text(value);
    const heading = (text: string) => doc.moveDown().font("bold").fontSize(12).text(text, left).fontSize(10);

    doc.font("bold").fontSize(18).text(company.siteName, left, undefined, { width });
    doc.font("regular").fontSize(10).text(company.officeAddress, { width });
    doc.text([company.contactEmail, company.contactPhone].filter(Boolean).join(" | "), { width });

    doc.moveDown().font("bold").fontSize(16).text("INVOICE").fontSize(10);
    field("Invoice number", payment.invoiceNumber);
    field("Date", formatDay(payment.createdAt, zone));
    field("Status", statusLabel(payment.status));
    field("Payment method", paymentMethodLabel(payment.method));

    heading("Billed to");
    doc.font("regular").text(student.name, { width }).text(student.email, { width });

    doc.moveDown().font("bold").fontSize(12);
    const headTop = doc.y;
    doc.text("Amount", left + width - amountWidth, headTop, { width: amountWidth, align: "right" }).text("Service", left, headTop).fontSize(10);
    const rowTop = doc.y;
    doc.font("regular").text(amount, left + width - amountWidth, rowTop, { width: amountWidth, align: "right" });
    doc.text(payment.serviceName, left, rowTop, { width: width - amountWidth - 12 });
    doc.moveDown(0.5).font("bold").fontSize(12).text(`Total: ${amount}`, left, undefined, { width, align: "right" }).fontSize(10);

    heading("Payments and refunds");
    const movements = [
      ...(payment.paidAt ? [`Paid on ${formatDay(payment.paidAt, zone)}: ${amount}`] : []),
      ...payment.refunds.map((refund) =>
        refund.status === "succeeded"
          ? `Refunded on ${formatDay(refund.settledAt ?? refund.createdAt, zone)}: ${formatMoney(refund.amountCents, payment.currency)}`
          : `Refund under way since ${formatDay(refund.createdAt, zone)}: ${formatMoney(refund.amountCents, payment.currency)}`,
      ),
    ];
    if (payment.refundedCents > 0 && payment.refundedCents < payment.amountCents) {
      movements.push(`Net paid after refunds: ${formatMoney(payment.amountCents - payment.refundedCents, payment.currency)}`);
    }
    doc.font("regular").text(movements.length ? movements.join("\n") : "No payment received yet.", { width });

    doc.moveDown(2).text("Thank you for choosing us.", { width });
  });
}

/**
 * A pending invoice for something the student ordered, at the catalogue entry's name and price of that moment and in
 * the Payment settings' currency: later edits of the entry never change it.
 */
export async function createPendingPayment(
  tx: Tx,
  {
    studentId,
    service,
    sopApplicationId,
    bookingId,
  }: { studentId: number; service: { id: number | null; name: string; priceCents: number }; sopApplicationId?: number; bookingId?: number },
) {
  const { currency } = await getSettings("payment", tx);
  return createNumberedPayment(
    tx,
    {
      studentId,
      serviceId: service.id,
      serviceName: service.name,
      amountCents: service.priceCents,
      currency,
      method: "bank_transfer",
      status: "pending",
      sopApplicationId: sopApplicationId ?? null,
      bookingId: bookingId ?? null,
    },
    { id: true, invoiceNumber: true, amountCents: true, currency: true },
  );
}

/**
 * Creates a payment numbered from its own id: it goes in under a placeholder and takes its number from the id it was
 * given, so that two payments created at once can never draw the same number, and no number repeats after a payment
 * was deleted or PostgreSQL skipped the ids of rolled-back transactions.
 */
export async function createNumberedPayment<S extends Prisma.PaymentSelect>(
  client: Tx | typeof db,
  data: Omit<Prisma.PaymentUncheckedCreateInput, "invoiceNumber">,
  select: S,
) {
  const created = await client.payment.create({ data: { ...data, invoiceNumber: `pending-${randomUUID()}` }, select: { id: true, createdAt: true } });
  return client.payment.update({
    where: { id: created.id },
    data: { invoiceNumber: invoiceNumber(created.createdAt.getFullYear(), created.id) },
    select,
  });
}
