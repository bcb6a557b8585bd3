import { randomUUID } from "node:crypto";
import { toCsv } from "~/domain/csv";
import { formatDay } from "~/domain/dates";
import { centsToAmount, invoiceNumber } from "~/domain/money";
import { paymentMethodKey } from "~/domain/payment";
import { statusLabel, studentStatusKey } from "~/domain/statuses";
import type { MyPaymentQuery, MyPaymentSortKey } from "~/domain/student-api-lists";
import type { StudentPaymentQuery } from "~/domain/student-lists";
import type { GeneralSettings } from "~/domain/settings";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { renderPdf, writeText } from "~/utils/pdf.server";
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

/** A payment as the JSON API lists it: what the list shows, what was given back, and the order it was billed for. */
const searchedPaymentSelect = { ...paymentSelect, refundedCents: true, bookingId: true, sopApplicationId: true } satisfies Prisma.PaymentSelect;

export type SearchedPayment = Prisma.PaymentGetPayload<{ select: typeof searchedPaymentSelect }>;

const PAYMENT_ORDER: Record<MyPaymentSortKey, (direction: Prisma.SortOrder) => Prisma.PaymentOrderByWithRelationInput[]> = {
  created_at: (direction) => [{ createdAt: direction }, { id: direction }],
  amount: (direction) => [{ amountCents: direction }, { id: direction }],
};

/**
 * One page of the student's payments, filtered by status and method, searched in the invoice number and the
 * service's name, sorted by date or amount.
 */
export async function searchStudentPayments(studentId: number, { search, filters, ...query }: MyPaymentQuery) {
  const where: Prisma.PaymentWhereInput = {
    AND: [
      { studentId },
      ...(filters.status ? [{ status: filters.status }] : []),
      ...(filters.method ? [{ method: filters.method }] : []),
      ...(search ? [{ OR: [{ invoiceNumber: containsText(search) }, { serviceName: containsText(search) }] }] : []),
    ],
  };
  return paginate(query, {
    count: () => db.payment.count({ where }),
    findMany: (offset) => db.payment.findMany({ where, orderBy: PAYMENT_ORDER[query.sortType](query.sortDirection), select: searchedPaymentSelect, ...offset }),
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
 * The invoice PDF for students and staff alike, in the student's language (it is the student's document, whoever
 * downloads it): the consultancy's details from the General settings, the number and dates, the student, the line,
 * the total, what was paid and each refund, and the status. There are no taxes to show: the settings hold no tax
 * rate. Long text wraps and flows onto further pages.
 */
export function renderInvoicePdf({
  payment,
  student,
  company,
  zone,
  locale,
}: {
  payment: Invoice;
  student: { name: string; email: string };
  company: GeneralSettings;
  zone: string;
  locale: Locale;
}) {
  const t = translator(locale);
  const format = createFormatter(locale);
  const money = (cents: number) => format.money(cents, payment.currency);
  const amount = money(payment.amountCents);
  const methodKey = paymentMethodKey(payment.method);
  return renderPdf({ title: t("documents.invoice.title", { invoiceNumber: payment.invoiceNumber }), author: company.siteName }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const amountWidth = 110;
    const line = (text: string) => writeText(doc, text, { font: "regular", size: 10, width });
    const field = (label: string, value: string) => {
      writeText(doc, `${label}: `, { font: "bold", size: 10, x: left, continued: true });
      writeText(doc, value, { font: "regular", size: 10 });
    };
    const heading = (text: string) => writeText(doc.moveDown(), text, { font: "bold", size: 12, x: left });

    writeText(doc, company.siteName, { font: "bold", size: 18, x: left, width });
    line(company.officeAddress);
    line([company.contactEmail, company.contactPhone].filter(Boolean).join(" | "));

    writeText(doc.moveDown(), t("documents.invoice.heading"), { font: "bold", size: 16 });
    field(t("documents.invoice.invoiceNumber"), payment.invoiceNumber);
    field(t("documents.invoice.date"), format.day(payment.createdAt, zone));
    field(t("documents.invoice.status"), t(studentStatusKey(payment.status)));
    field(t("documents.invoice.paymentMethod"), methodKey ? t(methodKey) : payment.method);

    heading(t("documents.invoice.billedTo"));
    line(student.name);
    line(student.email);

    doc.moveDown();
    const headTop = doc.y;
    writeText(doc, t("documents.invoice.amount"), { font: "bold", size: 12, x: left + width - amountWidth, y: headTop, width: amountWidth, align: "right" });
    writeText(doc, t("documents.invoice.service"), { font: "bold", size: 12, x: left, y: headTop });
    const rowTop = doc.y;
    writeText(doc, amount, { font: "regular", size: 10, x: left + width - amountWidth, y: rowTop, width: amountWidth, align: "right" });
    writeText(doc, payment.serviceName, { font: "regular", size: 10, x: left, y: rowTop, width: width - amountWidth - 12 });
    writeText(doc.moveDown(0.5), t("documents.invoice.total", { amount }), { font: "bold", size: 12, x: left, width, align: "right" });

    heading(t("documents.invoice.movements"));
    const movements = [
      ...(payment.paidAt ? [t("documents.invoice.paidOn", { date: format.day(payment.paidAt, zone), amount })] : []),
      ...payment.refunds.map((refund) =>
        refund.status === "succeeded"
          ? t("documents.invoice.refundedOn", { date: format.day(refund.settledAt ?? refund.createdAt, zone), amount: money(refund.amountCents) })
          : t("documents.invoice.refundUnderWay", { date: format.day(refund.createdAt, zone), amount: money(refund.amountCents) }),
      ),
    ];
    if (payment.refundedCents > 0 && payment.refundedCents < payment.amountCents) {
      movements.push(t("documents.invoice.netPaid", { amount: money(payment.amountCents - payment.refundedCents) }));
    }
    if (movements.length === 0) line(t("documents.invoice.noPayment"));
    for (const movement of movements) line(movement);

    doc.moveDown(2);
    line(t("documents.invoice.thanks"));
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
