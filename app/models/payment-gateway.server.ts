import type Stripe from "stripe";
import type { PaymentSettings } from "~/domain/settings";
import { getEnv, type Env } from "~/utils/env.server";
import { getSettings } from "./settings.server";

/**
 * How students can pay, from the admin's Payment settings over the environment: a key or webhook secret left empty
 * in the settings falls back to STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET. Online payment needs both, because without
 * the webhook nothing could ever confirm a payment.
 */
export async function getPaymentOptions() {
  return paymentOptionsFrom(await getSettings("payment"), getEnv());
}

export function paymentOptionsFrom(settings: PaymentSettings, env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">) {
  const secretKey = settings.gatewayKeyId || env.STRIPE_SECRET_KEY;
  const webhookSecret = settings.webhookSecret || env.STRIPE_WEBHOOK_SECRET;
  return {
    online: settings.enableGateway && Boolean(secretKey) && Boolean(webhookSecret),
    offline: settings.enableOfflinePayment,
    offlineInstructions: settings.offlineInstructions,
    secretKey,
    webhookSecret,
  };
}

/** The gateway is off or not configured: nothing was sent to it. */
export class GatewayUnavailableError extends Error {}

let library: typeof Stripe | undefined;

/**
 * Stripe's library, loaded with the first call to the gateway: heavy for a serving process that may never need it
 * (decision 073).
 */
export async function loadGatewayLibrary() {
  library ??= (await import("stripe")).default;
  return library;
}

const clients = new Map<string, Stripe>();

/** The Stripe client for a key, pointed at STRIPE_API_BASE when set (a local double in tests and demos). */
export async function gatewayClient(secretKey: string) {
  const Stripe = await loadGatewayLibrary();
  const base = getEnv().STRIPE_API_BASE;
  const cacheKey = `${base} ${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = base ? new URL(base) : null;
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(url ? { host: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), protocol: url.protocol === "https:" ? "https" : "http" } : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** The client when online payment is on; otherwise a GatewayUnavailableError. */
export async function requireGateway() {
  const options = await getPaymentOptions();
  if (!options.online) throw new GatewayUnavailableError("Online payment is not available.");
  return gatewayClient(options.secretKey);
}

/** The gateway's message for a refused call, for staff; a network failure says so. */
export function gatewayErrorMessage(error: unknown) {
  // A gateway error can only come from a call made after the library was loaded.
  if (library && error instanceof library.errors.StripeConnectionError) return "The payment gateway could not be reached.";
  if (library && error instanceof library.errors.StripeError) return error.message;
  return "The payment gateway did not answer as expected.";
}
