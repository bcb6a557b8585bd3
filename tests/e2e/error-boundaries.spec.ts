import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/browser";
import { createTestUser } from "../support/users";

// Chrome reports the 404 document (or data) response itself as a console error; that one is expected here.
const NOT_FOUND_RESOURCE = "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** Console errors and uncaught page errors (hydration mismatches included), apart from the 404 response itself. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text() !== NOT_FOUND_RESOURCE) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Resolves once React has hydrated the page's heading, so a mismatch would already have been reported. */
async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.locator("h1").evaluate((h1) => Object.keys(h1).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}

async function expectNotFoundPage(page: Page, back: { name: string; href: string }) {
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: back.name })).toHaveAttribute("href", back.href);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`error boundaries with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a missing record in the admin area is a 404 inside the admin shell", async ({ page }) => {
      const errors = collectErrors(page);
      await signIn(page, await createTestUser("admin", "Boundary Admin"));

      const response = await page.goto("/admin/sop-applications/999999999");
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, { name: "Back to dashboard", href: "/admin" });
      const nav = page.getByRole("navigation", { name: "Admin", exact: true });
      await expect(nav.getByRole("link", { name: "SOP Applications" })).toBeVisible();
      await expect(page.getByText("Boundary Admin").first()).toBeVisible();
      if (javaScriptEnabled) {
        await waitForHydration(page);
        // The shell is live around the error: the sidebar still collapses.
        await page.getByRole("button", { name: "Collapse sidebar" }).click();
        await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
      }
      expect(errors).toEqual([]);
    });

    test("a missing record in an admin dialog route is a 404 in the dialog, over its list", async ({ page }) => {
      const errors = collectErrors(page);
      await signIn(page, await createTestUser("admin"));

      const response = await page.goto("/admin/loan-applications/999999999/documents");
      expect(response?.status()).toBe(404);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        const dialog = page.getByRole("dialog", { name: "Page Not Found" });
        await expect(dialog.getByRole("alert")).toHaveText("The page you are looking for does not exist or has been moved.");
        // The modal hides the page behind it from assistive technology, but the shell and the list are there.
        await expect(page.locator('nav[aria-label="Admin"]')).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: "Loan Applications", includeHidden: true })).toBeAttached();
        await dialog.getByRole("link", { name: "Close" }).click();
        await expect(page).toHaveURL("/admin/loan-applications");
        await expect(page.getByRole("dialog")).toBeHidden();
      } else {
        await expect(page.getByRole("navigation", { name: "Admin", exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
        await expect(page.locator("h1")).toHaveCount(1);
        await page.getByRole("link", { name: "Close" }).click();
        await expect(page).toHaveURL("/admin/loan-applications");
      }
      expect(errors).toEqual([]);
    });

    test("a missing record in the student area is a 404 inside the student shell", async ({ page }) => {
      const errors = collectErrors(page);
      await signIn(page, await createTestUser("student", "Boundary Student"));

      const response = await page.goto("/student/sop-applications/999999999");
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, { name: "Back to dashboard", href: "/student" });
      await expect(page.getByRole("navigation", { name: "Student", exact: true }).getByRole("link", { name: "SOP Applications" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: "Back to dashboard" }).click();
      await expect(page).toHaveURL("/student");
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

// Pages of one GET each, answered alike with JavaScript on or off: checked once, hydration included.
test.describe("error boundaries with JavaScript on", () => {
  test("an unknown address in either area is a 404 inside that area's shell", async ({ page }) => {
    const errors = collectErrors(page);
    await signIn(page, await createTestUser("admin", "Lost Admin"));
    expect((await page.goto("/admin/no-such-page"))?.status()).toBe(404);
    await expectNotFoundPage(page, { name: "Back to dashboard", href: "/admin" });
    await expect(page.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link", { name: "Settings" })).toBeVisible();

    await signIn(page, await createTestUser("student", "Lost Student"));
    expect((await page.goto("/student/no-such-page"))?.status()).toBe(404);
    await expectNotFoundPage(page, { name: "Back to dashboard", href: "/student" });
    await expect(page.getByRole("navigation", { name: "Student", exact: true }).getByRole("link", { name: "SOP Applications" })).toBeVisible();
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  test("a missing blog post is a 404 inside the site's header and footer", async ({ page }) => {
    const errors = collectErrors(page);

    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, { name: "Return to Home", href: "/" });
    await expect(page.getByRole("main").getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
    await expect(page.getByText("This article does not exist or has been moved.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | EduGlobal Consultancy");
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});

test("a client-side navigation to a missing record keeps the student shell", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, await createTestUser("student"));
  await page.goto("/student");
  await waitForHydration(page);

  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/student/sop-applications/999999999"));
  await expect(page).toHaveURL("/student/sop-applications/999999999");
  await expectNotFoundPage(page, { name: "Back to dashboard", href: "/student" });
  await expect(page.getByRole("navigation", { name: "Student", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
