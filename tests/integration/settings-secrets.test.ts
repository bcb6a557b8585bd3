import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { getSettings, readSettings } from "~/models/settings.server";
import { action, loader } from "~/routes/admin.settings/route";
import { db } from "~/utils/db.server";
import { encryptSecret } from "~/utils/secret-box.server";
import { callRoute, fieldErrors } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

const GATEWAY_KEY = "sk_test_51GatewayKeyThatMustNeverShow";
const WEBHOOK_SECRET = "whsec_WebhookSecretThatMustNeverShow";
const SMTP_PASSWORD = "smtp-Password-That-Must-Never-Show";

const payment = { intent: "payment", currency: "USD", enableGateway: "on", enableOfflinePayment: "on", offlineInstructions: "Pay into account 123 at Example Bank." };
const email = { intent: "email", smtpHost: "smtp.example.com", smtpPort: "587", smtpUsername: "mailer", fromEmail: "no-reply@example.com", fromName: "Bridge", enableNotifications: "on" };

let admin: SignedInUser;
beforeAll(async () => {
  admin = await signedInUser("admin", "Secrets Admin");
});
afterEach(() => vi.restoreAllMocks());

const save = (form: Record<string, string>) => callRoute(action, "/admin/settings", { cookie: admin.cookie, form });
const settingsPage = (tab: string) => callRoute(loader, `/admin/settings?tab=${tab}`, { cookie: admin.cookie });
const rawRow = async (group: string) => (await db.setting.findUnique({ where: { key: group } }))!.value;
const storeRaw = (group: string, values: Record<string, unknown>) => {
  const value = JSON.stringify(values);
  return db.setting.upsert({ where: { key: group }, create: { key: group, value }, update: { value } });
};

describe("settings secrets at rest", () => {
  test("the stored rows hold the gateway key, webhook secret and SMTP password only encrypted; getSettings reads them back", async () => {
    expect((await save({ ...payment, gatewayKeyId: GATEWAY_KEY, webhookSecret: WEBHOOK_SECRET })).status).toBe(302);
    expect((await save({ ...email, smtpPassword: SMTP_PASSWORD })).status).toBe(302);

    const paymentRow = JSON.parse(await rawRow("payment"));
    const emailRow = JSON.parse(await rawRow("email"));
    for (const stored of [paymentRow.gatewayKeyId, paymentRow.webhookSecret, emailRow.smtpPassword]) expect(stored).toMatch(/^enc:v1:/);
    for (const raw of [await rawRow("payment"), await rawRow("email")]) {
      for (const secret of [GATEWAY_KEY, WEBHOOK_SECRET, SMTP_PASSWORD]) expect(raw).not.toContain(secret);
    }
    expect(paymentRow.offlineInstructions).toBe(payment.offlineInstructions);

    expect(await getSettings("payment")).toMatchObject({ gatewayKeyId: GATEWAY_KEY, webhookSecret: WEBHOOK_SECRET, offlineInstructions: payment.offlineInstructions });
    expect((await getSettings("email")).smtpPassword).toBe(SMTP_PASSWORD);
  });

  test("an empty field keeps the stored secret, still encrypted; the audit log records secrets only as changed", async () => {
    await save({ ...payment, gatewayKeyId: GATEWAY_KEY, webhookSecret: WEBHOOK_SECRET });
    await save({ ...payment, gatewayKeyId: "", webhookSecret: "", currency: "EUR" });
    expect(await getSettings("payment")).toMatchObject({ currency: "EUR", gatewayKeyId: GATEWAY_KEY, webhookSecret: WEBHOOK_SECRET });
    expect(await rawRow("payment")).not.toContain(GATEWAY_KEY);

    await save({ ...payment, gatewayKeyId: "sk_test_second", webhookSecret: "" });
    const last = await db.auditLog.findFirst({ where: { entityType: "setting" }, orderBy: { id: "desc" } });
    expect(JSON.parse(last!.changes!)).toEqual({ currency: ["EUR", "USD"], gatewayKeyId: ["changed", "changed"] });
    const logs = await db.auditLog.findMany({ where: { entityType: "setting" } });
    for (const log of logs) expect(log.changes).not.toMatch(/sk_test|whsec_|enc:v1/);
  });

  test("a plain secret stored before encryption is still read, and the next save encrypts it", async () => {
    await storeRaw("email", { smtpHost: "legacy.example.com", smtpPort: 25, smtpUsername: "old", smtpPassword: "legacy-plain-password", smtpSecure: false, fromEmail: "a@example.com", fromName: "Old", enableNotifications: true });
    expect((await getSettings("email")).smtpPassword).toBe("legacy-plain-password");

    await save({ ...email, smtpPassword: "" });
    expect(await rawRow("email")).not.toContain("legacy-plain-password");
    expect(JSON.parse(await rawRow("email")).smtpPassword).toMatch(/^enc:v1:/);
    expect((await getSettings("email")).smtpPassword).toBe("legacy-plain-password");
  });

  test("a secret sealed with another key reads as not set, logs one line naming it, and the page asks for it again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const foreign = encryptSecret("sealed-elsewhere", randomBytes(32));
    await storeRaw("payment", { currency: "USD", gatewayKeyId: foreign, webhookSecret: encryptSecret(WEBHOOK_SECRET), enableGateway: true, enableOfflinePayment: false, offlineInstructions: "" });

    expect(await getSettings("payment")).toMatchObject({ gatewayKeyId: "", webhookSecret: WEBHOOK_SECRET, currency: "USD" });
    expect(await readSettings("payment")).toMatchObject({ unreadableSecrets: ["gatewayKeyId"] });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toMatch(/payment\.gatewayKeyId cannot be decrypted/);

    const page = await settingsPage("payment");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ form: { secrets: { gatewayKeyId: "unreadable", webhookSecret: "stored" } } });

    // saving the other fields keeps the unreadable value as stored, so the old key would open it again
    await save({ ...payment, gatewayKeyId: "", webhookSecret: "" });
    expect(JSON.parse(await rawRow("payment")).gatewayKeyId).toBe(foreign);
    await save({ ...payment, gatewayKeyId: GATEWAY_KEY, webhookSecret: "" });
    expect(await readSettings("payment")).toMatchObject({ values: { gatewayKeyId: GATEWAY_KEY }, unreadableSecrets: [] });
  });
});

describe("the settings page never sends a secret to the browser", () => {
  test("its data says which secrets are stored, never their values nor their ciphertext", async () => {
    await save({ ...payment, gatewayKeyId: GATEWAY_KEY, webhookSecret: WEBHOOK_SECRET });
    await save({ ...email, smtpPassword: SMTP_PASSWORD });
    const paymentPage = await settingsPage("payment");
    const emailPage = await settingsPage("email");
    expect(paymentPage.body).toMatchObject({ form: { secrets: { gatewayKeyId: "stored", webhookSecret: "stored" }, values: { offlineInstructions: payment.offlineInstructions } } });
    expect(emailPage.body).toMatchObject({ form: { secrets: { smtpPassword: "stored" } } });
    for (const page of [paymentPage, emailPage]) {
      const sent = JSON.stringify(page.body);
      for (const secret of [GATEWAY_KEY, WEBHOOK_SECRET, SMTP_PASSWORD, "enc:v1"]) expect(sent).not.toContain(secret);
    }
  });

  test("a refused form comes back without the secrets that were typed", async () => {
    const refused = await save({ ...payment, currency: "dollars", gatewayKeyId: "sk_test_typed_then_refused", webhookSecret: "whsec_typed_then_refused" });
    expect(fieldErrors(refused).currency).toBeDefined();
    const sent = JSON.stringify(refused.body);
    expect(sent).not.toContain("typed_then_refused");
    expect(sent).toContain(payment.offlineInstructions);
  });
});
