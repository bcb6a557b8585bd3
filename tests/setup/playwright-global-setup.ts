/**
 * Playwright's global setup: the SMTP sink the e2e web server delivers to (playwright.config.ts gives the server
 * SMTP_HOST and SMTP_PORT), writing every message it receives into the run's mail folder for the specs to read
 * (`waitForMailFile`). The folder starts empty; the sink closes when the run ends.
 */
import { rmSync } from "node:fs";
import { startSmtpSink } from "../support/smtp-sink";

export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error("playwright.config.ts sets E2E_MAIL_DIR and E2E_SMTP_PORT");
  rmSync(dir, { recursive: true, force: true });
  const sink = await startSmtpSink({ dir, port });
  return () => sink.close();
}
