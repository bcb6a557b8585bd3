import { expect, test } from "@playwright/test";
import { generateTotpCode } from "~/models/two-factor.server";
import { expectToast, gotoReady, signIn, submitLogin } from "../support/browser";
import { TEST_PASSWORD, createTestUser } from "../support/users";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`two-factor with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("turned on with a code from the QR code's key, then a log-in asks for a code, and a recovery code works once", async ({ page }) => {
      const user = await createTestUser("student", "Two Factor Student");
      await signIn(page, user);
      await gotoReady(page, "/profile/two-factor");
      await expect(page.getByRole("img", { name: "QR code of the two-factor key" }).locator("svg")).toBeVisible();
      const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();

      await page.getByLabel("Code", { exact: true }).fill(generateTotpCode(secret));
      await page.getByRole("button", { name: "Turn on" }).click();
      // the codes are the answer to the post itself (shown once), so without JavaScript the toast comes on a later page
      if (javaScriptEnabled) await expectToast(page, "Two-factor is on");
      const codes = page.getByTestId("recovery-codes").getByRole("listitem");
      await expect(codes).toHaveCount(10);
      const recovery = (await codes.first().textContent())!.trim();

      await page.context().clearCookies();
      await gotoReady(page, "/login");
      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page).toHaveURL(/\/login\/two-factor$/);
      await page.getByLabel("Code", { exact: true }).fill("00000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("That code is not valid").first()).toBeVisible();
      // the code that turned it on is spent: the app's next one (half a minute on) is within the accepted drift
      await page.getByLabel("Code", { exact: true }).fill(generateTotpCode(secret, new Date(Date.now() + 30_000)));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/student$/);

      await page.context().clearCookies();
      await gotoReady(page, "/login");
      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page).toHaveURL(/\/login\/two-factor$/);
      await page.getByLabel("Code", { exact: true }).fill(recovery);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/student$/);
      await gotoReady(page, "/profile/two-factor");
      await expect(page.getByText("9 recovery codes left")).toBeVisible();
    });
  });
}
