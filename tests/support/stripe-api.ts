/**
 * The Stripe API as MSW handlers for Vitest: Checkout Sessions (create, retrieve) and Refunds (create), answering
 * in Stripe's shapes from an in-memory state, and recording every request the app made. Plus webhook events signed
 * the way Stripe signs them (`t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`), written here rather than with the
 * stripe package's helper so that the app's verification is checked against the scheme itself.
 */
import { createHmac, randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

const API = "https://api.stripe.com";

export type StripeCall = { method: string; path: string; body: URLSearchParams; authorization: string | null; idempotencyKey: string | null };

export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

function metadataOf(body: URLSearchParams, prefix = "metadata") {
  const metadata: Record<string, string> = {};
  for (const [key, value] of body) {
    const match = key.match(new RegExp(`^${prefix}\\[(.+)\\]$`));
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

export function createStripeApi() {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, FakeSession>();
  /** Set to make the next refund creation fail with this message (a 400 from Stripe). */
  let refuseNextRefund: string | null = null;

  const record = async (request: Request, path: string) => {
    const body = new URLSearchParams(request.method === "GET" ? "" : await request.text());
    const call = { method: request.method, path, body, authorization: request.headers.get("authorization"), idempotencyKey: request.headers.get("idempotency-key") };
    calls.push(call);
    return call;
  };

  const server = setupServer(
    http.post(`${API}/v1/checkout/sessions`, async ({ request }) => {
      const { body } = await record(request, "/v1/checkout/sessions");
      const session: FakeSession = {
        id: id("cs"),
        object: "checkout.session",
        url: "",
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(body.get("line_items[0][price_data][unit_amount]")) * Number(body.get("line_items[0][quantity]") ?? 1),
        currency: body.get("line_items[0][price_data][currency]") ?? "",
        client_reference_id: body.get("client_reference_id"),
        metadata: metadataOf(body),
        customer_email: body.get("customer_email"),
        payment_intent: null,
        success_url: body.get("success_url") ?? "",
        cancel_url: body.get("cancel_url") ?? "",
      };
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return HttpResponse.json(session);
    }),
    http.get(`${API}/v1/checkout/sessions/:id`, async ({ request, params }) => {
      await record(request, `/v1/checkout/sessions/${params.id}`);
      const session = sessions.get(String(params.id));
      if (!session) return HttpResponse.json({ error: { type: "invalid_request_error", message: "No such checkout.session" } }, { status: 404 });
      return HttpResponse.json(session);
    }),
    http.post(`${API}/v1/refunds`, async ({ request }) => {
      const { body } = await record(request, "/v1/refunds");
      if (refuseNextRefund) {
        const message = refuseNextRefund;
        refuseNextRefund = null;
        return HttpResponse.json({ error: { type: "invalid_request_error", message } }, { status: 400 });
      }
      return HttpResponse.json({
        id: id("re"),
        object: "refund",
        amount: Number(body.get("amount")),
        currency: "usd",
        payment_intent: body.get("payment_intent"),
        status: "pending",
        metadata: metadataOf(body),
        reason: body.get("reason"),
      });
    }),
  );

  return {
    server,
    calls,
    sessions,
    refuseNextRefund(message: string) {
      refuseNextRefund = message;
    },
    /** The student paid on Stripe's page: the session is complete, with a PaymentIntent. */
    complete(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: id("pi") });
      return session;
    },
    lastCall(path: string) {
      return calls.filter((call) => call.path === path).at(-1);
    },
  };
}

/** A webhook event envelope as Stripe sends it. */
export function stripeEvent(type: string, object: unknown, eventId = id("evt")) {
  return JSON.stringify({ id: eventId, object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), type, data: { object }, livemode: false, pending_webhooks: 1 });
}

/** Stripe's signature header for a payload, at `timestamp` (seconds; now unless given). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}
