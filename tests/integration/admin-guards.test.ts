import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, test } from "vitest";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { BOOKING_ACTION_REFUSALS, addBookingNotes, approveBooking, assignBookingStaff, rejectBooking, setBookingMeetingLink } from "~/models/booking-admin.server";
import { LOAN_ACTION_REFUSALS, assignLoanBank, rejectLoan } from "~/models/loan-admin.server";
import { markPaymentPaid } from "~/models/payment-admin.server";
import { requestSopRevision, startSopReview } from "~/models/sop-admin.server";
import * as assignPage from "~/routes/admin.bookings.$id.assign/route";
import * as cancelPage from "~/routes/admin.bookings.$id.cancel/route";
import * as movePage from "~/routes/admin.bookings.$id.move/route";
import * as materialsPage from "~/routes/admin.bookings.$id.materials/route";
import * as feedbackPage from "~/routes/admin.bookings.$id.feedback/route";
import * as meetingLinkPage from "~/routes/admin.bookings.$id.meeting-link/route";
import * as notesPage from "~/routes/admin.bookings.$id.notes/route";
import * as adminDocument from "~/routes/admin.documents.$id";
import * as loanBank from "~/routes/admin.loan-applications.$id.bank/route";
import * as loanDocuments from "~/routes/admin.loan-applications.$id.documents";
import * as loanList from "~/routes/admin.loan-applications";
import * as loanExport from "~/routes/admin.loan-applications_.export[.csv]";
import * as paymentList from "~/routes/admin.payment-histories";
import * as paymentInvoice from "~/routes/admin.payment-histories_.$id.invoice[.pdf]";
import * as paymentExport from "~/routes/admin.payment-histories_.export[.csv]";
import * as reviewPage from "~/routes/admin.sop-applications.$id/route";
import * as sopList from "~/routes/admin.sop-applications._index";
import * as sessionList from "~/shared-routes/admin-booking-list";
import { db } from "~/utils/db.server";
import { createLoan, createPayment, createSop } from "../support/fixtures/applications";
import { pendingBooking, setBooking, type BookingState } from "../support/fixtures/bookings";
import { pdfFile } from "../support/fixtures/files";
import { recordSnapshot, type AuditedEntity } from "../support/fixtures/records";
import { interleave } from "../support/interleave";
import { callRoute, expectRedirect, type Answer, type RouteHandler } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

/** Every loader and action of the admin operations pages, with a path and the id of a record that exists. */
function endpoints(ids: { booking: number; sop: number; loan: number; payment: number; document: number }) {
  const b = { id: String(ids.booking) };
  const rows: Array<{ name: string; handler: RouteHandler; path: string; params?: Record<string, string>; form?: Record<string, string> }> = [
    { name: "SOP list", handler: sopList.loader, path: "/admin/sop-applications" },
    { name: "SOP list action", handler: sopList.action, path: "/admin/sop-applications?index", form: { intent: "start_review", id: String(ids.sop) } },
    { name: "SOP review", handler: reviewPage.loader, path: `/admin/sop-applications/${ids.sop}`, params: { id: String(ids.sop) } },
    { name: "SOP review action", handler: reviewPage.action, path: `/admin/sop-applications/${ids.sop}`, params: { id: String(ids.sop) }, form: { intent: "start_review" } },
    { name: "payments", handler: paymentList.loader, path: "/admin/payment-histories" },
    { name: "payments action", handler: paymentList.action, path: "/admin/payment-histories", form: { intent: "mark_paid", id: String(ids.payment) } },
    { name: "payments export", handler: paymentExport.loader, path: "/admin/payment-histories/export.csv" },
    { name: "invoice", handler: paymentInvoice.loader, path: `/admin/payment-histories/${ids.payment}/invoice.pdf`, params: { id: String(ids.payment) } },
    { name: "interviews", handler: sessionList.loader, path: "/admin/interview-applications" },
    { name: "interviews action", handler: sessionList.action, path: "/admin/interview-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "speaking", handler: sessionList.loader, path: "/admin/speaking-mock-applications" },
    { name: "speaking action", handler: sessionList.action, path: "/admin/speaking-mock-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "demo classes", handler: sessionList.loader, path: "/admin/demo-class-applications" },
    { name: "demo classes action", handler: sessionList.action, path: "/admin/demo-class-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "counseling", handler: sessionList.loader, path: "/admin/free-counseling-applications" },
    { name: "counseling action", handler: sessionList.action, path: "/admin/free-counseling-applications", form: { intent: "approve", id: String(ids.booking) } },
    { name: "assign page", handler: assignPage.loader, path: `/admin/bookings/${ids.booking}/assign`, params: b },
    { name: "assign action", handler: assignPage.action, path: `/admin/bookings/${ids.booking}/assign`, params: b, form: { staffName: "X" } },
    { name: "feedback page", handler: feedbackPage.loader, path: `/admin/bookings/${ids.booking}/feedback`, params: b },
    { name: "feedback action", handler: feedbackPage.action, path: `/admin/bookings/${ids.booking}/feedback`, params: b, form: { feedback: "x", score: "5", level: "B1" } },
    { name: "meeting link page", handler: meetingLinkPage.loader, path: `/admin/bookings/${ids.booking}/meeting-link`, params: b },
    { name: "meeting link action", handler: meetingLinkPage.action, path: `/admin/bookings/${ids.booking}/meeting-link`, params: b, form: { meetingLink: "https://x.example.com" } },
    { name: "notes page", handler: notesPage.loader, path: `/admin/bookings/${ids.booking}/notes`, params: b },
    { name: "notes action", handler: notesPage.action, path: `/admin/bookings/${ids.booking}/notes`, params: b, form: { notes: "x" } },
    { name: "cancel dialog", handler: cancelPage.loader, path: `/admin/bookings/${ids.booking}/cancel`, params: b },
    { name: "cancel action", handler: cancelPage.action, path: `/admin/bookings/${ids.booking}/cancel`, params: b, form: { reason: "x" } },
    { name: "materials page", handler: materialsPage.loader, path: `/admin/bookings/${ids.booking}/materials`, params: b },
    { name: "materials action", handler: materialsPage.action, path: `/admin/bookings/${ids.booking}/materials`, params: b, form: { materialsUrl: "https://x.example.com" } },
    { name: "move page", handler: movePage.loader, path: `/admin/bookings/${ids.booking}/move`, params: b },
    { name: "move action", handler: movePage.action, path: `/admin/bookings/${ids.booking}/move`, params: b, form: { date: "2030-01-01", timeSlot: "1" } },
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

let student: SignedInUser;
let list: ReturnType<typeof endpoints>;

beforeAll(async () => {
  student = await signedInUser("student");
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

describe("who may use the admin pages", () => {
  test("a student is sent to /student from every loader and action, and nothing changes", async () => {
    const before = await snapshotAll();
    for (const endpoint of list) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: student.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status, location: answer.location }).toEqual({ name: endpoint.name, status: 302, location: "/student" });
    }
    expect(await snapshotAll()).toEqual(before);
  });

  test("a visitor is sent to the login page from every loader and action", async () => {
    for (const endpoint of list) {
      const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: "", params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 302 });
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
  });
});

/**
 * A guarded transition's UPDATE repeats the values its rule read (decision 030). Each test interleaves two changes of
 * one record: admin A acts from a page rendered before admin B's change, B's change commits between A's rule read
 * and A's write, and A must be refused with "Action not allowed" and change nothing. Drop the condition named in a
 * test from the model's UPDATE and that test fails.
 */
describe("guarded transitions: a change that raced another is refused and changes nothing", () => {
  let adminA: SignedInUser;
  let adminB: SignedInUser;

  beforeAll(async () => {
    adminA = await signedInUser("admin", "Asha Admin");
    adminB = await signedInUser("admin", "Bikash Admin");
  });

  /**
   * Runs A's stale change with B's change committed in the middle; answers what A got and the record (with its audit
   * rows and notifications) as B left it.
   */
  async function race<T>(entity: AuditedEntity, id: number, stale: () => Promise<T>, other: () => Promise<unknown>) {
    let afterOther: unknown = null;
    const model = ({ booking: "booking", loan_application: "loanApplication", payment: "payment", sop_application: "sopApplication" } as const)[entity];
    const outcome = await interleave(model, stale, async () => {
      await other();
      afterOther = await recordSnapshot(entity, id);
    }).catch((error: unknown) => error);
    return { outcome, afterOther };
  }

  function expectRefused(answer: unknown, location: string, description: string) {
    expectRedirect(answer as Answer, location);
    expect((answer as Answer).toast).toEqual({ type: "error", title: "Action not allowed", description });
  }

  async function session(type: "interview" | "demo_class" | "counseling", state: BookingState = {}) {
    const { booking } = await pendingBooking(student.user.id, type);
    if (Object.keys(state).length > 0) await setBooking(booking.id, state);
    return booking.id;
  }

  test("booking status: Approve from a page shown before another admin rejected the session", async () => {
    const id = await session("interview");
    const { outcome, afterOther } = await race(
      "booking",
      id,
      () => callRoute(sessionList.action, "/admin/interview-applications", { cookie: adminA.cookie, form: { intent: "approve", id: String(id) } }),
      () => rejectBooking({ adminId: adminB.user.id, bookingId: id }),
    );
    expectRefused(outcome, "/admin/interview-applications", BOOKING_ACTION_REFUSALS.approve);
    expect(await recordSnapshot("booking", id)).toEqual(afterOther);
    expect((await recordSnapshot("booking", id)).record).toMatchObject({ status: "cancelled", slot: { currentBookings: 0 } });
  });

  test("booking status: a second click on Approve adds no second audit row or notification", async () => {
    const id = await session("interview");
    const { outcome, afterOther } = await race(
      "booking",
      id,
      () => approveBooking({ adminId: adminA.user.id, bookingId: id }),
      () => approveBooking({ adminId: adminB.user.id, bookingId: id }),
    );
    expect(outcome).toBeInstanceOf(ActionNotAllowedError);
    expect(await recordSnapshot("booking", id)).toEqual(afterOther);
    expect(await recordSnapshot("booking", id)).toMatchObject({ record: { status: "scheduled" }, audits: 1 });
  });

  test("booking staff: Assign Counselor from a page shown before another admin assigned someone", async () => {
    const id = await session("interview");
    const { outcome, afterOther } = await race(
      "booking",
      id,
      () => callRoute(assignPage.action, `/admin/bookings/${id}/assign`, { cookie: adminA.cookie, params: { id: String(id) }, form: { staffName: "Maya Gurung" } }),
      () => assignBookingStaff({ adminId: adminB.user.id, bookingId: id, staffName: "Ramesh Thapa" }),
    );
    expectRefused(outcome, "/admin/interview-applications", BOOKING_ACTION_REFUSALS.assign);
    expect(await recordSnapshot("booking", id)).toEqual(afterOther);
    expect((await recordSnapshot("booking", id)).record.staffName).toBe("Ramesh Thapa");
  });

  test("booking meeting link: Add Meeting Link to a demo class that another admin gave a link meanwhile", async () => {
    const id = await session("demo_class", { status: "scheduled" });
    const { outcome, afterOther } = await race(
      "booking",
      id,
      () => callRoute(meetingLinkPage.action, `/admin/bookings/${id}/meeting-link`, { cookie: adminA.cookie, params: { id: String(id) }, form: { meetingLink: "https://meet.example.com/stale" } }),
      () => setBookingMeetingLink({ adminId: adminB.user.id, bookingId: id, meetingLink: "https://meet.example.com/first" }),
    );
    expectRefused(outcome, "/admin/demo-class-applications", BOOKING_ACTION_REFUSALS.meeting_link);
    expect(await recordSnapshot("booking", id)).toEqual(afterOther);
    expect((await recordSnapshot("booking", id)).record.meetingLink).toBe("https://meet.example.com/first");
  });

  test("booking notes: Add Session Notes to a counseling session that another admin wrote notes for meanwhile", async () => {
    const id = await session("counseling", { status: "completed" });
    const { outcome, afterOther } = await race(
      "booking",
      id,
      () => callRoute(notesPage.action, `/admin/bookings/${id}/notes`, { cookie: adminA.cookie, params: { id: String(id) }, form: { notes: "Stale notes." } }),
      () => addBookingNotes({ adminId: adminB.user.id, bookingId: id, notes: "Apply to UBC." }),
    );
    expectRefused(outcome, "/admin/free-counseling-applications", BOOKING_ACTION_REFUSALS.notes);
    expect(await recordSnapshot("booking", id)).toEqual(afterOther);
    expect((await recordSnapshot("booking", id)).record.notes).toBe("Apply to UBC.");
  });

  test("loan status: Approve from a page shown before another admin rejected the application", async () => {
    const loan = await createLoan(student.user.id);
    const { outcome, afterOther } = await race(
      "loan_application",
      loan.id,
      () => callRoute(loanList.action, "/admin/loan-applications", { cookie: adminA.cookie, form: { intent: "approve", id: String(loan.id) } }),
      () => rejectLoan({ adminId: adminB.user.id, loanId: loan.id }),
    );
    expectRefused(outcome, "/admin/loan-applications", LOAN_ACTION_REFUSALS.approve);
    expect(await recordSnapshot("loan_application", loan.id)).toEqual(afterOther);
    expect((await recordSnapshot("loan_application", loan.id)).record.status).toBe("rejected");
  });

  test("loan bank: Assign Bank from a page shown before another admin assigned one", async () => {
    const loan = await createLoan(student.user.id);
    const { outcome, afterOther } = await race(
      "loan_application",
      loan.id,
      () => callRoute(loanBank.action, `/admin/loan-applications/${loan.id}/bank`, { cookie: adminA.cookie, params: { id: String(loan.id) }, form: { bank: "Summit Credit Bank" } }),
      () => assignLoanBank({ adminId: adminB.user.id, loanId: loan.id, bank: "Everest Education Bank" }),
    );
    expectRefused(outcome, "/admin/loan-applications", LOAN_ACTION_REFUSALS.assign_bank);
    expect(await recordSnapshot("loan_application", loan.id)).toEqual(afterOther);
    expect((await recordSnapshot("loan_application", loan.id)).record).toMatchObject({ status: "pending", bank: "Everest Education Bank" });
  });

  test("payment status: a second click on Mark as Paid keeps the first payment date and adds no second audit row", async () => {
    const payment = await createPayment(student.user.id);
    const { outcome, afterOther } = await race(
      "payment",
      payment.id,
      () => callRoute(paymentList.action, "/admin/payment-histories", { cookie: adminA.cookie, form: { intent: "mark_paid", id: String(payment.id) } }),
      () => markPaymentPaid({ adminId: adminB.user.id, paymentId: payment.id, now: new Date("2026-11-20T10:00:00Z") }),
    );
    expectRefused(outcome, "/admin/payment-histories", "Only pending payments can be marked as paid.");
    expect(await recordSnapshot("payment", payment.id)).toEqual(afterOther);
    expect(await recordSnapshot("payment", payment.id)).toMatchObject({ record: { status: "paid", paidAt: new Date("2026-11-20T10:00:00Z") }, audits: 1 });
  });

  test("SOP status: Start Review from a page shown before another admin started it keeps their assignment", async () => {
    const sop = await createSop(student.user.id);
    const { outcome, afterOther } = await race(
      "sop_application",
      sop.id,
      () => callRoute(sopList.action, "/admin/sop-applications?index", { cookie: adminA.cookie, form: { intent: "start_review", id: String(sop.id) } }),
      () => startSopReview({ adminId: adminB.user.id, sopId: sop.id }),
    );
    expectRefused(outcome, "/admin/sop-applications", "Only pending SOPs, or SOPs sent back for revision, can be put under review.");
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(afterOther);
    expect((await recordSnapshot("sop_application", sop.id)).record).toMatchObject({ status: "in_progress", assigneeId: adminB.user.id });
  });

  test("SOP status: Upload Review after another admin sent the SOP back for revision stores no file", async () => {
    const sop = await createSop(student.user.id);
    await startSopReview({ adminId: adminB.user.id, sopId: sop.id });
    const files = (await readdir(process.env.UPLOAD_DIR!)).length;
    const { outcome, afterOther } = await race(
      "sop_application",
      sop.id,
      () =>
        callRoute(reviewPage.action, `/admin/sop-applications/${sop.id}`, {
          cookie: adminA.cookie,
          params: { id: String(sop.id) },
          form: { intent: "upload_review", document: pdfFile("final.pdf") },
        }),
      () => requestSopRevision({ adminId: adminB.user.id, sopId: sop.id, feedback: "Expand on your research." }),
    );
    expectRefused(outcome, `/admin/sop-applications/${sop.id}`, "A reviewed SOP can only be uploaded while the SOP is in review. Start the review first.");
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(afterOther);
    expect((await recordSnapshot("sop_application", sop.id)).record).toMatchObject({ status: "rejected", feedback: "Expand on your research." });
    expect((await readdir(process.env.UPLOAD_DIR!)).length).toBe(files);
  });
});
