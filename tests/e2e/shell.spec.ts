import { expect, test } from "@playwright/test";
import { gotoReady } from "../support/browser";

test.describe("site shell", () => {
  test("home renders with the header, hero and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("the Services dropdown opens and closes with Escape", async ({ page }) => {
    // Escape is the script's: the page must have come alive
    await gotoReady(page, "/");
    const menu = page.getByTestId("services-menu");
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "SOP Writing" })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(6);
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: "SOP Writing" })).toBeHidden();
  });

  test("the header gains a shadow once scrolled past 20 px", async ({ page }) => {
    await gotoReady(page, "/");
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-scrolled", /.*/);
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 200);
    });
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("health endpoint reports the database and the job queue", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: "ok",
      queue: { status: "ok", due: expect.any(Number), oldest_due_s: expect.any(Number), failed: expect.any(Number), failed_last_hour: expect.any(Number) },
    });
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens and lists the pages and services", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByTestId("mobile-menu");
    await menu.getByRole("button", { name: "Open menu" }).or(menu.locator("summary")).first().click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav.getByRole("link", { name: "Gallery" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Free Counseling" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Services dropdown and the mobile menu still open", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("services-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Loan" }).first().click();
    await expect(page).toHaveURL("/services/loan-assistance");
  });

  test("mobile menu opens without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact" })).toBeVisible();
  });
});
