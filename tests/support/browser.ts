/** What Playwright specs do with a page; only e2e specs import this (it needs Playwright). */
import { expect, type Page, type test as playwrightTest } from "@playwright/test";
import type { PublicUser } from "~/models/user.server";
import { E2E_MAIL_DIR_VARIABLE, linkTo, waitForMailFile } from "./mail";
import { createTestUser, sessionCookieFor, type Role } from "./users";

/** Signs the browser in as `user`: a new Session row and the signed cookie the app expects. */
export async function signIn(page: Page, user: PublicUser) {
  const value = await sessionCookieFor(user.id);
  const baseURL = new URL(process.env.APP_URL!);
  await page.context().addCookies([{ name: "__session", value, domain: baseURL.hostname, path: "/", httpOnly: true, sameSite: "Lax" }]);
}

/** A new account of `role`, with the browser signed in as it. */
export async function signInAs(page: Page, role: Role, name?: string) {
  const user = await createTestUser(role, name);
  await signIn(page, user);
  return user;
}

/**
 * Fails each test of the calling describe block on an uncaught error in the page: a route module that throws in the
 * browser makes Remix reload the page, which then still works, so only this shows it.
 */
export function failOnPageErrors(test: typeof playwrightTest) {
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => expect(pageErrors).toEqual([]));
}

/** Fills and sends the login form. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Opens the registration form, fills it in (terms accepted) and sends it. */
export async function submitRegistration(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "Register" }).click();
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** Opens a page and waits until its scripts and data requests have settled (hydrated, with JavaScript). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

/** The reset link of the newest reset mail to `email`, as it arrived at the run's SMTP sink over the wire. */
export async function resetLinkFor(email: string, { timeout = 10_000 }: { timeout?: number } = {}) {
  const dir = process.env[E2E_MAIL_DIR_VARIABLE];
  if (!dir) throw new Error(`${E2E_MAIL_DIR_VARIABLE} is set by playwright.config.ts`);
  const mail = await waitForMailFile({ dir, to: email, subject: "Reset your password", timeout });
  const link = linkTo(mail, "/reset-password");
  expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
  return link;
}

/** The /verify-email link of the newest mail to `email` with `subject` (the welcome, a link sent again, a new address's). */
export async function verificationLinkFor(email: string, subject: string, { timeout = 10_000 }: { timeout?: number } = {}) {
  const dir = process.env[E2E_MAIL_DIR_VARIABLE];
  if (!dir) throw new Error(`${E2E_MAIL_DIR_VARIABLE} is set by playwright.config.ts`);
  const link = linkTo(await waitForMailFile({ dir, to: email, subject, timeout }), "/verify-email");
  expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
  return `${link.pathname}${link.search}`;
}

/** Picks a date in a slot picker: with JavaScript the page reloads the slots on change, without it "Show times" does. */
export async function chooseDate(page: Page, day: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Date", { exact: true }).fill(day);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await page.waitForLoadState("networkidle");
}

export const slotRadio = (page: Page, slotId: number) => page.locator(`input[name="timeSlot"][value="${slotId}"]`);

/** With JavaScript, waits until React has hydrated an admin list (only then does the bulk button show its count). */
export async function waitForList(page: Page, js: boolean) {
  if (js) await expect(page.getByRole("button", { name: /^Delete selected \(\d+\)$/ })).toBeVisible();
}

/** Opens a row's menu (a disclosure without JavaScript, a headless menu with it) and follows one of its links. */
export async function rowAction(page: Page, rowLabel: string, action: "Edit" | "Delete") {
  await page.getByLabel(`Actions for ${rowLabel}`).click();
  await page.getByRole("link", { name: action, exact: true }).click();
}

/**
 * A page of its own in the admin (an ActionPage, or a dialog route without JavaScript); resolves once its title shows.
 */
export async function actionPage(page: Page, title: string) {
  const container = page.locator("main section").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(container.getByRole("heading", { name: title })).toBeVisible();
  return container;
}

/** The dialog with JavaScript, the page of its own without; resolves once its title shows. */
export async function dialogOrPage(page: Page, js: boolean, title: string) {
  if (!js) return actionPage(page, title);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  return dialog;
}
