/**
 * Playwright's global setup: the SMTP sink the e2e web server delivers to (playwright.config.ts gives the server
 * SMTP_HOST and SMTP_PORT), writing every message it receives into the run's mail folder for the specs to read
 * (`waitForMailFile`), and the Stripe double the server pays through (STRIPE_API_BASE), whose webhooks go back to the
 * server. The folder starts empty; both close when the run ends, and a PostgreSQL run's database is dropped.
 */
import { rmSync } from "node:fs";
import { dropDatabase } from "~/utils/database-admin.server";
import { e2eOnPostgres } from "./e2e-database";
import { startSmtpSink } from "../support/smtp-sink";
import { startStripeDouble } from "../support/stripe-double";

export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error("playwright.config.ts sets E2E_MAIL_DIR and E2E_SMTP_PORT");
  const stripePort = Number(process.env.E2E_STRIPE_PORT);
  const secretKey = process.env.E2E_STRIPE_SECRET_KEY;
  const webhookSecret = process.env.E2E_STRIPE_WEBHOOK_SECRET;
  if (!stripePort || !secretKey || !webhookSecret) {
    throw new Error("playwright.config.ts sets E2E_STRIPE_PORT, E2E_STRIPE_SECRET_KEY and E2E_STRIPE_WEBHOOK_SECRET");
  }
  rmSync(dir, { recursive: true, force: true });
  const sink = await startSmtpSink({ dir, port });
  const stripe = await startStripeDouble({
    port: stripePort,
    webhookUrl: `${process.env.APP_URL}/webhooks/stripe`,
    webhookSecret,
    secretKey,
  });
  return async () => {
    await stripe.close();
    await sink.close();
    // scripts/e2e-server.sh made it for this run; the server still running on it loses its connections, then stops
    if (e2eOnPostgres) await dropDatabase(process.env.DATABASE_URL!);
  };
}
