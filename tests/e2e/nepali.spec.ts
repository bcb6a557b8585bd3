/**
 * A visitor who reads Nepali: switches the site's language on the home page, registers, books a demo class and gets
 * its toast, its confirmation mail and its date in Nepali with the Bikram Sambat day beside it, and opens an invoice
 * whose Devanagari reads back; and a student's language that outlasts signing out. With JavaScript on and off.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { bikramSambatText } from "~/i18n/bikram-sambat";
import { createFormatter } from "~/i18n/format";
import { dayInZone } from "~/domain/dates";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, slotRadio, submitLogin } from "../support/browser";
import { createPayment } from "../support/fixtures/applications";
import { createSlot, ZONE } from "../support/fixtures/bookings";
import { E2E_MAIL_DIR_VARIABLE, visibleText, waitForMailFile } from "../support/mail";
import { pdftotext } from "../support/pdf-text";
import { createTestUser, TEST_PASSWORD, uniqueEmail } from "../support/users";

const nepali = JSON.parse(readFileSync(new URL("../../app/i18n/messages/ne.json", import.meta.url), "utf8")) as Record<string, string>;
const ne = (key: string) => {
  const message = nepali[key];
  if (!message) throw new Error(`no Nepali message ${key}`);
  return message;
};

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoReady(page, path);
  else await page.goto(path);
}

const switchTo = (page: Page, language: string) => page.getByRole("banner").getByRole("button", { name: new RegExp(language) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`in Nepali with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a visitor switches to Nepali, registers, books a demo class, and reads its toast, mail, date and invoice in Nepali", async ({ page }) => {
      await open(page, "/", javaScriptEnabled);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await switchTo(page, "नेपाली").click();
      await expect(page).toHaveURL(/\/ne$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/$/);

      // registration has one address: the choice came with the cookie the switch set
      await page.getByRole("banner").getByRole("link", { name: ne("common.nav.register") }).first().click();
      await expect(page).toHaveURL("/register");
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      const email = uniqueEmail("nepali");
      const form = page.locator("main form").filter({ has: page.locator('input[name="password_confirmation"]') });
      await form.locator('input[name="name"]').fill("Sita Gurung");
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="password"]').fill(TEST_PASSWORD);
      await form.locator('input[name="password_confirmation"]').fill(TEST_PASSWORD);
      await form.locator('input[name="terms"]').check();
      await form.getByRole("button", { name: ne("auth.register.submit") }).click();
      await expect(page).toHaveURL(/\/student/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      const student = await db.user.findUniqueOrThrow({ where: { email } });
      expect(student.preferredLanguage).toBe("ne");
      // booking asks for a verified address; following the link is e-mail-verification.spec.ts's
      await db.user.update({ where: { id: student.id }, data: { emailVerifiedAt: new Date() } });

      const slot = await createSlot("demo_class", { daysAhead: javaScriptEnabled ? 21 : 22 });
      await open(page, `/ne/services/demo-class?date=${slot.day}`, javaScriptEnabled);
      const booking = page.getByTestId("booking-form");
      await booking.locator('select[name="courseName"]').selectOption("GMAT");
      await slotRadio(page, slot.id).check();
      await booking.getByRole("button", { name: ne("booking.form.bookDemoClass") }).click();

      await expect(page).toHaveURL("/student/demo-class-applications");
      await expectToast(page, ne("server.Demo class scheduled successfully!"), ne("server.We will email you the class link and materials."));
      const row = await db.booking.findFirstOrThrow({ where: { studentId: student.id, slotId: slot.id } });
      const day = createFormatter("ne").dateTime(slot.startTime, ZONE);
      await expect(page.getByTestId(`booking-${row.id}`)).toContainText(day);
      expect(day).toContain(`वि.सं. ${bikramSambatText(dayInZone(slot.startTime, ZONE))}`);

      const mail = await waitForMailFile({ dir: process.env[E2E_MAIL_DIR_VARIABLE]!, to: email, subject: ne("mail.booking.confirmation.demoClass.subject") });
      expect(visibleText(String(mail.html))).toContain(bikramSambatText(dayInZone(slot.startTime, ZONE)));
      expect(mail.text).toContain(bikramSambatText(dayInZone(slot.startTime, ZONE)));

      const payment = await createPayment(student.id, { status: "completed", name: "SOP Writing - Standard", amountCents: 14_900 });
      const invoice = await page.request.get(`/student/payment-histories/${payment.id}/invoice.pdf`);
      expect(invoice.status()).toBe(200);
      const text = await pdftotext(await invoice.body());
      expect(text).toContain(ne("documents.invoice.billedTo"));
      expect(text).toContain("Sita Gurung");
    });

    test("a student's language outlasts signing out, and comes back with signing in on another browser", async ({ page, browser }) => {
      const student = await createTestUser("student", "Bikash Rai");
      await db.user.update({ where: { id: student.id }, data: { preferredLanguage: "ne" } });
      await open(page, "/login", javaScriptEnabled);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await submitLogin(page, student.email, TEST_PASSWORD);
      await expect(page).toHaveURL(/\/student/);
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");

      // signed out, the browser keeps the account's language
      expect((await page.request.post("/logout", { maxRedirects: 0 })).status()).toBe(302);
      await open(page, "/about", javaScriptEnabled);
      await expect(page).toHaveURL("/ne/about");
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");

      // a browser that never chose reads English until the account signs in there, and a switch there is the account's
      const other = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
      const fresh = await other.newPage();
      await open(fresh, "/login", javaScriptEnabled);
      await expect(fresh.locator("html")).toHaveAttribute("lang", "en");
      await submitLogin(fresh, student.email, TEST_PASSWORD);
      await expect(fresh).toHaveURL(/\/student/);
      await expect(fresh.locator("html")).toHaveAttribute("lang", "ne");
      await switchTo(fresh, "English").click();
      await expect(fresh.locator("html")).toHaveAttribute("lang", "en");
      expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).preferredLanguage).toBe("en");
      await other.close();
    });
  });
}

test("the Nepali blog points feed readers to the Nepali feed, which links back to the Nepali pages", async ({ page }) => {
  await page.goto("/ne/blog");
  const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute("href", "/ne/blog/feed.xml");
  await expect(feed).toHaveAttribute("title", nepali["public.blog.title"]);
  const xml = await (await page.request.get("/ne/blog/feed.xml")).text();
  expect(xml).toContain("<language>ne</language>");
  expect(xml).toContain(`<link>${test.info().project.use.baseURL}/ne/blog</link>`);
});
