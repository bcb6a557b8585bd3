import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { countUnreadNotifications } from "~/models/notification.server";
import { getSettings } from "~/models/settings.server";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn } from "../support/browser";
import { createTestUser } from "../support/users";

/**
 * A mail as the queue leaves one that gave up, written straight to the rows: queued through the model, the server's
 * worker would send it before the test could look at it.
 */
async function failedMail(subject: string) {
  const job = await db.job.create({ data: { type: "mail", payload: "{}", status: "failed", attempts: 6, maxAttempts: 6, lastError: "connect ECONNREFUSED", finishedAt: new Date() } });
  const content = { template: "notice", heading: subject, paragraphs: ["Hello."] };
  return db.mail.create({
    data: {
      jobId: job.id,
      template: "notice",
      category: "account",
      to: `${randomUUID()}@example.com`,
      subject,
      data: JSON.stringify({ content, toName: null, replyTo: null }),
      status: "failed",
      lastError: "connect ECONNREFUSED",
    },
  });
}

/** A mail kept in the local mailbox, with its text and HTML parts. */
async function keptMail(subject: string) {
  const job = await db.job.create({ data: { type: "mail", payload: "{}", status: "done", attempts: 1, finishedAt: new Date() } });
  return db.mail.create({
    data: {
      jobId: job.id,
      template: "notice",
      category: "update",
      to: `${randomUUID()}@example.com`,
      subject,
      data: JSON.stringify({ content: { template: "notice", heading: subject, paragraphs: ["Hello."] }, toName: null, replyTo: null }),
      status: "kept",
      delivery: "mailbox",
      text: `${subject}\n\nHello from the outbox.`,
      html: `<h1>${subject}</h1><p>Hello from the outbox.</p>`,
      sentAt: new Date(),
    },
  });
}

/** What /admin/mail says about delivery: the Email settings' server, else the environment's (the run's SMTP sink). */
async function expectedDeliveryNote() {
  const email = await getSettings("email");
  if (email.smtpHost) return `Delivering through ${email.smtpHost}:${email.smtpPort} (settings)`;
  if (process.env.E2E_SMTP_PORT) return `Delivering through 127.0.0.1:${process.env.E2E_SMTP_PORT} (environment)`;
  return "Mail is not being delivered: no SMTP server is configured in the Email settings or the server's environment (SMTP_HOST).";
}

/**
 * Opens `path` and checks the bell's count against the database read just before and just after: other specs notify
 * every admin of what they create, so a notification may arrive meanwhile, but the bell never shows less than was
 * there before or more than is there after.
 */
async function expectBellCount(page: Page, adminId: number, path: string) {
  const before = await countUnreadNotifications(adminId);
  await gotoReady(page, path);
  const bell = page.getByRole("link", { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  const shown = Number(/\((\d+) unread\)/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1]);
  const after = await countUnreadNotifications(adminId);
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  return { bell, before };
}

const readAt = async (id: number) => (await db.notification.findUniqueOrThrow({ where: { id } })).readAt;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`admin mail and notifications with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin finds a failed mail in the outbox, reads it and sends it again", async ({ page }) => {
      const tag = randomUUID().slice(0, 8);
      const mail = await failedMail(`Your SOP application ${tag}`);
      await signIn(page, await createTestUser("admin", "Mail Admin"));

      await gotoReady(page, "/admin");
      await page.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link", { name: "Mail" }).click();
      await expect(page).toHaveURL("/admin/mail");
      await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
      await expect(page.getByTestId("mail-delivery")).toContainText(await expectedDeliveryNote());

      await page.getByRole("searchbox", { name: "Search mail" }).fill(tag);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(`/admin/mail?search_keyword=${tag}`);
      const row = page.getByTestId(`mail-row-${mail.id}`);
      await expect(row).toContainText("Failed");
      await expect(row).toContainText("6/6");
      await expect(row).toContainText("connect ECONNREFUSED");

      await row.getByRole("link", { name: `Your SOP application ${tag}` }).click();
      await expect(page).toHaveURL(`/admin/mail/${mail.id}`);
      await expect(page.getByRole("heading", { level: 1, name: `Your SOP application ${tag}` })).toBeVisible();
      await expect(page.getByText("6 of 6")).toBeVisible();

      await page.getByRole("button", { name: "Send again" }).click();
      await expectToast(page, "Mail queued again");
      await expect(page).toHaveURL(`/admin/mail/${mail.id}`);
      await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);
      expect((await db.mail.findUniqueOrThrow({ where: { id: mail.id } })).status).not.toBe("failed");
    });

    test("a kept mail shows its text, and its HTML opens sandboxed", async ({ page }) => {
      const tag = randomUUID().slice(0, 8);
      const mail = await keptMail(`Session booked ${tag}`);
      await signIn(page, await createTestUser("admin", "Mail Admin"));

      await gotoReady(page, `/admin/mail?filters=${encodeURIComponent('{"status":"kept"}')}&search_keyword=${tag}`);
      await page.getByRole("link", { name: `Session booked ${tag}` }).click();
      await expect(page.getByText("Hello from the outbox.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Send again" })).toHaveCount(0);

      const [html] = await Promise.all([page.waitForResponse(`**/admin/mail/${mail.id}/html`), page.getByRole("link", { name: "Open the HTML version" }).click()]);
      expect(html.headers()["content-security-policy"]).toBe("default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; sandbox");
      expect(html.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { name: `Session booked ${tag}` })).toBeVisible();
    });

    test("the admin bell counts unread notifications and the notifications page reads them", async ({ page }) => {
      const admin = await createTestUser("admin", "Bell Admin");
      const first = await db.notification.create({ data: { userId: admin.id, title: "New SOP application", body: "Sita sent a new application.", link: "/admin/sop-applications" } });
      const second = await db.notification.create({ data: { userId: admin.id, title: "A mail could not be delivered", body: "The SMTP server refused it.", link: "/admin/mail" } });
      await signIn(page, admin);

      const { bell, before } = await expectBellCount(page, admin.id, "/admin");
      expect(before).toBeGreaterThanOrEqual(2);
      await bell.click();
      await expect(page).toHaveURL("/admin/notifications");
      await expect(page.getByTestId(`notification-${first.id}`)).toContainText("Unread: New SOP application");

      await page.getByRole("button", { name: "Mark as read: New SOP application" }).click();
      await expect(page.getByTestId(`notification-${first.id}`)).not.toContainText("Unread");
      await expect(page.getByRole("button", { name: "Mark as read: New SOP application" })).toHaveCount(0);
      expect(await readAt(first.id)).not.toBeNull();
      expect(await readAt(second.id)).toBeNull();
      await expectBellCount(page, admin.id, "/admin/notifications");

      await page.getByRole("button", { name: "Open: A mail could not be delivered" }).click();
      await expect(page).toHaveURL("/admin/mail");
      expect(await readAt(second.id)).not.toBeNull();

      const third = await db.notification.create({ data: { userId: admin.id, title: "Payment received", body: "An invoice was paid.", link: "/admin/payment-histories" } });
      await gotoReady(page, "/admin/notifications");
      await page.getByRole("button", { name: "Mark all as read" }).click();
      // (while the post is under way the button reads "Marking...": wait for the list the answer brings instead)
      await expect(page.getByTestId(`notification-${third.id}`)).not.toContainText("Unread");
      expect(await readAt(third.id)).not.toBeNull();
    });

    test("the dashboard's Recent Notifications open their record and read them on the way", async ({ page }) => {
      const admin = await createTestUser("admin", "Dashboard Admin");
      // A minute ahead, so that what other specs notify every admin of meanwhile cannot push it out of the latest five.
      const note = await db.notification.create({
        data: { userId: admin.id, title: "New contact message", body: "Priya asked about intakes.", link: "/admin/mail", createdAt: new Date(Date.now() + 60_000) },
      });
      await signIn(page, admin);
      await gotoReady(page, "/admin");
      const recent = page.getByTestId(`recent-notification-${note.id}`);
      await expect(recent).toContainText("Unread: New contact message");
      await expect(recent).toContainText("Priya asked about intakes.");
      await recent.getByRole("button", { name: "New contact message" }).click();
      await expect(page).toHaveURL("/admin/mail");
      expect(await readAt(note.id)).not.toBeNull();
    });
  });
}
