import { beforeAll, describe, expect, test } from "vitest";
import * as paymentRefund from "~/routes/admin.payment-histories.$id.refund/route";
import * as reject from "~/shared-routes/admin-reject";
import { db } from "~/utils/db.server";
import { createLoan, createPayment } from "../support/fixtures/applications";
import { pendingBooking, setBooking } from "../support/fixtures/bookings";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
});

/** The student's newest notification and queued e-mail, the news of the last action. */
async function lastNews() {
  const notification = await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } });
  const mail = await db.mail.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } });
  return { notification: notification?.title, mail: mail?.subject };
}

describe("Issue Refund's confirmation", () => {
  test("the page names the invoice, its amount and its student, and keeps the list's state to go back to", async () => {
    const payment = await createPayment(student.user.id, { status: "paid", amountCents: 12_000 });
    const path = `/admin/payment-histories/${payment.id}/refund?search_keyword=INV&page=2`;
    const answer = await callRoute(paymentRefund.loader, path, { cookie: admin.cookie, params: { id: String(payment.id) } });
    expect(answer.body).toMatchObject({
      payment: { invoiceNumber: payment.invoiceNumber, service: "SOP Writing - Standard", amount: "$120.00", refunded: null, student: "Nima Sherpa", viaGateway: false },
      left: { amount: "120.00", label: "$120.00" },
      closeTo: "/admin/payment-histories?search_keyword=INV&page=2",
    });
    expect((await recordSnapshot("payment", payment.id)).record.status).toBe("paid");
  });

  test("confirming refunds the payment, writes its audit row and tells the student by notification and e-mail", async () => {
    const payment = await createPayment(student.user.id, { status: "paid" });
    const before = await recordSnapshot("payment", payment.id);
    const answer = await callRoute(paymentRefund.action, `/admin/payment-histories/${payment.id}/refund?page=2`, {
      cookie: admin.cookie,
      params: { id: String(payment.id) },
      form: { amount: "149.00", reason: "The session was cancelled." },
    });
    expectRedirect(answer, "/admin/payment-histories?page=2");
    expect(answer.toast).toEqual({ type: "success", title: "Refund issued", description: `$149.00 of invoice ${payment.invoiceNumber} has been refunded.` });
    const after = await recordSnapshot("payment", payment.id);
    expect(after.record).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
    expect(after.audits).toBe(before.audits + 1);
    expect(await db.auditLog.findFirst({ where: { entityType: "payment", entityId: payment.id }, orderBy: { id: "desc" } })).toMatchObject({ action: "refund", actorId: admin.user.id, fromStatus: "paid", toStatus: "refunded" });
    expect(await lastNews()).toEqual({ notification: "Refund issued", mail: "Refund issued" });
  });

  test.each(["pending", "refunded", "failed"])("a %s payment: the page goes back with the reason and the action is refused, nothing changed", async (status) => {
    const payment = await createPayment(student.user.id, { status });
    const params = { id: String(payment.id) };
    const before = await recordSnapshot("payment", payment.id);
    const page = await callRoute(paymentRefund.loader, `/admin/payment-histories/${payment.id}/refund`, { cookie: admin.cookie, params });
    expectRedirect(page, "/admin/payment-histories");
    expect(page.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only paid payments can be refunded." });
    const posted = await callRoute(paymentRefund.action, `/admin/payment-histories/${payment.id}/refund`, { cookie: admin.cookie, params, form: { amount: "1.00", reason: "Crafted" } });
    expect(posted.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only paid payments can be refunded." });
    expect(await recordSnapshot("payment", payment.id)).toEqual(before);
  });

  test("a confirmation left open while someone else refunds the payment is refused when confirmed, and refunds once", async () => {
    const payment = await createPayment(student.user.id, { status: "paid" });
    const params = { id: String(payment.id) };
    const path = `/admin/payment-histories/${payment.id}/refund`;
    expect((await callRoute(paymentRefund.loader, path, { cookie: admin.cookie, params })).status).toBe(200);
    const other = await signedInUser("admin", "Other Admin");
    const form = { amount: "149.00", reason: "Cancelled" };
    expect((await callRoute(paymentRefund.action, path, { cookie: other.cookie, params, form })).toast).toMatchObject({ type: "success" });
    const afterFirst = await recordSnapshot("payment", payment.id);
    const second = await callRoute(paymentRefund.action, path, { cookie: admin.cookie, params, form });
    expect(second.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only paid payments can be refunded." });
    expect(await recordSnapshot("payment", payment.id)).toEqual(afterFirst);
  });

  test("a student is sent home from the page and the action, and nothing changes", async () => {
    const payment = await createPayment(student.user.id, { status: "paid" });
    const params = { id: String(payment.id) };
    const before = await recordSnapshot("payment", payment.id);
    expectRedirect(await callRoute(paymentRefund.loader, `/admin/payment-histories/${payment.id}/refund`, { cookie: student.cookie, params }), "/student");
    expectRedirect(await callRoute(paymentRefund.action, `/admin/payment-histories/${payment.id}/refund`, { cookie: student.cookie, params, form: {} }), "/student");
    expect(await recordSnapshot("payment", payment.id)).toEqual(before);
  });

  test("an unknown payment is a 404", async () => {
    const answer = await callRoute(paymentRefund.loader, "/admin/payment-histories/987654/refund", { cookie: admin.cookie, params: { id: "987654" } });
    expect(answer.status).toBe(404);
  });
});

describe("Reject's confirmation on a loan application", () => {
  test("the page names the application; confirming rejects it with an audit row and the student's news", async () => {
    const loan = await createLoan(student.user.id, { status: "processing" });
    const params = { id: String(loan.id) };
    const page = (await callRoute(reject.loader, `/admin/loan-applications/${loan.id}/reject?search_keyword=Sydney`, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof reject.loader>>;
    expect(page).toMatchObject({ loan: { id: loan.id, student: "Nima Sherpa", amount: "$30,000" }, closeTo: "/admin/loan-applications?search_keyword=Sydney" });

    const before = await recordSnapshot("loan_application", loan.id);
    const answer = await callRoute(reject.action, `/admin/loan-applications/${loan.id}/reject?search_keyword=Sydney`, { cookie: admin.cookie, params, form: {} });
    expectRedirect(answer, "/admin/loan-applications?search_keyword=Sydney");
    expect(answer.toast).toMatchObject({ type: "success", title: "Loan application rejected" });
    const after = await recordSnapshot("loan_application", loan.id);
    expect(after.record.status).toBe("rejected");
    expect(after.audits).toBe(before.audits + 1);
    expect(after.notices).toBe(before.notices + 1);
  });

  test("an approved application: the page goes back with the reason, the action is refused and nothing changes", async () => {
    const loan = await createLoan(student.user.id, { status: "approved" });
    const params = { id: String(loan.id) };
    const before = await recordSnapshot("loan_application", loan.id);
    const page = await callRoute(reject.loader, `/admin/loan-applications/${loan.id}/reject?page=3`, { cookie: admin.cookie, params });
    expectRedirect(page, "/admin/loan-applications?page=3");
    expect(page.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    const posted = await callRoute(reject.action, `/admin/loan-applications/${loan.id}/reject?page=3`, { cookie: admin.cookie, params, form: {} });
    expectRedirect(posted, "/admin/loan-applications?page=3");
    expect(posted.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    expect(await recordSnapshot("loan_application", loan.id)).toEqual(before);
  });

  test("a student is sent home from the page and the action", async () => {
    const loan = await createLoan(student.user.id);
    const params = { id: String(loan.id) };
    const before = await recordSnapshot("loan_application", loan.id);
    expectRedirect(await callRoute(reject.loader, `/admin/loan-applications/${loan.id}/reject`, { cookie: student.cookie, params }), "/student");
    expectRedirect(await callRoute(reject.action, `/admin/loan-applications/${loan.id}/reject`, { cookie: student.cookie, params, form: {} }), "/student");
    expect(await recordSnapshot("loan_application", loan.id)).toEqual(before);
  });
});

describe("Reject's confirmation on the four session lists", () => {
  test.each([
    { type: "interview", list: "/admin/interview-applications", noun: "interview preparation session" },
    { type: "speaking", list: "/admin/speaking-mock-applications", noun: "speaking mock test" },
    { type: "demo_class", list: "/admin/demo-class-applications", noun: "demo class" },
    { type: "counseling", list: "/admin/free-counseling-applications", noun: "counseling session" },
  ] as const)("$type: the page names the session; confirming cancels it, frees its seat and tells the student", async ({ type, list, noun }) => {
    const { booking, slot } = await pendingBooking(student.user.id, type);
    const params = { id: String(booking.id) };
    const path = `${list}/${booking.id}/reject?search_keyword=Nima`;
    const page = (await callRoute(reject.loader, path, { cookie: admin.cookie, params })).body as Awaited<ReturnType<typeof reject.loader>>;
    expect(page).toMatchObject({ booking: { id: booking.id, student: { name: "Nima Sherpa" } }, noun, closeTo: `${list}?search_keyword=Nima` });

    const before = await recordSnapshot("booking", booking.id);
    const answer = await callRoute(reject.action, path, { cookie: admin.cookie, params, form: {} });
    expectRedirect(answer, `${list}?search_keyword=Nima`);
    expect(answer.toast).toEqual({ type: "success", title: "Application rejected", description: `The ${noun} was cancelled and its seat given back.` });
    const after = await recordSnapshot("booking", booking.id);
    expect(after.record.status).toBe("cancelled");
    expect(after.audits).toBe(before.audits + 1);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(0);
    expect(await lastNews()).toEqual({ notification: "Session not approved", mail: "Session not approved" });
  });

  test("a scheduled session: the page goes back with the reason, the action is refused and nothing changes", async () => {
    const { booking } = await pendingBooking(student.user.id, "interview");
    await setBooking(booking.id, { status: "scheduled" });
    const params = { id: String(booking.id) };
    const before = await recordSnapshot("booking", booking.id);
    const page = await callRoute(reject.loader, `/admin/interview-applications/${booking.id}/reject`, { cookie: admin.cookie, params });
    expectRedirect(page, "/admin/interview-applications");
    expect(page.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only pending sessions can be rejected." });
    const posted = await callRoute(reject.action, `/admin/interview-applications/${booking.id}/reject`, { cookie: admin.cookie, params, form: {} });
    expect(posted.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only pending sessions can be rejected." });
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
  });

  test("a session of another kind is not found under this list, and a student is sent home", async () => {
    const { booking } = await pendingBooking(student.user.id, "demo_class");
    const params = { id: String(booking.id) };
    expect((await callRoute(reject.loader, `/admin/interview-applications/${booking.id}/reject`, { cookie: admin.cookie, params })).status).toBe(404);
    const before = await recordSnapshot("booking", booking.id);
    expectRedirect(await callRoute(reject.loader, `/admin/demo-class-applications/${booking.id}/reject`, { cookie: student.cookie, params }), "/student");
    expectRedirect(await callRoute(reject.action, `/admin/demo-class-applications/${booking.id}/reject`, { cookie: student.cookie, params, form: {} }), "/student");
    expect(await recordSnapshot("booking", booking.id)).toEqual(before);
  });
});
