import { expect, test, type Page } from "@playwright/test";
import { formatDay } from "~/domain/dates";
import { createTimeSlot, getTimeSlot } from "~/models/time-slot.server";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, rowAction, signInAs, waitForList } from "../support/browser";
import { FUTURE_YEAR } from "../support/future";
import { createTestUser, staffActorId } from "../support/users";

// The server runs in Asia/Kathmandu (UTC+05:45), the default APP_TIME_ZONE. Each test owns one far-future day, so
// that parallel tests never see each other's slots; JavaScript on and off use different years.
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:45`);
const dayOf = (js: boolean, month: number) => `${js ? FUTURE_YEAR : FUTURE_YEAR + 1}-${String(month).padStart(2, "0")}-10`;
const onDay = (day: string) => `?filters=${encodeURIComponent(JSON.stringify({ date_from: day, date_to: day }))}`;
const rows = (page: Page) => page.getByTestId("time-slot-row");
const interviewLabel = (day: string, times: string) => `Interview Preparation on ${formatDay(at(day, "12:00"), "Asia/Kathmandu")} at ${times}`;

async function slot(day: string, time: string, fields: { serviceType?: "interview" | "speaking" | "demo_class" | "counseling"; minutes?: number; maxBookings?: number; currentBookings?: number; isAvailable?: boolean } = {}) {
  const startTime = at(day, time);
  return createTimeSlot({
    serviceType: fields.serviceType ?? "interview",
    startTime,
    endTime: new Date(startTime.getTime() + (fields.minutes ?? 60) * 60_000),
    maxBookings: fields.maxBookings ?? 2,
    currentBookings: fields.currentBookings ?? 0,
    isAvailable: fields.isAvailable ?? true,
  }, await staffActorId());
}

async function openList(page: Page, js: boolean, query = "") {
  await page.goto(`/admin/time-slots${query}`);
  await waitForList(page, js);
}

for (const js of [true, false]) {
  test.describe(`admin time slots with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test.beforeEach(async ({ page }) => {
      await signInAs(page, "admin", "Catalogue Admin");
    });

    test("filters by type, date range and availability, sorts, pages, and keeps it all across a reload", async ({ page }) => {
      const day = dayOf(js, 1);
      for (const [index, serviceType] of (["interview", "speaking", "demo_class", "counseling"] as const).entries()) {
        for (let hour = 9; hour < 12; hour++) await slot(day, `${String(hour).padStart(2, "0")}:00`, { serviceType, isAvailable: !(serviceType === "speaking" && hour === 9), minutes: 30 + index });
      }
      await openList(page, js);
      const filters = page.getByRole("form", { name: "Filters" });
      await filters.getByLabel("From").fill(day);
      await filters.getByLabel("To").fill(day);
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("Showing 1 to 10 of 12 results")).toBeVisible();
      expect(JSON.parse(new URL(page.url()).searchParams.get("filters")!)).toEqual({ date_from: day, date_to: day });

      await page.getByRole("columnheader", { name: /Service/ }).getByRole("link").click();
      await expect(page).toHaveURL(/sort_type=service_type/);
      await expect(rows(page).first()).toContainText("Counseling");
      await page.getByRole("link", { name: "Page 2" }).click();
      await expect(page.getByText("Showing 11 to 12 of 12 results")).toBeVisible();
      await expect(rows(page).first()).toContainText("Speaking Mock Test");

      await filters.getByLabel("Service type").selectOption("speaking");
      await filters.getByLabel("Availability").selectOption("false");
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("Showing 1 to 1 of 1 results")).toBeVisible();
      expect(new URL(page.url()).searchParams.get("page")).toBeNull();

      await page.reload();
      await waitForList(page, js);
      await expect(filters.getByLabel("Service type")).toHaveValue("speaking");
      await expect(filters.getByLabel("Availability")).toHaveValue("false");
      await expect(filters.getByLabel("From")).toHaveValue(day);
      await expect(page.getByRole("columnheader", { name: /Service/ })).toHaveAttribute("aria-sort", "ascending");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText("09:00 AM - 09:31 AM");
      await expect(rows(page)).toContainText("Unavailable");
    });

    test("searches slots by service type", async ({ page }) => {
      const day = dayOf(js, 2);
      await slot(day, "10:00", { serviceType: "demo_class" });
      await slot(day, "11:00", { serviceType: "counseling" });
      await openList(page, js, onDay(day));
      const box = page.getByRole("searchbox", { name: "Search time slots" });
      await box.fill("demo");
      if (!js) await box.press("Enter");
      await expect(page).toHaveURL(/search_keyword=demo/);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText("Demo Class");
    });

    test("adds a slot starting from the spec's defaults, after the server refuses an end before the start", async ({ page }) => {
      const day = dayOf(js, 3);
      await openList(page, js, onDay(day));
      await page.getByRole("link", { name: "Add Time Slot" }).click();
      const dialog = await dialogOrPage(page, js, "Add Time Slot");
      await expect(dialog.getByLabel("Service type")).toHaveValue("interview");
      await expect(dialog.getByLabel("Max bookings")).toHaveValue("1");
      await expect(dialog.getByLabel("Available for booking")).toBeChecked();
      const start = await dialog.getByLabel("Start time").inputValue();
      const end = await dialog.getByLabel("End time").inputValue();
      expect(new Date(`${end}:00Z`).getTime() - new Date(`${start}:00Z`).getTime()).toBe(60 * 60_000);

      await dialog.getByLabel("Service type").selectOption("counseling");
      await dialog.getByLabel("Start time").fill(`${day}T10:00`);
      await dialog.getByLabel("End time").fill(`${day}T09:30`);
      await dialog.getByRole("button", { name: "Add Time Slot" }).click();
      await expect(dialog.getByText("The end time must be after the start time.")).toBeVisible();
      await expect(dialog.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Service type")).toHaveValue("counseling");

      await dialog.getByLabel("End time").fill(`${day}T10:30`);
      await dialog.getByLabel("Max bookings").fill("4");
      await dialog.getByRole("button", { name: "Add Time Slot" }).click();
      await expectToast(page, "Time slot added");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText("Counseling");
      await expect(rows(page)).toContainText("10:00 AM - 10:30 AM");
      await expect(rows(page)).toContainText("0 / 4");
    });

    test("edits a slot, refusing more current bookings than seats", async ({ page }) => {
      const day = dayOf(js, 4);
      const created = await slot(day, "14:00", { maxBookings: 2 });
      await openList(page, js, onDay(day));
      await rowAction(page, interviewLabel(day, "02:00 PM - 03:00 PM"), "Edit");
      const dialog = await dialogOrPage(page, js, "Edit Time Slot");
      await expect(dialog.getByLabel("Start time")).toHaveValue(`${day}T14:00`);
      await dialog.getByLabel("Current bookings").fill("3");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      // With JavaScript the browser's own check (max = max bookings, the spec's client rule) stops it first.
      const message = js ? /less than or equal to 2|cannot be more than the max bookings/ : "The current bookings cannot be more than the max bookings.";
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(dialog.getByLabel("Current bookings")).toHaveAttribute("aria-invalid", "true");
      await dialog.getByLabel("Max bookings").fill("5");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Time slot updated");
      await expect(rows(page)).toContainText("3 / 5");
      expect(await getTimeSlot(created.id)).toMatchObject({ maxBookings: 5, currentBookings: 3 });
    });

    test("deletes a free slot but refuses one that has bookings", async ({ page }) => {
      const day = dayOf(js, 5);
      const free = await slot(day, "09:00");
      const booked = await slot(day, "11:00", { currentBookings: 1 });
      const student = await createTestUser("student");
      await db.booking.create({ data: { type: "interview", studentId: student.id, slotId: booked.id, status: "scheduled", startTime: booked.startTime, endTime: booked.endTime } });
      await openList(page, js, onDay(day));
      await rowAction(page, interviewLabel(day, "11:00 AM - 12:00 PM"), "Delete");
      let dialog = await dialogOrPage(page, js, "Are you sure?");
      await expect(dialog.getByRole("alert")).toContainText("has 1 booking and cannot be deleted");
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Failed to delete time slot.");
      expect(await getTimeSlot(booked.id)).toMatchObject({ id: booked.id, currentBookings: 1 });

      await rowAction(page, interviewLabel(day, "09:00 AM - 10:00 AM"), "Delete");
      dialog = await dialogOrPage(page, js, "Are you sure?");
      await expect(dialog).toContainText("This action cannot be undone. This will permanently delete this item.");
      await dialog.getByRole("button", { name: "Delete" }).click();
      await expectToast(page, "Time slot deleted");
      await expect(rows(page)).toHaveCount(1);
      expect(await getTimeSlot(free.id)).toBeNull();
    });

    test("bulk-deletes the checked slots", async ({ page }) => {
      const day = dayOf(js, 6);
      await slot(day, "09:00");
      await slot(day, "10:00");
      await slot(day, "11:00");
      await openList(page, js, onDay(day));
      const boxes = page.getByRole("checkbox", { name: /^Select Interview Preparation/ });
      await boxes.nth(0).check();
      await boxes.nth(2).check();
      await page.getByRole("button", { name: /Delete selected/ }).click();
      const dialog = await dialogOrPage(page, js, "Delete Multiple Items");
      await expect(dialog).toContainText("Are you sure you want to delete 2 selected items?");
      await dialog.getByRole("button", { name: "Delete 2 items" }).click();
      await expectToast(page, "Time slots deleted", "2 time slots have been successfully deleted.");
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText("10:00 AM");
    });

    test("toggles a slot's availability and shows zero remaining seats in red", async ({ page }) => {
      const day = dayOf(js, 7);
      const full = await slot(day, "09:00", { maxBookings: 2, currentBookings: 2 });
      await openList(page, js, onDay(day));
      const row = rows(page).first();
      await expect(row.locator("td").nth(5)).toHaveText("0");
      await expect(row.locator("td").nth(5).locator("span")).toHaveClass(/text-red-600/);
      await row.getByRole("button", { name: "Available: mark as unavailable" }).click();
      await expectToast(page, "Time slot updated", "The time slot is now unavailable.");
      await expect(rows(page).first().getByRole("button", { name: "Unavailable: mark as available" })).toBeVisible();
      expect((await getTimeSlot(full.id))?.isAvailable).toBe(false);
    });

    test("generates slots for a service type over a date range at the chosen times", async ({ page }) => {
      const day = dayOf(js, 8);
      const dayAfter = day.replace(/-10$/, "-11");
      await slot(day, "09:00", { serviceType: "speaking" });
      await openList(page, js, `?filters=${encodeURIComponent(JSON.stringify({ date_from: day, date_to: dayAfter, service_type: "speaking" }))}`);
      await page.getByRole("link", { name: "Generate Slots" }).click();
      const dialog = await dialogOrPage(page, js, "Generate Time Slots");
      await dialog.getByLabel("Service type").selectOption("speaking");
      await dialog.getByLabel("From").fill(day);
      await dialog.getByLabel("To").fill(dayAfter);
      for (const weekday of ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) await dialog.getByLabel(weekday, { exact: true }).check();
      for (const time of ["10:00 AM", "11:00 AM", "12:00 PM", "02:00 PM", "03:00 PM", "04:00 PM"]) await dialog.getByLabel(time, { exact: true }).uncheck();
      await dialog.getByLabel("Duration (minutes)").fill("30");
      await dialog.getByLabel("Max bookings per slot").fill("4");
      await dialog.getByRole("button", { name: "Generate Slots" }).click();
      await expectToast(page, "Time slots added", "1 time slots have been created. 1 already existed and were left alone.");
      await expect(page.getByText("Showing 1 to 2 of 2 results")).toBeVisible();
      await expect(rows(page).nth(1)).toContainText("09:00 AM - 09:30 AM");
      await expect(rows(page).nth(1)).toContainText("0 / 4");
    });
  });
}

test.describe("admin time slots on a narrow screen", () => {
  test("shows cards under 768 px", async ({ page }) => {
    await signInAs(page, "admin", "Catalogue Admin");
    const day = dayOf(true, 9);
    await slot(day, "09:00");
    await page.setViewportSize({ width: 700, height: 900 });
    await openList(page, true, onDay(day));
    // the row is drawn as a card: its remaining seats are said beside the bookings, not in a column of their own
    await expect(rows(page)).toHaveCSS("display", "grid");
    await expect(rows(page)).toContainText("0 / 2 booked, 2 left", { useInnerText: true });
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(rows(page)).toHaveCSS("display", "table-row");
    await expect(rows(page)).not.toContainText("booked", { useInnerText: true });
    await page.getByRole("button", { name: "Cards" }).click();
    await expect(page).toHaveURL(/view=cards/);
    await expect(rows(page)).toHaveCSS("display", "grid");
  });
});
