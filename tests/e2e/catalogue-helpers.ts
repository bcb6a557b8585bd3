import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { createService } from "~/models/service.server";
import { createTestUser, signIn } from "./fixtures";

/** A short unique word: tests run in parallel on one database, so each finds its own rows by searching for it. */
export function uniqueTag(prefix: string) {
  return `${prefix}${randomUUID().slice(0, 8)}`;
}

export async function signInAsAdmin(page: Page) {
  const admin = await createTestUser("admin", "Catalogue Admin");
  await signIn(page, admin);
  return admin;
}

export async function seedServices(tag: string, rows: Array<{ name: string; priceCents?: number; isActive?: boolean; description?: string }>) {
  const created = [];
  for (const row of rows) {
    created.push(
      await createService({
        name: `${tag} ${row.name}`,
        description: row.description ?? "",
        priceCents: row.priceCents ?? 1000,
        isActive: row.isActive ?? true,
      }),
    );
  }
  return created;
}

/** With JavaScript, waits until React has hydrated the list (only then does the bulk button show its count). */
export async function waitForList(page: Page, js: boolean) {
  if (js) await expect(page.getByRole("button", { name: /^Delete selected \(\d+\)$/ })).toBeVisible();
}

/** Opens a row's menu (a disclosure without JavaScript, a headless menu with it) and follows one of its links. */
export async function rowAction(page: Page, rowLabel: string, action: "Edit" | "Delete") {
  await page.getByLabel(`Actions for ${rowLabel}`).click();
  await page.getByRole("link", { name: action, exact: true }).click();
}

/** The dialog with JavaScript, the page of its own without; resolves once its title shows. */
export async function dialogOrPage(page: Page, js: boolean, title: string) {
  const container = js ? page.getByRole("dialog", { name: title }) : page.locator("main section").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(container.getByRole("heading", { name: title })).toBeVisible();
  return container;
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}
