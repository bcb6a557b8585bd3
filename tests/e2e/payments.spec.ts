import { expect, test, type Page } from "@playwright/test";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, gotoReady, signIn } from "../support/browser";
import { createPayment } from "../support/fixtures/applications";
import { ZONE } from "../support/fixtures/bookings";
import { E2E_MAIL_DIR_VARIABLE, waitForMailFile } from "../support/mail";
import type { WebhookDelivery } from "../support/stripe-double";
import { createTestUser, sessionCookie } from "../support/users";

// playwright.config.ts starts the server against the Stripe double that the global setup runs on this port.
const stripeDouble = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
// The webhook comes a moment after the redirect back, and the invoice page looks again every few seconds by itself.
const WEBHOOK_LANDED = { timeout: 15_000 };

const invoicePath = (paymentId: number) => `/student/payment-histories/${paymentId}`;
const searchFor = (path: string, keyword: string) => `${path}?search_keyword=${encodeURIComponent(keyword)}`;
const mailDir = () => process.env[E2E_MAIL_DIR_VARIABLE]!;

async function openRowMenu(page: Page, label: string) {
  await page.getByRole("button", { name: label }).or(page.locator(`summary[aria-label="${label}"]`)).click();
}

/** The Checkout Session id of the double's payment page the browser is on. */
function checkoutSessionId(page: Page) {
  const match = /\/checkout\/(cs_test_\w+)$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`Not on the double's payment page: ${page.url()}`);
  return match[1];
}

async function controlCompletion(sessionId: string, action: "hold" | "release") {
  const response = await fetch(`${stripeDouble}/__double/checkout/${sessionId}/${action}`, { method: "POST" });
  expect(response.status).toBe(204);
}

/** The double's deliveries of `type` whose object `matches`, once `count` of them have been answered. */
async function deliveriesOf(type: string, matches: (object: Record<string, unknown>) => boolean, count = 1) {
  let found: WebhookDelivery[] = [];
  await expect
    .poll(async () => {
      const log = (await (await fetch(`${stripeDouble}/__double/events`)).json()) as WebhookDelivery[];
      found = log.filter((delivery) => delivery.event.type === type && matches(delivery.event.data.object as Record<string, unknown>));
      return found.filter((delivery) => delivery.attempts.length > 0).length;
    }, WEBHOOK_LANDED)
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Orders the SOP Writing - Standard package through its service page, as a student does; returns its invoice. */
async function orderSop(page: Page, studentId: number) {
  await gotoReady(page, "/services/sop-writing");
  const form = page.getByTestId("booking-form");
  await form.getByLabel(/Standard/).check();
  await form.getByLabel("University", { exact: true }).fill("University of Toronto");
  await form.getByLabel("Program", { exact: true }).fill("MSc Computer Science");
  await form.getByLabel("Application deadline", { exact: true }).fill(addDaysToDay(todayInZone(ZONE), 40));
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL("/student/sop-applications");
  return db.payment.findFirstOrThrow({ where: { studentId, sopApplication: { isNot: null } } });
}

/** From the invoice page to the double's payment page. */
async function startCheckout(page: Page, paymentId: number) {
  await gotoReady(page, invoicePath(paymentId));
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveTitle("Test payment");
  return checkoutSessionId(page);
}

const paymentRow = (paymentId: number) => db.payment.findUniqueOrThrow({ where: { id: paymentId } });

/** A form posted as a browser without JavaScript posts it, signed in as `userId`; the answer, unfollowed. */
async function postAs(userId: number, path: string, form: Record<string, string> = {}) {
  return fetch(new URL(path, process.env.APP_URL), { method: "POST", headers: { Cookie: await sessionCookie(userId) }, body: new URLSearchParams(form), redirect: "manual" });
}

/**
 * The student pays the invoice by card without a browser, as one without JavaScript would (Pay now, then Pay on the
 * double's page); resolves once the webhook made it Paid, with the gateway's payment id. What the student sees on the
 * way is the first two tests' part.
 */
async function paidByCard(studentId: number, paymentId: number) {
  const started = await postAs(studentId, invoicePath(paymentId));
  expect(started.status).toBe(303);
  const checkout = new URL(started.headers.get("location")!);
  const paid = await fetch(new URL(`${checkout.pathname}/pay`, checkout), { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  await expect.poll(async () => (await paymentRow(paymentId)).status, WEBHOOK_LANDED).toBe("paid");
  const { gatewayPaymentId } = await paymentRow(paymentId);
  expect(gatewayPaymentId).toMatch(/^pi_test_\w+$/);
  return gatewayPaymentId!;
}

/** Waits for the webhooks' effect, not for a time: the payment counts `cents` as refunded once the gateway confirmed. */
async function refundSettled(paymentId: number, cents: number) {
  await expect.poll(async () => (await paymentRow(paymentId)).refundedCents, WEBHOOK_LANDED).toBe(cents);
}

/** Pays the invoice on the double's page and waits until the webhook made it Paid; returns the Checkout Session id. */
async function payInFull(page: Page, paymentId: number) {
  const sessionId = await startCheckout(page, paymentId);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${invoicePath(paymentId)}\\?checkout=success`));
  await expect(page.getByText("Paid", { exact: true })).toBeVisible(WEBHOOK_LANDED);
  return sessionId;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`online payment with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a student pays an SOP invoice on the gateway: confirming until the webhook lands, then Paid, and a receipt by mail", async ({ page }) => {
      const student = await createTestUser("student", "Paying Student");
      await signIn(page, student);
      const payment = await orderSop(page, student.id);
      expect(payment).toMatchObject({ status: "pending", amountCents: 14_900 });

      const sessionId = await startCheckout(page, payment.id);
      await expect(page.getByRole("main")).toContainText(`SOP Writing - Standard (${payment.invoiceNumber})`);
      await expect(page.getByRole("main")).toContainText("149.00 USD");
      await controlCompletion(sessionId, "hold");
      await page.getByRole("button", { name: "Pay", exact: true }).click();

      await expect(page).toHaveURL(`${invoicePath(payment.id)}?checkout=success&session_id=${sessionId}`);
      await expect(page.getByText("Payment is being confirmed")).toBeVisible();
      await expect(page.getByText("Paid on")).toHaveCount(0);
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");

      // no reload from the test: the page looks again by itself until the payment is confirmed
      await controlCompletion(sessionId, "release");
      await expect(page.getByText("Paid", { exact: true })).toBeVisible(WEBHOOK_LANDED);
      await expect(page.getByText("Paid on")).toBeVisible();
      await expect(page.getByText("Payment received. Thank you.")).toBeVisible();
      await expect(page.getByText("Payment is being confirmed")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);

      const [completed] = await deliveriesOf("checkout.session.completed", (session) => session.id === sessionId);
      expect(completed.attempts[0].status).toBe(200);
      expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "paid", paidAt: expect.any(Date) });
      const receipt = await waitForMailFile({ dir: mailDir(), to: student.email, subject: "Payment received" });
      expect(receipt.text).toContain(payment.invoiceNumber);
    });

    test("a student who cancels on the gateway is told nothing was charged, and can pay again", async ({ page }) => {
      const student = await createTestUser("student", "Hesitant Student");
      const payment = await createPayment(student.id, { amountCents: 19_900 });
      await signIn(page, student);

      const cancelledSession = await startCheckout(page, payment.id);
      await expect(page.getByRole("main")).toContainText("199.00 USD");
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(`${invoicePath(payment.id)}?checkout=cancelled`);
      await expect(page.getByText("Payment cancelled. You have not been charged.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("pending");

      // the checkout the student left is still open: paying again reuses it rather than starting a second charge
      expect(await payInFull(page, payment.id)).toBe(cancelledSession);
      await expect(page.getByText("Paid on")).toBeVisible();
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("paid");
    });

    /** The admin's list filtered to the invoice, its row, and the refund form opened from the row's menu. */
    function refundScreens(page: Page, payment: { id: number; invoiceNumber: string }) {
      const list = searchFor("/admin/payment-histories", payment.invoiceNumber);
      const row = page.getByTestId(`payment-row-${payment.id}`);
      const openRefundForm = async () => {
        await gotoReady(page, list);
        await openRowMenu(page, `Actions for invoice ${payment.invoiceNumber}`);
        await page.getByRole("link", { name: "Issue Refund" }).click();
        return dialogOrPage(page, javaScriptEnabled, "Issue Refund");
      };
      return { list, row, openRefundForm };
    }

    test("an admin refunds a card payment in part: it settles when the gateway's webhook lands, and the form then offers the rest", async ({ page }) => {
      const student = await createTestUser("student", "Refunded Card Student");
      const payment = await createPayment(student.id, { amountCents: 19_900 });
      const gatewayPaymentId = await paidByCard(student.id, payment.id);

      await signIn(page, await createTestUser("admin", "Refunding Admin"));
      const { list, row, openRefundForm } = refundScreens(page, payment);
      let form = await openRefundForm();
      await expect(form.getByLabel("Amount to refund")).toHaveValue("199.00");
      await form.getByLabel("Amount to refund").fill("50.00");
      await form.getByLabel("Reason").fill("One revision round was not used");
      await form.getByRole("button", { name: "Issue Refund" }).click();
      await expectToast(page, "Refund requested", `The payment gateway is refunding $50.00 of invoice ${payment.invoiceNumber}`);
      await expect(row).toContainText("Paid");
      const [partial] = await deliveriesOf("charge.refunded", (object) => object.payment_intent === gatewayPaymentId);
      expect(partial.event.data.object).toMatchObject({ amount_refunded: 5_000, refunded: false });
      await refundSettled(payment.id, 5_000);
      expect(await paymentRow(payment.id)).toMatchObject({ status: "paid", refundedCents: 5_000 });

      // once the gateway confirmed, the form counts the $50.00 as refunded and offers the rest
      form = await openRefundForm();
      await expect(form).toContainText("Already refunded: $50.00.");
      await expect(form.getByLabel("Amount to refund")).toHaveValue("149.00");
      // the list behind the form says what went back of a payment that stays paid
      if (!javaScriptEnabled) await gotoReady(page, list);
      await expect(row).toContainText("$50.00 refunded");
      await expect(row).toContainText("Paid");
    });

    test("an admin refunds the rest of a card payment refunded in part: Refunded once the webhooks land, both refunds shown to the student and mailed", async ({ page }) => {
      const student = await createTestUser("student", "Refunded Card Student");
      const payment = await createPayment(student.id, { amountCents: 19_900 });
      const gatewayPaymentId = await paidByCard(student.id, payment.id);
      const admin = await createTestUser("admin", "Refunding Admin");
      // the first part as the previous test refunds it, posted as the form without JavaScript posts it
      const first = await postAs(admin.id, `/admin/payment-histories/${payment.id}/refund`, { amount: "50.00", reason: "One revision round was not used" });
      expect(first.status).toBe(302);
      await refundSettled(payment.id, 5_000);

      await signIn(page, admin);
      const { row, openRefundForm } = refundScreens(page, payment);
      const form = await openRefundForm();
      await expect(form).toContainText("Already refunded: $50.00.");
      await expect(form.getByLabel("Amount to refund")).toHaveValue("149.00");
      await form.getByLabel("Reason").fill("The student withdrew");
      await form.getByRole("button", { name: "Issue Refund" }).click();
      await expectToast(page, "Refund requested", `The payment gateway is refunding $149.00 of invoice ${payment.invoiceNumber}`);
      const settled = await deliveriesOf("charge.refunded", (object) => object.payment_intent === gatewayPaymentId, 2);
      expect(settled.map((delivery) => delivery.attempts.at(-1)?.status)).toEqual([200, 200]);
      await refundSettled(payment.id, 19_900);
      expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded", refundedCents: 19_900 });
      // the list does not look again by itself: the row shows it at the next visit
      await gotoReady(page, searchFor("/admin/payment-histories", payment.invoiceNumber));
      await expect(row).toContainText("Refunded");
      const refunds = await db.refund.findMany({ where: { paymentId: payment.id }, orderBy: { id: "asc" } });
      expect(refunds.map(({ amountCents, status, reason }) => ({ amountCents, status, reason }))).toEqual([
        { amountCents: 5_000, status: "succeeded", reason: "One revision round was not used" },
        { amountCents: 14_900, status: "succeeded", reason: "The student withdrew" },
      ]);

      await signIn(page, student);
      await gotoReady(page, invoicePath(payment.id));
      await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
      await expect(page.getByText("Refunded on", { exact: true })).toBeVisible();
      const listed = page.getByRole("region", { name: "Refunds" }).getByRole("listitem");
      await expect(listed).toHaveCount(2);
      await expect(listed.filter({ hasText: "$50.00" })).toContainText("Refunded on");
      await expect(listed.filter({ hasText: "$149.00" })).toContainText("Refunded on");
      const mail = await waitForMailFile({ dir: mailDir(), to: student.email, subject: "Refund issued" });
      expect(mail.text).toContain(payment.invoiceNumber);
    });
  });
}
