import { expect, test, type Page } from "@playwright/test";
import { getService } from "~/models/service.server";
import { dialogOrPage, expectToast, rowAction, signInAs, waitForList } from "../support/browser";
import { seedServices, uniqueTag } from "../support/fixtures/catalogue";

const rows = (page: Page) => page.getByTestId("service-row");
// The name cells, in the order shown. Assertions on them retry until the page has settled (a GET form without
// JavaScript redirects to the canonical URL, so the address can change before the final page has loaded).
const rowNames = (page: Page) => rows(page).locator("td:nth-child(2) p:first-child");

async function openList(page: Page, js: boolean, query = "") {
  await page.goto(`/admin/services${query}`);
  await waitForList(page, js);
}

for (const js of [true, false]) {
  test.describe(`admin services with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test.beforeEach(async ({ page }) => {
      await signInAs(page, "admin", "Catalogue Admin");
    });

    test("searches by name or description and keeps the keyword in the URL", async ({ page }) => {
      const tag = uniqueTag("srch");
      await seedServices(tag, [{ name: "Alpha" }, { name: "Beta" }]);
      await seedServices("Other", [{ name: "Gamma", description: `mentions ${tag} in its description` }]);
      await openList(page, js);
      const box = page.getByRole("searchbox", { name: "Search services" });
      await box.fill(tag);
      if (!js) await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`search_keyword=${tag}`));
      await expect(page.getByText("Showing 1 to 3 of 3 results")).toBeVisible();
      await expect(rowNames(page)).toHaveCount(3);
      expect((await rowNames(page).allTextContents()).sort()).toEqual(["Other Gamma", `${tag} Alpha`, `${tag} Beta`].sort());
    });

    test("sorts by the column headers, flipping the direction", async ({ page }) => {
      const tag = uniqueTag("sort");
      await seedServices(tag, [
        { name: "A-cheap", priceCents: 500 },
        { name: "B-dear", priceCents: 9000 },
        { name: "C-middle", priceCents: 2000 },
      ]);
      await openList(page, js, `?search_keyword=${tag}`);
      await page.getByRole("link", { name: /^Name/ }).click();
      await expect(page).toHaveURL(/sort_direction=desc/);
      await expect(rowNames(page)).toHaveText([`${tag} C-middle`, `${tag} B-dear`, `${tag} A-cheap`]);
      await page.getByRole("link", { name: /^Price/ }).click();
      await expect(page).toHaveURL(/sort_type=price/);
      await expect(page.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "ascending");
      await expect(rowNames(page)).toHaveText([`${tag} A-cheap`, `${tag} C-middle`, `${tag} B-dear`]);
    });

    test("filters by status and price range, back to page 1", async ({ page }) => {
      const tag = uniqueTag("filt");
      await seedServices(tag, [
        { name: "Active cheap", priceCents: 1000 },
        { name: "Active dear", priceCents: 30000 },
        { name: "Inactive cheap", priceCents: 1500, isActive: false },
      ]);
      await openList(page, js, `?search_keyword=${tag}`);
      const filters = page.getByRole("form", { name: "Filters" });
      await filters.getByLabel("Status").selectOption("true");
      await filters.getByLabel("Max price").fill("100");
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/filters=/);
      const url = new URL(page.url());
      expect(JSON.parse(url.searchParams.get("filters")!)).toEqual({ is_active: true, max_price: 100 });
      expect(url.searchParams.get("search_keyword")).toBe(tag);
      await expect(rowNames(page)).toHaveText([`${tag} Active cheap`]);
      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(rows(page)).toHaveCount(3);
    });

    test("pages through results and changes the page size", async ({ page }) => {
      const tag = uniqueTag("page");
      await seedServices(tag, Array.from({ length: 12 }, (_, index) => ({ name: `Item ${String(index).padStart(2, "0")}` })));
      await openList(page, js, `?search_keyword=${tag}`);
      await expect(page.getByText("Showing 1 to 10 of 12 results")).toBeVisible();
      await page.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText("Showing 11 to 12 of 12 results")).toBeVisible();
      await page.getByLabel("Per page").selectOption("25");
      if (!js) await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/per_page=25/);
      expect(new URL(page.url()).searchParams.get("page")).toBeNull();
      await expect(page.getByText("Showing 1 to 12 of 12 results")).toBeVisible();
    });

    test("keeps the whole list state in the URL across a reload", async ({ page }) => {
      const tag = uniqueTag("state");
      await seedServices(tag, Array.from({ length: 30 }, (_, index) => ({ name: `Row ${String(index).padStart(2, "0")}`, priceCents: 100 * index })));
      const filters = encodeURIComponent(JSON.stringify({ min_price: 2 }));
      await openList(page, js, `?search_keyword=${tag}&filters=${filters}&sort_type=price&sort_direction=desc&per_page=25&page=2`);
      await page.reload();
      await waitForList(page, js);
      await expect(page.getByRole("searchbox", { name: "Search services" })).toHaveValue(tag);
      await expect(page.getByRole("form", { name: "Filters" }).getByLabel("Min price")).toHaveValue("2");
      await expect(page.getByLabel("Per page")).toHaveValue("25");
      await expect(page.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByText("Showing 26 to 28 of 28 results")).toBeVisible();
      await expect(rowNames(page)).toHaveText([`${tag} Row 04`, `${tag} Row 03`, `${tag} Row 02`]);
    });

    test("adds a service, showing the server's field errors first", async ({ page }) => {
      const tag = uniqueTag("add");
      await openList(page, js, `?search_keyword=${tag}`);
      await page.getByRole("link", { name: "Add Service" }).click();
      const dialog = await dialogOrPage(page, js, "Add Service");
      await dialog.getByLabel("Name").fill(`${tag} Visa Coaching`);
      await dialog.getByLabel("Price (USD)").fill("12.345");
      await dialog.getByRole("button", { name: "Add Service" }).click();
      await expect(dialog.getByText("The price may have at most two decimal places.")).toBeVisible();
      await expect(dialog.getByRole("alert").filter({ hasText: "Please check the form for errors." })).toBeVisible();
      if (js) await expectToast(page, "Validation Error", "Please check the form for errors.");
      await expect(dialog.getByLabel("Price (USD)")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Price (USD)")).toHaveClass(/border-red-500/);
      await expect(dialog.getByLabel("Name")).toHaveValue(`${tag} Visa Coaching`);
      await dialog.getByLabel("Price (USD)").fill("149.50");
      await dialog.getByRole("button", { name: "Add Service" }).click();
      await expectToast(page, "Service added");
      await expect(page).toHaveURL(new RegExp(`/admin/services\\?search_keyword=${tag}$`));
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText("$149.50");
    });

    test("edits a service", async ({ page }) => {
      const tag = uniqueTag("edit");
      const [service] = await seedServices(tag, [{ name: "Mock Test", priceCents: 2000 }]);
      await openList(page, js, `?search_keyword=${tag}`);
      await rowAction(page, service.name, "Edit");
      const dialog = await dialogOrPage(page, js, "Edit Service");
      await expect(dialog.getByLabel("Price (USD)")).toHaveValue("20");
      await dialog.getByLabel("Name").fill(" ");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog.getByText("The name is required.")).toBeVisible();
      await dialog.getByLabel("Name").fill(`${tag} Mock Test Plus`);
      await dialog.getByLabel("Price (USD)").fill("25");
      await dialog.getByLabel("Active").uncheck();
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Service updated");
      await expect(rows(page)).toContainText(`${tag} Mock Test Plus`);
      await expect(rows(page)).toContainText("Inactive");
      expect(await getService(service.id)).toMatchObject({ priceCents: 2500, isActive: false });
    });

    test("deletes a service after the confirmation", async ({ page }) => {
      const tag = uniqueTag("del");
      const [service] = await seedServices(tag, [{ name: "Gone" }, { name: "Stays" }]);
      await openList(page, js, `?search_keyword=${tag}`);
      await rowAction(page, service.name, "Delete");
      const dialog = await dialogOrPage(page, js, "Are you sure?");
      await expect(dialog).toContainText("This action cannot be undone. This will permanently delete this item.");
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Service deleted");
      await expect(rowNames(page)).toHaveText([`${tag} Stays`]);
      expect(await getService(service.id)).toBeNull();
    });

    test("bulk-deletes the checked services after the count is confirmed", async ({ page }) => {
      const tag = uniqueTag("bulk");
      const created = await seedServices(tag, [{ name: "One" }, { name: "Two" }, { name: "Three" }]);
      await openList(page, js, `?search_keyword=${tag}`);
      await page.getByRole("checkbox", { name: `Select ${created[0].name}` }).check();
      await page.getByRole("checkbox", { name: `Select ${created[2].name}` }).check();
      if (js) await expect(page.getByRole("button", { name: "Delete selected (2)" })).toBeEnabled();
      await page.getByRole("button", { name: /Delete selected/ }).click();
      const dialog = await dialogOrPage(page, js, "Delete Multiple Items");
      await expect(dialog).toContainText("Are you sure you want to delete 2 selected items?");
      await dialog.getByRole("button", { name: "Delete 2 items" }).click();
      await expectToast(page, "Services deleted", "2 services have been successfully deleted.");
      await expect(rowNames(page)).toHaveText([`${tag} Two`]);
      await expect(page).toHaveURL(new RegExp(`search_keyword=${tag}`));
    });
  });
}

test.describe("admin services with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin", "Catalogue Admin");
  });

  test("debounces typing into one search and closes a dialog back to the same list", async ({ page }) => {
    const tag = uniqueTag("deb");
    await seedServices(tag, [{ name: "Only" }]);
    await openList(page, true);
    const listRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/admin/services") && url.searchParams.has("search_keyword")) listRequests.push(url.searchParams.get("search_keyword")!);
    });
    await page.getByRole("searchbox", { name: "Search services" }).pressSequentially(tag);
    await expect(page.getByText("Showing 1 to 1 of 1 results")).toBeVisible();
    // One request for the whole word rather than one per key (a keystroke here takes far less than 500 ms).
    expect(listRequests.filter((keyword) => keyword !== tag).length).toBeLessThan(2);
    expect(listRequests).toContain(tag);

    await page.getByRole("link", { name: "Add Service" }).click();
    await dialogOrPage(page, true, "Add Service");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/services\\?search_keyword=${tag}$`));
  });

  test("shows cards under 768 px and the Table/Cards toggle pins a view", async ({ page }) => {
    const tag = uniqueTag("cards");
    await seedServices(tag, [{ name: "Card" }]);
    await page.setViewportSize({ width: 600, height: 900 });
    await openList(page, true, `?search_keyword=${tag}`);
    // each row is drawn as a card: a grid of its name, badge, price, date and menu, with no column headers shown
    await expect(rows(page)).toHaveCSS("display", "grid");
    await expect(page.locator("thead")).toHaveCSS("position", "absolute");
    await page.getByRole("button", { name: "Table" }).click();
    await expect(page).toHaveURL(/view=table/);
    await expect(rows(page)).toHaveCSS("display", "table-row");
    await expect(page.locator("thead")).not.toHaveCSS("position", "absolute");
  });
});
