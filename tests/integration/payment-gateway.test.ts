import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

// The environment's keys stand in until the Payment settings set their own (read once, at the first getEnv()).
vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = "sk_test_from_env";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_from_env";
});

import { markPaymentPaid } from "~/models/payment-admin.server";
import { saveSettings, getSettings } from "~/models/settings.server";
import { paymentOptionsFrom } from "~/models/payment-gateway.server";
import { RefundTooLargeError, issueRefund } from "~/models/refund.server";
import * as paymentList from "~/routes/admin.payment-histories";
import * as refundRoute from "~/routes/admin.payment-histories.$id.refund/route";
import * as paymentPage from "~/routes/student.payment-histories.$id";
import * as webhook from "~/routes/webhooks.stripe";
import { db } from "~/utils/db.server";
import { createPayment } from "../support/fixtures/applications";
import { callRoute, formResult } from "../support/routes";
import { createStripeApi, stripeEvent, stripeSignature } from "../support/stripe-api";
import { signedInUser, staffActorId, type SignedInUser } from "../support/users";

const stripe = createStripeApi();
const WEBHOOK_SECRET = "whsec_from_env";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  stripe.server.listen({ onUnhandledRequest: "error" });
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Zoë Núñez");
});
afterEach(() => stripe.server.resetHandlers());
afterAll(() => stripe.server.close());

async function setPaymentSettings(values: Partial<Awaited<ReturnType<typeof getSettings<"payment">>>>) {
  const current = await getSettings("payment");
  await saveSettings("payment", { ...current, ...values }, await staffActorId());
}

beforeEach(() => setPaymentSettings({ enableGateway: true, enableOfflinePayment: true, gatewayKeyId: "", webhookSecret: "", currency: "USD" }));

function payNow(paymentId: number, who: SignedInUser = student) {
  return callRoute(paymentPage.action, `/student/payment-histories/${paymentId}`, { cookie: who.cookie, params: { id: String(paymentId) }, form: {} });
}

function paymentPageData(paymentId: number, query = "") {
  return callRoute(paymentPage.loader, `/student/payment-histories/${paymentId}${query}`, { cookie: student.cookie, params: { id: String(paymentId) } });
}

function deliver(payload: string, signature: string | null = stripeSignature(payload, WEBHOOK_SECRET)) {
  return callRoute(webhook.action, "/webhooks/stripe", {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
  });
}

async function checkoutStarted(amountCents = 14_900) {
  const payment = await createPayment(student.user.id, { amountCents });
  const answer = await payNow(payment.id);
  expect(answer.status).toBe(303);
  const session = [...stripe.sessions.values()].find((candidate) => candidate.metadata.payment_id === String(payment.id))!;
  expect(answer.location).toBe(session.url);
  return { payment, session };
}

/** An invoice paid by card through the gateway: the completed checkout's webhook delivered. */
async function paidByCard(amountCents = 14_900) {
  const { payment, session } = await checkoutStarted(amountCents);
  const completed = stripe.complete(session.id);
  expect((await deliver(stripeEvent("checkout.session.completed", completed))).body).toMatchObject({ outcome: "processed" });
  return { payment: await db.payment.findUniqueOrThrow({ where: { id: payment.id } }), session: completed };
}

const state = (paymentId: number) => db.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true, paidAt: true, method: true, refundedCents: true, gatewayPaymentId: true, checkoutSessionId: true } });
const mailSubjects = async (email: string) => (await db.mail.findMany({ where: { to: email }, orderBy: { id: "asc" } })).map((mail) => mail.subject);

describe("Pay now", () => {
  test("creates a Checkout Session for the invoice and answers 303 to its page", async () => {
    const { payment, session } = await checkoutStarted();
    const call = stripe.lastCall("/v1/checkout/sessions")!;
    expect(call.authorization).toBe("Bearer sk_test_from_env");
    expect(Object.fromEntries(call.body)).toMatchObject({
      mode: "payment",
      client_reference_id: String(payment.id),
      "metadata[payment_id]": String(payment.id),
      "payment_intent_data[metadata][payment_id]": String(payment.id),
      customer_email: student.user.email,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "14900",
      "line_items[0][price_data][product_data][name]": `SOP Writing - Standard (${payment.invoiceNumber})`,
      success_url: `http://localhost:3000/student/payment-histories/${payment.id}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/student/payment-histories/${payment.id}?checkout=cancelled`,
    });
    expect(await state(payment.id)).toMatchObject({ status: "pending", checkoutSessionId: session.id, paidAt: null });
  });

  test("uses the key from the Payment settings over the environment's", async () => {
    await setPaymentSettings({ gatewayKeyId: "sk_test_from_settings" });
    await checkoutStarted();
    expect(stripe.lastCall("/v1/checkout/sessions")!.authorization).toBe("Bearer sk_test_from_settings");
  });

  test("a second Pay now while the first checkout is open goes back to it instead of making another", async () => {
    const { payment, session } = await checkoutStarted();
    const creates = stripe.calls.filter((call) => call.path === "/v1/checkout/sessions").length;
    const again = await payNow(payment.id);
    expect(again.location).toBe(session.url);
    expect(stripe.calls.filter((call) => call.path === "/v1/checkout/sessions")).toHaveLength(creates);
  });

  test("after paying on the gateway, a second Pay now says the payment is being confirmed and charges nothing", async () => {
    const { payment, session } = await checkoutStarted();
    stripe.complete(session.id);
    const again = await payNow(payment.id);
    expect(again).toMatchObject({ status: 303, location: `/student/payment-histories/${payment.id}?checkout=success` });
    expect(await state(payment.id)).toMatchObject({ status: "pending" });
  });

  test("the return address only says the payment is being confirmed: the invoice stays pending until the webhook", async () => {
    const { payment, session } = await checkoutStarted();
    stripe.complete(session.id);
    const page = await paymentPageData(payment.id, `?checkout=success&session_id=${session.id}`);
    expect(page.body).toMatchObject({ confirming: true, justPaid: false, payment: { status: "pending", paidAt: null } });
    expect(await state(payment.id)).toMatchObject({ status: "pending", paidAt: null });
    await deliver(stripeEvent("checkout.session.completed", session));
    expect((await paymentPageData(payment.id, "?checkout=success")).body).toMatchObject({ confirming: false, justPaid: true, payment: { status: "paid" } });
  });

  test("a return address typed by hand, for an invoice never sent to the gateway, waits for nothing", async () => {
    const payment = await createPayment(student.user.id);
    expect((await paymentPageData(payment.id, "?checkout=success")).body).toMatchObject({ confirming: false, justPaid: false });
  });

  test("a paid invoice, another student's invoice and a disabled gateway send nothing to the gateway", async () => {
    const { payment } = await paidByCard();
    const calls = stripe.calls.length;
    const paid = await payNow(payment.id);
    expect(paid.toast).toEqual({ type: "error", title: "Payment not started", description: "This invoice is not awaiting payment." });
    const other = await signedInUser("student", "Other Student");
    const pending = await createPayment(student.user.id);
    expect((await payNow(pending.id, other)).status).toBe(404);
    await setPaymentSettings({ enableGateway: false });
    const off = await payNow(pending.id);
    expect(off.toast).toEqual({ type: "error", title: "Payment not started", description: "Online payment is not available." });
    expect(stripe.calls).toHaveLength(calls);
  });

  test("without a gateway the page offers the offline instructions, or the contact details when none are written", async () => {
    const payment = await createPayment(student.user.id);
    await setPaymentSettings({ enableGateway: false, offlineInstructions: "Pay to Nabil Bank, account 0101." });
    expect((await paymentPageData(payment.id)).body).toMatchObject({ paying: { online: false, offline: true, offlineInstructions: "Pay to Nabil Bank, account 0101." } });
    await setPaymentSettings({ enableGateway: true, enableOfflinePayment: false });
    expect((await paymentPageData(payment.id)).body).toMatchObject({ paying: { online: true, offline: false } });
  });

  test("online payment needs the switch, a key and a webhook secret; the settings' own override the environment's", () => {
    const settings = { currency: "USD", gatewayKeyId: "", webhookSecret: "", enableGateway: true, enableOfflinePayment: false, offlineInstructions: "" };
    const env = { STRIPE_SECRET_KEY: "sk_env", STRIPE_WEBHOOK_SECRET: "whsec_env" };
    expect(paymentOptionsFrom(settings, env)).toMatchObject({ online: true, secretKey: "sk_env", webhookSecret: "whsec_env" });
    expect(paymentOptionsFrom({ ...settings, gatewayKeyId: "sk_own", webhookSecret: "whsec_own" }, env)).toMatchObject({ online: true, secretKey: "sk_own", webhookSecret: "whsec_own" });
    expect(paymentOptionsFrom({ ...settings, enableGateway: false }, env).online).toBe(false);
    // a key without a webhook secret could never confirm a payment
    expect(paymentOptionsFrom(settings, { ...env, STRIPE_WEBHOOK_SECRET: "" }).online).toBe(false);
    expect(paymentOptionsFrom(settings, { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }).online).toBe(false);
  });
});

describe("the Stripe webhook", () => {
  test("a completed checkout pays the invoice once, tells the student and the staff, and a second delivery changes nothing", async () => {
    const { payment, session } = await checkoutStarted();
    const completed = stripe.complete(session.id);
    const event = stripeEvent("checkout.session.completed", completed);
    const receipts = (await mailSubjects(student.user.email)).filter((subject) => subject === "Payment received").length;
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: "processed" });
    expect(await state(payment.id)).toMatchObject({ status: "paid", paidAt: expect.any(Date), method: "card", gatewayPaymentId: completed.payment_intent });
    expect(await db.auditLog.findFirst({ where: { entityType: "payment", entityId: payment.id }, orderBy: { id: "desc" } })).toMatchObject({ action: "paid_online", actorId: null, fromStatus: "pending", toStatus: "paid" });
    expect((await mailSubjects(student.user.email)).filter((subject) => subject === "Payment received")).toHaveLength(receipts + 1);
    const before = { audits: await db.auditLog.count(), mails: await db.mail.count(), notifications: await db.notification.count() };

    const again = await deliver(event);
    expect(again.body).toEqual({ received: true, outcome: "duplicate" });
    expect({ audits: await db.auditLog.count(), mails: await db.mail.count(), notifications: await db.notification.count() }).toEqual(before);
  });

  test.each([
    ["no signature", () => null],
    ["a signature made with another secret", (payload: string) => stripeSignature(payload, "whsec_someone_else")],
    ["a signature older than five minutes", (payload: string) => stripeSignature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)],
    // The SDK checks only the past
    ["a signature dated six minutes ahead", (payload: string) => stripeSignature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 360)],
    ["a signature dated a year ahead", (payload: string) => stripeSignature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 365 * 86_400)],
    ["a garbled signature", () => "t=1,v1=abc"],
  ])("%s is a 400 and changes nothing", async (_, sign) => {
    const { payment, session } = await checkoutStarted();
    const payload = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    const events = await db.gatewayEvent.count();
    const answer = await deliver(payload, sign(payload));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/^Webhook refused: /) });
    expect(await state(payment.id)).toMatchObject({ status: "pending", paidAt: null });
    expect(await db.gatewayEvent.count()).toBe(events);
  });

  test("a payload changed after signing is a 400", async () => {
    const { payment, session } = await checkoutStarted();
    const payload = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    const answer = await deliver(payload.replace("14900", "100"), stripeSignature(payload, WEBHOOK_SECRET));
    expect(answer.status).toBe(400);
    expect((await state(payment.id)).status).toBe("pending");
  });

  test.each([
    ["amount", { amount_total: 100 }],
    ["currency", { currency: "eur" }],
  ])("a checkout whose %s is not the invoice's is refused, logged and put before the staff, not marked paid", async (_, change) => {
    const { payment, session } = await checkoutStarted();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const eventId = `evt_mismatch_${payment.id}`;
    const answer = await deliver(stripeEvent("checkout.session.completed", { ...stripe.complete(session.id), ...change }, eventId));
    expect(answer.body).toEqual({ received: true, outcome: "refused" });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(eventId));
    errors.mockRestore();
    expect(await state(payment.id)).toMatchObject({ status: "pending", paidAt: null });
    expect(await db.gatewayEvent.findUnique({ where: { id: eventId } })).toMatchObject({ outcome: "refused" });
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Gateway payment refused" });
    expect(await db.auditLog.findFirst({ where: { entityType: "payment", entityId: payment.id }, orderBy: { id: "desc" } })).toMatchObject({ action: "payment_refused" });
  });

  test("an expired checkout fails the invoice; Pay now then makes a new checkout and the invoice is pending again", async () => {
    const { payment, session } = await checkoutStarted();
    Object.assign(session, { status: "expired" });
    const expiry = stripeEvent("checkout.session.expired", session);
    expect((await deliver(expiry)).body).toMatchObject({ outcome: "processed" });
    expect((await state(payment.id)).status).toBe("failed");
    expect((await paymentPageData(payment.id)).body).toMatchObject({ payment: { status: "failed" }, paying: { online: true } });

    const retry = await payNow(payment.id);
    const next = [...stripe.sessions.values()].filter((candidate) => candidate.metadata.payment_id === String(payment.id)).at(-1)!;
    expect(next.id).not.toBe(session.id);
    expect(retry.location).toBe(next.url);
    expect(await state(payment.id)).toMatchObject({ status: "pending", checkoutSessionId: next.id });

    // the old checkout's news arriving late changes nothing; the new one pays
    expect((await deliver(expiry)).body).toMatchObject({ outcome: "duplicate" });
    expect((await deliver(stripeEvent("checkout.session.expired", session))).body).toMatchObject({ outcome: "ignored" });
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(next.id)));
    expect((await state(payment.id)).status).toBe("paid");
  });

  test("out of order: an expiry after the completion leaves the invoice paid", async () => {
    const { payment, session } = await paidByCard();
    expect((await deliver(stripeEvent("checkout.session.expired", { ...session, status: "expired" }))).body).toMatchObject({ outcome: "ignored" });
    expect((await state(payment.id)).status).toBe("paid");
  });

  test("a delayed payment method: pending until it succeeds; a failure fails the invoice and tells the student", async () => {
    const { payment, session } = await checkoutStarted();
    const unpaid = { ...session, status: "complete", payment_status: "unpaid", payment_intent: "pi_test_delayed" };
    expect((await deliver(stripeEvent("checkout.session.completed", unpaid))).body).toMatchObject({ outcome: "ignored" });
    expect((await state(payment.id)).status).toBe("pending");
    expect((await deliver(stripeEvent("checkout.session.async_payment_failed", unpaid))).body).toMatchObject({ outcome: "processed" });
    expect((await state(payment.id)).status).toBe("failed");
    expect((await mailSubjects(student.user.email)).at(-1)).toBe("Payment failed");

    const second = await checkoutStarted();
    const paid = { ...stripe.complete(second.session.id), payment_status: "paid" };
    expect((await deliver(stripeEvent("checkout.session.async_payment_succeeded", paid))).body).toMatchObject({ outcome: "processed" });
    expect((await state(second.payment.id)).status).toBe("paid");
  });

  test("a checkout paid for an invoice staff already marked paid is refused and put before the staff to refund", async () => {
    const { payment, session } = await checkoutStarted();
    await markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id)))).body).toMatchObject({ outcome: "refused" });
    errors.mockRestore();
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Gateway payment refused",
      body: expect.stringContaining("already paid: refund it on the gateway"),
    });
  });

  test("events the app does not act on are acknowledged and stored", async () => {
    const answer = await deliver(stripeEvent("customer.created", { id: "cus_1", object: "customer" }, "evt_customer_created"));
    expect(answer.body).toEqual({ received: true, outcome: "ignored" });
    expect(await db.gatewayEvent.findUnique({ where: { id: "evt_customer_created" } })).toMatchObject({ type: "customer.created", outcome: "ignored" });
  });

  test("only POST is accepted", async () => {
    expect((await callRoute(webhook.loader, "/webhooks/stripe")).status).toBe(405);
  });
});

function refund(paymentId: number, amount: string, reason = "The student cancelled before the first session.") {
  return callRoute(refundRoute.action, `/admin/payment-histories/${paymentId}/refund`, { cookie: admin.cookie, params: { id: String(paymentId) }, form: { amount, reason } });
}

function refundEvent(type: "refund.updated", gatewayRefund: Record<string, unknown>) {
  return stripeEvent(type, { object: "refund", currency: "usd", ...gatewayRefund });
}

describe("refunds", () => {
  test("a card payment: partial then full refunds go through the gateway and settle by its webhooks", async () => {
    const { payment, session } = await paidByCard(20_000);
    const partial = await refund(payment.id, "50.00");
    expect(partial.toast).toMatchObject({ type: "success", title: "Refund requested" });
    const call = stripe.lastCall("/v1/refunds")!;
    const first = await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(Object.fromEntries(call.body)).toMatchObject({ payment_intent: session.payment_intent, amount: "5000", reason: "requested_by_customer", "metadata[refund_id]": String(first.id) });
    expect(call.idempotencyKey).toBe(`refund-${first.id}`);
    expect(first).toMatchObject({ status: "pending", amountCents: 5000, gatewayRefundId: expect.stringMatching(/^re_test_/), actorId: admin.user.id });
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 0 });

    // what is being refunded is held back: at most 150.00 is left
    const tooMuch = await refund(payment.id, "150.01");
    expect(tooMuch.status).toBe(409);
    expect(formResult(tooMuch).error).toMatchObject({ amount: ["At most $150.00 can be refunded."] });

    const succeeded = refundEvent("refund.updated", { id: first.gatewayRefundId, amount: 5000, payment_intent: session.payment_intent, status: "succeeded", metadata: { refund_id: String(first.id) } });
    expect((await deliver(succeeded)).body).toMatchObject({ outcome: "processed" });
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 5000 });
    expect((await mailSubjects(student.user.email)).at(-1)).toBe("Refund issued");
    expect((await paymentPageData(payment.id)).body).toMatchObject({ payment: { status: "paid", refunds: [{ amount: "$50.00", done: true }] } });

    const rest = await refund(payment.id, "150");
    expect(rest.toast).toMatchObject({ title: "Refund requested" });
    const second = await db.refund.findFirstOrThrow({ where: { paymentId: payment.id }, orderBy: { id: "desc" } });
    // charge.refunded without its refund list (recent API versions): the total refunded settles what it covers
    const charge = { id: "ch_test_1", object: "charge", amount: 20_000, amount_refunded: 20_000, currency: "usd", payment_intent: session.payment_intent, refunded: true };
    expect((await deliver(stripeEvent("charge.refunded", charge))).body).toMatchObject({ outcome: "processed" });
    expect(await db.refund.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ status: "succeeded", settledAt: expect.any(Date) });
    expect(await state(payment.id)).toMatchObject({ status: "refunded", refundedCents: 20_000 });

    // the same news again, by either event, settles nothing twice
    const mails = await db.mail.count();
    expect((await deliver(refundEvent("refund.updated", { id: second.gatewayRefundId, amount: 15_000, payment_intent: session.payment_intent, status: "succeeded", metadata: { refund_id: String(second.id) } }))).body).toMatchObject({ outcome: "ignored" });
    expect(await db.mail.count()).toBe(mails);
    expect(await state(payment.id)).toMatchObject({ refundedCents: 20_000 });
  });

  test("a refund the gateway refuses is recorded as failed and the payment is unchanged", async () => {
    const { payment } = await paidByCard();
    stripe.refuseNextRefund("Charge has already been refunded.");
    const answer = await refund(payment.id, "149.00");
    expect(answer.status).toBe(502);
    expect(formResult(answer).error).toMatchObject({ "": ["The payment gateway did not refund: Charge has already been refunded."] });
    expect(await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ status: "failed", failureReason: "Charge has already been refunded." });
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 0 });
    // a failed refund holds nothing back
    expect((await refund(payment.id, "149.00")).toast).toMatchObject({ title: "Refund requested" });
  });

  test("a refund the gateway cannot be reached for is recorded as failed, saying so", async () => {
    const { payment } = await paidByCard();
    stripe.server.use(http.post("https://api.stripe.com/v1/refunds", () => HttpResponse.error()));
    const answer = await refund(payment.id, "149.00");
    expect(answer.status).toBe(502);
    expect(formResult(answer).error).toMatchObject({ "": ["The payment gateway did not refund: The payment gateway could not be reached."] });
    expect(await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ status: "failed", failureReason: "The payment gateway could not be reached." });
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 0 });
  });

  test("a refund that fails later on the gateway is recorded and told to the staff; the payment stays paid", async () => {
    const { payment, session } = await paidByCard();
    await refund(payment.id, "149.00");
    const pending = await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    const failed = refundEvent("refund.updated", { id: pending.gatewayRefundId, amount: 14_900, payment_intent: session.payment_intent, status: "failed", failure_reason: "expired_or_canceled_card", metadata: { refund_id: String(pending.id) } });
    expect((await deliver(failed)).body).toMatchObject({ outcome: "processed" });
    expect(await db.refund.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "failed", failureReason: "expired_or_canceled_card" });
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 0 });
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Refund failed" });
  });

  test("a refund event of another amount than recorded is refused", async () => {
    const { payment, session } = await paidByCard();
    await refund(payment.id, "10.00");
    const pending = await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const wrong = refundEvent("refund.updated", { id: pending.gatewayRefundId, amount: 14_900, payment_intent: session.payment_intent, status: "succeeded", metadata: { refund_id: String(pending.id) } });
    expect((await deliver(wrong)).body).toMatchObject({ outcome: "refused" });
    errors.mockRestore();
    expect(await state(payment.id)).toMatchObject({ refundedCents: 0 });
  });

  test("an offline payment is refunded at once, partially then fully, without the gateway", async () => {
    const payment = await createPayment(student.user.id, { amountCents: 10_000 });
    await markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });
    const calls = stripe.calls.length;
    const part = await refund(payment.id, "40");
    expect(part.toast).toEqual({ type: "success", title: "Refund issued", description: `$40.00 of invoice ${payment.invoiceNumber} has been refunded.` });
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 4000 });
    const list = await callRoute(paymentList.loader, `/admin/payment-histories?search_keyword=${payment.invoiceNumber}`, { cookie: admin.cookie });
    expect((list.body as { rows: unknown[] }).rows).toMatchObject([{ status: "paid", partlyRefunded: "$40.00", actions: ["refund"] }]);
    expect((await refund(payment.id, "60.00")).toast).toMatchObject({ title: "Refund issued" });
    expect(await state(payment.id)).toMatchObject({ status: "refunded", refundedCents: 10_000 });
    expect(stripe.calls).toHaveLength(calls);
    expect((await paymentPageData(payment.id)).body).toMatchObject({ payment: { status: "refunded", refunds: [{ amount: "$40.00", done: true }, { amount: "$60.00", done: true }] } });
  });

  test("six desks refunding parts of one payment at the same moment never refund more than was paid", async () => {
    const payment = await createPayment(student.user.id, { amountCents: 10_000 });
    await markPaymentPaid({ adminId: admin.user.id, paymentId: payment.id });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, desk) => issueRefund({ adminId: admin.user.id, paymentId: payment.id, amountCents: 3000, reason: `desk ${desk}` })),
    );

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(3);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected")) {
      expect(outcome.reason).toBeInstanceOf(RefundTooLargeError);
      expect(outcome.reason.message).toBe("At most $10.00 can be refunded.");
    }
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(3);
    expect(await state(payment.id)).toMatchObject({ status: "paid", refundedCents: 9000 });
  });

  test.each([
    ["0", "The amount to refund must be more than 0"],
    ["12.345", "Enter an amount such as 49.50, with at most two decimals"],
    ["", "The amount to refund is required"],
  ])("the amount %j is refused next to its field and nothing is recorded", async (amount, message) => {
    const payment = await createPayment(student.user.id, { status: "paid" });
    const answer = await refund(payment.id, amount);
    expect(answer.status).toBe(400);
    expect(formResult(answer).error).toMatchObject({ amount: [message] });
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(0);
  });

  test("a reason is required", async () => {
    const payment = await createPayment(student.user.id, { status: "paid" });
    const answer = await refund(payment.id, "10", "  ");
    expect(formResult(answer).error).toMatchObject({ reason: ["The reason is required"] });
  });
});
