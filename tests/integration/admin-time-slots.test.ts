import { beforeAll, describe, expect, test } from "vitest";
import { createTimeSlot, getTimeSlot } from "~/models/time-slot.server";
import * as slotAvailability from "~/routes/admin.time-slots.$id.availability";
import * as slotEdit from "~/routes/admin.time-slots.$id.edit";
import * as slotGenerate from "~/routes/admin.time-slots.generate";
import * as slotNew from "~/routes/admin.time-slots.new";
import * as slotsPage from "~/routes/admin.time-slots";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect, fieldErrors, type RouteCall, type RouteHandler } from "../support/routes";
import { signedInUser, type SignedInUser, staffActorId } from "../support/users";
import { FUTURE_YEAR } from "../support/future";

let admin: SignedInUser;
let studentId: number;

beforeAll(async () => {
  admin = await signedInUser("admin");
  studentId = (await signedInUser("student")).user.id;
});

const asAdmin = (handler: RouteHandler, path: string, call: RouteCall = {}) => callRoute(handler, path, { cookie: admin.cookie, ...call });

/** A time in the consultancy's zone (Asia/Kathmandu, UTC+05:45, in the Vitest config). */
const local = (day: string, time: string) => new Date(`${day}T${time}:00+05:45`);

describe("the time slots list page", () => {
  test("redirects a URL with a broken filter to the canonical one", async () => {
    expectRedirect(await asAdmin(slotsPage.loader, "/admin/time-slots?filters=%7Bbroken"), "/admin/time-slots");
  });
});

describe("time-slot forms", () => {
  test("a new slot reads datetime-local values in the consultancy's zone and defaults to one seat", async () => {
    const answer = await asAdmin(slotNew.action, "/admin/time-slots/new", {
      form: { service_type: "demo_class", start_time: `${FUTURE_YEAR}-01-05T10:00`, end_time: `${FUTURE_YEAR}-01-05T11:00`, is_available: "on" },
    });
    expectRedirect(answer, "/admin/time-slots");
    expect(answer.toast).toEqual({ type: "success", title: "Time slot added", description: "The time slot has been added." });
    const slot = await db.timeSlot.findFirstOrThrow({ where: { startTime: local(`${FUTURE_YEAR}-01-05`, "10:00") } });
    expect(slot).toMatchObject({ serviceType: "demo_class", maxBookings: 1, currentBookings: 0, isAvailable: true });
  });

  test("the new-slot form starts from the spec's defaults", async () => {
    const { defaults } = (await asAdmin(slotNew.loader, "/admin/time-slots/new")).body as Awaited<ReturnType<typeof slotNew.loader>>;
    expect(defaults).toMatchObject({ service_type: "interview", is_available: true, max_bookings: "1" });
    expect(new Date(`${defaults.end_time}:00Z`).getTime() - new Date(`${defaults.start_time}:00Z`).getTime()).toBe(3_600_000);
  });

  test("editing a booked slot's time is refused under the field; its seats can change", async () => {
    const slot = await createTimeSlot({ serviceType: "interview", startTime: local(`${FUTURE_YEAR}-01-06`, "10:00"), endTime: local(`${FUTURE_YEAR}-01-06`, "11:00"), maxBookings: 2, currentBookings: 1 }, await staffActorId());
    await db.booking.create({ data: { type: "interview", studentId, slotId: slot.id, status: "pending", startTime: slot.startTime, endTime: slot.endTime } });
    const edit = (form: Record<string, string>) =>
      asAdmin(slotEdit.action, `/admin/time-slots/${slot.id}/edit`, { params: { id: String(slot.id) }, form: { service_type: "interview", ...form } });

    const moved = fieldErrors(await edit({ start_time: `${FUTURE_YEAR}-01-06T12:00`, end_time: `${FUTURE_YEAR}-01-06T13:00`, max_bookings: "2", current_bookings: "1" }));
    expect(moved.start_time[0]).toMatch(/has 1 booking, so its start time cannot change/);
    const zero = fieldErrors(await edit({ start_time: `${FUTURE_YEAR}-01-06T10:00`, end_time: `${FUTURE_YEAR}-01-06T11:00`, max_bookings: "2", current_bookings: "0" }));
    expect(zero.current_bookings).toEqual(["The current bookings cannot be less than the 1 booking this slot already has."]);
    expectRedirect(await edit({ start_time: `${FUTURE_YEAR}-01-06T10:00`, end_time: `${FUTURE_YEAR}-01-06T11:00`, max_bookings: "4", current_bookings: "1" }), "/admin/time-slots");
    expect(await getTimeSlot(slot.id)).toMatchObject({ maxBookings: 4, isAvailable: false });
  });

  test("the availability switch sets the flag and returns to the list", async () => {
    const slot = await createTimeSlot({ serviceType: "speaking", startTime: local(`${FUTURE_YEAR}-01-07`, "10:00"), endTime: local(`${FUTURE_YEAR}-01-07`, "10:30") }, await staffActorId());
    const answer = await asAdmin(slotAvailability.action, `/admin/time-slots/${slot.id}/availability?sort_type=service_type`, {
      params: { id: String(slot.id) },
      form: { is_available: "false" },
    });
    expectRedirect(answer, "/admin/time-slots?sort_type=service_type");
    expect(answer.toast).toEqual({ type: "success", title: "Time slot updated", description: "The time slot is now unavailable." });
    expect((await getTimeSlot(slot.id))?.isAvailable).toBe(false);
  });

  // Once, a GET here answered 400 "Unexpected Server Error" and was logged as a server fault
  test("a GET of the availability switch is a 405 that allows POST, and changes nothing", async () => {
    const slot = await createTimeSlot({ serviceType: "speaking", startTime: local(`${FUTURE_YEAR}-01-08`, "10:00"), endTime: local(`${FUTURE_YEAR}-01-08`, "10:30") }, await staffActorId());
    const answer = await asAdmin(slotAvailability.loader, `/admin/time-slots/${slot.id}/availability`, { params: { id: String(slot.id) } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
    expect((await getTimeSlot(slot.id))?.isAvailable).toBe(true);
  });

  test("the generator creates the planned slots once and skips them on a second run", async () => {
    const form = { service_type: "counseling", date_from: `${FUTURE_YEAR}-02-03`, date_to: `${FUTURE_YEAR}-02-09`, times: ["09:00", "15:30"], weekdays: ["1", "3"], is_available: "on" };
    const inRange = { serviceType: "counseling", startTime: { gte: local(`${FUTURE_YEAR}-02-03`, "00:00"), lt: local(`${FUTURE_YEAR}-02-10`, "00:00") } };
    expectRedirect(await asAdmin(slotGenerate.action, "/admin/time-slots/generate", { form }), "/admin/time-slots");
    const created = await db.timeSlot.findMany({ where: inRange });
    expect(created).toHaveLength(4);
    expect(created.every((slot) => slot.maxBookings === 3 && slot.endTime.getTime() - slot.startTime.getTime() === 30 * 60_000)).toBe(true);
    expectRedirect(await asAdmin(slotGenerate.action, "/admin/time-slots/generate", { form }), "/admin/time-slots");
    expect(await db.timeSlot.count({ where: inRange })).toBe(4);
  });

  test("the generator refuses a reversed range and no chosen times under their fields", async () => {
    const noTimes = fieldErrors(await asAdmin(slotGenerate.action, "/admin/time-slots/generate", { form: { service_type: "interview", date_from: `${FUTURE_YEAR}-03-10`, date_to: `${FUTURE_YEAR}-03-01`, weekdays: ["1"] } }));
    expect(noTimes.times).toEqual(["Choose at least one time."]);
    const reversed = fieldErrors(
      await asAdmin(slotGenerate.action, "/admin/time-slots/generate", { form: { service_type: "interview", date_from: `${FUTURE_YEAR}-03-10`, date_to: `${FUTURE_YEAR}-03-01`, weekdays: ["1"], times: ["09:00"] } }),
    );
    expect(reversed.date_to).toEqual(["The end date must be on or after the start date."]);
  });
});
