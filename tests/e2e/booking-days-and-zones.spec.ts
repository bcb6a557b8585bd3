import { expect, test, type Page } from "@playwright/test";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { describeDay } from "~/domain/day-label";
import { setUserTimeZone } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn, slotRadio } from "../support/browser";
import { ZONE, createSlot } from "../support/fixtures/bookings";
import { createTestUser } from "../support/users";

const bookingForm = (page: Page) => page.getByTestId("booking-form");
const availableDays = (page: Page) => page.getByTestId("available-days");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`available days and time zones with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("picking an available day shows its times and books one; days without free times are not links", async ({ page }) => {
      const user = await createTestUser("student", "Calendar Student");
      const slot = await createSlot("counseling", { daysAhead: javaScriptEnabled ? 17 : 18 });
      await signIn(page, user);
      await gotoReady(page, "/services/free-counseling");

      const yesterday = addDaysToDay(todayInZone(ZONE), -1);
      await expect(availableDays(page).getByRole("link", { name: new RegExp(`^${describeDay(yesterday).long},`) })).toHaveCount(0);
      await availableDays(page).getByRole("link", { name: new RegExp(`^${describeDay(slot.day).long}, \\d+ free times?$`) }).click();
      await expect(page).toHaveURL(new RegExp(`date=${slot.day}`));
      await page.waitForLoadState("networkidle");
      await expect(availableDays(page).getByRole("link", { name: new RegExp(`^${describeDay(slot.day).long},`) })).toHaveAttribute("aria-current", "date");
      await expect(bookingForm(page).getByLabel("Date", { exact: true })).toHaveValue(slot.day);

      await bookingForm(page).getByLabel("Country", { exact: true }).selectOption("Canada");
      await bookingForm(page).getByLabel("Course level", { exact: true }).selectOption("Postgraduate");
      await slotRadio(page, slot.id).check();
      await bookingForm(page).getByRole("button", { name: "Book Counseling Session" }).click();

      await expect(page).toHaveURL("/student/free-counseling-applications");
      await expectToast(page, "Counseling session scheduled!");
      expect(await db.booking.count({ where: { studentId: user.id, slotId: slot.id, status: "scheduled" } })).toBe(1);
    });

    test("a student whose profile zone differs from the consultancy's sees both times, on the form and in the list", async ({ page }) => {
      const user = await createTestUser("student", "London Student");
      await setUserTimeZone(user.id, "Europe/London");
      const slot = await createSlot("demo_class", { daysAhead: 19, time: "10:00" });
      await signIn(page, user);
      await gotoReady(page, `/services/demo-class?date=${slot.day}`);

      const choice = bookingForm(page).locator("label", { has: slotRadio(page, slot.id) });
      await expect(choice).toContainText("10:00 AM – 11:00 AM");
      await expect(choice).toContainText(/\d{1,2}:15 AM – \d{1,2}:15 AM your time \(Europe\/London\)/);
      await expect(bookingForm(page).getByText("Time (GMT+5:45)")).toBeVisible();

      await bookingForm(page).getByLabel("Course", { exact: true }).selectOption("IELTS");
      await slotRadio(page, slot.id).check();
      await bookingForm(page).getByRole("button", { name: "Book Demo Class" }).click();
      await expect(page).toHaveURL("/student/demo-class-applications");
      const booking = await db.booking.findFirstOrThrow({ where: { studentId: user.id, slotId: slot.id } });
      await expect(page.getByTestId(`booking-${booking.id}`)).toContainText("your time (Europe/London)");
    });

    test("a student sets their zone on the profile page and the page shows it saved", async ({ page }) => {
      const user = await createTestUser("student", "Zone Student");
      await signIn(page, user);
      await gotoReady(page, "/student/profile");
      const section = page.getByRole("region", { name: "Time zone" });
      await section.getByLabel("Your time zone").selectOption("America/New_York");
      await section.getByRole("button", { name: "Save time zone" }).click();
      await expectToast(page, "Time zone saved");
      await expect(page.getByRole("region", { name: "Time zone" }).getByLabel("Your time zone")).toHaveValue("America/New_York");
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).timeZone).toBe("America/New_York");
    });
  });
}

// Pages of one GET each, answered alike with JavaScript on or off: checked once.
test.describe("available days and time zones with JavaScript on", () => {
  test("on a phone the calendar names its months above the days, and every week is one line high", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await createTestUser("student", "Phone Student"));
    await gotoReady(page, "/services/free-counseling");
    const days = availableDays(page);
    await expect(days.getByText("Days with free times")).toHaveText(/^Days with free times · [A-Z][a-z]+( \d{4})?( – [A-Z][a-z]+)? \d{4}$/);
    const cells = days.locator("[role=list] > :not([aria-hidden=true]), [role=list] > span[aria-hidden=true]:not(.text-xs)");
    const heights = await cells.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThanOrEqual(28);
    expect(new Set(heights).size).toBe(1);
  });

  test("the dashboard shows every service, Counseling included, and no percentage without a baseline", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "Figures Admin"));
    await gotoReady(page, "/admin");
    const distribution = page.locator("section", { has: page.getByRole("heading", { name: "Service Distribution" }) });
    for (const label of ["SOP Writing", "Interview Prep", "Speaking Mock", "Demo Class", "Counseling", "Loan Assistance"]) {
      await expect(distribution.getByText(label, { exact: true })).toBeVisible();
    }
    const card = (label: string) => page.getByTestId("stat-card").filter({ hasText: label });
    await expect(card("Pending Actions")).toContainText("Open right now");
    await expect(card("Pending Actions")).not.toContainText("%");
    // The demo data is all created today: a month ago there was no student to compare with.
    await expect(card("Total Students")).toContainText("None a month ago to compare");
    await expect(card("Total Students")).not.toContainText("%");
    await expect(page.getByText(/vs last month$/)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Counseling" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" }).locator("svg[aria-hidden='true']").first()).toBeVisible();
  });
});
