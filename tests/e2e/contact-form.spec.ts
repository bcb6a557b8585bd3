import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { db } from "~/utils/db.server";

function uniqueEmail() {
  return `visitor-${randomUUID()}@example.com`;
}

const field = (page: Page, label: string) => page.locator("form#contact").getByLabel(label, { exact: true });

async function fillContact(page: Page, values: { name: string; email: string; phone?: string; subject: string; message: string }) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Phone (optional)").fill(values.phone ?? "");
  await field(page, "Subject").fill(values.subject);
  await field(page, "Message").fill(values.message);
}

/** A hydrated page: Remix has taken over the form, so a submission is a fetch with a pending state. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`contact form with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("sends a message: stored, success toast, empty form", async ({ page }) => {
      const email = uniqueEmail();
      await gotoHydrated(page, "/contact");
      await expect(field(page, "Message")).toHaveAttribute("rows", "5");
      await fillContact(page, { name: "Sita Sharma", email, phone: "+977 980 111 2233", subject: "Visa question", message: "When should I apply for my visa?" });
      await page.getByRole("button", { name: "Send Message" }).click();

      const toast = page.getByTestId("toast");
      await expect(toast).toContainText("Message sent successfully!");
      await expect(toast).toContainText("We'll get back to you within 24 hours.");
      await expect(page).toHaveURL("/contact");
      await expect(field(page, "Name")).toHaveValue("");
      await expect(field(page, "Message")).toHaveValue("");
      expect(await db.contactMessage.findFirst({ where: { email } })).toMatchObject({
        name: "Sita Sharma",
        phone: "+977 980 111 2233",
        subject: "Visa question",
        message: "When should I apply for my visa?",
      });
    });

    test("shows the server's errors next to the fields and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, "/contact");
      // Values a browser lets through but the server refuses.
      await fillContact(page, { name: "   ", email: "sita@example", phone: "call me", subject: "Visa question", message: "Too short" });
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(page.getByText("Enter a valid e-mail address")).toBeVisible();
      await expect(page.getByText("Enter a valid phone number")).toBeVisible();
      await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
      await expect(field(page, "Email")).toHaveValue("sita@example");
      await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "Subject")).toHaveValue("Visa question");
      await expect(field(page, "Message")).toHaveValue("Too short");
      await expect(page.getByTestId("toast")).toHaveCount(0);
      expect(await db.contactMessage.count({ where: { email: "sita@example" } })).toBe(0);
    });
  });
}

test.describe("contact form with JavaScript on", () => {
  test("the button is disabled and reads 'Sending...' while the message is on its way", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await fillContact(page, { name: "Ram", email: uniqueEmail(), subject: "Hello", message: "A message long enough to send." });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the real submission (conform's validate-on-blur posts carry an __intent__ and pass).
    await page.route("**/contact.data*", async (route) => {
      if (!route.request().postData()?.includes("__intent__")) await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();

    const pending = page.getByRole("button", { name: "Sending..." });
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
