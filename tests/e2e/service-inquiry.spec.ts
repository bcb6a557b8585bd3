import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { addDaysToDay, addMonthsToDay, todayInZone } from "~/domain/dates";
import { MAX_UPLOAD_BYTES } from "~/domain/uploads";
import { db } from "~/utils/db.server";
import { signIn } from "../support/browser";
import { ZONE } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { createTestUser } from "../support/users";

const form = (page: Page) => page.locator("form#inquiry-speaking-mock");
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

async function fillInquiry(page: Page, values: { fullName: string; email: string; phone: string; country: string; preferredDate?: string; message?: string }) {
  await field(page, "Full name").fill(values.fullName);
  await field(page, "Email").fill(values.email);
  await field(page, "Phone").fill(values.phone);
  if (values.country) await field(page, "Country").selectOption(values.country);
  await field(page, "Preferred date (optional)").fill(values.preferredDate ?? "");
  await field(page, "Message (optional)").fill(values.message ?? "");
}

const uniqueEmail = () => `applicant-${randomUUID()}@example.com`;
const submit = (page: Page) => form(page).getByRole("button", { name: "Submit Application" }).click();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`service application form with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("sends an application with a document: stored, success toast, empty form", async ({ page }) => {
      const email = uniqueEmail();
      const day = addDaysToDay(todayInZone(ZONE), 7);
      await gotoHydrated(page, "/services/speaking-mock");
      await fillInquiry(page, { fullName: "Sita Sharma", email, phone: "+977 980 111 2233", country: "New Zealand", preferredDate: day, message: "Band 6.5 now." });
      await field(page, "Document (optional)").setInputFiles({ name: "transcript.pdf", mimeType: "application/pdf", buffer: PDF });
      await submit(page);

      const toast = page.getByTestId("toast");
      await expect(toast).toContainText("Application submitted successfully!");
      await expect(toast).toContainText("We will contact you within 24 hours.");
      await expect(page).toHaveURL("/services/speaking-mock");
      await expect(field(page, "Full name")).toHaveValue("");
      const inquiry = await db.inquiry.findFirstOrThrow({ where: { email }, include: { documents: true } });
      expect(inquiry).toMatchObject({ serviceType: "speaking", serviceName: "Speaking Mock Test", fullName: "Sita Sharma", country: "New Zealand", message: "Band 6.5 now." });
      expect(todayInZone(ZONE, inquiry.preferredDate!)).toBe(day);
      expect(inquiry.documents).toMatchObject([{ originalName: "transcript.pdf", mimeType: "application/pdf", kind: "inquiry_attachment" }]);
    });

    test("shows the server's errors next to the fields and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, "/services/speaking-mock");
      const yesterday = addDaysToDay(todayInZone(ZONE), -1);
      if (javaScriptEnabled) {
        // With JavaScript the browser's own checks stop an empty country and a past date before anything is sent...
        await fillInquiry(page, { fullName: "Sita", email: "sita@example.com", phone: "+977 980 111 2233", country: "", preferredDate: yesterday, message: "Hello" });
        await submit(page);
        await expect(field(page, "Country")).toHaveAttribute("aria-invalid", "true");
        await expect(field(page, "Preferred date (optional)")).toHaveAttribute("aria-invalid", "true");
        expect(await db.inquiry.count({ where: { email: "sita@example.com" } })).toBe(0);
      }
      // ...and values a browser lets through but the server refuses come back with the server's messages.
      await fillInquiry(page, {
        fullName: "   ",
        email: "sita@example",
        phone: "call me",
        country: javaScriptEnabled ? "Canada" : "",
        preferredDate: javaScriptEnabled ? "" : yesterday,
        message: "Hello",
      });
      await submit(page);

      await expect(form(page).getByText("Full name is required")).toBeVisible();
      await expect(form(page).getByText("Enter a valid e-mail address")).toBeVisible();
      await expect(form(page).getByText("Enter a valid phone number")).toBeVisible();
      if (!javaScriptEnabled) {
        await expect(form(page).getByText("Choose a country from the list")).toBeVisible();
        await expect(form(page).getByText("The date cannot be in the past")).toBeVisible();
        await expect(field(page, "Preferred date (optional)")).toHaveValue(yesterday);
      }
      await expect(field(page, "Email")).toHaveValue("sita@example");
      await expect(field(page, "Phone")).toHaveValue("call me");
      await expect(field(page, "Message (optional)")).toHaveValue("Hello");
      expect(await db.inquiry.count({ where: { email: "sita@example" } })).toBe(0);
    });

    test("refuses a file over 5 MB next to its field and keeps the rest of the form", async ({ page }) => {
      const email = uniqueEmail();
      await gotoHydrated(page, "/services/speaking-mock");
      await fillInquiry(page, { fullName: "Ram Thapa", email, phone: "+977 980 000 0000", country: "Canada", message: "Please call me." });
      await field(page, "Document (optional)").setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25) });
      await submit(page);

      await expect(form(page).getByText("The file is larger than 5 MB.")).toBeVisible();
      await expect(field(page, "Document (optional)")).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "Full name")).toHaveValue("Ram Thapa");
      await expect(field(page, "Email")).toHaveValue(email);
      await expect(field(page, "Country")).toHaveValue("Canada");
      await expect(field(page, "Message (optional)")).toHaveValue("Please call me.");
      expect(await db.inquiry.count({ where: { email } })).toBe(0);
    });

    test("refuses a file whose bytes are not what its name claims", async ({ page }) => {
      const email = uniqueEmail();
      await gotoHydrated(page, "/services/speaking-mock");
      await fillInquiry(page, { fullName: "Ram Thapa", email, phone: "+977 980 000 0000", country: "Germany" });
      await field(page, "Document (optional)").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this is really a program") });
      await submit(page);

      await expect(form(page).getByText("Upload a PDF, DOC, DOCX file.")).toBeVisible();
      await expect(field(page, "Full name")).toHaveValue("Ram Thapa");
      expect(await db.inquiry.count({ where: { email } })).toBe(0);
    });
  });
}

test.describe("service application form for visitors and students", () => {
  test.use({ javaScriptEnabled: false });

  test("every service page has the form with its date window and accepted files", async ({ page }) => {
    const today = todayInZone(ZONE);
    const pages = [
      { path: "/services/sop-writing", months: 3, accept: ".pdf,.doc,.docx" },
      { path: "/services/interview-application", months: 2, accept: ".pdf,.doc,.docx" },
      { path: "/services/speaking-mock", months: 2, accept: ".pdf,.doc,.docx" },
      { path: "/services/demo-class", months: 2, accept: ".pdf,.doc,.docx" },
      { path: "/services/free-counseling", months: 2, accept: ".pdf,.doc,.docx" },
      { path: "/services/loan-assistance", months: 3, accept: ".pdf,.doc,.docx,.jpg,.jpeg,.png" },
    ];
    for (const { path, months, accept } of pages) {
      await page.goto(path);
      const apply = page.locator("#apply");
      const date = apply.getByLabel("Preferred date (optional)");
      await expect(date, path).toHaveAttribute("type", "date");
      await expect(date, path).toHaveAttribute("min", today);
      await expect(date, path).toHaveAttribute("max", addMonthsToDay(today, months));
      await expect(apply.getByLabel("Document (optional)"), path).toHaveAttribute("accept", accept);
      await expect(apply.getByLabel("Country").locator("option"), path).toHaveCount(15);
      await expect(apply.getByRole("link", { name: "Log in to book a slot" }), path).toBeVisible();
    }
  });

  test("a signed-in student is not asked to log in", async ({ page }) => {
    await signIn(page, await createTestUser("student", "Asha Gurung"));
    await page.goto("/services/free-counseling");
    await expect(page.locator("#apply")).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in to book a slot" })).toHaveCount(0);
  });
});
