import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eDatabaseUrl } from "./tests/setup/e2e-database";

const port = Number(process.env.E2E_PORT ?? 3300);

// The app under test and the tests' own fixtures share this database (see tests/support/): a SQLite file, or with
// E2E_DATABASE=postgresql a PostgreSQL database that scripts/e2e-server.sh creates and the global teardown drops.
process.env.DATABASE_URL = e2eDatabaseUrl(`e2e-${port}`);
process.env.SESSION_SECRET = "e2e-session-secret-that-is-long-enough-0123456789";
process.env.UPLOAD_DIR = path.resolve(import.meta.dirname, "tests/.tmp", `uploads-${port}`);
process.env.APP_URL = `http://localhost:${port}`;
// The accounts the specs make through the models (tests/support/users.ts) hash at bcrypt's lowest cost: hundreds of
// them would otherwise take minutes of the two cores. The server keeps production's (docs/decisions/121).
process.env.PASSWORD_HASH_COST = "4";
// The web server delivers mail over SMTP to the sink that tests/setup/playwright-global-setup.ts starts on a port
// both sides know before either starts; the sink writes each message into E2E_MAIL_DIR for the specs to read.
process.env.E2E_SMTP_PORT = String(port + 1000);
process.env.E2E_MAIL_DIR = path.resolve(import.meta.dirname, "tests/.tmp", `mail-${port}`);
// The web server calls the Stripe double (tests/support/stripe-double.ts) that the global setup starts on a port both
// sides know, with the key and webhook secret both sides share; the double's webhooks come back to the server.
process.env.E2E_STRIPE_PORT = String(port + 2000);
process.env.E2E_STRIPE_SECRET_KEY = "sk_test_e2e_stripe_double";
process.env.E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_stripe_double";

// Debian's Chromium (npx playwright install cannot download here): its old headless shell where installed, the
// headless build Playwright itself runs, which lays out and scripts a page as Chromium does without the browser's
// own windowing, at about two thirds of the CPU per page (docs/decisions/122); else the whole browser in its headless mode.
const debianChromium = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `tests/.tmp/results-${port}`,
  globalSetup: "./tests/setup/playwright-global-setup.ts",
  fullyParallel: true,
  // At least two workers, even on a two-core machine: a browser test waits on the server and the page more than it
  // computes, so two side by side finish well before one alone would.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failure's trace keeps the DOM snapshot of every step, which is what shows what went wrong. The screencast frames
    // are left out: recorded for every test, passing ones too, they cost a two-core machine a large share of its CPU.
    // npm test (CI's run) sets E2E_TRACE=off: its log is what is read, and a spec re-run alone records the trace of its
    // failure (docs/decisions/119).
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: false },
    ...devices["Desktop Chrome"],
    launchOptions: debianChromium
      ? {
          executablePath: debianChromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        }
      : {},
  },
  projects: [
    { name: "app", testIgnore: /built-in-names\.spec\.ts$/ },
    // The built-in-names probe posts into every admin form (settings, catalogue, site content) and fills the mail
    // queue: it runs once every other spec has finished, so that none of them reads what it wrote.
    { name: "probe", testMatch: /built-in-names\.spec\.ts$/, dependencies: ["app"] },
  ],
  webServer: {
    command: "bash scripts/e2e-server.sh",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // TRUST_PROXY=1: tests stand in for a proxy and give each simulated client its own X-Forwarded-For address.
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.DATABASE_URL,
      NODE_ENV: "production",
      // production's cost: a sign-up or a password change through the pages hashes as it would there
      PASSWORD_HASH_COST: "10",
      // one worker under its primary, as in production (decision 085): the tests read one server's log and timing
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "1",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      MAIL_FROM: "EduGlobal <no-reply@eduglobal.example>",
      // mail leaves within a fraction of a second of the request that queued it
      WORKER_POLL_MS: "200",
      STRIPE_SECRET_KEY: process.env.E2E_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
    },
  },
});
