import { adminPaymentActions } from "~/domain/admin-actions";
import { formatMoney } from "~/domain/money";
import { isFullyRefunded, refundableCents, toGatewayAmount } from "~/domain/payment";
import { db, type Tx } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange } from "./admin-change.server";
import { PAYMENT_ACTION_REFUSALS } from "./payment-admin.server";
import { gatewayClient, gatewayErrorMessage, getPaymentOptions } from "./payment-gateway.server";
import { notifyStaff } from "./staff-notification.server";

/** More than what is left to refund was asked: nothing was recorded or sent. */
export class RefundTooLargeError extends Error {}

/** The gateway refused or could not take the refund: it is recorded as failed, and the payment is unchanged. */
export class RefundGatewayError extends Error {}

/** Everything left is already in refunds under way: nothing more can be refunded until they settle. */
export const REFUND_UNDER_WAY = "The rest of this payment is already being refunded.";

/** What the gateway's code reads of a payment: enough to check an amount, change its state and tell its student. */
export const gatewayPaymentSelect = {
  id: true,
  status: true,
  studentId: true,
  invoiceNumber: true,
  serviceName: true,
  amountCents: true,
  refundedCents: true,
  currency: true,
  checkoutSessionId: true,
  gatewayPaymentId: true,
} as const;

/** What refunds under way (sent to the gateway, not yet settled) hold back from a payment. */
async function pendingRefundCents(client: Tx | typeof db, paymentId: number) {
  const pending = await client.refund.aggregate({ where: { paymentId, status: "pending" }, _sum: { amountCents: true } });
  return pending._sum.amountCents ?? 0;
}

/** What an admin may still refund of a payment: its amount less refunds made and refunds under way. */
export async function refundableAmount(payment: { id: number; amountCents: number; refundedCents: number }) {
  return refundableCents(payment, await pendingRefundCents(db, payment.id));
}

/**
 * Issue Refund: a full or partial refund of a paid payment, never above what is left to refund across all its refunds
 * (checked inside the transaction that records it, so two admins at once cannot over-refund). A card payment is
 * refunded through the gateway and settles when its webhook says so; an offline one (bank transfer, cash) is refunded
 * by staff themselves and settles at once.
 */
export async function issueRefund({
  adminId,
  paymentId,
  amountCents,
  reason,
  now = new Date(),
}: {
  adminId: number;
  paymentId: number;
  amountCents: number;
  reason: string;
  now?: Date;
}) {
  const options = await getPaymentOptions();
  const recorded = await db.$transaction(async (tx) => {
    const payment = await tx.payment.findUnique({ where: { id: paymentId }, select: gatewayPaymentSelect });
    if (!payment) throw new AdminRecordNotFoundError("That payment does not exist any more.");
    if (!adminPaymentActions(payment).includes("refund")) throw new ActionNotAllowedError(PAYMENT_ACTION_REFUSALS.refund);
    const left = refundableCents(payment, await pendingRefundCents(tx, payment.id));
    if (left === 0) throw new ActionNotAllowedError(REFUND_UNDER_WAY);
    if (amountCents > left) throw new RefundTooLargeError(`At most ${formatMoney(left, payment.currency)} can be refunded.`);
    if (payment.gatewayPaymentId && !options.secretKey) {
      throw new ActionNotAllowedError("This card payment can only be refunded through the payment gateway, and no gateway key is set.");
    }
    const refund = await tx.refund.create({ data: { paymentId: payment.id, amountCents, reason, actorId: adminId, createdAt: now }, select: { id: true } });
    if (!payment.gatewayPaymentId) {
      await settleRefund(tx, { refundId: refund.id, outcome: { succeeded: true }, now });
    } else {
      await recordAdminChange(
        tx,
        { entityType: "payment", entityId: payment.id, actorId: adminId, action: "refund_requested", detail: `${formatMoney(amountCents, payment.currency)}: ${reason}` },
        null,
      );
    }
    return { refundId: refund.id, payment };
  });

  const { payment, refundId } = recorded;
  const paymentIntent = payment.gatewayPaymentId;
  if (!paymentIntent) return { invoiceNumber: payment.invoiceNumber, amount: formatMoney(amountCents, payment.currency), settled: true };

  try {
    const gateway = await gatewayClient(options.secretKey);
    const gatewayRefund = await gateway.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: toGatewayAmount(amountCents, payment.currency),
        reason: "requested_by_customer",
        metadata: { refund_id: String(refundId), payment_id: String(payment.id) },
      },
      { idempotencyKey: `refund-${refundId}` },
    );
    await db.refund.update({ where: { id: refundId }, data: { gatewayRefundId: gatewayRefund.id } });
    if (gatewayRefund.status === "failed" || gatewayRefund.status === "canceled") {
      await db.$transaction((tx) => settleRefund(tx, { refundId, outcome: { failed: gatewayRefund.failure_reason ?? "canceled" }, now }));
    }
  } catch (error) {
    const message = gatewayErrorMessage(error);
    await db.$transaction((tx) => settleRefund(tx, { refundId, outcome: { failed: message }, now }));
    throw new RefundGatewayError(`The payment gateway did not refund: ${message}`);
  }
  return { invoiceNumber: payment.invoiceNumber, amount: formatMoney(amountCents, payment.currency), settled: false };
}

type RefundOutcome = { succeeded: true } | { failed: string };

/**
 * Settles a refund under way, once: a success adds it to the payment's refunded amount (the payment becomes
 * "refunded" when that reaches its amount) and tells the student; a failure is recorded and told to the staff.
 * A refund already settled is left as it is (the gateway's webhooks can arrive twice, or in any order).
 */
export async function settleRefund(tx: Tx, { refundId, outcome, now }: { refundId: number; outcome: RefundOutcome; now: Date }) {
  const refund = await tx.refund.findUnique({ where: { id: refundId }, select: { id: true, amountCents: true, reason: true, actorId: true, payment: { select: gatewayPaymentSelect } } });
  if (!refund) return false;
  // A refund marked failed because the gateway could not be reached may still have gone through: its success counts.
  const settleable = "succeeded" in outcome ? [{ status: "pending" }, { status: "failed", gatewayRefundId: null }] : [{ status: "pending" }];
  const settled = await tx.refund.updateMany({
    where: { id: refund.id, OR: settleable },
    data: "succeeded" in outcome ? { status: "succeeded", settledAt: now } : { status: "failed", failureReason: outcome.failed, settledAt: now },
  });
  if (settled.count !== 1) return false;
  const { payment } = refund;
  const amount = formatMoney(refund.amountCents, payment.currency);
  const what = `${payment.serviceName} (${payment.invoiceNumber})`;
  const link = `/admin/payment-histories?search_keyword=${payment.invoiceNumber}`;

  if ("failed" in outcome) {
    await recordAdminChange(tx, { entityType: "payment", entityId: payment.id, actorId: null, action: "refund_failed", detail: `${amount}: ${outcome.failed}` }, null);
    await notifyStaff({ title: "Refund failed", body: `The refund of ${amount} for ${what} failed: ${outcome.failed}`, link }, { client: tx, reach: "admins" });
    return true;
  }

  const refundedCents = payment.refundedCents + refund.amountCents;
  const full = isFullyRefunded(payment, refundedCents);
  const remainingCents = payment.amountCents - refundedCents;
  const toStatus = full ? "refunded" : payment.status;
  await tx.payment.update({
    where: { id: payment.id },
    data: { refundedCents: { increment: refund.amountCents }, ...(full ? { status: "refunded", refundedAt: now } : {}) },
  });
  await recordAdminChange(
    tx,
    { entityType: "payment", entityId: payment.id, actorId: refund.actorId, action: "refund", fromStatus: payment.status, toStatus, detail: `${amount}: ${refund.reason}` },
    {
      userId: payment.studentId,
      link: `/student/payment-histories/${payment.id}`,
      write: ({ t, format }) => {
        const refunded = format.money(refund.amountCents, payment.currency);
        return {
          title: t("server.Refund issued"),
          body: full
            ? t("server.A refund of {amount} for {what} was issued.", { amount: refunded, what })
            : t("server.A refund of {amount} for {what} was issued. {remaining} of the payment is not refunded.", {
                amount: refunded,
                what,
                remaining: format.money(remainingCents, payment.currency),
              }),
          details: [
            [t("mail.detail.invoice"), payment.invoiceNumber],
            [t("mail.detail.refunded"), refunded],
            [t("mail.detail.reason"), refund.reason],
          ],
        };
      },
    },
  );
  return true;
}

/** The refund a gateway object is about: by the id the app gave it (metadata) or by the gateway's own id. */
export async function findGatewayRefund(tx: Tx, gatewayRefund: { id: string; metadata?: Record<string, string> | null }) {
  const ownId = Number(gatewayRefund.metadata?.refund_id);
  const refund = await tx.refund.findFirst({
    where: Number.isInteger(ownId) && ownId > 0 ? { OR: [{ id: ownId }, { gatewayRefundId: gatewayRefund.id }] } : { gatewayRefundId: gatewayRefund.id },
    select: { id: true, amountCents: true, status: true, gatewayRefundId: true, payment: { select: { gatewayPaymentId: true, currency: true } } },
  });
  return refund;
}
