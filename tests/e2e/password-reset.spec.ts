import { expect, test } from "@playwright/test";
import { expectToast, resetLinkFor, submitLogin } from "../support/browser";
import { createTestUser, TEST_PASSWORD, uniqueEmail } from "../support/users";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`password reset with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a forgotten password is reset through the e-mailed link, which then stops working", async ({ page }) => {
      const user = await createTestUser("student");
      await page.goto("/login");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL("/forgot-password");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page).toHaveURL("/login");
      await expectToast(page, "Check your e-mail", "If an account exists for that e-mail, we have sent a link to reset its password.");

      const link = await resetLinkFor(user.email);
      expect(link.origin).toBe(process.env.APP_URL);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel("New password", { exact: true }).fill("fresh-password-1");
      await page.getByLabel("Confirm new password").fill("other-password-1");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByText("Passwords do not match")).toBeVisible();

      await page.getByLabel("New password", { exact: true }).fill("fresh-password-1");
      await page.getByLabel("Confirm new password").fill("fresh-password-1");
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page).toHaveURL("/login");
      await expectToast(page, "Password reset");

      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid email or password.");
      await submitLogin(page, user.email, "fresh-password-1");
      await expect(page).toHaveURL("/student");

      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
    });

    test("an unknown e-mail gets the same answer and no e-mail is sent", async ({ page }) => {
      const email = uniqueEmail("nobody");
      await page.goto("/forgot-password");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page).toHaveURL("/login");
      await expectToast(page, "Check your e-mail", "If an account exists for that e-mail, we have sent a link to reset its password.");
      // the worker polls every 200 ms in the e2e server: a mail would have reached the sink long before this gives up
      await expect(resetLinkFor(email, { timeout: 3_000 })).rejects.toThrow(/No mail for/);
    });
  });
}

test("a made-up reset link says it has expired and offers a new one", async ({ page }) => {
  await page.goto("/reset-password?token=made-up");
  await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL("/forgot-password");
});
