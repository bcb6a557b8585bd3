/**
 * The browser's messages come as a file per language and part of the site (decision 124), fetched once and kept: a
 * link into another part fetches that part's file before the page renders, and a page whose file cannot be fetched
 * stays the page the server sent, working as it does without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import { db } from "~/utils/db.server";
import { failOnPageErrors, gotoReady, signIn } from "../support/browser";
import { createTestUser } from "../support/users";

failOnPageErrors(test);

/** The documents the page loaded and the message files it fetched, by path, as they are asked for. */
function watchRequests(page: Page) {
  const documents: string[] = [];
  const catalogs: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "document") documents.push(pathname);
    else if (pathname.startsWith("/i18n/")) catalogs.push(pathname);
  });
  return { documents, catalogs };
}

test("a Nepali student's pages render with their part's messages, each file fetched once, on links that load no document", async ({ page }) => {
  const student = await createTestUser("student", "Sita Gurung");
  await db.user.update({ where: { id: student.id }, data: { preferredLanguage: "ne" } });
  await signIn(page, student);
  const requests = watchRequests(page);

  await gotoReady(page, "/ne");
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "हाम्रो बारेमा" }).click();
  await expect(page).toHaveURL("/ne/about");
  await expect(page.getByRole("heading", { name: "हाम्रो कथा" })).toBeVisible();

  await page.getByLabel("खाता मेनु").click();
  await page.getByRole("link", { name: "ड्यासबोर्ड" }).click();
  await expect(page).toHaveURL("/student");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("फेरि स्वागत छ, Sita");

  expect(requests.documents).toEqual(["/ne"]);
  expect(requests.catalogs).toEqual([expect.stringMatching(/^\/i18n\/ne\.public\.[\w-]+\.json$/), expect.stringMatching(/^\/i18n\/ne\.signedIn\.[\w-]+\.json$/)]);
  const signedInCatalog = await page.request.get(requests.catalogs[1]);
  expect(signedInCatalog.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await signedInCatalog.json())["student.dashboard.welcome"]).toBeTruthy();
});

test("a page whose messages cannot be fetched stays the server's page, and its links load the next page whole", async ({ page }) => {
  await page.route("**/i18n/**", (route) => route.abort());
  const requests = watchRequests(page);

  await gotoReady(page, "/ne");
  await expect(page.getByRole("navigation", { name: "मुख्य" })).toBeVisible();
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "हाम्रो बारेमा" }).click();
  await expect(page).toHaveURL("/ne/about");
  await expect(page.getByRole("heading", { name: "हाम्रो कथा" })).toBeVisible();
  expect(requests.documents).toEqual(["/ne", "/ne/about"]);
});
