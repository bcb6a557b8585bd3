import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { listQueuedEmails } from "~/models/email-outbox.server";

export const uniqueEmail = (prefix = "acct") => `${prefix}-${randomUUID()}@example.com`;

export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** The reset link of the newest e-mail queued for `email`, read from the outbox as a mail sender would. */
export async function resetLinkFor(email: string) {
  const [latest] = await listQueuedEmails(email);
  expect(latest, `no e-mail queued for ${email}`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(latest.message.text)?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}
