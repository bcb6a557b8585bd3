import { randomUUID } from "node:crypto";
import { toCsv } from "~/domain/csv";
import { formatDay } from "~/domain/dates";
import { centsToAmount, formatMoney, invoiceNumber } from "~/domain/money";
import { statusLabel } from "~/domain/statuses";
import type { GeneralSettings } from "~/domain/settings";
import { db, type Prisma, type Tx } from "~/utils/db.server";
import { renderTextPdf, type PdfLine } from "~/utils/pdf.server";
import { paginate } from "./paginate.server";
import { getSettings } from "./settings.server";

const paymentSelect = {
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
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

export async function listStudentPayments({ studentId, page, perPage }: { studentId: number; page: number; perPage: number }) {
  const where = { studentId };
  return paginate({ page, perPage }, {
    count: () => db.payment.count({ where }),
    findMany: (offset) => db.payment.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: paymentSelect, ...offset }),
  });
}

/** One of the student's own payments; null for anyone else's id. */
export function getStudentPayment(studentId: number, paymentId: number) {
  return db.payment.findFirst({ where: { id: paymentId, studentId }, select: paymentSelect });
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

/** A one-page PDF invoice with the consultancy's details from the General settings. */
export function renderInvoicePdf({
  payment,
  student,
  company,
  zone,
}: {
  payment: StudentPayment;
  student: { name: string; email: string };
  company: GeneralSettings;
  zone: string;
}) {
  const amount = formatMoney(payment.amountCents, payment.currency);
  const lines: PdfLine[] = [
    { text: company.siteName, size: 18, bold: true },
    { text: company.officeAddress },
    { text: `${company.contactEmail} | ${company.contactPhone}` },
    { text: "INVOICE", size: 16, bold: true, gapBefore: 18 },
    { text: `Invoice number: ${payment.invoiceNumber}`, gapBefore: 6 },
    { text: `Date: ${formatDay(payment.createdAt, zone)}` },
    { text: `Status: ${statusLabel(payment.status)}` },
    ...(payment.paidAt ? [{ text: `Paid on: ${formatDay(payment.paidAt, zone)}` }] : []),
    ...(payment.refundedAt ? [{ text: `Refunded on: ${formatDay(payment.refundedAt, zone)}` }] : []),
    { text: `Payment method: ${paymentMethodLabel(payment.method)}` },
    { text: "Billed to", bold: true, gapBefore: 14 },
    { text: student.name },
    { text: student.email },
    { text: "Service", bold: true, gapBefore: 14 },
    { text: `${payment.serviceName}    ${amount}` },
    { text: `Total: ${amount}`, size: 13, bold: true, gapBefore: 10 },
    { text: "Thank you for choosing us.", gapBefore: 24 },
  ];
  return renderTextPdf(lines, `Invoice ${payment.invoiceNumber}`);
}

/**
 * A pending invoice for something the student ordered, at the catalogue entry's name and price of that moment and in
 * the Payment settings' currency: later edits of the entry never change it. The number comes from the row's own id,
 * so that two orders at once can never draw the same number.
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
  const created = await tx.payment.create({
    data: {
      invoiceNumber: `pending-${randomUUID()}`,
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
    select: { id: true, createdAt: true },
  });
  return tx.payment.update({
    where: { id: created.id },
    data: { invoiceNumber: invoiceNumber(created.createdAt.getFullYear(), created.id) },
    select: { id: true, invoiceNumber: true, amountCents: true, currency: true },
  });
}
