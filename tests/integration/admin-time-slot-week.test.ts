import { beforeAll, describe, expect, test } from "vitest";
import { addDaysToDay, zonedDateTime } from "~/domain/dates";
import { mondayOf } from "~/domain/time-slot-week";
import * as weekEdit from "~/routes/admin.time-slots_.week.$id.edit";
import * as weekPage from "~/routes/admin.time-slots_.week";
import { db } from "~/utils/db.server";
import { ZONE } from "../support/fixtures/bookings";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
});

type Week = Awaited<ReturnType<typeof weekPage.loader>>;

/** A week of its own, years ahead, so that no other test's slots land in it. */
const MONDAY = mondayOf("2031-06-11");

async function slotAt(day: string, time: string, { type = "interview", seats = 3, taken = 0, available = true }: { type?: string; seats?: number; taken?: number; available?: boolean } = {}) {
  const startTime = zonedDateTime(day, time, ZONE);
  return db.timeSlot.create({
    data: { serviceType: type, startTime, endTime: new Date(startTime.getTime() + 3_600_000), maxBookings: seats, currentBookings: taken, isAvailable: available },
  });
}

const cellIds = (week: Week) => week.rows.map((row) => ({ time: row.time, cells: row.cells.map((cell) => cell.map((slot) => slot.id)) }));

describe("the admin time slots' week", () => {
  test("shows only that week's slots, by local start time and local day, across the zone's midnight", async () => {
    const before = await slotAt(addDaysToDay(MONDAY, -1), "23:45"); // the Sunday before, late
    const first = await slotAt(MONDAY, "00:15"); // Monday in the zone, still Sunday in UTC
    const busy = await slotAt(addDaysToDay(MONDAY, 2), "09:00", { seats: 4, taken: 3 });
    const closed = await slotAt(addDaysToDay(MONDAY, 2), "09:00", { type: "demo_class", available: false });
    const last = await slotAt(addDaysToDay(MONDAY, 6), "23:30");
    const after = await slotAt(addDaysToDay(MONDAY, 7), "00:00");

    const week = (await callRoute(weekPage.loader, `/admin/time-slots/week?week=${MONDAY}`, { cookie: admin.cookie })).body as Week;
    expect(week.days.map((day) => day.day)).toEqual(Array.from({ length: 7 }, (_, index) => addDaysToDay(MONDAY, index)));
    expect(cellIds(week)).toEqual([
      { time: "00:15", cells: [[first.id], [], [], [], [], [], []] },
      { time: "09:00", cells: [[], [], [busy.id, closed.id], [], [], [], []] },
      { time: "23:30", cells: [[], [], [], [], [], [], [last.id]] },
    ]);
    const shown = week.rows.flatMap((row) => row.cells.flat().map((slot) => slot.id));
    expect(shown).not.toContain(before.id);
    expect(shown).not.toContain(after.id);
    const wednesday = week.rows[1].cells[2];
    expect(wednesday).toEqual([
      { id: busy.id, type: "Interview Preparation", time: "09:00 AM - 10:00 AM", seatsLeft: 1, maxBookings: 4, isAvailable: true },
      { id: closed.id, type: "Demo Class", time: "09:00 AM - 10:00 AM", seatsLeft: 3, maxBookings: 3, isAvailable: false },
    ]);
    expect(week).toMatchObject({ previous: `?week=${addDaysToDay(MONDAY, -7)}`, next: `?week=${addDaysToDay(MONDAY, 7)}`, isThisWeek: false });
  });

  test("filters by service type, and the filter rides along the week links", async () => {
    const demo = await slotAt(addDaysToDay(MONDAY, 3), "14:00", { type: "demo_class" });
    await slotAt(addDaysToDay(MONDAY, 3), "14:00", { type: "counseling" });
    const week = (await callRoute(weekPage.loader, `/admin/time-slots/week?week=${MONDAY}&service_type=demo_class`, { cookie: admin.cookie })).body as Week;
    const shown = week.rows.flatMap((row) => row.cells.flat());
    expect(shown.every((slot) => slot.type === "Demo Class")).toBe(true);
    expect(shown.map((slot) => slot.id)).toContain(demo.id);
    expect(week.next).toBe(`?week=${addDaysToDay(MONDAY, 7)}&service_type=demo_class`);
  });

  test("any day of a week, an empty filter or a bad value is redirected to the week's one address", async () => {
    expectRedirect(await callRoute(weekPage.loader, `/admin/time-slots/week?week=${addDaysToDay(MONDAY, 3)}&service_type=`, { cookie: admin.cookie }), `/admin/time-slots/week?week=${MONDAY}`);
    expectRedirect(await callRoute(weekPage.loader, "/admin/time-slots/week?week=someday&service_type=yoga", { cookie: admin.cookie }), "/admin/time-slots/week");
  });

  test("is for admins only", async () => {
    expectRedirect(await callRoute(weekPage.loader, "/admin/time-slots/week", { cookie: student.cookie }), "/student");
    expect((await callRoute(weekPage.loader, "/admin/time-slots/week")).status).toBe(302);
  });

  test("a slot's edit dialog over the week goes back to the same week and filter", async () => {
    const slot = await slotAt(addDaysToDay(MONDAY, 1), "10:00");
    const path = `/admin/time-slots/week/${slot.id}/edit?week=${MONDAY}&service_type=interview`;
    const page = (await callRoute(weekEdit.loader, path, { cookie: admin.cookie, params: { id: String(slot.id) } })).body as Awaited<ReturnType<typeof weekEdit.loader>>;
    expect(page.closeTo).toBe(`/admin/time-slots/week?week=${MONDAY}&service_type=interview`);
    const saved = await callRoute(weekEdit.action, path, {
      cookie: admin.cookie,
      params: { id: String(slot.id) },
      form: { service_type: "interview", start_time: `${addDaysToDay(MONDAY, 1)}T10:00`, end_time: `${addDaysToDay(MONDAY, 1)}T11:00`, max_bookings: "5", current_bookings: "0", is_available: "on" },
    });
    expectRedirect(saved, `/admin/time-slots/week?week=${MONDAY}&service_type=interview`);
    expect(saved.toast).toMatchObject({ type: "success", title: "Time slot updated" });
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).maxBookings).toBe(5);
    expectRedirect(await callRoute(weekEdit.loader, path, { cookie: student.cookie, params: { id: String(slot.id) } }), "/student");
  });
});
