import { expect, test } from "@playwright/test";
import { createContactMessage, replyToContactMessage } from "~/models/contact-message.server";
import { getSettings } from "~/models/settings.server";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn } from "../support/browser";
import { E2E_MAIL_DIR_VARIABLE, waitForMailFile } from "../support/mail";
import { createTestUser, uniqueEmail } from "../support/users";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the contact inbox with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin finds a message, answers it by e-mail and the visitor receives the answer", async ({ page }) => {
      const email = uniqueEmail("visitor");
      const tag = `inbox-${Date.now()}-${javaScriptEnabled ? "on" : "off"}`;
      const { id } = await createContactMessage({ name: "Kiran Visitor", email, subject: `Scholarships ${tag}`, message: "Are there scholarships for nursing in Australia?" });
      await signIn(page, await createTestUser("admin", "Inbox Admin"));

      await gotoReady(page, `/admin/messages?search_keyword=${tag}`);
      const row = page.getByTestId(`message-row-${id}`);
      await expect(row).toContainText("Kiran Visitor");
      await expect(row).toContainText("New");
      await expect(row).toContainText(`Unread: Scholarships ${tag}`);
      await row.getByRole("link", { name: `Scholarships ${tag}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Scholarships ${tag}` })).toBeVisible();
      await expect(page.getByText("Are there scholarships for nursing in Australia?")).toBeVisible();

      await page.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByText("Your reply is required")).toBeVisible();
      await page.getByLabel("Your reply").fill("Yes: several Australian universities offer nursing scholarships. Let us book a counseling session.");
      await page.getByRole("button", { name: "Send reply" }).click();
      await expectToast(page, "Reply sent");
      await expect(page.getByRole("region", { name: "Replies" })).toContainText("Inbox Admin");
      await expect(page.getByText("Answered", { exact: true })).toBeVisible();

      const mail = await waitForMailFile({ dir: process.env[E2E_MAIL_DIR_VARIABLE]!, to: email, subject: `Re: Scholarships ${tag}` });
      expect(mail.text).toContain("several Australian universities offer nursing scholarships");
      expect(mail.replyTo?.text).toContain((await getSettings("general")).contactEmail);
      expect((await db.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe("answered");
    });

    test("an admin archives an answered message and is back at the inbox", async ({ page }) => {
      const admin = await createTestUser("admin", "Inbox Admin");
      const { id } = await createContactMessage({ name: "Kiran Visitor", email: uniqueEmail("visitor"), subject: "Intakes", message: "When is the next intake in Canada?" });
      await replyToContactMessage({ adminId: admin.id, messageId: id, body: "In September; we can help you apply." });
      await signIn(page, admin);

      await gotoReady(page, `/admin/messages/${id}`);
      await expect(page.getByText("Answered", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Archive" }).click();
      await expectToast(page, "Message archived");
      await expect(page).toHaveURL("/admin/messages");
      expect((await db.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe("archived");
    });
  });
}
