import { expect, test } from "@playwright/test";
import { signInAs } from "../support/browser";

const PHONE = { width: 390, height: 844 };

test.describe("the admin sidebar on a desktop", () => {
  test("is the one admin navigation, shown without a menu button", async ({ page }) => {
    await signInAs(page, "admin", "Sidebar Admin");
    await page.goto("/admin/time-slots");
    await expect(page.getByRole("navigation", { name: /^Admin/ })).toHaveCount(1);
    const nav = page.getByRole("navigation", { name: "Admin", exact: true });
    await expect(nav.getByRole("link", { name: "Time Slots" })).toHaveClass(/bg-brand-600/);
    await expect(page.getByTestId("admin-drawer")).toBeHidden();
    await expect(page.getByText("Sidebar Admin", { exact: true })).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the admin drawer on a phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });

    test("the menu button shows the sidebar, and its links lead to the sections", async ({ page }) => {
      await signInAs(page, "admin", "Drawer Admin");
      await page.goto("/admin");
      const nav = page.getByRole("navigation", { name: "Admin", exact: true });
      await expect(nav).toBeHidden();

      await page.getByTestId("admin-drawer").locator("summary").click();
      await expect(nav).toBeVisible();
      await expect(page.getByText("Drawer Admin", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

      await nav.getByRole("link", { name: "Payments" }).click();
      await expect(page).toHaveURL("/admin/payment-histories");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // A new page starts with the drawer closed: without JavaScript it is a new document, with it the route change
      // closes every disclosure.
      await expect(nav).toBeHidden();
    });
  });
}

test.describe("the admin drawer on a phone, with JavaScript", () => {
  test.use({ viewport: PHONE });

  test("stays open for a click inside it, and closes with Escape or a click outside", async ({ page }) => {
    await signInAs(page, "admin", "Drawer Admin");
    await page.goto("/admin");
    await page.waitForLoadState("networkidle");
    const nav = page.getByRole("navigation", { name: "Admin", exact: true });
    const summary = page.getByTestId("admin-drawer").locator("summary");

    await summary.click();
    await expect(nav).toBeVisible();
    await page.getByText("Drawer Admin", { exact: true }).click();
    await expect(nav).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(summary).toBeFocused();

    await summary.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(PHONE.width - 20, PHONE.height - 20);
    await expect(nav).toBeHidden();
  });
});
