import { expect, test, type Page } from "@playwright/test";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { mondayOf } from "~/domain/time-slot-week";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn, signInAs, submitLogin } from "../support/browser";
import { ZONE } from "../support/fixtures/bookings";
import { TEST_PASSWORD, createTestUser } from "../support/users";

const ADMIN_ONLY = ["Settings", "Users", "Mail", "Audit Log", "Payments", "Services"];

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the counsellor role with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a counsellor logs in to /admin, sees no admin-only entries, and is refused the settings inside the shell", async ({ page }) => {
      const counsellor = await createTestUser("counsellor", "Kiran Counsellor");
      await page.goto("/login");
      await submitLogin(page, counsellor.email, TEST_PASSWORD);
      await expect(page).toHaveURL("/admin");

      await expect(sidebar(page).getByRole("link", { name: "Students" })).toBeVisible();
      await expect(sidebar(page).getByRole("link", { name: "Time Slots" })).toBeVisible();
      for (const label of ADMIN_ONLY) await expect(sidebar(page).getByRole("link", { name: label, exact: true })).toHaveCount(0);

      const response = await page.goto("/admin/settings");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
      // the status page keeps the admin shell around it
      await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    });

    test("an admin assigns a counsellor on the student's case page and the toast shows", async ({ page }) => {
      const counsellor = await createTestUser("counsellor", "Priya Casework");
      const student = await createTestUser("student", "Mingma Student");
      await signInAs(page, "admin");
      await gotoReady(page, `/admin/students?search_keyword=${encodeURIComponent(student.email)}&filters=${encodeURIComponent(JSON.stringify({ counsellor: "everyone" }))}`);
      await page.getByRole("link", { name: "Mingma Student" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Mingma Student" })).toBeVisible();
      await expect(page.getByTestId("case-counsellor")).toContainText("Unassigned");

      await page.getByRole("combobox", { name: "Counsellor" }).selectOption(String(counsellor.id));
      await page.getByRole("button", { name: "Save counsellor" }).click();
      await expectToast(page, "Counsellor assigned", "Priya Casework now counsels Mingma Student");
      await expect(page.getByTestId("case-counsellor")).toContainText("Priya Casework");
      await expect(page.getByRole("combobox", { name: "Counsellor" })).toHaveValue(String(counsellor.id));
      expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).counsellorId).toBe(counsellor.id);
    });

    test("the counsellor sees their student on the list and the case read-only", async ({ page }) => {
      const counsellor = await createTestUser("counsellor", "Dorje Casework");
      const student = await createTestUser("student", "Karma Student");
      await db.user.update({ where: { id: student.id }, data: { counsellorId: counsellor.id } });
      await signIn(page, counsellor);
      await gotoReady(page, "/admin/students");
      await expect(page.getByRole("combobox", { name: "Counsellor" })).toHaveValue("mine");
      await page.getByRole("link", { name: "Karma Student" }).click();
      await expect(page.getByTestId("case-counsellor")).toContainText("Dorje Casework");
      await expect(page.getByText("Only an admin can change a student's counsellor.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Save counsellor" })).toHaveCount(0);
    });
  });
}

test.describe("the admin sidebar on long pages at 1366x900", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const role of ["admin", "counsellor"] as const) {
    test(`runs the page's full height for ${role === "admin" ? "an admin" : "a counsellor"}`, async ({ page }) => {
      await signInAs(page, role);
      // Next week, not this one: the seed fills every Monday to Saturday from today on, so next week is full on any
      // day, while this week is empty of slots on a Sunday (its other days are past).
      const nextWeek = `/admin/time-slots/week?week=${addDaysToDay(mondayOf(todayInZone(ZONE)), 7)}`;
      for (const path of ["/admin", nextWeek]) {
        await gotoReady(page, path);
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const column = await page.locator("#admin-sidebar").evaluate((aside) => {
          const box = aside.getBoundingClientRect();
          return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
        });
        // the dark column covers the left side from the top of the page to its bottom, not one screen's height
        expect({ path, top: column.top, reachesBottom: column.bottom >= pageHeight - 1 }).toEqual({ path, top: 0, reachesBottom: true });
        // and its menu is still in view at the bottom of the page
        await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toBeInViewport();
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
    });
  }
});
