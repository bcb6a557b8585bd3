import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { parseStripeForm, startStripeDouble, type StripeDouble, type WebhookDelivery } from "../support/stripe-double";

const SECRET_KEY = "sk_test_double_vitest";
const WEBHOOK_SECRET = "whsec_double_vitest";

type Received = { rawBody: string; headers: IncomingMessage["headers"] };

/** The app's side: a webhook endpoint that keeps what it receives; it answers 200, or first `refusals[type]` in turn. */
let app: Server;
let received: Received[] = [];
let refusals: Record<string, number[]> = {};
let double: StripeDouble;
let stripe: Stripe;

beforeAll(async () => {
  app = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      received.push({ rawBody, headers: request.headers });
      response.writeHead(refusals[(JSON.parse(rawBody) as { type: string }).type]?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/webhooks/stripe`;
  double = await startStripeDouble({ port: 0, webhookUrl, webhookSecret: WEBHOOK_SECRET, secretKey: SECRET_KEY });
  stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: double.port, protocol: "http", maxNetworkRetries: 0 });
});

afterAll(async () => {
  await double.close();
  await new Promise<void>((resolve) => app.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  refusals = {};
});

/** The verified events the app received, by type, once `count` of them have arrived. */
async function webhooks(type: string, count = 1, timeout = 3_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const events = received
      .map((delivery) => stripe.webhooks.constructEvent(delivery.rawBody, delivery.headers["stripe-signature"] as string, WEBHOOK_SECRET))
      .filter((event) => event.type === type);
    if (events.length >= count) return events;
    if (Date.now() > deadline) throw new Error(`${count} ${type} webhook(s) expected; received ${received.length} deliveries`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function createSession(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}, options?: Stripe.RequestOptions) {
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        { price_data: { currency: "usd", unit_amount: 15_000, product_data: { name: "SOP writing" } }, quantity: 1 },
        { price_data: { currency: "usd", unit_amount: 2_450, product_data: { name: "Express review" } }, quantity: 2 },
      ],
      client_reference_id: "12",
      metadata: { payment_id: "12" },
      payment_intent_data: { metadata: { payment_id: "12" } },
      customer_email: "student@example.com",
      success_url: "http://localhost:3000/student/payment-histories/12?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/student/payment-histories/12?checkout=cancelled",
      ...overrides,
    },
    options,
  );
}

/** What a browser does on the hosted page: sends its Pay form; answers the redirect back. */
async function payOnHostedPage(session: Stripe.Checkout.Session) {
  const response = await fetch(`${double.url}/checkout/${session.id}/pay`, { method: "POST", redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

async function paidSession() {
  const session = await createSession();
  await payOnHostedPage(session);
  const [completed] = await webhooks("checkout.session.completed");
  received = [];
  return (completed.data.object as Stripe.Checkout.Session).payment_intent as string;
}

describe("the form body parser", () => {
  test("nests bracket keys and turns indexed keys into lists", () => {
    expect(parseStripeForm("line_items[1][quantity]=2&line_items[0][price_data][currency]=usd&metadata[payment_id]=12&mode=payment&name=A+b%26c")).toEqual({
      line_items: [{ price_data: { currency: "usd" } }, { quantity: "2" }],
      metadata: { payment_id: "12" },
      mode: "payment",
      name: "A b&c",
    });
  });
});

describe("Checkout Sessions through the stripe package", () => {
  test("creates an open, unpaid session whose total sums its lines, and reads it back", async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: "checkout.session",
      amount_total: 19_900,
      currency: "usd",
      client_reference_id: "12",
      metadata: { payment_id: "12" },
      customer_email: "student@example.com",
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      livemode: false,
      url: `${double.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
  });

  test("refuses a session without line items, in Stripe's error shape", async () => {
    const refused = await createSession({ line_items: [] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, param: "line_items" });
  });

  test("a missing session is a 404 resource_missing", async () => {
    await expect(stripe.checkout.sessions.retrieve("cs_test_nothing")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  test("the hosted page pays without JavaScript, redirects to the success URL, then sends the signed completed webhook", async () => {
    const session = await createSession();
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Test payment</title>");
    expect(html).toContain("SOP writing");
    expect(html).toContain("199.00 USD");
    expect(html).toContain(`<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>`);
    expect(html).toContain(`<a href="http://localhost:3000/student/payment-histories/12?checkout=cancelled">Cancel</a>`);

    const location = await payOnHostedPage(session);
    expect(location).toBe(`http://localhost:3000/student/payment-histories/12?checkout=success&session_id=${session.id}`);
    // the redirect comes first: the webhook is still on its way
    expect(received).toEqual([]);

    const [event] = await webhooks("checkout.session.completed");
    expect(event).toMatchObject({ object: "event", api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1 });
    expect(event.id).toMatch(/^evt_test_\w+$/);
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ id: session.id, status: "complete", payment_status: "paid", metadata: { payment_id: "12" }, amount_total: 19_900 });
    expect(paid.payment_intent).toMatch(/^pi_test_\w+$/);
    expect(received[0].headers["content-type"]).toMatch(/^application\/json/);
    expect(received[0].headers.origin).toBeUndefined();

    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({ amount: 19_900, status: "succeeded", metadata: { payment_id: "12" } });
    expect(intent.latest_charge).toMatch(/^ch_test_\w+$/);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBe(paid.payment_intent);
  });

  test("a held session's completed webhook waits until released", async () => {
    const session = await createSession();
    const control = (action: string) => fetch(`${double.url}/__double/checkout/${session.id}/${action}`, { method: "POST" });
    expect((await control("hold")).status).toBe(204);
    await payOnHostedPage(session);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received).toEqual([]);
    expect((await control("release")).status).toBe(204);
    const [event] = await webhooks("checkout.session.completed");
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: "paid" });
    expect((await fetch(`${double.url}/__double/checkout/cs_test_nothing/hold`, { method: "POST" })).status).toBe(404);
  });

  test("a second Pay on a paid session only redirects: no second payment, no second webhook", async () => {
    const session = await createSession();
    await payOnHostedPage(session);
    await webhooks("checkout.session.completed");
    const intent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent;
    await payOnHostedPage(session);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await webhooks("checkout.session.completed")).toHaveLength(1);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBe(intent);
  });

  test("expiring a session sends checkout.session.expired and its page is gone", async () => {
    const session = await createSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe("expired");
    const [event] = await webhooks("checkout.session.expired");
    expect(event.data.object).toMatchObject({ id: session.id, status: "expired", payment_status: "unpaid" });
    expect((await fetch(`${double.url}/checkout/${session.id}`)).status).toBe(404);
    expect((await fetch(`${double.url}/checkout/${session.id}/pay`, { method: "POST", redirect: "manual" })).status).toBe(404);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  test("an unknown session's page is a 404", async () => {
    expect((await fetch(`${double.url}/checkout/cs_test_nothing`)).status).toBe(404);
  });
});

describe("Refunds through the stripe package", () => {
  test("a partial refund is pending, then succeeds with refund.updated and charge.refunded, both signed", async () => {
    const paymentIntent = await paidSession();
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 5_000, reason: "requested_by_customer", metadata: { refund_id: "7" } });
    expect(refund).toMatchObject({ object: "refund", amount: 5_000, currency: "usd", payment_intent: paymentIntent, status: "pending", reason: "requested_by_customer", metadata: { refund_id: "7" } });
    expect(refund.id).toMatch(/^re_test_\w+$/);
    expect(refund.charge).toMatch(/^ch_test_\w+$/);

    const [updated] = await webhooks("refund.updated");
    expect(updated.data.object).toMatchObject({ id: refund.id, status: "succeeded", amount: 5_000 });
    const [refunded] = await webhooks("charge.refunded");
    const charge = refunded.data.object as Stripe.Charge;
    expect(charge).toMatchObject({ id: refund.charge, object: "charge", amount: 19_900, amount_refunded: 5_000, refunded: false, payment_intent: paymentIntent });
    expect(charge.refunds?.data.map((listed) => [listed.id, listed.status])).toEqual([[refund.id, "succeeded"]]);
    expect(received.map((delivery) => JSON.parse(delivery.rawBody).type)).toEqual(["refund.updated", "charge.refunded"]);
  });

  test("without an amount refunds what is left, after which the charge is fully refunded", async () => {
    const paymentIntent = await paidSession();
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 9_900 });
    await webhooks("charge.refunded");
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(10_000);
    const events = await webhooks("charge.refunded", 2);
    expect(events[1].data.object).toMatchObject({ amount_refunded: 19_900, refunded: true });
  });

  test("refuses to refund more than is left, counting a refund still pending", async () => {
    const paymentIntent = await paidSession();
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 19_000 });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent, amount: 1_000 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      message: "Refund amount (10.00 USD) is greater than unrefunded amount on charge (9.00 USD)",
    });
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    // both refunds settle before the next test starts listening
    await webhooks("charge.refunded", 2);
  });

  test("refuses a refund of an unknown payment intent", async () => {
    await expect(stripe.refunds.create({ payment_intent: "pi_test_nothing" })).rejects.toMatchObject({ statusCode: 400, code: "resource_missing", param: "payment_intent" });
  });

  test("metadata double_outcome=fail makes the refund fail, and gives its amount back to refund", async () => {
    const paymentIntent = await paidSession();
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { double_outcome: "fail" } });
    const [updated] = await webhooks("refund.updated");
    expect(updated.data.object).toMatchObject({ id: refund.id, status: "failed", failure_reason: "declined" });
    await webhooks("refund.failed");
    const refundedCharges = (await webhooks("charge.refunded", 0)).map((event) => (event.data.object as Stripe.Charge).payment_intent);
    expect(refundedCharges).not.toContain(paymentIntent);
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(19_900);
  });
});

describe("the API's guards", () => {
  test("a call without a key is a 401", async () => {
    const response = await fetch(`${double.url}/v1/checkout/sessions/cs_test_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("API key") } });
  });

  test("a call with another key is refused", async () => {
    const other = new Stripe("sk_test_someone_else", { host: "127.0.0.1", port: double.port, protocol: "http", maxNetworkRetries: 0 });
    await expect(other.checkout.sessions.create({ mode: "payment", success_url: "http://x" })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  test("the same Idempotency-Key replays the first answer, and refuses other parameters", async () => {
    const first = await createSession({}, { idempotencyKey: "pay-12-attempt-1" });
    const replay = await createSession({}, { idempotencyKey: "pay-12-attempt-1" });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(createSession({ client_reference_id: "13" }, { idempotencyKey: "pay-12-attempt-1" })).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    expect((await createSession()).id).not.toBe(first.id);
  });
});

describe("webhook delivery", () => {
  test("retries a delivery the app refused, and logs every attempt at /__double/events", async () => {
    refusals = { "checkout.session.expired": [500, 503] };
    const session = await createSession();
    await stripe.checkout.sessions.expire(session.id);
    await webhooks("checkout.session.expired", 3, 5_000);
    const log = (await (await fetch(`${double.url}/__double/events`)).json()) as WebhookDelivery[];
    const delivery = log.find((entry) => (entry.event.data.object as { id: string }).id === session.id);
    expect(delivery).toMatchObject({ delivered: true, attempts: [{ status: 500 }, { status: 503 }, { status: 200 }] });
  });
});
