import type Stripe from "stripe";
import { formatMoney } from "~/domain/money";
import { fromGatewayAmount, signedInTheFuture, toGatewayAmount } from "~/domain/payment";
import { db, isUniqueViolation, type Tx } from "~/utils/db.server";
import { recordAdminChange } from "./admin-change.server";
import { paymentReceivedNotice } from "./payment-admin.server";
import { getPaymentOptions, loadGatewayLibrary } from "./payment-gateway.server";
import { findGatewayRefund, gatewayPaymentSelect, settleRefund } from "./refund.server";
import { notifyStaff } from "./staff-notification.server";

/** The request was not signed by the gateway with our webhook secret (or too long ago): nothing was read from it. */
export class WebhookSignatureError extends Error {}

export type WebhookResult = { outcome: "processed" | "ignored" | "refused" | "duplicate"; detail?: string };

/** Stripe's own default: a signature older than five minutes, or dated more than five minutes ahead, may be a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * One webhook delivery from the gateway: the signature is checked on the exact bytes received, then the event is
 * handled once. Its id is stored in the same transaction as its effects, so a second delivery (or two at once: the
 * id is the table's key) changes nothing; events arriving out of order are judged against the invoice's state.
 */
export async function receiveGatewayWebhook(payload: string, signature: string | null, now = new Date()): Promise<WebhookResult> {
  const { webhookSecret } = await getPaymentOptions();
  if (!webhookSecret) throw new WebhookSignatureError("No webhook secret is configured.");
  if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
  if (signedInTheFuture(signature, now, SIGNATURE_TOLERANCE_SECONDS)) throw new WebhookSignatureError("The signature is dated in the future.");
  const { webhooks } = await loadGatewayLibrary();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(payload, signature, webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "The signature is not valid.");
  }
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.gatewayEvent.findUnique({ where: { id: event.id }, select: { id: true } })) return { outcome: "duplicate" } as const;
      const result = await handleEvent(tx, event, now);
      await tx.gatewayEvent.create({ data: { id: event.id, type: event.type, outcome: result.outcome, detail: result.detail ?? null, receivedAt: now } });
      if (result.outcome === "refused") console.error(`Refused gateway event ${event.id} (${event.type}): ${result.detail}`);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "duplicate" };
    throw error;
  }
}

function handleEvent(tx: Tx, event: Stripe.Event, now: Date): Promise<WebhookResult> {
  switch (event.type) {
    case "checkout.session.completed":
      if (event.data.object.payment_status !== "paid") return Promise.resolve({ outcome: "ignored", detail: "The payment is not settled yet." });
      return checkoutPaid(tx, event.data.object, now);
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(tx, event.data.object, now);
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return checkoutFailed(tx, event.data.object, event.type === "checkout.session.async_payment_failed", now);
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return gatewayRefundChanged(tx, event.data.object, now);
    case "charge.refunded":
      return chargeRefunded(tx, event.data.object, now);
    default:
      return Promise.resolve({ outcome: "ignored", detail: "Not an event this app acts on." });
  }
}

type CheckoutPayment = NonNullable<Awaited<ReturnType<typeof findCheckoutPayment>>>;

/** The invoice a checkout was made for: its id travels in the metadata and as the client reference. */
function findCheckoutPayment(tx: Tx, session: Stripe.Checkout.Session) {
  const id = Number(session.metadata?.payment_id ?? session.client_reference_id);
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve(null);
  return tx.payment.findUnique({ where: { id }, select: gatewayPaymentSelect });
}

function idOf(value: string | { id: string } | null | undefined) {
  return typeof value === "string" ? value : (value?.id ?? null);
}

function adminLink(payment: { invoiceNumber: string }) {
  return `/admin/payment-histories?search_keyword=${payment.invoiceNumber}`;
}

/** Money the gateway took that the app will not apply: kept out of the invoice, logged and put before the staff. */
async function refuse(tx: Tx, payment: CheckoutPayment | null, detail: string): Promise<WebhookResult> {
  if (payment) {
    await recordAdminChange(tx, { entityType: "payment", entityId: payment.id, actorId: null, action: "payment_refused", detail }, null);
    await notifyStaff({ title: "Gateway payment refused", body: `${payment.serviceName} (${payment.invoiceNumber}): ${detail}`, link: adminLink(payment) }, { client: tx, mail: {}, reach: "admins" });
  }
  return { outcome: "refused", detail };
}

/**
 * A settled checkout: the invoice is paid, if the amount and currency are the invoice's own. A second settled checkout
 * of an invoice already paid (by another tab, or marked paid by staff) is refused and put before the staff to refund.
 */
async function checkoutPaid(tx: Tx, session: Stripe.Checkout.Session, now: Date): Promise<WebhookResult> {
  const payment = await findCheckoutPayment(tx, session);
  if (!payment) return refuse(tx, null, `No invoice matches checkout ${session.id}.`);
  const expected = toGatewayAmount(payment.amountCents, payment.currency);
  if (session.amount_total !== expected || session.currency?.toUpperCase() !== payment.currency.toUpperCase()) {
    return refuse(tx, payment, `Checkout ${session.id} paid ${session.amount_total} ${session.currency?.toUpperCase()} (smallest units) for an invoice of ${expected} ${payment.currency}.`);
  }
  const paymentIntent = idOf(session.payment_intent);
  if (payment.status === "paid" || payment.status === "refunded") {
    if (paymentIntent && payment.gatewayPaymentId === paymentIntent) return { outcome: "ignored", detail: "Already paid by this checkout." };
    return refuse(tx, payment, `Checkout ${session.id} was paid although the invoice was already paid: refund it on the gateway.`);
  }
  const changed = await tx.payment.updateMany({
    where: { id: payment.id, status: { in: ["pending", "failed"] } },
    data: { status: "paid", paidAt: now, method: "card", checkoutSessionId: session.id, gatewayPaymentId: paymentIntent },
  });
  if (changed.count !== 1) return { outcome: "ignored", detail: "The invoice changed meanwhile." };
  const what = `${payment.serviceName} (${payment.invoiceNumber})`;
  const amount = formatMoney(payment.amountCents, payment.currency);
  await recordAdminChange(
    tx,
    { entityType: "payment", entityId: payment.id, actorId: null, action: "paid_online", fromStatus: payment.status, toStatus: "paid", detail: session.id },
    paymentReceivedNotice(payment),
  );
  await notifyStaff({ title: "Payment received", body: `${what}: ${amount} was paid online.`, link: adminLink(payment) }, { client: tx, reach: "admins" });
  return { outcome: "processed" };
}

/**
 * A checkout that ended without money: the invoice's attempt failed and the student may try again. Only the invoice's
 * current checkout counts: an older one expiring after the student started a new one changes nothing.
 */
async function checkoutFailed(tx: Tx, session: Stripe.Checkout.Session, tellStudent: boolean, now: Date): Promise<WebhookResult> {
  const payment = await findCheckoutPayment(tx, session);
  if (!payment) return { outcome: "ignored", detail: `No invoice matches checkout ${session.id}.` };
  if (payment.checkoutSessionId !== session.id) return { outcome: "ignored", detail: "Not the invoice's current checkout." };
  const changed = await tx.payment.updateMany({ where: { id: payment.id, status: "pending", checkoutSessionId: session.id }, data: { status: "failed", updatedAt: now } });
  if (changed.count !== 1) return { outcome: "ignored", detail: "The invoice is not awaiting this checkout." };
  const what = `${payment.serviceName} (${payment.invoiceNumber})`;
  await recordAdminChange(
    tx,
    { entityType: "payment", entityId: payment.id, actorId: null, action: "payment_failed", fromStatus: "pending", toStatus: "failed", detail: session.id },
    tellStudent
      ? {
          userId: payment.studentId,
          link: `/student/payment-histories/${payment.id}`,
          write: ({ t }) => ({
            title: t("server.Payment failed"),
            body: t("server.Your payment for {what} did not go through, and you have not been charged. You can try again from the invoice.", { what }),
          }),
        }
      : null,
  );
  return { outcome: "processed" };
}

/** A refund's news from the gateway: settled once when it succeeds or fails; one made on the gateway itself is recorded. */
async function gatewayRefundChanged(tx: Tx, gatewayRefund: Stripe.Refund, now: Date): Promise<WebhookResult> {
  const paymentIntent = idOf(gatewayRefund.payment_intent);
  const refund = await findGatewayRefund(tx, gatewayRefund);
  if (!refund) return recordGatewayOnlyRefund(tx, gatewayRefund, paymentIntent, now);
  if (refund.payment.gatewayPaymentId !== paymentIntent) return { outcome: "refused", detail: `Refund ${gatewayRefund.id} is for another payment.` };
  if (fromGatewayAmount(gatewayRefund.amount, refund.payment.currency) !== refund.amountCents) {
    return { outcome: "refused", detail: `Refund ${gatewayRefund.id} is of ${gatewayRefund.amount}, not of the ${refund.amountCents} recorded.` };
  }
  if (!refund.gatewayRefundId) await tx.refund.update({ where: { id: refund.id }, data: { gatewayRefundId: gatewayRefund.id } });
  const outcome =
    gatewayRefund.status === "succeeded"
      ? ({ succeeded: true } as const)
      : gatewayRefund.status === "failed" || gatewayRefund.status === "canceled"
        ? { failed: gatewayRefund.failure_reason ?? gatewayRefund.status }
        : null;
  if (!outcome) return { outcome: "ignored", detail: `The refund is ${gatewayRefund.status}.` };
  const settled = await settleRefund(tx, { refundId: refund.id, outcome, now });
  return settled ? { outcome: "processed" } : { outcome: "ignored", detail: "The refund was already settled." };
}

/** A refund staff made on the gateway's own dashboard: recorded so that the invoice tells the truth. */
async function recordGatewayOnlyRefund(tx: Tx, gatewayRefund: Stripe.Refund, paymentIntent: string | null, now: Date): Promise<WebhookResult> {
  if (gatewayRefund.status !== "succeeded" || !paymentIntent) return { outcome: "ignored", detail: "No refund of this app matches." };
  const payment = await tx.payment.findFirst({ where: { gatewayPaymentId: paymentIntent }, select: { id: true, currency: true } });
  if (!payment) return { outcome: "ignored", detail: "No invoice matches the refunded payment." };
  const refund = await tx.refund.create({
    data: { paymentId: payment.id, amountCents: fromGatewayAmount(gatewayRefund.amount, payment.currency), reason: "Refunded on the payment gateway", gatewayRefundId: gatewayRefund.id },
    select: { id: true },
  });
  await settleRefund(tx, { refundId: refund.id, outcome: { succeeded: true }, now });
  return { outcome: "processed", detail: "A refund made on the gateway was recorded." };
}

/**
 * A charge's refunds. With the refunds listed, each is settled as above; without them (recent API versions leave the
 * list out), refunds under way are settled oldest first up to the total the gateway says it refunded.
 */
async function chargeRefunded(tx: Tx, charge: Stripe.Charge, now: Date): Promise<WebhookResult> {
  const listed = charge.refunds?.data ?? [];
  if (listed.length > 0) {
    const results = [];
    for (const gatewayRefund of listed) results.push(await gatewayRefundChanged(tx, gatewayRefund, now));
    return results.some((result) => result.outcome === "processed") ? { outcome: "processed" } : { outcome: "ignored", detail: "Every refund was already settled." };
  }
  const paymentIntent = idOf(charge.payment_intent);
  const payment = paymentIntent ? await tx.payment.findFirst({ where: { gatewayPaymentId: paymentIntent }, select: { id: true, refundedCents: true, currency: true } }) : null;
  if (!payment) return { outcome: "ignored", detail: "No invoice matches the refunded charge." };
  const refundedOnGateway = fromGatewayAmount(charge.amount_refunded, payment.currency);
  const underWay = await tx.refund.findMany({ where: { paymentId: payment.id, status: "pending", gatewayRefundId: { not: null } }, orderBy: { id: "asc" }, select: { id: true, amountCents: true } });
  let settledTotal = payment.refundedCents;
  let settledAny = false;
  for (const refund of underWay) {
    if (settledTotal + refund.amountCents > refundedOnGateway) break;
    settledAny = (await settleRefund(tx, { refundId: refund.id, outcome: { succeeded: true }, now })) || settledAny;
    settledTotal += refund.amountCents;
  }
  return settledAny ? { outcome: "processed" } : { outcome: "ignored", detail: "No refund under way is covered by the charge." };
}
