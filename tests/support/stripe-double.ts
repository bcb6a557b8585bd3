/**
 * A small Stripe for tests and local demos (Stripe's own stripe-mock cannot be fetched offline): the part of the API
 * the app calls (Checkout Sessions, Refunds), a hosted payment page a browser can pay on without JavaScript, and
 * signed webhooks to the app, sent late as Stripe sends them (the redirect back and the webhook race). The official
 * `stripe` client talks to it when built with `{ host, port, protocol }`. State lives in memory; the delivery log is
 * readable at `GET /__double/events` by Playwright specs, which run in other processes than the double, and a spec
 * can hold a session's completed webhook back (`/__double/checkout/:id/hold`, then `.../release`).
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** How long after the redirect back the `checkout.session.completed` webhook leaves, as with Stripe. */
const COMPLETED_WEBHOOK_DELAY_MS = 300;
/** How long a refund stays `pending` before it settles. */
const REFUND_SETTLE_DELAY_MS = 200;
/** The waits before each new attempt of a delivery the app did not accept. */
const RETRY_DELAYS_MS = [250, 500, 1_000];

type Metadata = Record<string, string>;

type LineItem = { name: string; unitAmount: number; quantity: number; currency: string };

type CheckoutSession = {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  success_url: string;
  url: string | null;
};

type Refund = {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  failure_reason?: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: "pending" | "succeeded" | "failed";
};

type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
};

type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  latest_charge: string;
  livemode: false;
  metadata: Metadata;
  status: "succeeded";
};

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
};

/** One event and what became of each attempt to deliver it: the app's HTTP status, or the network error. */
export type WebhookDelivery = {
  event: StripeEvent;
  attempts: Array<{ status: number | null; error: string | null }>;
  delivered: boolean;
};

export type StripeDouble = {
  /** The double's origin, e.g. `http://127.0.0.1:12111`: the app's STRIPE_API_BASE. */
  url: string;
  port: number;
  /** Every event sent so far, oldest first, with its delivery attempts. */
  deliveries: WebhookDelivery[];
  close: () => Promise<void>;
};

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/**
 * Reads an `application/x-www-form-urlencoded` body the way Stripe does: `a[b][0][c]=v` nests, and an object whose
 * keys are all indexes is a list.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = [...key.matchAll(/^[^[\]]+|\[([^[\]]*)\]/g)].map((match) => match[1] ?? match[0]);
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return listify(root) as Record<string, unknown>;
}

function listify(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, listify(inner)] as const);
  const isList = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  return Object.fromEntries(entries);
}

function text(params: Record<string, unknown>, name: string) {
  const value = params[name];
  return typeof value === "string" && value !== "" ? value : null;
}

function required(params: Record<string, unknown>, name: string, label = name) {
  const value = text(params, name);
  if (value === null) throw new StripeApiError(400, `Missing required param: ${label}.`, { code: "parameter_missing", param: label });
  return value;
}

function positiveInteger(raw: string, label: string, { allowZero = false } = {}) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new StripeApiError(400, `Invalid integer: ${raw}`, { code: "parameter_invalid_integer", param: label });
  }
  return value;
}

function metadataOf(value: unknown): Metadata {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

function lineItemsOf(params: Record<string, unknown>): LineItem[] {
  const lines = params.line_items;
  if (!Array.isArray(lines) || lines.length === 0) {
    throw new StripeApiError(400, "Missing required param: line_items.", { code: "parameter_missing", param: "line_items" });
  }
  return lines.map((line: Record<string, unknown>, index) => {
    const prefix = `line_items[${index}]`;
    const priceData = (line.price_data ?? {}) as Record<string, unknown>;
    const productData = (priceData.product_data ?? {}) as Record<string, unknown>;
    return {
      name: required(productData, "name", `${prefix}[price_data][product_data][name]`),
      currency: required(priceData, "currency", `${prefix}[price_data][currency]`).toLowerCase(),
      unitAmount: positiveInteger(required(priceData, "unit_amount", `${prefix}[price_data][unit_amount]`), `${prefix}[price_data][unit_amount]`, { allowZero: true }),
      quantity: positiveInteger(required(line, "quantity", `${prefix}[quantity]`), `${prefix}[quantity]`),
    };
  });
}

function escapeHtml(value: string) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** Two decimals: the double serves the two-decimal currencies the app charges in. */
function formatAmount(amount: number, currency: string) {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

function htmlPage(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Starts the double on 127.0.0.1:`port` (a free port when 0), delivering its webhooks to `webhookUrl`. */
export async function startStripeDouble({
  port,
  webhookUrl,
  webhookSecret,
  secretKey,
}: {
  port: number;
  webhookUrl: string;
  webhookSecret: string;
  /** When given, every API call must carry exactly this key; otherwise any `Bearer` key is accepted. */
  secretKey?: string;
}): Promise<StripeDouble> {
  const sessions = new Map<string, CheckoutSession>();
  const lineItems = new Map<string, LineItem[]>();
  /** What `payment_intent_data[metadata]` asked for, by session: the payment intent and its charge carry it. */
  const intentMetadata = new Map<string, Metadata>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const idempotentReplies = new Map<string, { request: string; status: number; body: unknown }>();
  const deliveries: WebhookDelivery[] = [];
  /** Sessions whose `checkout.session.completed` a test holds back, with the sending it holds until released. */
  const heldCompletions = new Map<string, Array<() => void>>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = "";
  let closed = false;

  function later(delayMs: number, task: () => void | Promise<void>) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) void task();
    }, delayMs);
    timers.add(timer);
  }

  const pause = (delayMs: number) => new Promise<void>((resolve) => later(delayMs, resolve));

  function sign(payload: string) {
    const timestamp = now();
    const signature = createHmac("sha256", webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
    return `t=${timestamp},v1=${signature}`;
  }

  function post(payload: string) {
    const target = new URL(webhookUrl);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise<number>((resolve, reject) => {
      // built by hand rather than with fetch, so the request carries no Origin header, as Stripe's do not
      const outgoing = send(target, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Length": Buffer.byteLength(payload),
          "Stripe-Signature": sign(payload),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        timeout: 10_000,
      });
      outgoing.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
      outgoing.on("error", reject);
      outgoing.end(payload);
    });
  }

  /** Sends the events one after the other, each retried until the app accepts it or the attempts run out. */
  async function deliver(events: Array<{ type: string; object: unknown }>) {
    for (const { type, object } of events) {
      const event: StripeEvent = {
        id: newId("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
      };
      const delivery: WebhookDelivery = { event, attempts: [], delivered: false };
      deliveries.push(delivery);
      const payload = JSON.stringify(event, null, 2);
      for (const retryDelay of [0, ...RETRY_DELAYS_MS]) {
        if (retryDelay > 0) await pause(retryDelay);
        if (closed) return;
        try {
          const status = await post(payload);
          delivery.attempts.push({ status, error: null });
          delivery.delivered = status >= 200 && status < 300;
        } catch (error) {
          delivery.attempts.push({ status: null, error: (error as Error).message });
        }
        if (delivery.delivered) break;
      }
    }
  }

  function authorize(request: IncomingMessage) {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!key) {
      throw new StripeApiError(401, "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').");
    }
    if (secretKey !== undefined && key !== secretKey) {
      throw new StripeApiError(401, `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 8))}`);
    }
  }

  function findSession(id: string) {
    const session = sessions.get(id);
    if (!session) throw new StripeApiError(404, `No such checkout.session: '${id}'`, { code: "resource_missing", param: "id" });
    return session;
  }

  function createSession(params: Record<string, unknown>) {
    const mode = required(params, "mode");
    if (mode !== "payment") throw new StripeApiError(400, "The double only supports mode=payment.", { param: "mode" });
    const successUrl = required(params, "success_url");
    const lines = lineItemsOf(params);
    const currency = lines[0].currency;
    if (lines.some((line) => line.currency !== currency)) {
      throw new StripeApiError(400, "All line items must have the same currency.", { param: "line_items" });
    }
    const amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const id = newId("cs");
    const paymentIntentData = (params.payment_intent_data ?? {}) as Record<string, unknown>;
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: text(params, "cancel_url"),
      client_reference_id: text(params, "client_reference_id"),
      created: now(),
      currency,
      customer_details: null,
      customer_email: text(params, "customer_email"),
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
      metadata: metadataOf(params.metadata),
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: successUrl,
      url: `${origin}/checkout/${id}`,
    };
    sessions.set(id, session);
    lineItems.set(id, lines);
    intentMetadata.set(id, metadataOf(paymentIntentData.metadata));
    return session;
  }

  function expireSession(id: string) {
    const session = findSession(id);
    if (session.status !== "open") {
      throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    }
    session.status = "expired";
    session.url = null;
    later(0, () => deliver([{ type: "checkout.session.expired", object: session }]));
    return session;
  }

  function pay(session: CheckoutSession) {
    const created = now();
    const metadata = intentMetadata.get(session.id) ?? {};
    const paymentIntentId = newId("pi");
    const charge: Charge = {
      id: newId("ch"),
      object: "charge",
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      captured: true,
      created,
      currency: session.currency,
      livemode: false,
      metadata,
      paid: true,
      payment_intent: paymentIntentId,
      refunded: false,
      status: "succeeded",
    };
    charges.set(charge.id, charge);
    paymentIntents.set(paymentIntentId, {
      id: paymentIntentId,
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      created,
      currency: session.currency,
      latest_charge: charge.id,
      livemode: false,
      metadata,
      status: "succeeded",
    });
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: paymentIntentId,
      customer_details: { email: session.customer_email },
      url: null,
    } satisfies Partial<CheckoutSession>);
    const sendCompleted = () => later(COMPLETED_WEBHOOK_DELAY_MS, () => deliver([{ type: "checkout.session.completed", object: session }]));
    const held = heldCompletions.get(session.id);
    if (held) held.push(sendCompleted);
    else sendCompleted();
  }

  /**
   * `POST /__double/checkout/:id/hold` keeps the session's completed webhook back once it is paid, until
   * `POST /__double/checkout/:id/release`: a test can then see the app before the webhook as long as it needs to.
   */
  function handleControl(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/__double\/checkout\/([^/]+)\/(hold|release)$/.exec(url.pathname);
    if (request.method !== "POST" || !match || !sessions.has(match[1])) return json(response, 404, { error: { type: "invalid_request_error", message: "No such control." } });
    const [, id, action] = match;
    if (action === "hold") heldCompletions.set(id, heldCompletions.get(id) ?? []);
    else {
      for (const send of heldCompletions.get(id) ?? []) send();
      heldCompletions.delete(id);
    }
    response.writeHead(204).end();
  }

  function refundsOf(charge: Charge) {
    return [...refunds.values()].filter((refund) => refund.charge === charge.id);
  }

  /** A charge as Stripe shows it: the refunds listed on it, newest first. */
  function chargeView(charge: Charge) {
    const data = refundsOf(charge).reverse();
    return { ...charge, refunds: { object: "list", data, has_more: false, total_count: data.length, url: `/v1/charges/${charge.id}/refunds` } };
  }

  function createRefund(params: Record<string, unknown>) {
    const paymentIntentId = text(params, "payment_intent");
    const chargeId = text(params, "charge") ?? (paymentIntentId ? paymentIntents.get(paymentIntentId)?.latest_charge : null);
    if (!paymentIntentId && !text(params, "charge")) {
      throw new StripeApiError(400, "One of the following params should be provided for this request: payment_intent or charge.");
    }
    const charge = chargeId ? charges.get(chargeId) : undefined;
    if (!charge) {
      const [param, id] = paymentIntentId ? ["payment_intent", paymentIntentId] : ["charge", text(params, "charge")];
      throw new StripeApiError(400, `No such ${param}: '${id}'`, { code: "resource_missing", param });
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      throw new StripeApiError(400, `Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    }
    const rawAmount = text(params, "amount");
    const amount = rawAmount === null ? left : positiveInteger(rawAmount, "amount");
    if (amount > left) {
      throw new StripeApiError(400, `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`, { param: "amount" });
    }
    const refund: Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: metadataOf(params.metadata),
      payment_intent: charge.payment_intent,
      reason: text(params, "reason"),
      status: "pending",
    };
    refunds.set(refund.id, refund);
    // Stripe counts a pending refund on the charge at once, so two refunds cannot both take what is left
    charge.amount_refunded += amount;
    later(REFUND_SETTLE_DELAY_MS, () => settleRefund(refund, charge));
    return refund;
  }

  /** Settles a refund: it succeeds, unless its metadata asks the double for `double_outcome=fail`. */
  function settleRefund(refund: Refund, charge: Charge) {
    if (refund.metadata.double_outcome === "fail") {
      refund.status = "failed";
      refund.failure_reason = "declined";
      charge.amount_refunded -= refund.amount;
      return deliver([
        { type: "refund.updated", object: refund },
        { type: "refund.failed", object: refund },
      ]);
    }
    refund.status = "succeeded";
    charge.refunded = charge.amount_refunded === charge.amount;
    return deliver([
      { type: "refund.updated", object: refund },
      { type: "charge.refunded", object: chargeView(charge) },
    ]);
  }

  function found<T>(value: T | undefined, kind: string, id: string) {
    if (!value) throw new StripeApiError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param: "id" });
    return value;
  }

  function answerApi(method: string, pathname: string, params: Record<string, unknown>): unknown {
    if (method === "POST" && pathname === "/v1/checkout/sessions") return createSession(params);
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(pathname);
    if (session && method === "GET" && !session[2]) return findSession(session[1]);
    if (session && method === "POST" && session[2]) return expireSession(session[1]);
    if (method === "POST" && pathname === "/v1/refunds") return createRefund(params);
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(pathname);
    if (refund && method === "GET") return found(refunds.get(refund[1]), "refund", refund[1]);
    const paymentIntent = /^\/v1\/payment_intents\/([^/]+)$/.exec(pathname);
    if (paymentIntent && method === "GET") return found(paymentIntents.get(paymentIntent[1]), "payment_intent", paymentIntent[1]);
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(pathname);
    if (charge && method === "GET") return chargeView(found(charges.get(charge[1]), "charge", charge[1]));
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${pathname}).`);
  }

  function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req"), ...headers });
    response.end(JSON.stringify(body, null, 2));
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const idempotencyKey = method === "POST" ? request.headers["idempotency-key"] : undefined;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    let status = 200;
    let reply: unknown;
    try {
      authorize(request);
      if (typeof idempotencyKey === "string") {
        const earlier = idempotentReplies.get(idempotencyKey);
        if (earlier && earlier.request !== fingerprint) {
          throw new StripeApiError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`, { type: "idempotency_error" });
        }
        if (earlier) return json(response, earlier.status, earlier.body, { "Idempotent-Replayed": "true" });
      }
      const params = parseStripeForm(method === "GET" ? url.search.slice(1) : body);
      reply = answerApi(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      reply = { error: { type: error.details.type ?? "invalid_request_error", message: error.message, code: error.details.code, param: error.details.param } };
    }
    // Stripe replays a key's first answer, an error included, except an authentication failure
    if (typeof idempotencyKey === "string" && status !== 401) {
      idempotentReplies.set(idempotencyKey, { request: fingerprint, status, body: structuredClone(reply) });
    }
    json(response, status, reply);
  }

  function html(response: ServerResponse, status: number, title: string, body: string) {
    response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    response.end(htmlPage(title, body));
  }

  function notFoundPage(response: ServerResponse) {
    html(response, 404, "Payment not found", "<h1>Payment not found</h1><p>This payment page does not exist or has expired.</p>");
  }

  function successUrlOf(session: CheckoutSession) {
    return session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
  }

  function showCheckout(response: ServerResponse, session: CheckoutSession) {
    const lines = (lineItems.get(session.id) ?? [])
      .map((line) => `<li>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}: ${formatAmount(line.unitAmount * line.quantity, line.currency)}</li>`)
      .join("");
    const total = `<p>Total: <strong>${formatAmount(session.amount_total, session.currency)}</strong></p>`;
    if (session.status === "complete") {
      return html(response, 200, "Test payment", `<h1>Test payment</h1><ul>${lines}</ul>${total}<p>This payment is complete.</p><p><a href="${escapeHtml(successUrlOf(session))}">Return to the merchant</a></p>`);
    }
    const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : "";
    html(
      response,
      200,
      "Test payment",
      `<h1>Test payment</h1><p>A payment on the test double: no card is charged.</p><ul>${lines}</ul>${total}` +
        `<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>${cancel}`,
    );
  }

  function handleCheckout(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    const session = match ? sessions.get(match[1]) : undefined;
    if (!match || !session || session.status === "expired") return notFoundPage(response);
    if (!match[2] && request.method === "GET") return showCheckout(response, session);
    if (match[2] && request.method === "POST") {
      if (session.status === "open") pay(session);
      response.writeHead(303, { Location: successUrlOf(session) });
      return response.end();
    }
    response.writeHead(405, { Allow: match[2] ? "POST" : "GET" });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const handled = url.pathname.startsWith("/v1/")
      ? handleApi(request, response, url)
      : url.pathname === "/__double/events"
        ? json(response, 200, deliveries)
        : url.pathname.startsWith("/__double/")
          ? handleControl(request, response, url)
          : handleCheckout(request, response, url);
    Promise.resolve(handled).catch((error: Error) => {
      if (!response.headersSent) json(response, 500, { error: { type: "api_error", message: error.message } });
      else response.destroy(error);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${actualPort}`;

  return {
    url: origin,
    port: actualPort,
    deliveries,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
