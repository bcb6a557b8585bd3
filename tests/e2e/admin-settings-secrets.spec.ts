import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { getSettings } from "~/models/settings.server";
import { db } from "~/utils/db.server";
import { encryptSecret } from "~/utils/secret-box.server";
import { expectToast, gotoReady, signInAs } from "../support/browser";

// Both runs save the one Payment settings row: one after the other, so each reads back what it saved.
test.describe.configure({ mode: "serial" });

// The Payment settings are the run's, and the payments spec pays through them meanwhile: the secrets saved here are the
// ones the server already has from its environment (playwright.config.ts), and the row is put back after the file,
// so that no other spec finds a key it cannot use or decrypt.
let savedRow: { value: string } | null = null;
test.beforeAll(async () => {
  savedRow = await db.setting.findUnique({ where: { key: "payment" }, select: { value: true } });
});
test.afterAll(async () => {
  if (savedRow) await db.setting.update({ where: { key: "payment" }, data: { value: savedRow.value } });
  else await db.setting.deleteMany({ where: { key: "payment" } });
});

const STORED_HINT = "A value is stored. Leave empty to keep it.";

/** What the browser can get from the Payment tab: its HTML, and the data a client-side navigation loads. */
async function everythingSent(page: Page) {
  const html = await page.request.get("/admin/settings?tab=payment");
  const data = await page.request.get("/admin/settings.data?tab=payment");
  expect(html.ok() && data.ok()).toBe(true);
  return `${await page.content()}\n${await html.text()}\n${await data.text()}`;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`payment secrets in the settings with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin saves the gateway key and webhook secret: the page says they are stored and never contains them", async ({ page }) => {
      const run = `${javaScriptEnabled ? "on" : "off"}${Date.now()}`;
      const gatewayKey = process.env.E2E_STRIPE_SECRET_KEY!;
      const webhookSecret = process.env.E2E_STRIPE_WEBHOOK_SECRET!;
      const instructions = `Transfer to Example Bank, account 0012-3456, reference ${run}.`;
      await signInAs(page, "admin", "Payment Secrets Admin");
      await page.goto("/admin/settings?tab=payment");

      const keyField = page.getByLabel("Gateway secret key");
      await expect(keyField).toHaveAttribute("type", "password");
      await expect(page.getByLabel("Webhook secret")).toHaveAttribute("type", "password");
      await expect(page.getByText("Shown to students on unpaid invoices when offline payment is enabled.")).toBeVisible();
      if (javaScriptEnabled) await page.waitForLoadState("networkidle");
      await keyField.fill(gatewayKey);
      await page.getByLabel("Webhook secret").fill(webhookSecret);
      await page.getByLabel("Offline payment instructions").fill(instructions);
      await page.getByRole("button", { name: "Save Settings" }).click();

      await expectToast(page, "Settings saved", "Payment settings have been updated successfully.");
      await expect(page).toHaveURL(/\/admin\/settings\?tab=payment$/);
      await page.reload();
      await expect(page.getByLabel("Offline payment instructions")).toHaveValue(instructions);
      await expect(keyField).toHaveValue("");
      await expect(page.getByLabel("Webhook secret")).toHaveValue("");
      await expect(page.getByText(STORED_HINT)).toHaveCount(2);
      const sent = await everythingSent(page);
      expect(sent).toContain(instructions);
      for (const secret of [gatewayKey, webhookSecret, "sk_test_e2e_", "whsec_e2e_", "enc:v1:"]) expect(sent).not.toContain(secret);

      // saved again with the secret fields left empty: both stay stored, the other fields change
      await page.getByLabel("Offline payment instructions").fill(`${instructions} Bring the receipt.`);
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expectToast(page, "Settings saved");
      await expect(page.getByLabel("Offline payment instructions")).toHaveValue(`${instructions} Bring the receipt.`);
      await expect(page.getByText(STORED_HINT)).toHaveCount(2);
      expect(await everythingSent(page)).not.toContain(gatewayKey);
    });
  });
}

test("a stored key that no longer decrypts is shown as unreadable, to be entered again, and the page still works", async ({ page }) => {
  const payment = await getSettings("payment");
  const value = JSON.stringify({ ...payment, gatewayKeyId: encryptSecret("sk_test_sealed_elsewhere", randomBytes(32)), webhookSecret: "" });
  await db.setting.upsert({ where: { key: "payment" }, create: { key: "payment", value }, update: { value } });
  await signInAs(page, "admin", "Unreadable Key Admin");
  await gotoReady(page, "/admin/settings?tab=payment");
  const keyField = page.getByLabel("Gateway secret key");
  await expect(keyField).toHaveAccessibleDescription("The stored value could not be read (the encryption key has changed). Enter it again.");
  await expect(page.getByLabel("Webhook secret")).toHaveAccessibleDescription("Not set.");
  await expect(page.getByLabel("Offline payment instructions")).toHaveValue(payment.offlineInstructions);
});
