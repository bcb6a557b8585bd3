import { expect, test, type Page } from "@playwright/test";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn, slotRadio, submitRegistration, verificationLinkFor } from "../support/browser";
import { createSlot } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { E2E_MAIL_DIR_VARIABLE, waitForMailFile } from "../support/mail";
import { createTestUser, uniqueEmail } from "../support/users";

const banner = (page: Page) => page.getByRole("region", { name: "Verify your e-mail address to book, order, pay or upload." });
const bookingForm = (page: Page) => page.getByTestId("booking-form");

async function register(page: Page, email: string) {
  await submitRegistration(page, { name: "Dawa Lama", email, password: "a-good-password" });
  await expect(page).toHaveURL("/student");
  await expectToast(page, "Registration successful", "Your account has been created and you are now logged in.");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`verified e-mail with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a newcomer is refused a booking and an upload until the link from the welcome mail is opened", async ({ page }) => {
      const email = uniqueEmail("newcomer");
      await register(page, email);
      await expect(banner(page)).toContainText(`We sent a link to ${email}.`);

      const slot = await createSlot("demo_class", { daysAhead: 9 });
      await gotoReady(page, `/services/demo-class?date=${slot.day}`);
      await expect(banner(page)).toBeVisible();
      await bookingForm(page).getByLabel("Course", { exact: true }).selectOption("GMAT");
      await slotRadio(page, slot.id).check();
      await bookingForm(page).getByRole("button", { name: "Book Demo Class" }).click();
      await expect(bookingForm(page).getByRole("alert")).toContainText(`Verify your e-mail address first: open the link we sent to ${email}`);
      await expect(bookingForm(page).getByLabel("Course", { exact: true })).toHaveValue("GMAT");
      const student = await db.user.findUniqueOrThrow({ where: { email } });
      expect(await db.booking.count({ where: { studentId: student.id } })).toBe(0);

      await banner(page).getByRole("button", { name: "Send the link again" }).click();
      await expectToast(page, "Link sent", `We sent a new link to ${email}.`);
      await expect(page).toHaveURL(`/services/demo-class?date=${slot.day}`);

      // the welcome's own link (the first of the two mails) works as well as the newer one
      const dir = process.env[E2E_MAIL_DIR_VARIABLE]!;
      await waitForMailFile({ dir, to: email, subject: "Verify your e-mail address" });
      await page.goto(await verificationLinkFor(email, "Welcome! Please verify your e-mail address"));
      await expect(page).toHaveURL("/student");
      await expectToast(page, "E-mail address verified", `Thank you: ${email} is verified.`);
      await expect(banner(page)).toHaveCount(0);

      await gotoReady(page, `/services/demo-class?date=${slot.day}`);
      await bookingForm(page).getByLabel("Course", { exact: true }).selectOption("GMAT");
      await slotRadio(page, slot.id).check();
      await bookingForm(page).getByRole("button", { name: "Book Demo Class" }).click();
      await expect(page).toHaveURL("/student/demo-class-applications");
      await expectToast(page, "Demo class scheduled successfully!");

      await gotoReady(page, "/student/messages");
      await page.getByLabel("Your message").fill("My passport, as asked.");
      await page.getByLabel("Attachment (optional)").setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByRole("button", { name: "Send message" }).click();
      await expectToast(page, "Message sent");
      await expect(page.getByTestId("message-thread")).toContainText("passport.pdf");
    });

    test("a new address on the profile takes over only from its mail, and the old address is told", async ({ page }) => {
      const user = await createTestUser("student", "Pema Sherpa");
      const newEmail = uniqueEmail("moving");
      await signIn(page, user);
      await page.goto("/student/profile");
      await page.getByLabel("Email").fill(newEmail);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expectToast(page, "Profile updated", `Your e-mail address changes to ${newEmail} when you open the link we sent there.`);
      await expect(page.getByRole("status").filter({ hasText: "Waiting for verification" })).toContainText(`Waiting for verification of ${newEmail} (sent `);
      await expect(page.getByLabel("Email")).toHaveValue(user.email);

      await page.goto(await verificationLinkFor(newEmail, "Confirm your new e-mail address"));
      await expect(page).toHaveURL("/student");
      await expectToast(page, "E-mail address changed", `Your account now uses ${newEmail}.`);
      await page.goto("/student/profile");
      await expect(page.getByLabel("Email")).toHaveValue(newEmail);
      await expect(page.getByText("Waiting for verification")).toHaveCount(0);
      await waitForMailFile({ dir: process.env[E2E_MAIL_DIR_VARIABLE]!, to: user.email, subject: "Your e-mail address was changed" });
    });
  });
}

test("a pending change can be cancelled, and its link then says it cannot be used", async ({ page }) => {
  const user = await createTestUser("student");
  const newEmail = uniqueEmail("cancelled");
  await signIn(page, user);
  await page.goto("/student/profile");
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Save changes" }).click();
  const link = await verificationLinkFor(newEmail, "Confirm your new e-mail address");
  await page.getByRole("button", { name: "Cancel the change" }).click();
  await expectToast(page, "Change cancelled", `Your account keeps ${user.email}.`);
  await expect(page.getByText("Waiting for verification")).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByText("This verification link is invalid, has expired or was used already.")).toBeVisible();
  await expect(page.getByText("Your e-mail address is verified already: there is nothing to send.")).toBeVisible();
});
