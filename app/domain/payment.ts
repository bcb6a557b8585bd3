/**
 * The rules of an invoice's money: what a student may pay, what is left to refund, and how an amount is written for
 * the payment gateway. Amounts in the app are hundredths of the currency unit (`amountCents`).
 */

import { lookup } from "./lookup";

/** The message of each way of paying, for the student's pages; the exports and the admin keep the English labels. */
const PAYMENT_METHOD_KEYS: Record<string, string> = {
  card: "student.payments.method.card",
  bank_transfer: "student.payments.method.bankTransfer",
  paypal: "student.payments.method.paypal",
  cash: "student.payments.method.cash",
};

/** The message key of a payment method, or null for one the app does not know (shown as stored). */
export function paymentMethodKey(method: string): string | null {
  return lookup(PAYMENT_METHOD_KEYS, method) ?? null;
}

/** A pending invoice can be paid online; a failed attempt can be tried again. */
export function canPayOnline(payment: { status: string }) {
  return payment.status === "pending" || payment.status === "failed";
}

/** What may still be refunded: the amount less what was refunded and what is being refunded. */
export function refundableCents(payment: { amountCents: number; refundedCents: number }, pendingRefundCents: number) {
  return Math.max(0, payment.amountCents - payment.refundedCents - pendingRefundCents);
}

/** A payment is "refunded" once its refunds give back all of it; a partial refund leaves it "paid". */
export function isFullyRefunded(payment: { amountCents: number }, refundedCents: number) {
  return refundedCents >= payment.amountCents;
}

// Stripe writes amounts in the currency's smallest unit: none for these, thousandths for the three-decimal ones.
const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** An amount in hundredths as the gateway writes it for `currency`. */
export function toGatewayAmount(cents: number, currency: string) {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return Math.round(cents / 100);
  if (THREE_DECIMAL.has(code)) return cents * 10;
  return cents;
}

/** The gateway's amount back in hundredths. */
export function fromGatewayAmount(amount: number, currency: string) {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return amount * 100;
  if (THREE_DECIMAL.has(code)) return Math.round(amount / 10);
  return amount;
}

export type CheckoutReturn = "success" | "cancelled";

/** The `checkout` parameter the gateway's return addresses carry back to the invoice page. */
export function readCheckoutReturn(value: string | null): CheckoutReturn | null {
  return value === "success" || value === "cancelled" ? value : null;
}

/**
 * The moment a gateway signature header (`t=1700000000,v1=…`) says it was made, in seconds; null when it names none.
 * The gateway's SDK refuses a signature older than its tolerance but not one dated ahead of the clock, which a replay
 * prepared for later would be.
 */
export function signatureTimestamp(header: string): number | null {
  const field = header.split(",").find((part) => part.trim().startsWith("t="));
  const seconds = field ? Number(field.trim().slice(2)) : NaN;
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/** A signature dated more than `toleranceSeconds` after `now`. */
export function signedInTheFuture(header: string, now: Date, toleranceSeconds: number) {
  const seconds = signatureTimestamp(header);
  return seconds !== null && seconds - Math.floor(now.getTime() / 1000) > toleranceSeconds;
}
