import { beforeAll, describe, expect, test } from "vitest";
import { action as servicePageAction } from "~/shared-routes/service-page";
import { cancelBooking } from "~/models/booking.server";
import { db } from "~/utils/db.server";
import { createSlot } from "../support/fixtures/bookings";
import { callRoute, formResult } from "../support/routes";
import { signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

const CONCURRENT = 36;

const student = () => signedInUser("student", "Concurrent Student");

/** Posts the demo-class form as a browser without JavaScript would, and reads whatever comes back (or is thrown). */
function book(cookie: string, slot: { id: number; day: string }) {
  return callRoute(servicePageAction, "/services/demo-class", { cookie, form: { intent: "book", courseName: "IELTS", date: slot.day, timeSlot: String(slot.id) } });
}

const timeSlotError = (answer: Awaited<ReturnType<typeof book>>) => formResult(answer, "bookingResult").error.timeSlot;

// Correctness under contention, not speed: on a loaded machine the losers of each round take their time.
describe("booking a slot under load", { timeout: 60_000 }, () => {
  test(`${CONCURRENT} students at once on a 3-seat slot: exactly 3 bookings, the rest told it is full, no 500`, async () => {
    const slot = await createSlot("demo_class", { daysAhead: 5, seats: 3 });
    const students = await Promise.all(Array.from({ length: CONCURRENT }, student));

    const results = await Promise.all(students.map(({ cookie }) => book(cookie, slot)));

    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 302)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 3);
    expect(statuses.some((status) => status >= 500)).toBe(false);
    for (const result of results.filter((r) => r.status === 409)) expect(timeSlotError(result)).toEqual(["This time slot is full"]);
    for (const result of results.filter((r) => r.status === 302)) expect(result.location).toBe("/student/demo-class-applications");

    expect(await db.booking.count({ where: { slotId: slot.id } })).toBe(3);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(3);
  });

  // "Already booked" is a read before the insert: on PostgreSQL the unique live-seat index and the serializable transaction keep it.
  test("one student submitting the same slot many times at once gets one booking", async () => {
    const slot = await createSlot("demo_class", { daysAhead: 5, seats: 5 });
    const { user, cookie } = await student();

    const results = await Promise.all(Array.from({ length: 10 }, () => book(cookie, slot)));

    expect(results.filter((result) => result.status === 302)).toHaveLength(1);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(9);
    for (const result of refused) expect(timeSlotError(result)).toEqual(["You have already booked this time slot"]);
    expect(await db.booking.count({ where: { slotId: slot.id, studentId: user.id } })).toBe(1);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(1);
  });

  test("the database itself holds one live seat per student and slot; cancelled or completed bookings leave room", async () => {
    const slot = await createSlot("demo_class", { daysAhead: 5, seats: 5 });
    const { user } = await student();
    const row = (status: string) => ({ type: "demo_class", studentId: user.id, slotId: slot.id, status, startTime: slot.startTime, endTime: slot.endTime });

    const first = await db.booking.create({ data: row("scheduled") });
    for (const status of ["scheduled", "pending"]) await expect(db.booking.create({ data: row(status) })).rejects.toMatchObject({ code: "P2002" });
    await db.booking.create({ data: row("cancelled") });

    await db.booking.update({ where: { id: first.id }, data: { status: "completed" } });
    const again = await db.booking.create({ data: row("pending") });
    await expect(db.booking.update({ where: { id: first.id }, data: { status: "scheduled" } })).rejects.toMatchObject({ code: "P2002" });
    expect(await db.booking.count({ where: { slotId: slot.id, studentId: user.id, status: { in: ["pending", "scheduled"] } } })).toBe(1);
    expect(again.status).toBe("pending");
  });

  test("one session cancelled five times at once frees its seat once", async () => {
    const slot = await createSlot("demo_class", { daysAhead: 5, seats: 3 });
    const [holder, other] = await Promise.all([student(), student()]);
    for (const { cookie } of [holder, other]) expect((await book(cookie, slot)).status).toBe(302);
    const booking = await db.booking.findFirstOrThrow({ where: { slotId: slot.id, studentId: holder.user.id } });

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => cancelBooking({ studentId: holder.user.id, bookingId: booking.id })));

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(1);
    expect(await db.auditLog.count({ where: { entityType: "booking", entityId: booking.id, action: "cancelled" } })).toBe(1);
  });

  test("bookings on other slots and reads carry on while the slot is contested", async () => {
    const contested = await createSlot("demo_class", { daysAhead: 5, seats: 1 });
    // another day, so that one student's two bookings never overlap (that is refused, see booking.test)
    const other = await createSlot("demo_class", { daysAhead: 6, seats: 40 });
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
