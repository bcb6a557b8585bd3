import { toGatewayAmount } from "~/domain/payment";
import type { SearchedPayment } from "~/models/payment.server";

/** The record an invoice was billed for: a booked session or an SOP order; null when it names none (a loan application's). */
function billedFor(payment: SearchedPayment) {
  if (payment.bookingId !== null) return { type: "booking" as const, id: payment.bookingId };
  if (payment.sopApplicationId !== null) return { type: "sop_application" as const, id: payment.sopApplicationId };
  return null;
}

/**
 * A payment as `/api/me/payments` answers it (the `Payment` schema): what the student's payment history shows, the
 * amounts in the currency's minor unit (whole yen, cents of a dollar) as payment APIs write them, and what it was
 * for. The invoice PDF's and the checkout's addresses need the site's session and are left out.
 */
export function paymentJson(payment: SearchedPayment) {
  return {
    id: payment.id,
    invoice_number: payment.invoiceNumber,
    service_name: payment.serviceName,
    billed_for: billedFor(payment),
    amount: toGatewayAmount(payment.amountCents, payment.currency),
    refunded_amount: toGatewayAmount(payment.refundedCents, payment.currency),
    currency: payment.currency,
    status: payment.status,
    method: payment.method,
    paid_at: payment.paidAt?.toISOString() ?? null,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
  };
}
