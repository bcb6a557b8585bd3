import { beforeAll, describe, expect, test } from "vitest";
import type { CalendarDay } from "~/domain/available-days";
import { addDaysToDay, todayInZone, weekdayOfDay } from "~/domain/dates";
import { loader as servicePageLoader } from "~/shared-routes/service-page";
import { ZONE, bookFor, createSlot } from "../support/fixtures/bookings";
import { callRoute } from "../support/routes";
import { createTestUser, signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

type Loaded = { booking: { calendar: CalendarDay[][]; day: string; slots: Array<{ id: number }> } | null };

async function calendarFor(cookie: string, query = "") {
  const answer = await callRoute(servicePageLoader, `/services/free-counseling${query}`, { cookie });
  expect(answer.status).toBe(200);
  const { booking } = answer.body as Loaded;
  if (!booking) throw new Error("no booking form");
  return { ...booking, cells: booking.calendar.flat() };
}

describe("available days of a booking form", () => {
  test("open only on days with a free seat of that service, never on past days, in one calendar of whole weeks", async () => {
    const today = todayInZone(ZONE);
    const student = await signedInUser("student");
    const open = await createSlot("counseling", { daysAhead: 3 });
    await createSlot("counseling", { daysAhead: 3 });
    const full = await createSlot("counseling", { daysAhead: 4, seats: 1 });
    await bookFor(await createTestUser("student", "Other Student"), full);
    await createSlot("counseling", { daysAhead: 5, available: false });
    await createSlot("interview", { daysAhead: 6 });
    const past = await createSlot("counseling", { daysAhead: -1 });

    const { cells, day } = await calendarFor(student.cookie);

    expect(cells.length % 7).toBe(0);
    expect(cells.filter((cell) => cell.open).map((cell) => [cell.day, cell.openTimes])).toEqual([[open.day, 2]]);
    expect(cells.find((cell) => cell.day === addDaysToDay(today, 4))).toMatchObject({ inRange: true, open: false });
    // The calendar starts on the Monday of today's week, so yesterday is a blank cell, or (on a Monday) not shown.
    const daysSinceMonday = (weekdayOfDay(today) + 6) % 7;
    const beforeToday = cells.filter((cell) => cell.day < today);
    expect(beforeToday.map((cell) => cell.day)).toEqual(Array.from({ length: daysSinceMonday }, (_, index) => addDaysToDay(today, index - daysSinceMonday)));
    expect(beforeToday.filter((cell) => cell.inRange || cell.open)).toEqual([]);
    expect(past.day < today).toBe(true);
    expect(cells.filter((cell) => cell.inRange)[0].day).toBe(today);
    expect(day).toBe(open.day);
  });

  test("the date parameter still chooses the day whose times are listed", async () => {
    const student = await signedInUser("student");
    const later = await createSlot("counseling", { daysAhead: 9 });
    const { day, slots, cells } = await calendarFor(student.cookie, `?date=${later.day}`);
    expect(day).toBe(later.day);
    expect(slots.map((slot) => slot.id)).toEqual([later.id]);
    expect(cells.find((cell) => cell.day === later.day)).toMatchObject({ open: true, openTimes: 1 });
  });
});
