import { expect, test } from "@playwright/test";
import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, gotoReady, rowAction, signIn, waitForList } from "../support/browser";
import { createTestUser } from "../support/users";

const INTERVIEW = DEFAULT_CATALOGUE.find((entry) => entry.code === "interview_prep")!;

// Both runs edit the one seeded interview entry, so they take turns; the entry gets its seeded price back at the end.
test.describe.configure({ mode: "serial" });
test.afterAll(async () => {
  await db.service.update({ where: { code: INTERVIEW.code }, data: { name: INTERVIEW.name, priceCents: INTERVIEW.priceCents, isActive: true } });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the catalogue on the site with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a price an admin edits at /admin/services shows on the public service page", async ({ page }) => {
      const price = javaScriptEnabled ? "61.25" : "62.75";
      await signIn(page, await createTestUser("admin", "Catalogue Admin"));
      await page.goto(`/admin/services?search_keyword=${encodeURIComponent("Interview Preparation")}`);
      await waitForList(page, javaScriptEnabled);
      await rowAction(page, INTERVIEW.name, "Edit");
      const dialog = await dialogOrPage(page, javaScriptEnabled, "Edit Service");
      await dialog.getByLabel("Price (USD)").fill(price);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Service updated");

      await gotoReady(page, "/services/interview-application");
      await expect(page.getByTestId("offer-price")).toHaveText(`${INTERVIEW.name}: $${price}`);
    });

    test("Choose Premium and Choose Standard preselect that package in the order form", async ({ page }) => {
      await signIn(page, await createTestUser("student", "Package Student"));
      await gotoReady(page, "/services/sop-writing");
      await expect(page.getByTestId("package-premium")).toContainText("SOP Writing - Premium");
      await expect(page.getByTestId("package-premium")).toContainText("$249.00");
      await page.getByRole("link", { name: "Choose Premium" }).click();
      await expect(page).toHaveURL(/\/services\/sop-writing\?package=premium#apply$/);
      await expect(page.getByRole("radio", { name: /SOP Writing - Premium/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: /SOP Writing - Standard/ })).not.toBeChecked();
      await page.getByRole("link", { name: "Choose Standard" }).click();
      await expect(page).toHaveURL(/\?package=standard#apply$/);
      await expect(page.getByRole("radio", { name: /SOP Writing - Standard/ })).toBeChecked();
    });

    test("New Application opens the chooser of the six services, each leading to its form", async ({ page }) => {
      await signIn(page, await createTestUser("student", "Chooser Student"));
      await gotoReady(page, "/student");
      await page.getByRole("link", { name: "New Application" }).click();
      await expect(page).toHaveURL("/student/new-application");
      await expect(page.getByRole("heading", { level: 1, name: "New Application" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 })).toHaveText([
        "SOP Writing",
        "Visa & Credibility Interview",
        "Speaking Mock Test",
        "Demo Class",
        "Free Counseling",
        "Education Loan Assistance",
      ]);
      await expect(page.getByTestId("choice-speaking-mock")).toContainText("Free");
      await page.getByRole("link", { name: "Apply for Speaking Mock Test" }).click();
      await expect(page).toHaveURL("/services/speaking-mock#apply");
      await expect(page.getByTestId("booking-form")).toBeVisible();
    });
  });
}

// One GET, answered alike with JavaScript on or off: checked once.
test.describe("the catalogue on the site with JavaScript on", () => {
  test("an inactive service's page says it is not available now and offers no form", async ({ page }) => {
    await db.service.update({ where: { code: INTERVIEW.code }, data: { isActive: false } });
    try {
      await signIn(page, await createTestUser("student", "Closed Student"));
      await gotoReady(page, "/services/interview-application");
      await expect(page.getByText("Visa & Credibility Interview is not available now.")).toBeVisible();
      await expect(page.getByTestId("booking-form")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Apply now" })).toHaveCount(0);
    } finally {
      await db.service.update({ where: { code: INTERVIEW.code }, data: { isActive: true } });
    }
  });
});
