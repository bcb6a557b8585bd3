import { beforeAll, describe, expect, test } from "vitest";
import { createTimeSlot, getTimeSlot } from "~/models/time-slot.server";
import * as slotsApi from "~/routes/api.time-slots";
import * as slotApi from "~/routes/api.time-slots.$id";
import * as bulkApi from "~/routes/api.time-slots.bulk";
import { db } from "~/utils/db.server";
import { apiToken, callApi, listPath } from "../support/api";
import { createTestUser, staffActorId } from "../support/users";

// APP_TIME_ZONE is Asia/Kathmandu (UTC+05:45) in the Vitest config.
let token: string;

const list = (query: Record<string, string | object> = {}) => callApi(slotsApi, { path: listPath("/api/time-slots", query), token });
const at = (local: string) => new Date(`${local}:00+05:45`);

/** A booking row as the bookings model leaves it, each by a student of its own (one holds a slot once). */
async function book(slotId: number, status = "scheduled") {
  const slot = await db.timeSlot.findUniqueOrThrow({ where: { id: slotId } });
  const studentId = (await createTestUser("student", "Booker")).id;
  await db.booking.create({ data: { type: slot.serviceType, studentId, slotId, status, startTime: slot.startTime, endTime: slot.endTime } });
  await db.timeSlot.update({ where: { id: slotId }, data: { currentBookings: { increment: status === "cancelled" ? 0 : 1 } } });
}

beforeAll(async () => {
  token = await apiToken("admin");
  // Four days in March 2030, four types a day at 10:00, the demo class unavailable.
  for (const day of ["2030-03-01", "2030-03-02", "2030-03-03", "2030-03-04"]) {
    for (const [index, serviceType] of (["interview", "speaking", "demo_class", "counseling"] as const).entries()) {
      const startTime = at(`${day}T${String(9 + index).padStart(2, "0")}:00`);
      await createTimeSlot({ serviceType, startTime, endTime: new Date(startTime.getTime() + 45 * 60_000), maxBookings: 2, isAvailable: serviceType !== "demo_class" }, await staffActorId());
    }
  }
});

describe("GET /api/time-slots", () => {
  test("answers slots by start time with the record and display fields", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.meta).toEqual({ total: 16, per_page: 10, current_page: 1, last_page: 2, from: 1, to: 10 });
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      service_type: "interview",
      start_time: "2030-03-01T03:15:00.000Z",
      end_time: "2030-03-01T04:00:00.000Z",
      is_available: true,
      max_bookings: 2,
      current_bookings: 0,
      formatted_date: "Mar 1, 2030",
      formatted_time: "09:00 AM - 09:45 AM",
      duration_minutes: 45,
      remaining_slots: 2,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const starts = body.data.map((slot: { start_time: string }) => slot.start_time);
    expect([...starts].sort()).toEqual(starts);
  });

  test("refuses a missing token (401) and a student (403)", async () => {
    expect((await callApi(slotsApi, { path: "/api/time-slots" })).status).toBe(401);
    expect((await callApi(slotsApi, { path: "/api/time-slots", token: await apiToken("student") })).status).toBe(403);
  });

  test("filters by service type, availability and a day range in the consultancy's zone", async () => {
    const speaking = await list({ filters: { service_type: "speaking" } });
    expect(speaking.body.meta.total).toBe(4);
    expect(speaking.body.data.every((slot: { service_type: string }) => slot.service_type === "speaking")).toBe(true);

    expect((await list({ filters: { is_available: false } })).body.meta.total).toBe(4);
    expect((await list({ filters: { is_available: true, service_type: "demo_class" } })).body.meta.total).toBe(0);

    const oneDay = await list({ filters: { date_from: "2030-03-02", date_to: "2030-03-02" } });
    expect(oneDay.body.data.map((slot: { formatted_date: string }) => slot.formatted_date)).toEqual(Array(4).fill("Mar 2, 2030"));
    expect((await list({ filters: { date_from: "2030-03-03" } })).body.meta.total).toBe(8);
    expect((await list({ filters: { date_to: "2030-03-01" } })).body.meta.total).toBe(4);
  });

  test("searches by service type", async () => {
    const { body } = await list({ search_keyword: "demo" });
    expect(body.meta.total).toBe(4);
    expect(body.data.every((slot: { service_type: string }) => slot.service_type === "demo_class")).toBe(true);
    expect((await list({ search_keyword: "counsel" })).body.meta.total).toBe(4);
  });

  test("sorts by start_time, service_type and is_available in both directions", async () => {
    expect((await list({ sort_direction: "desc" })).body.data[0].start_time).toBe(at("2030-03-04T12:00").toISOString());
    expect((await list({ sort_type: "service_type" })).body.data[0].service_type).toBe("counseling");
    expect((await list({ sort_type: "service_type", sort_direction: "desc" })).body.data[0].service_type).toBe("speaking");
    expect((await list({ sort_type: "is_available" })).body.data[0].is_available).toBe(false);
    expect((await list({ sort_type: "is_available", sort_direction: "desc" })).body.data[0].is_available).toBe(true);
  });

  test("pages with per_page and answers an empty page past the end", async () => {
    expect((await list({ per_page: "25" })).body.data).toHaveLength(16);
    expect((await list({ page: "2" })).body.meta).toMatchObject({ from: 11, to: 16 });
    expect((await list({ page: "5" })).body).toEqual({ data: [], meta: expect.objectContaining({ from: null, to: null, total: 16 }) });
  });

  test.each([
    [{ per_page: "15" }, "per_page"],
    [{ sort_type: "name" }, "sort_type"],
    [{ sort_direction: "random" }, "sort_direction"],
    [{ filters: "not json" }, "filters"],
    [{ filters: { service_type: "yoga" } }, "filters.service_type"],
    [{ filters: { date_from: "01/03/2030" } }, "filters.date_from"],
    [{ filters: { date_to: "2030-13-01" } }, "filters.date_to"],
    [{ filters: { date_from: "2030-03-05", date_to: "2030-03-01" } }, "filters.date_to"],
    [{ filters: { is_available: "perhaps" } }, "filters.is_available"],
  ])("refuses %j with 422 on %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ [field]: [expect.any(String)] });
  });
});

describe("POST /api/time-slots", () => {
  test("creates a slot with the spec's defaults", async () => {
    const { status, body } = await callApi(slotsApi, {
      method: "POST",
      path: "/api/time-slots",
      token,
      body: { service_type: "counseling", start_time: "2030-04-01T04:15:00.000Z", end_time: "2030-04-01T04:45:00.000Z" },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      service_type: "counseling",
      is_available: true,
      max_bookings: 1,
      current_bookings: 0,
      remaining_slots: 1,
      formatted_time: "10:00 AM - 10:30 AM",
      duration_minutes: 30,
    });
  });

  test("reads a date-time without an offset in the consultancy's zone", async () => {
    const { body } = await callApi(slotsApi, {
      method: "POST",
      path: "/api/time-slots",
      token,
      body: { service_type: "interview", start_time: "2030-04-02T14:00", end_time: "2030-04-02T15:00", max_bookings: 3, current_bookings: 1, is_available: false },
    });
    expect(body.data).toMatchObject({ start_time: "2030-04-02T08:15:00.000Z", max_bookings: 3, current_bookings: 1, is_available: false, remaining_slots: 2 });
  });

  const valid = { service_type: "speaking", start_time: "2030-04-03T10:00", end_time: "2030-04-03T11:00" };
  test.each([
    [{ ...valid, service_type: "yoga" }, "service_type"],
    [{ ...valid, service_type: undefined }, "service_type"],
    [{ ...valid, start_time: "soon" }, "start_time"],
    [{ ...valid, end_time: undefined }, "end_time"],
    [{ ...valid, end_time: "2030-04-03T09:00" }, "end_time"],
    [{ ...valid, end_time: "2030-04-03T10:00" }, "end_time"],
    [{ ...valid, max_bookings: 0 }, "max_bookings"],
    [{ ...valid, max_bookings: 1.5 }, "max_bookings"],
    [{ ...valid, current_bookings: -1 }, "current_bookings"],
    [{ ...valid, max_bookings: 2, current_bookings: 3 }, "current_bookings"],
    [{ ...valid, is_available: "yes" }, "is_available"],
  ])("refuses %j with 422 on %s", async (payload, field) => {
    const { status, body } = await callApi(slotsApi, { method: "POST", path: "/api/time-slots", token, body: payload });
    expect(status).toBe(422);
    expect(body.error_type).toBe("validation_error");
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  test("answers 400 for a malformed body", async () => {
    expect((await callApi(slotsApi, { method: "POST", path: "/api/time-slots", token, body: "{" })).status).toBe(400);
  });
});

describe("PUT and DELETE /api/time-slots/{id}", () => {
  async function freshSlot(day: string) {
    return createTimeSlot({ serviceType: "interview", startTime: at(`${day}T10:00`), endTime: at(`${day}T11:00`), maxBookings: 3 }, await staffActorId());
  }
  const put = (id: number, body: unknown) => callApi(slotApi, { method: "PUT", path: `/api/time-slots/${id}`, params: { id: String(id) }, token, body });
  const remove = (id: number) => callApi(slotApi, { method: "DELETE", path: `/api/time-slots/${id}`, params: { id: String(id) }, token });

  test("updates a slot without bookings, moving it", async () => {
    const slot = await freshSlot("2030-05-01");
    const { status, body } = await put(slot.id, { service_type: "speaking", start_time: "2030-05-02T09:00", end_time: "2030-05-02T09:30", max_bookings: 4 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ service_type: "speaking", formatted_date: "May 2, 2030", max_bookings: 4, current_bookings: 0 });
  });

  test("refuses to move a slot that has bookings, but changes its seats", async () => {
    const slot = await freshSlot("2030-05-03");
    await book(slot.id);
    await book(slot.id, "cancelled");
    const moved = await put(slot.id, { service_type: "interview", start_time: "2030-05-03T12:00", end_time: "2030-05-03T13:00" });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.start_time[0]).toBe("This time slot has 1 booking, so its start time cannot change. Cancel or move the bookings first.");
    expect((await getTimeSlot(slot.id))?.startTime).toEqual(slot.startTime);

    const reseated = await put(slot.id, { service_type: "interview", start_time: "2030-05-03T10:00", end_time: "2030-05-03T11:00", max_bookings: 5, is_available: false });
    expect(reseated.status).toBe(200);
    expect(reseated.body.data).toMatchObject({ max_bookings: 5, current_bookings: 1, is_available: false });
  });

  test("never sets current bookings below the bookings that exist", async () => {
    const slot = await freshSlot("2030-05-04");
    await book(slot.id);
    await book(slot.id);
    const same = { service_type: "interview", start_time: "2030-05-04T10:00", end_time: "2030-05-04T11:00" };
    const below = await put(slot.id, { ...same, current_bookings: 1 });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({ current_bookings: ["The current bookings cannot be less than the 2 bookings this slot already has."] });
    const tooFewSeats = await put(slot.id, { ...same, max_bookings: 1, current_bookings: 1 });
    expect(tooFewSeats.body.errors.max_bookings).toEqual(["The max bookings cannot be less than the 2 bookings this slot already has."]);
    expect((await put(slot.id, { ...same, current_bookings: 3 })).status).toBe(200);
  });

  test("deletes a slot without bookings and refuses one with bookings", async () => {
    const free = await freshSlot("2030-05-05");
    expect(await remove(free.id)).toMatchObject({ status: 200, body: { message: "Time slot deleted" } });
    expect(await getTimeSlot(free.id)).toBeNull();
    expect((await remove(free.id)).status).toBe(404);

    const booked = await freshSlot("2030-05-06");
    await book(booked.id);
    const refused = await remove(booked.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.id[0]).toMatch(/has 1 booking and cannot be deleted/);
    expect(await getTimeSlot(booked.id)).toMatchObject({ id: booked.id, currentBookings: 1 });
  });

  test("a slot whose only bookings are cancelled can be deleted", async () => {
    const slot = await freshSlot("2030-05-07");
    await book(slot.id, "cancelled");
    expect((await remove(slot.id)).status).toBe(200);
  });

  test("answers 404 for unknown ids", async () => {
    expect((await put(999999, { service_type: "interview", start_time: "2030-05-01T10:00", end_time: "2030-05-01T11:00" })).status).toBe(404);
    expect((await callApi(slotApi, { method: "DELETE", path: "/api/time-slots/x", params: { id: "x" }, token })).status).toBe(404);
  });
});

describe("DELETE /api/time-slots/bulk", () => {
  const bulk = (body: unknown) => callApi(bulkApi, { method: "DELETE", path: "/api/time-slots/bulk", token, body });
  const slotOn = async (day: string) => createTimeSlot({ serviceType: "speaking", startTime: at(`${day}T10:00`), endTime: at(`${day}T10:30`), maxBookings: 2 }, await staffActorId());

  test("deletes every listed slot", async () => {
    const [a, b] = [await slotOn("2030-06-01"), await slotOn("2030-06-02")];
    expect(await bulk({ ids: [a.id, b.id] })).toMatchObject({ status: 200, body: { message: "2 time slots have been successfully deleted.", deleted: 2 } });
  });

  test("deletes nothing when an id is unknown or a slot has bookings", async () => {
    const [a, b] = [await slotOn("2030-06-03"), await slotOn("2030-06-04")];
    const unknown = await bulk({ ids: [a.id, 424242] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.ids[0]).toContain("424242");
    await book(b.id);
    const booked = await bulk({ ids: [a.id, b.id] });
    expect(booked.status).toBe(422);
    expect(booked.body.errors.ids[0]).toContain(`#${b.id}`);
    expect(await getTimeSlot(a.id)).toMatchObject({ id: a.id });
    expect(await getTimeSlot(b.id)).toMatchObject({ id: b.id, currentBookings: 1 });
  });

  test("refuses an empty list", async () => {
    expect((await bulk({ ids: [] })).status).toBe(422);
  });
});
