import { canPayOnline, toGatewayAmount } from "~/domain/payment";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { requireGateway } from "./payment-gateway.server";

/** The invoice is not one that can be paid (already paid, refunded): nothing was sent to the gateway. */
export class PaymentNotPayableError extends Error {}

/** The student already paid on the gateway's page and its confirmation is on its way: a second charge is not offered. */
export class PaymentBeingConfirmedError extends Error {}

/**
 * The gateway's checkout page for one of the student's unpaid invoices. An open checkout of the same invoice is
 * reused, so two tabs or a second click never lead to two charges; a completed one means the payment is being
 * confirmed. Otherwise a new Checkout Session is made, carrying the payment's id both ways (client reference and
 * metadata) so that its webhook finds the invoice. A failed invoice becomes pending again: the student is trying again.
 */
export async function startCheckout({ studentId, paymentId }: { studentId: number; paymentId: number }) {
  const payment = await db.payment.findFirst({
    where: { id: paymentId, studentId },
    select: {
      id: true,
      status: true,
      invoiceNumber: true,
      serviceName: true,
      amountCents: true,
      currency: true,
      checkoutSessionId: true,
      student: { select: { email: true } },
    },
  });
  if (!payment) return null;
  if (!canPayOnline(payment)) throw new PaymentNotPayableError("This invoice is not awaiting payment.");
  const stripe = await requireGateway();

  if (payment.checkoutSessionId) {
    const previous = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId);
    if (previous.status === "complete") throw new PaymentBeingConfirmedError("Your payment is being confirmed.");
    if (previous.status === "open" && previous.url) return previous.url;
  }

  const pageUrl = `${getEnv().APP_URL}/student/payment-histories/${payment.id}`;
  const reference = String(payment.id);
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    client_reference_id: reference,
    metadata: { payment_id: reference, invoice_number: payment.invoiceNumber },
    payment_intent_data: { metadata: { payment_id: reference, invoice_number: payment.invoiceNumber } },
    customer_email: payment.student.email,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: payment.currency.toLowerCase(),
          unit_amount: toGatewayAmount(payment.amountCents, payment.currency),
          product_data: { name: `${payment.serviceName} (${payment.invoiceNumber})` },
        },
      },
    ],
    success_url: `${pageUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${pageUrl}?checkout=cancelled`,
  });
  if (!session.url) throw new Error(`The gateway made checkout ${session.id} without a page to send the student to`);
  const started = await db.payment.updateMany({
    where: { id: payment.id, status: { in: ["pending", "failed"] } },
    data: { checkoutSessionId: session.id, status: "pending" },
  });
  if (started.count !== 1) throw new PaymentNotPayableError("This invoice is not awaiting payment.");
  return session.url;
}
