/**
 * Two-factor required of staff, as a fresh installation has it (the demo seed, which the run's own server uses, turns
 * it off so that the README's log-ins work at once). So this spec runs its own server on a database without settings,
 * beside the run's (E2E_PORT + 50), and the browser browses that one.
 */
import bcrypt from "bcryptjs";
import { expect, test, type BrowserContext } from "@playwright/test";
import { generateTotpCode } from "~/models/two-factor.server";
import { createDbClient } from "~/utils/db.server";
import { killAppServer, signInByCookie, specDatabase, startAppServer, waitUntilHealthy, type AppServer } from "../support/app-server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

const PORT = Number(process.env.E2E_PORT ?? 3300) + 50;
const PASSWORD = "staff-two-factor-password";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let database: Awaited<ReturnType<typeof specDatabase>>;
let db: ReturnType<typeof createDbClient>;
let sink: SmtpSink;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await specDatabase(`staff-two-factor-${PORT}`);
  db = createDbClient(database.url);
  sink = await startSmtpSink();
  server = startAppServer({ port: PORT, databaseUrl: database.url, smtpPort: sink.port });
  await waitUntilHealthy(server);
});

test.afterAll(async () => {
  if (server) killAppServer(server);
  await db?.$disconnect();
  await sink?.close();
  await database?.drop();
});

async function createStaff(role: "admin" | "counsellor", name: string) {
  const email = `${name.toLowerCase().replaceAll(" ", "-")}-${Date.now()}@example.com`;
  return db.user.create({ data: { name, email, role, passwordHash: await bcrypt.hash(PASSWORD, 4), emailVerifiedAt: new Date() } });
}

/** The browser signed in on this spec's server as `userId` (staff with two-factor on, as far as the server knows). */
async function signInOnServer(context: BrowserContext, userId: number) {
  const header = await signInByCookie(db, userId);
  await context.addCookies([{ name: "__session", value: header.slice("__session=".length), domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" }]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a counsellor logging in with a password is taken to set two-factor up, and reaches the admin area once it is on", async ({ page }) => {
      const counsellor = await createStaff("counsellor", `Careful Counsellor ${javaScriptEnabled ? "js" : "nojs"}`);
      await page.goto(`${server.base}/login`);
      await page.getByLabel("Email").fill(counsellor.email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL(`${server.base}/profile/two-factor`);
      await expect(page.getByRole("alert").filter({ hasText: "Staff accounts must use two-factor here" })).toBeVisible();

      // every other page sends the session back here until two-factor is on
      await page.goto(`${server.base}/admin/students`);
      await expect(page).toHaveURL(`${server.base}/profile/two-factor`);

      const secret = (await page.getByTestId("two-factor-secret").textContent())!.trim();
      await page.getByLabel("Code", { exact: true }).fill(generateTotpCode(secret));
      await page.getByRole("button", { name: "Turn on" }).click();
      await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
      await expect(page.getByRole("alert").filter({ hasText: "Staff accounts must use two-factor here" })).toHaveCount(0);
      await page.getByRole("link", { name: "I have saved them: continue to my dashboard" }).click();
      await expect(page).toHaveURL(`${server.base}/admin`);
      await page.goto(`${server.base}/admin/students`);
      await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
    });

    test("an admin resets another staff member's two-factor on the user's page", async ({ page, context }) => {
      const admin = await createStaff("admin", `Reset Admin ${javaScriptEnabled ? "js" : "nojs"}`);
      const other = await createStaff("counsellor", `Lost Phone ${javaScriptEnabled ? "js" : "nojs"}`);
      await db.user.update({ where: { id: admin.id }, data: { twoFactorEnabledAt: new Date(), twoFactorSecret: "set by the test" } });
      await db.user.update({ where: { id: other.id }, data: { twoFactorEnabledAt: new Date(), twoFactorSecret: "set by the test" } });
      await signInOnServer(context, admin.id);

      await page.goto(`${server.base}/admin/users/${other.id}`);
      const section = page.getByRole("region", { name: "Two-factor" });
      await expect(section).toContainText("On since");
      await section.getByRole("button", { name: "Reset two-factor" }).click();
      await expect(page.getByTestId("toast")).toContainText("Two-factor reset");
      await expect(section).toContainText("Off: a log-in with the password asks for nothing more.");
      expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).twoFactorEnabledAt).toBeNull();

      // the admin's own page has no reset: that goes through their own two-factor page
      await page.goto(`${server.base}/admin/users/${admin.id}`);
      await expect(page.getByRole("region", { name: "Two-factor" }).getByRole("button", { name: "Reset two-factor" })).toHaveCount(0);
    });
  });
}

test("the Security settings say the requirement is on and that the demo data turns it off", async ({ page, context }) => {
  const admin = await createStaff("admin", "Settings Admin");
  await db.user.update({ where: { id: admin.id }, data: { twoFactorEnabledAt: new Date(), twoFactorSecret: "set by the test" } });
  await signInOnServer(context, admin.id);

  await page.goto(`${server.base}/admin/settings?tab=security`);
  await expect(page.getByLabel("Require two-factor for staff")).toBeChecked();
  await expect(page.getByText("The demo data (npm run db:seed) turns this off")).toBeVisible();
});
