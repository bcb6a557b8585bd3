import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectToast, gotoReady, signIn } from "../support/browser";
import { createTestUser } from "../support/users";

// server/page-cache.js in the production build (decision 060): an anonymous page comes from the cache and still
// works, with JavaScript and without, and a toast still reaches the visitor it was meant for.

/** Asks for `path` until an answer comes from the cache (the first visit of a version renders and fills it). */
async function warm(request: APIRequestContext, path: string) {
  await expect(async () => expect((await request.get(path)).headers()["x-page-cache"]).toBe("hit")).toPass();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a page from the cache shows, navigates and raises no policy violation", async ({ page, request }) => {
      await warm(request, "/about");
      const problems: string[] = [];
      page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
      page.on("pageerror", (error) => problems.push(error.message));
      const response = await page.goto("/about");
      expect(response?.headers()["x-page-cache"]).toBe("hit");
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (javaScriptEnabled) {
        await page.waitForLoadState("networkidle");
        expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
      }
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(problems).toEqual([]);
    });

    test("the toast of a log-out shows on the cached log-in page", async ({ page, request }) => {
      await warm(request, "/login");
      await signIn(page, await createTestUser("student", "Cache Visitor"));
      // the account menu is opened once the page has hydrated: a click during hydration under load was undone
      await gotoReady(page, "/");
      await page.getByLabel("Account menu").click();
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL("/login");
      await expectToast(page, "Logged out", "You have been logged out successfully.");
      // the page with the toast was the visitor's own, and the cache still holds the page without it
      const cached = await request.get("/login");
      expect(cached.headers()["x-page-cache"]).toBe("hit");
      expect(await cached.text()).not.toContain("Logged out");
    });
  });
}

// One GET, answered alike with JavaScript on or off: checked once.
test.describe("JavaScript on", () => {
  test("a signed-in visitor never gets the cached page", async ({ page, request }) => {
    await warm(request, "/about");
    const user = await createTestUser("student", "Signed Visitor");
    await signIn(page, user);
    const response = await page.goto("/about");
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByLabel("Account menu")).toBeVisible();
  });
});
