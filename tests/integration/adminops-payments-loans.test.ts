import { beforeAll, describe, expect, test } from "vitest";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { createLoanApplication } from "~/models/loan-application.server";
import { approveLoan, rejectLoan, requestLoanDocuments, startLoanProcessing } from "~/models/loan-admin.server";
import { markPaymentPaid, refundPayment } from "~/models/payment-admin.server";
import { createPendingPayment } from "~/models/payment.server";
import * as loanBank from "~/routes/admin.loan-applications.$id.bank";
import * as loanDocuments from "~/routes/admin.loan-applications.$id.documents";
import * as loanList from "~/routes/admin.loan-applications";
import * as loanExport from "~/routes/admin.loan-applications_.export[.csv]";
import * as paymentList from "~/routes/admin.payment-histories";
import * as paymentInvoice from "~/routes/admin.payment-histories_.$id.invoice[.pdf]";
import * as paymentExport from "~/routes/admin.payment-histories_.export[.csv]";
import { loader as studentLoanList } from "~/routes/student.loan-applications._index";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { PDF, expectRedirect, fieldErrors, newUser, run } from "./adminops-support";

let admin: Awaited<ReturnType<typeof newUser>>;
let student: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  admin = await newUser("admin", "Asha Admin");
  student = await newUser("student", "Nima Sherpa");
});

async function newPayment({ studentId = student.user.id, status = "pending", name = "SOP Writing - Standard" } = {}) {
  const { id } = await db.$transaction((tx) => createPendingPayment(tx, { studentId, serviceCode: "none", fallbackName: name, amountCents: 14_900 }));
  if (status !== "pending") await db.payment.update({ where: { id }, data: { status } });
  return db.payment.findUniqueOrThrow({ where: { id } });
}

async function newLoan({ status = "pending", bank = null as string | null, university = "University of Sydney", course = "MBA", withDocument = true, studentId = student.user.id } = {}) {
  const loan = await createLoanApplication({
    studentId,
    university,
    course,
    loanAmount: 30_000,
    collateralValue: 10_000,
    collateralType: "Property",
    preferredBank: "Summit Credit Bank",
    document: withDocument ? await storeBytes(PDF, "bank statement.pdf", "pdf") : null,
  });
  if (status !== "pending" || bank) await db.loanApplication.update({ where: { id: loan.id }, data: { status, bank } });
  return loan;
}

async function state(entity: "payment" | "loan_application", id: number) {
  const record = entity === "payment" ? await db.payment.findUniqueOrThrow({ where: { id } }) : await db.loanApplication.findUniqueOrThrow({ where: { id } });
  const audits = await db.auditLog.count({ where: { entityType: entity, entityId: id } });
  const notices = await db.notification.count({ where: { userId: record.studentId } });
  return { record, audits, notices };
}

async function csvOf(answer: { response: Response | null }) {
  const bytes = new Uint8Array(await answer.response!.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes).trimEnd().split("\r\n");
}

type PaymentList = Awaited<ReturnType<typeof paymentList.loader>>;

describe("admin payments", () => {
  test("the list searches by invoice, student and service, and filters by status", async () => {
    const other = await newUser("student", "Kiran Payer");
    const paid = await newPayment({ studentId: other.user.id, status: "paid", name: "Speaking Mock Premium" });
    const pending = await newPayment({ studentId: other.user.id });
    const ids = async (query: string) => ((await run(paymentList.loader, `/admin/payment-histories?${query}`, { cookie: admin.cookie })).body as PaymentList).rows.map((row) => row.id);
    expect(await ids(`search_keyword=${paid.invoiceNumber}`)).toEqual([paid.id]);
    expect(await ids("search_keyword=Kiran")).toEqual([pending.id, paid.id]);
    expect(await ids(`search_keyword=${encodeURIComponent(other.user.email)}`)).toEqual([pending.id, paid.id]);
    expect(await ids("search_keyword=Speaking%20Mock%20Premium")).toEqual([paid.id]);
    expect(await ids(`search_keyword=Kiran&filters=${encodeURIComponent('{"status":"paid"}')}`)).toEqual([paid.id]);
    expect(await ids(`search_keyword=Kiran&sort_direction=asc`)).toEqual([paid.id, pending.id]);
    const row = ((await run(paymentList.loader, `/admin/payment-histories?search_keyword=${pending.invoiceNumber}`, { cookie: admin.cookie })).body as PaymentList).rows[0];
    expect(row).toMatchObject({ amount: "$149.00", method: "Bank Transfer", status: "pending", actions: ["mark_paid"], student: { name: "Kiran Payer" } });
  });

  test("Mark as Paid settles a pending payment with its date; Issue Refund refunds a paid one", async () => {
    const payment = await newPayment();
    const marked = await run(paymentList.action, "/admin/payment-histories?search_keyword=INV", { cookie: admin.cookie, form: { intent: "mark_paid", id: String(payment.id) } });
    expectRedirect(marked, "/admin/payment-histories?search_keyword=INV");
    expect(marked.toast).toEqual({ type: "success", title: "Payment marked as paid", description: `Invoice ${payment.invoiceNumber} is now paid.` });
    const paid = await state("payment", payment.id);
    expect(paid.record).toMatchObject({ status: "paid", paidAt: expect.any(Date), refundedAt: null });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Payment received" });

    const refunded = await run(paymentList.action, "/admin/payment-histories", { cookie: admin.cookie, form: { intent: "refund", id: String(payment.id) } });
    expect(refunded.toast).toMatchObject({ type: "success", title: "Refund issued" });
    expect((await state("payment", payment.id)).record).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
  });

  test.each([
    { status: "paid", intent: "mark_paid", message: "Only pending payments can be marked as paid." },
    { status: "failed", intent: "mark_paid", message: "Only pending payments can be marked as paid." },
    { status: "pending", intent: "refund", message: "Only paid payments can be refunded." },
    { status: "refunded", intent: "refund", message: "Only paid payments can be refunded." },
  ])("refuses $intent on a $status payment with an error toast and changes nothing", async ({ status, intent, message }) => {
    const payment = await newPayment({ status });
    const before = await state("payment", payment.id);
    const answer = await run(paymentList.action, "/admin/payment-histories", { cookie: admin.cookie, form: { intent, id: String(payment.id) } });
    expect(answer.toast).toEqual({ type: "error", title: "Action not allowed", description: message });
    expect(await state("payment", payment.id)).toEqual(before);
    await expect((intent === "refund" ? refundPayment : markPaymentPaid)({ adminId: admin.user.id, paymentId: payment.id })).rejects.toBeInstanceOf(ActionNotAllowedError);
  });

  test("Export CSV streams every matching payment (all pages) with a filename", async () => {
    const exporter = await newUser("student", "Exporter, \"The\" Student");
    for (let index = 0; index < 12; index++) await newPayment({ studentId: exporter.user.id, name: index === 0 ? "=cmd()" : "Demo Class" });
    const answer = await run(paymentExport.loader, `/admin/payment-histories/export.csv?search_keyword=Exporter&page=2`, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.response!.headers.get("Content-Disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = await csvOf(answer);
    expect(lines[0]).toBe('"Invoice","Student","Email","Service","Date","Amount","Currency","Payment Method","Status","Paid On","Refunded On"');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain('"Exporter, ""The"" Student"');
    expect(lines[1]).toContain('"149.00","USD","Bank Transfer","Pending"');
    expect(lines.at(-1)).toContain(`"'=cmd()"`);

    const paidOnly = await run(paymentExport.loader, `/admin/payment-histories/export.csv?search_keyword=Exporter&filters=${encodeURIComponent('{"status":"paid"}')}`, { cookie: admin.cookie });
    expect(await csvOf(paidOnly)).toHaveLength(1);
  });

  test("Download Invoice answers the PDF of any payment; an unknown one is a 404", async () => {
    const payment = await newPayment();
    const answer = await run(paymentInvoice.loader, `/admin/payment-histories/${payment.id}/invoice.pdf`, { cookie: admin.cookie, params: { id: String(payment.id) } });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("Content-Disposition")).toBe(`attachment; filename="${payment.invoiceNumber}.pdf"`);
    expect(new TextDecoder().decode((await answer.response!.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await run(paymentInvoice.loader, "/admin/payment-histories/999999/invoice.pdf", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});

type LoanList = Awaited<ReturnType<typeof loanList.loader>>;

describe("admin loans", () => {
  test("the list searches by student, university, course and bank, and filters by status", async () => {
    const other = await newUser("student", "Lena Borrower");
    const sydney = await newLoan({ studentId: other.user.id });
    const munich = await newLoan({ studentId: other.user.id, university: "TU Munich", course: "MSc Informatics", status: "processing", bank: "Everest Education Bank" });
    const ids = async (query: string) => ((await run(loanList.loader, `/admin/loan-applications?${query}`, { cookie: admin.cookie })).body as LoanList).rows.map((row) => row.id);
    expect(await ids("search_keyword=Lena")).toEqual([munich.id, sydney.id]);
    expect(await ids("search_keyword=Informatics")).toEqual([munich.id]);
    expect(await ids("search_keyword=Everest")).toEqual([munich.id]);
    expect(await ids(`search_keyword=Lena&filters=${encodeURIComponent('{"status":"pending"}')}`)).toEqual([sydney.id]);
    const row = ((await run(loanList.loader, "/admin/loan-applications?search_keyword=Lena", { cookie: admin.cookie })).body as LoanList).rows[1];
    expect(row).toMatchObject({ amount: "$30,000", bank: null, documentCount: 1, actions: ["start_processing", "approve", "reject", "assign_bank", "view_documents", "request_documents"] });
  });

  test("Request Documents makes the student's list offer Upload", async () => {
    const loan = await newLoan();
    const answer = await run(loanList.action, "/admin/loan-applications", { cookie: admin.cookie, form: { intent: "request_documents", id: String(loan.id) } });
    expect(answer.toast).toMatchObject({ type: "success", title: "Documents requested" });
    expect((await state("loan_application", loan.id)).record.status).toBe("documents_needed");
    const mine = (await run(studentLoanList, "/student/loan-applications", { cookie: student.cookie })).body as { rows: Array<{ id: number; canUpload: boolean }> };
    expect(mine.rows.find((row) => row.id === loan.id)?.canUpload).toBe(true);
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Documents needed", link: "/student/loan-applications" });
  });

  test.each([
    { from: "pending", act: startLoanProcessing, to: "processing" },
    { from: "pending", act: approveLoan, to: "approved" },
    { from: "documents_needed", act: approveLoan, to: "approved" },
    { from: "processing", act: rejectLoan, to: "rejected" },
    { from: "processing", act: requestLoanDocuments, to: "documents_needed" },
  ])("$act.name moves a $from application to $to", async ({ from, act, to }) => {
    const loan = await newLoan({ status: from });
    const before = await state("loan_application", loan.id);
    await act({ adminId: admin.user.id, loanId: loan.id });
    const after = await state("loan_application", loan.id);
    expect(after.record.status).toBe(to);
    expect([after.audits, after.notices]).toEqual([before.audits + 1, before.notices + 1]);
  });

  test.each([
    { from: "processing", act: startLoanProcessing },
    { from: "approved", act: approveLoan },
    { from: "rejected", act: rejectLoan },
    { from: "documents_needed", act: requestLoanDocuments },
    { from: "approved", act: requestLoanDocuments },
  ])("refuses $act.name on a $from application and changes nothing", async ({ from, act }) => {
    const loan = await newLoan({ status: from });
    const before = await state("loan_application", loan.id);
    await expect(act({ adminId: admin.user.id, loanId: loan.id })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await state("loan_application", loan.id)).toEqual(before);
  });

  test("a refused row action comes back with an error toast", async () => {
    const loan = await newLoan({ status: "approved" });
    const answer = await run(loanList.action, "/admin/loan-applications?page=3", { cookie: admin.cookie, form: { intent: "reject", id: String(loan.id) } });
    expectRedirect(answer, "/admin/loan-applications?page=3");
    expect(answer.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    expect((await state("loan_application", loan.id)).record.status).toBe("approved");
  });

  test("Assign Bank takes a partner bank only, once", async () => {
    const loan = await newLoan();
    const params = { id: String(loan.id) };
    const path = `/admin/loan-applications/${loan.id}/bank?search_keyword=Sydney`;
    const page = (await run(loanBank.loader, path, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof loanBank.loader>>;
    expect(page.closeTo).toBe("/admin/loan-applications?search_keyword=Sydney");
    expect(page.loan.preferredBank).toBe("Summit Credit Bank");

    expect(fieldErrors(await run(loanBank.action, path, { cookie: admin.cookie, params, form: { bank: "Shady Loans Ltd" } })).bank).toEqual(["Choose a partner bank"]);
    const saved = await run(loanBank.action, path, { cookie: admin.cookie, params, form: { bank: "Summit Credit Bank" } });
    expectRedirect(saved, "/admin/loan-applications?search_keyword=Sydney");
    expect(saved.toast).toMatchObject({ title: "Bank assigned" });
    expect((await state("loan_application", loan.id)).record).toMatchObject({ bank: "Summit Credit Bank", status: "pending" });

    const again = await run(loanBank.loader, path, { cookie: admin.cookie, params });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed" });
  });

  test("View Documents lists the documents with admin download links", async () => {
    const loan = await newLoan();
    const page = (await run(loanDocuments.loader, `/admin/loan-applications/${loan.id}/documents`, { cookie: admin.cookie, params: { id: String(loan.id) } })).body as Awaited<
      ReturnType<typeof loanDocuments.loader>
    >;
    expect(page.loan.documents).toMatchObject([{ originalName: "bank statement.pdf" }]);
  });

  test("Export Report streams every matching application", async () => {
    const reporter = await newUser("student", "Report Person");
    await newLoan({ studentId: reporter.user.id, university: "University of Report" });
    await newLoan({ studentId: reporter.user.id, university: "University of Report", status: "approved", bank: "Global Scholars Finance" });
    const answer = await run(loanExport.loader, "/admin/loan-applications/export.csv?search_keyword=Report%20Person", { cookie: admin.cookie });
    expect(answer.response!.headers.get("Content-Disposition")).toMatch(/filename="loan-applications-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = await csvOf(answer);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Student","Email","University","Course","Amount (USD)"');
    expect(lines[1]).toContain('"Report Person"');
    expect(lines[1]).toContain('"Global Scholars Finance","Approved","bank statement.pdf"');
    expect(lines[2]).toContain('"Unassigned","Pending"');
  });
});
