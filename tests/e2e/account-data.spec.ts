import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expectToast, failOnPageErrors, gotoReady, signIn, submitLogin } from "../support/browser";
import { E2E_MAIL_DIR_VARIABLE, linksIn, linkTo, waitForMailFile } from "../support/mail";
import { createTestUser, TEST_PASSWORD } from "../support/users";

function mailDir() {
  const dir = process.env[E2E_MAIL_DIR_VARIABLE];
  if (!dir) throw new Error(`${E2E_MAIL_DIR_VARIABLE} is set by playwright.config.ts`);
  return dir;
}

/** Opens a download's address and gives back the downloaded bytes (the browser does not navigate to an attachment). */
async function download(page: Page, pathname: string) {
  const started = page.waitForEvent("download");
  await page.goto(pathname).catch(() => {});
  const file = await (await started).path();
  return new Uint8Array(readFileSync(file));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the student's data with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    failOnPageErrors(test);

    test("an export is requested, built by the worker, mailed and downloaded as a ZIP by its owner only", async ({ page, browser }) => {
      const user = await createTestUser("student", "Dawa Export");
      await signIn(page, user);
      await gotoReady(page, "/student/profile");
      await page.getByRole("link", { name: "Your data" }).click();
      await expect(page).toHaveURL("/profile/privacy");
      await page.getByRole("button", { name: "Download my data" }).click();
      await expectToast(page, "Export requested");

      const mail = await waitForMailFile({ dir: mailDir(), to: user.email, subject: "Your data is ready to download" });
      const link = linksIn(mail.text ?? "").find((url) => /^\/profile\/privacy\/exports\/\d+$/.test(url.pathname));
      if (!link) throw new Error(`The mail has no link to the export:\n${mail.text}`);
      const files = unzipSync(await download(page, link.pathname));
      expect(JSON.parse(strFromU8(files["profile.json"]))).toMatchObject({ name: "Dawa Export", email: user.email });
      expect(Object.keys(files)).toEqual(expect.arrayContaining(["applications.json", "bookings.json", "payments.json", "messages.json", "notifications.json", "sign-ins.json"]));

      const other = await browser.newContext({ javaScriptEnabled });
      const otherPage = await other.newPage();
      await signIn(otherPage, await createTestUser("student"));
      const answer = await otherPage.goto(link.pathname);
      expect(answer?.status()).toBe(404);
      await other.close();
    });

    test("a deleted account cannot sign in, and its owner can keep it from the mailed link", async ({ page }) => {
      const user = await createTestUser("student");
      await signIn(page, user);
      await page.goto("/profile/privacy");
      await expect(page.getByText("What is kept: invoices and payments")).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill("not-my-password");
      await page.getByRole("button", { name: "Delete my account" }).click();
      await expect(page.getByText("The password is incorrect.")).toBeVisible();

      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Delete my account" }).click();
      await expect(page).toHaveURL("/login");
      await expectToast(page, "Account closed");

      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid email or password.");

      const mail = await waitForMailFile({ dir: mailDir(), to: user.email, subject: "Your account will be deleted" });
      await page.goto(linkTo(mail, "/keep-my-account").pathname);
      await page.getByLabel("E-mail").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Keep my account" }).click();
      await expectToast(page, "Account kept");
      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page).toHaveURL("/student");
    });
  });
}
