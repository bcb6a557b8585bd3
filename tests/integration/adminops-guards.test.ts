import { beforeAll, describe, expect, test } from "vitest";
import * as assignPage from "~/routes/admin.bookings.$id.assign";
import * as feedbackPage from "~/routes/admin.bookings.$id.feedback";
import * as meetingLinkPage from "~/routes/admin.bookings.$id.meeting-link";
import * as notesPage from "~/routes/admin.bookings.$id.notes";
import * as demoList from "~/routes/admin.demo-class-applications";
import * as adminDocument from "~/routes/admin.documents.$id";
import * as counselingList from "~/routes/admin.free-counseling-applications";
import * as interviewList from "~/routes/admin.interview-applications";
import * as loanBank from "~/routes/admin.loan-applications.$id.bank";
import * as loanDocuments from "~/routes/admin.loan-applications.$id.documents";
import * as loanList from "~/routes/admin.loan-applications";
import * as loanExport from "~/routes/admin.loan-applications_.export[.csv]";
import * as paymentList from "~/routes/admin.payment-histories";
import * as paymentInvoice from "~/routes/admin.payment-histories_.$id.invoice[.pdf]";
import * as paymentExport from "~/routes/admin.payment-histories_.export[.csv]";
import * as reviewPage from "~/routes/admin.sop-applications.$id";
import * as sopList from "~/routes/admin.sop-applications._index";
import * as speakingList from "~/routes/admin.speaking-mock-applications";
import { db } from "~/utils/db.server";
import { newUser, pendingBooking, run } from "./adminops-support";

type Handler = Parameters<typeof run>[0];

/** Every loader and action of the admin operations pages, with a path and the id of a record that exists. */
function endpoints(ids: { booking: number; sop: number; loan: number; payment: number; document: number }) {
  const b = { id: String(ids.booking) };
  const rows: Array<{ name: string; handler: Handler; path: string; params?: Record<string, string>; form?: Record<string, string> }> = [
    { name: "SOP list", handler: sopList.loader, path: "/admin/sop-applications" },
    { name: "SOP list action", handler: sopList.action, path: "/admin/sop-applications?index", form: { intent: "start_review", id: String(ids.sop) } },
    { name: "SOP review", handler: reviewPage.loader, path: `/admin/sop-applications/${ids.sop}`, params: { id: String(ids.sop) } },
    { name: "SOP review action", handler: reviewPage.action, path: `/admin/sop-applications/${ids.sop}`, params: { id: String(ids.sop) }, form: { intent: "start_review" } },
    { name: "payments", handler: paymentList.loader, path: "/admin/payment-histories" },
    { name: "payments action", handler: paymentList.action, path: "/admin/payment-histories", form: { intent: "mark_paid", id: String(ids.payment) } },
    { name: "payments export", handler: paymentExport.loader, path: "/admin/payment-histories/export.csv" },
    { name: "invoice", handler: paymentInvoice.loader, path: `/admin/payment-histories/${ids.payment}/invoice.pdf`, params: { id: String(ids.payment) } },
    { name: "interviews", handler: interviewList.loader, path: "/admin/interview-applications" },
    { name: "interviews action", handler: interviewList.action, path: "/admin/interview-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "speaking", handler: speakingList.loader, path: "/admin/speaking-mock-applications" },
    { name: "speaking action", handler: speakingList.action, path: "/admin/speaking-mock-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "demo classes", handler: demoList.loader, path: "/admin/demo-class-applications" },
    { name: "demo classes action", handler: demoList.action, path: "/admin/demo-class-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "counseling", handler: counselingList.loader, path: "/admin/free-counseling-applications" },
    { name: "counseling action", handler: counselingList.action, path: "/admin/free-counseling-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "assign page", handler: assignPage.loader, path: `/admin/bookings/${ids.booking}/assign`, params: b },
    { name: "assign action", handler: assignPage.action, path: `/admin/bookings/${ids.booking}/assign`, params: b, form: { staffName: "X" } },
    { name: "feedback page", handler: feedbackPage.loader, path: `/admin/bookings/${ids.booking}/feedback`, params: b },
    { name: "feedback action", handler: feedbackPage.action, path: `/admin/bookings/${ids.booking}/feedback`, params: b, form: { feedback: "x", score: "5", level: "B1" } },
    { name: "meeting link page", handler: meetingLinkPage.loader, path: `/admin/bookings/${ids.booking}/meeting-link`, params: b },
    { name: "meeting link action", handler: meetingLinkPage.action, path: `/admin/bookings/${ids.booking}/meeting-link`, params: b, form: { meetingLink: "https://x.example.com" } },
    { name: "notes page", handler: notesPage.loader, path: `/admin/bookings/${ids.booking}/notes`, params: b },
    { name: "notes action", handler: notesPage.action, path: `/admin/bookings/${ids.booking}/notes`, params: b, form: { notes: "x" } },
    { name: "loans", handler: loanList.loader, path: "/admin/loan-applications" },
    { name: "loans action", handler: loanList.action, path: "/admin/loan-applications", form: { intent: "approve", id: String(ids.loan) } },
    { name: "loans export", handler: loanExport.loader, path: "/admin/loan-applications/export.csv" },
    { name: "loan bank page", handler: loanBank.loader, path: `/admin/loan-applications/${ids.loan}/bank`, params: { id: String(ids.loan) } },
    { name: "loan bank action", handler: loanBank.action, path: `/admin/loan-applications/${ids.loan}/bank`, params: { id: String(ids.loan) }, form: { bank: "Summit Credit Bank" } },
    { name: "loan documents", handler: loanDocuments.loader, path: `/admin/loan-applications/${ids.loan}/documents`, params: { id: String(ids.loan) } },
    { name: "admin document", handler: adminDocument.loader, path: `/admin/documents/${ids.document}`, params: { id: String(ids.document) } },
  ];
  return rows;
}

let student: Awaited<ReturnType<typeof newUser>>;
let list: ReturnType<typeof endpoints>;

beforeAll(async () => {
  student = await newUser("student");
  const { booking } = await pendingBooking(student.user.id, "interview");
  const sop = await db.sopApplication.create({ data: { studentId: student.user.id, package: "standard", university: "U", program: "P" } });
  const loan = await db.loanApplication.create({
    data: { studentId: student.user.id, university: "U", course: "C", loanAmount: 10_000, collateralValue: 0, collateralType: "None" },
  });
  const payment = await db.payment.create({ data: { invoiceNumber: "INV-GUARD-1", studentId: student.user.id, serviceName: "S", amountCents: 100, method: "card" } });
  const document = await db.document.create({
    data: { ownerId: student.user.id, kind: "sop_draft", originalName: "d.pdf", mimeType: "application/pdf", sizeBytes: 1, storageKey: "guard.pdf", sopApplicationId: sop.id },
  });
  list = endpoints({ booking: booking.id, sop: sop.id, loan: loan.id, payment: payment.id, document: document.id });
});

async function snapshotAll() {
  return Promise.all([
    db.booking.findMany({ orderBy: { id: "asc" } }),
    db.sopApplication.findMany({ orderBy: { id: "asc" } }),
    db.loanApplication.findMany({ orderBy: { id: "asc" } }),
    db.payment.findMany({ orderBy: { id: "asc" } }),
    db.auditLog.count(),
  ]);
}

describe("admin operations guards", () => {
  test("a student is sent to /student from every loader and action, and nothing changes", async () => {
    const before = await snapshotAll();
    for (const endpoint of list) {
      const answer = await run(endpoint.handler, endpoint.path, { cookie: student.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status, location: answer.location }).toEqual({ name: endpoint.name, status: 302, location: "/student" });
    }
    expect(await snapshotAll()).toEqual(before);
  });

  test("a visitor is sent to the login page from every loader and action", async () => {
    for (const endpoint of list) {
      const answer = await run(endpoint.handler, endpoint.path, { cookie: "", params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 302 });
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
  });
});
