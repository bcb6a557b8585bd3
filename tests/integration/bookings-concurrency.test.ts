import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { dayInZone } from "~/domain/dates";
import { createUser } from "~/models/user.server";
import { action as demoClassAction } from "~/routes/_public.services.demo-class";
import { db } from "~/utils/db.server";
import { formRequest, sessionCookie, unwrap } from "../support/requests";

const ZONE = "Asia/Kathmandu";
const CONCURRENT = 36;

async function student() {
  const user = await createUser({ name: "Concurrent Student", email: `c-${randomUUID()}@example.com`, password: "correct-horse-battery" });
  return { user, cookie: await sessionCookie(user.id) };
}

async function slotWithSeats(seats: number) {
  const startTime = new Date(Date.now() + 5 * 86_400_000);
  return db.timeSlot.create({
    data: { serviceType: "demo_class", startTime, endTime: new Date(startTime.getTime() + 3_600_000), maxBookings: seats },
  });
}

/** Posts the demo-class form as a browser without JavaScript would, and reads whatever comes back (or is thrown). */
async function book(cookie: string, slot: { id: number; startTime: Date }) {
  const request = formRequest(
    "/services/demo-class",
    { intent: "book", courseName: "IELTS", date: dayInZone(slot.startTime, ZONE), timeSlot: String(slot.id) },
    cookie,
  );
  try {
    return await unwrap(await demoClassAction({ request, params: {}, context: {} }));
  } catch (thrown) {
    return unwrap(thrown);
  }
}

const timeSlotError = (body: unknown) => (body as { bookingResult: { error: Record<string, string[]> } }).bookingResult.error.timeSlot?.[0];

describe("booking a slot under load", () => {
  test(`${CONCURRENT} students at once on a 3-seat slot: exactly 3 bookings, the rest told it is full, no 500`, async () => {
    const slot = await slotWithSeats(3);
    const students = await Promise.all(Array.from({ length: CONCURRENT }, student));

    const results = await Promise.all(students.map(({ cookie }) => book(cookie, slot)));

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 3);
    expect(statuses.some((status) => status >= 500)).toBe(false);
    for (const result of results.filter((r) => r.status === 409)) expect(timeSlotError(result.body)).toBe("This time slot is full");
    for (const result of results.filter((r) => r.status === 302)) expect(result.headers.get("Location")).toBe("/student/demo-class-applications");

    expect(await db.booking.count({ where: { slotId: slot.id } })).toBe(3);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(3);
  });

  test("one student submitting the same slot many times at once gets one booking", async () => {
    const slot = await slotWithSeats(5);
    const { user, cookie } = await student();

    const results = await Promise.all(Array.from({ length: 10 }, () => book(cookie, slot)));

    expect(results.filter((result) => result.status === 302)).toHaveLength(1);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(9);
    for (const result of refused) expect(timeSlotError(result.body)).toBe("You have already booked this time slot");
    expect(await db.booking.count({ where: { slotId: slot.id, studentId: user.id } })).toBe(1);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(1);
  });

  test("bookings on other slots and reads carry on while the slot is contested", async () => {
    const contested = await slotWithSeats(1);
    const other = await slotWithSeats(40);
    const students = await Promise.all(Array.from({ length: 20 }, student));

    const results = await Promise.all(
      students.flatMap(({ cookie }) => [book(cookie, contested), book(cookie, other), db.timeSlot.count().then(() => ({ status: 200 }))]),
    );

    expect(results.some((result) => result.status >= 500)).toBe(false);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: contested.id } })).currentBookings).toBe(1);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: other.id } })).currentBookings).toBe(20);
    expect(await db.booking.count({ where: { slotId: other.id } })).toBe(20);
  });
});
