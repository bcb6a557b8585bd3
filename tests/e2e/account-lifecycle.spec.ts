import { expect, test } from "@playwright/test";
import { requestAccountDeletion } from "~/models/account-deletion.server";
import { enableTwoFactor, generateTotpCode, getOrStartTwoFactorSetup } from "~/models/two-factor.server";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, failOnPageErrors, gotoReady, signIn, submitLogin } from "../support/browser";
import { TEST_PASSWORD, createTestUser } from "../support/users";

/** A student who asked for their account's deletion; with two-factor, its key (the codes of past time steps are spent). */
async function pendingDeletion(name: string, { twoFactor = false } = {}) {
  const student = await createTestUser("student", name);
  const setUpAt = new Date(Date.now() - 90_000);
  const requestedAt = new Date(Date.now() - 60_000);
  let secret: string | null = null;
  if (twoFactor) {
    secret = (await getOrStartTwoFactorSetup(student.id)).secret;
    await enableTwoFactor({ userId: student.id, code: generateTotpCode(secret, setUpAt), now: setUpAt });
  }
  await requestAccountDeletion({ userId: student.id, password: TEST_PASSWORD, code: secret ? generateTotpCode(secret, requestedAt) : undefined, now: requestedAt });
  return { student, secret };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an account whose deletion is pending, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    failOnPageErrors(test);

    test("an admin sees the pending deletion, and enabling the account cancels it and lets its owner sign in", async ({ page, browser }) => {
      const { student } = await pendingDeletion("Nima Pending");
      await signIn(page, await createTestUser("admin", "Enabling Admin"));
      // the students' list and the student's case name the same state as the account's page, never "Disabled"
      for (const path of [`/admin/students?search_keyword=${encodeURIComponent(student.email)}`, `/admin/students/${student.id}`]) {
        await gotoReady(page, path);
        await expect(page.getByText("Deletion pending", { exact: true })).toBeVisible();
        await expect(page.getByText("Disabled", { exact: true })).toHaveCount(0);
      }
      await gotoReady(page, `/admin/users/${student.id}`);
      await expect(page.getByText("Deletion pending", { exact: true })).toBeVisible();
      await expect(page.getByText("Enabling or disabling it cancels the deletion")).toBeVisible();
      await page.getByRole("button", { name: "Enable and cancel the deletion" }).click();
      await expectToast(page, "Account enabled, deletion cancelled");
      await expect(page.getByText("Deletion pending", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Disable account" })).toBeVisible();
      expect(await db.user.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ disabledAt: null, deletionRequestedAt: null });

      const context = await browser.newContext({ baseURL: process.env.APP_URL, javaScriptEnabled });
      const studentPage = await context.newPage();
      await gotoReady(studentPage, "/login");
      await submitLogin(studentPage, student.email, TEST_PASSWORD);
      await expect(studentPage).toHaveURL("/student");
      await context.close();
    });

    test("an admin can disable it: the dialog says the deletion is cancelled, and the account stays closed", async ({ page }) => {
      const { student } = await pendingDeletion("Pasang Pending");
      await signIn(page, await createTestUser("admin", "Disabling Admin"));
      await gotoReady(page, `/admin/users/${student.id}`);
      await page.getByRole("link", { name: "Disable account" }).click();
      const confirm = await dialogOrPage(page, javaScriptEnabled, "Disable this account?");
      await expect(confirm).toContainText("Disabling it cancels the deletion");
      await confirm.getByRole("button", { name: "Disable account" }).click();
      await expectToast(page, "Account disabled, deletion cancelled");
      await expect(page).toHaveURL(`/admin/users/${student.id}`);
      await expect(page.getByRole("button", { name: "Enable account" })).toBeVisible();
      const user = await db.user.findUniqueOrThrow({ where: { id: student.id } });
      expect(user.disabledAt).not.toBeNull();
      expect(user.deletionRequestedAt).toBeNull();
    });

    test("keeping an account with two-factor asks for its code, keeps the e-mail, and opens the account with it", async ({ page }) => {
      const { student, secret } = await pendingDeletion("Dorje Two Factor", { twoFactor: true });
      await gotoReady(page, "/keep-my-account");
      await page.getByLabel("E-mail").fill(student.email);
      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Keep my account" }).click();
      await expect(page.getByText("This account has two-factor: enter the code from your authenticator app, or a recovery code.")).toBeVisible();
      await expect(page.getByLabel("E-mail")).toHaveValue(student.email);
      expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).deletionRequestedAt).not.toBeNull();

      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByLabel("Two-factor code").fill(generateTotpCode(secret!));
      await page.getByRole("button", { name: "Keep my account" }).click();
      await expectToast(page, "Account kept");
      await expect(page).toHaveURL("/login");
      expect(await db.user.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({ disabledAt: null, deletionRequestedAt: null });
    });
  });
}
