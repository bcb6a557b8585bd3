import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectToast, gotoReady, signIn, submitLogin } from "../support/browser";
import { TEST_PASSWORD, createTestUser } from "../support/users";

/** An address of the documentation range that no other test of this run uses. */
const someAddress = () => `203.0.113.${randomInt(1, 255)}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sessions and sign-ins with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a session ended from another browser: the other browser's next page goes to log-in", async ({ browser, page }) => {
      const user = await createTestUser("student", "Two Browsers");
      const address = someAddress();
      const other = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": address } });
      try {
        const b = await other.newPage();
        await gotoReady(b, "/login");
        await submitLogin(b, user.email, TEST_PASSWORD);
        await expect(b).toHaveURL(/\/student$/);

        await signIn(page, user);
        await gotoReady(page, "/profile/security");
        await expect(page.getByRole("heading", { name: "Sessions and sign-ins", level: 1 })).toBeVisible();
        const sessions = page.getByTestId("session");
        await expect(sessions).toHaveCount(2);
        await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
        const theirs = sessions.filter({ hasText: address });
        await expect(theirs).toContainText("Chrome on Windows");
        await expect(page.getByRole("table").getByRole("row").filter({ hasText: address })).toContainText("Signed in");

        await theirs.getByRole("button", { name: /End session/ }).click();
        await expectToast(page, "Session ended");
        await expect(sessions).toHaveCount(1);
        await expect(sessions).toContainText("This device");

        await gotoReady(b, "/student/profile");
        await expect(b).toHaveURL(/\/login\?redirectTo=/);
        await expectToast(b, "Session expired");
      } finally {
        await other.close();
      }
    });

    test("all other sessions end at once, and signing out here logs out", async ({ page }) => {
      const user = await createTestUser("admin", "Many Browsers");
      await signIn(page, user);
      await gotoReady(page, "/admin/profile");
      await page.getByRole("link", { name: "Sessions and sign-ins" }).click();
      await expect(page).toHaveURL(/\/profile\/security$/);
      const sessions = page.getByTestId("session");
      await expect(sessions).toHaveCount(1);
      await expect(page.getByRole("button", { name: "End all other sessions" })).toHaveCount(0);

      // two more sign-ins of this browser: the sessions of the cookies it held before stay open elsewhere, as it were
      await signIn(page, user);
      await signIn(page, user);
      await gotoReady(page, "/profile/security");
      await expect(sessions).toHaveCount(3);
      await page.getByRole("button", { name: "End all other sessions" }).click();
      await expectToast(page, "Other sessions ended", "2 other sessions signed out.");
      await expect(sessions).toHaveCount(1);

      await sessions.getByRole("button", { name: /Sign out here/ }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectToast(page, "Signed out");
    });
  });
}
