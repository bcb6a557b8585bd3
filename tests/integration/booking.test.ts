import { beforeAll, describe, expect, test, vi } from "vitest";
import { addDaysToDay, dayInZone } from "~/domain/dates";
import type { ServiceType } from "~/domain/service-types";
import {
  AlreadyBookedError,
  BookingNotChangeableError,
  BookingNotFoundError,
  CancellationTooLateError,
  RescheduleTooLateError,
  BookingClashError,
  SlotFullError,
  SlotUnavailableError,
  bookSlot,
  cancelBooking,
  listOpenSlots,
  listUpcomingBookings,
  rescheduleBooking,
} from "~/models/booking.server";
import { action as cancelAction, loader as cancelLoader } from "~/routes/student.bookings.$id_.cancel";
import { action as rescheduleAction, loader as rescheduleLoader } from "~/routes/student.bookings.$id_.reschedule/route";
import { loader as sessionListLoader } from "~/shared-routes/student-booking-list";
import { db } from "~/utils/db.server";
import { BOOKING_DETAILS, ZONE, bookFor, createSlot } from "../support/fixtures/bookings";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

const newStudent = () => signedInUser("student", "Asha Rai");

/** An interview slot with two seats, `inDays` days ahead, at `time` in the consultancy's zone. */
const slot = ({ type = "interview", inDays = 5, seats = 2, time, available = true }: { type?: ServiceType; inDays?: number; seats?: number; time?: string; available?: boolean } = {}) =>
  createSlot(type, { daysAhead: inDays, seats, time, available });

const seatsTaken = async (id: number) => (await db.timeSlot.findUniqueOrThrow({ where: { id } })).currentBookings;
const details = BOOKING_DETAILS.interview;
/** Books `target` through the interview form's details, whatever service the slot is for. */
const book = (studentId: number, target: { id: number }) => bookSlot({ studentId, slotId: target.id, type: "interview", zone: ZONE, details });

describe("bookSlot", () => {
  test("takes a seat and creates a scheduled booking with the slot's times and the form's details", async () => {
    const { user } = await newStudent();
    const target = await slot();
    const booking = await book(user.id, target);
    expect(booking).toMatchObject({ type: "interview", status: "scheduled", startTime: target.startTime, endTime: target.endTime });
    expect(await seatsTaken(target.id)).toBe(1);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject(details);
  });

  test("refuses a full slot, a closed slot, a past slot and a slot of another service", async () => {
    const { user } = await newStudent();
    const full = await slot({ seats: 1 });
    await book((await newStudent()).user.id, full);
    await expect(book(user.id, full)).rejects.toBeInstanceOf(SlotFullError);
    await expect(book(user.id, await slot({ available: false }))).rejects.toBeInstanceOf(SlotUnavailableError);
    await expect(book(user.id, await slot({ inDays: -1 }))).rejects.toBeInstanceOf(SlotUnavailableError);
    await expect(book(user.id, await slot({ type: "speaking" }))).rejects.toBeInstanceOf(SlotUnavailableError);
    expect(await db.booking.count({ where: { studentId: user.id } })).toBe(0);
  });

  test("refuses a slot id from another day than the one chosen in the form", async () => {
    const { user } = await newStudent();
    const target = await slot();
    const otherDay = addDaysToDay(dayInZone(target.startTime, ZONE), 1);
    await expect(bookSlot({ studentId: user.id, slotId: target.id, type: "interview", day: otherDay, zone: ZONE, details })).rejects.toBeInstanceOf(
      SlotUnavailableError,
    );
  });

  test("a slot moved after the form was checked, before its seat was taken, is refused and nothing is written", async () => {
    const { user } = await newStudent();
    const target = await slot();
    const anHourLater = (date: Date) => new Date(date.getTime() + 60 * 60 * 1000);
    // The slot is read before the booking's transaction (decision 076): an admin's change lands in between.
    const transaction = db.$transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    const between = vi.spyOn(db, "$transaction").mockImplementationOnce((async (...args: unknown[]) => {
      await db.timeSlot.update({ where: { id: target.id }, data: { startTime: anHourLater(target.startTime), endTime: anHourLater(target.endTime) } });
      return transaction(...args);
    }) as never);
    try {
      await expect(book(user.id, target)).rejects.toBeInstanceOf(SlotUnavailableError);
    } finally {
      between.mockRestore();
    }
    expect(await seatsTaken(target.id)).toBe(0);
    expect(await db.booking.count({ where: { studentId: user.id } })).toBe(0);
    expect(await db.mail.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a student cannot book the same slot twice, but can again after cancelling", async () => {
    const { user } = await newStudent();
    const target = await slot({ seats: 3, inDays: 6 });
    const first = await book(user.id, target);
    await expect(book(user.id, target)).rejects.toBeInstanceOf(AlreadyBookedError);
    await cancelBooking({ studentId: user.id, bookingId: first.id });
    await book(user.id, target);
    expect(await seatsTaken(target.id)).toBe(1);
  });

  test("open slots of a day leave out full, closed and past slots", async () => {
    const open = await slot({ type: "counseling", inDays: 9, time: "08:45" });
    const full = await slot({ type: "counseling", inDays: 9, time: "10:45", seats: 1 });
    await bookFor((await newStudent()).user, full);
    await slot({ type: "counseling", inDays: 9, time: "11:45", available: false });
    const listed = await listOpenSlots({ type: "counseling", day: dayInZone(open.startTime, ZONE), zone: ZONE });
    expect(listed.map((item) => item.id)).toEqual([open.id]);
    expect(listed[0].seatsLeft).toBe(2);
  });
});

describe("rescheduleBooking", () => {
  test("moves the booking to the new slot, taking its seat and freeing the old one", async () => {
    const { user } = await newStudent();
    const from = await slot({ inDays: 4 });
    const to = await slot({ inDays: 8 });
    const booking = await book(user.id, from);
    const moved = await rescheduleBooking({ studentId: user.id, bookingId: booking.id, slotId: to.id, zone: ZONE });
    expect(moved.startTime).toEqual(to.startTime);
    expect(await seatsTaken(from.id)).toBe(0);
    expect(await seatsTaken(to.id)).toBe(1);
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ slotId: to.id, endTime: to.endTime });
  });

  test("into a full slot changes nothing", async () => {
    const { user } = await newStudent();
    const from = await slot({ inDays: 4 });
    const to = await slot({ inDays: 8, seats: 1 });
    await book((await newStudent()).user.id, to);
    const booking = await book(user.id, from);
    await expect(rescheduleBooking({ studentId: user.id, bookingId: booking.id, slotId: to.id, zone: ZONE })).rejects.toBeInstanceOf(SlotFullError);
    expect(await seatsTaken(from.id)).toBe(1);
    expect(await seatsTaken(to.id)).toBe(1);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).slotId).toBe(from.id);
  });

  test("is refused inside 24 hours, for a pending booking, and for someone else's booking", async () => {
    const { user } = await newStudent();
    const soon = await slot({ inDays: 0, time: "05:45" });
    await db.timeSlot.update({ where: { id: soon.id }, data: { startTime: new Date(Date.now() + 3 * 3_600_000) } });
    const booking = await book(user.id, soon);
    const later = await slot({ inDays: 10 });
    await expect(rescheduleBooking({ studentId: user.id, bookingId: booking.id, slotId: later.id, zone: ZONE })).rejects.toBeInstanceOf(
      RescheduleTooLateError,
    );

    const other = await book(user.id, await slot({ inDays: 12 }));
    await db.booking.update({ where: { id: other.id }, data: { status: "pending" } });
    await expect(rescheduleBooking({ studentId: user.id, bookingId: other.id, slotId: later.id, zone: ZONE })).rejects.toBeInstanceOf(
      BookingNotChangeableError,
    );

    const stranger = await newStudent();
    await expect(rescheduleBooking({ studentId: stranger.user.id, bookingId: other.id, slotId: later.id, zone: ZONE })).rejects.toBeInstanceOf(
      BookingNotFoundError,
    );
    expect(await seatsTaken(later.id)).toBe(0);
  });

  test("the reschedule page lists the open slots of a day without the current one and moves the session", async () => {
    const { user, cookie } = await newStudent();
    const from = await slot({ inDays: 14, time: "08:45" });
    const sameDay = await slot({ inDays: 14, time: "10:45" });
    const booking = await book(user.id, from);
    const day = dayInZone(from.startTime, ZONE);

    const page = await callRoute(rescheduleLoader, `/student/bookings/${booking.id}/reschedule?date=${day}`, { cookie, params: { id: String(booking.id) } });
    const body = page.body as { blocked: string | null; slots: Array<{ id: number }> };
    expect(body.blocked).toBeNull();
    expect(body.slots.map((item) => item.id)).toEqual([sameDay.id]);

    const posted = await callRoute(rescheduleAction, `/student/bookings/${booking.id}/reschedule`, { cookie, params: { id: String(booking.id) }, form: { date: day, timeSlot: String(sameDay.id) } });
    expectRedirect(posted, "/student/interview-applications");
    expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).slotId).toBe(sameDay.id);
  });

  test("the reschedule action answers a full slot with the field error and the slots still open", async () => {
    const { user, cookie } = await newStudent();
    const from = await slot({ inDays: 15, time: "08:45" });
    const full = await slot({ inDays: 15, time: "10:45", seats: 1 });
    await book((await newStudent()).user.id, full);
    const booking = await book(user.id, from);
    const posted = await callRoute(rescheduleAction, `/student/bookings/${booking.id}/reschedule`, { cookie, params: { id: String(booking.id) }, form: { date: dayInZone(from.startTime, ZONE), timeSlot: String(full.id) } });
    expect(posted.status).toBe(409);
    expect(posted.body).toMatchObject({ result: { error: { timeSlot: ["This time slot is full"] } }, slots: [] });
  });
});

describe("cancelBooking", () => {
  test("cancels and frees the seat", async () => {
    const { user } = await newStudent();
    const target = await slot({ inDays: 3 });
    const booking = await book(user.id, target);
    await cancelBooking({ studentId: user.id, bookingId: booking.id });
    expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "cancelled" });
    expect(await seatsTaken(target.id)).toBe(0);
    await expect(cancelBooking({ studentId: user.id, bookingId: booking.id })).rejects.toBeInstanceOf(BookingNotChangeableError);
    expect(await seatsTaken(target.id)).toBe(0);
  });

  test("is refused inside 24 hours and the seat stays taken", async () => {
    const { user, cookie } = await newStudent();
    const target = await slot({ inDays: 0, time: "05:45" });
    await db.timeSlot.update({ where: { id: target.id }, data: { startTime: new Date(Date.now() + 23 * 3_600_000) } });
    const booking = await book(user.id, target);
    await expect(cancelBooking({ studentId: user.id, bookingId: booking.id })).rejects.toBeInstanceOf(CancellationTooLateError);

    const page = await callRoute(cancelLoader, `/student/bookings/${booking.id}/cancel`, { cookie, params: { id: String(booking.id) } });
    expect(page.body).toMatchObject({ blocked: "Sessions can only be cancelled up to 24 hours before they start." });
    const posted = await callRoute(cancelAction, `/student/bookings/${booking.id}/cancel`, { method: "POST", cookie, params: { id: String(booking.id) } });
    expectRedirect(posted, `/student/bookings/${booking.id}`);
    expect(posted.toast).toEqual({ type: "error", title: "Cancellation not possible", description: "Sessions can only be cancelled up to 24 hours before they start." });
    expect(await seatsTaken(target.id)).toBe(1);
  });

  test("another student's cancel is a 404 and changes nothing", async () => {
    const { user } = await newStudent();
    const stranger = await newStudent();
    const target = await slot({ inDays: 3 });
    const booking = await book(user.id, target);
    const posted = await callRoute(cancelAction, `/student/bookings/${booking.id}/cancel`, { method: "POST", cookie: stranger.cookie, params: { id: String(booking.id) } });
    expect(posted.status).toBe(404);
    expect(await seatsTaken(target.id)).toBe(1);
  });
});

describe("session lists", () => {
  test("are paged on the server with per_page and show only the student's own sessions", async () => {
    const { user, cookie } = await newStudent();
    const stranger = await newStudent();
    for (let day = 20; day < 32; day++) await book(user.id, await slot({ inDays: day }));
    await book(stranger.user.id, await slot({ inDays: 40 }));

    const first = await callRoute(sessionListLoader, "/student/interview-applications", { cookie });
    const firstBody = first.body as { rows: Array<{ id: number }>; meta: { total: number; per_page: number; last_page: number } };
    expect(firstBody.rows).toHaveLength(10);
    expect(firstBody.meta).toMatchObject({ total: 12, per_page: 10, last_page: 2 });

    const second = await callRoute(sessionListLoader, "/student/interview-applications?page=2", { cookie });
    expect((second.body as { rows: unknown[] }).rows).toHaveLength(2);
    const all = await callRoute(sessionListLoader, "/student/interview-applications?per_page=25", { cookie });
    const rows = (all.body as { rows: Array<{ id: number; actions: { reschedule: boolean; cancel: boolean } }> }).rows;
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.actions.reschedule && row.actions.cancel)).toBe(true);
  });

  test("read their URL as every list does: defaults and bad values redirect to the canonical URL, past the last page to the last", async () => {
    const { user, cookie } = await newStudent();
    for (let day = 20; day < 32; day++) await book(user.id, await slot({ inDays: day }));
    const list = "/student/interview-applications";
    expectRedirect(await callRoute(sessionListLoader, `${list}?page=2&per_page=10`, { cookie }), `${list}?page=2`);
    expectRedirect(await callRoute(sessionListLoader, `${list}?page=abc&per_page=7&sort_direction=desc`, { cookie }), list);
    expectRedirect(await callRoute(sessionListLoader, `${list}?page=9`, { cookie }), `${list}?page=2`);
    type Body = { rows: Array<{ id: number }> };
    const newest = ((await callRoute(sessionListLoader, `${list}?per_page=25`, { cookie })).body as Body).rows.map((row) => row.id);
    const oldest = ((await callRoute(sessionListLoader, `${list}?sort_direction=asc&per_page=25`, { cookie })).body as Body).rows.map((row) => row.id);
    expect(oldest).toEqual([...newest].reverse());
  });
});

describe("a session in progress", () => {
  test("stays in the student's upcoming sessions with its link until it ends", async () => {
    const { user } = await signedInUser("student");
    const now = new Date();
    const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
    const inProgress = await db.booking.create({
      data: { type: "counseling", studentId: user.id, status: "scheduled", startTime: minutes(-10), endTime: minutes(20), meetingLink: "https://meet.example.com/now" },
    });
    const ended = await db.booking.create({
      data: { type: "counseling", studentId: user.id, status: "scheduled", startTime: minutes(-70), endTime: minutes(-10), meetingLink: "https://meet.example.com/old" },
    });
    const ids = (await listUpcomingBookings({ studentId: user.id, now, take: 10 })).map((session) => session.id);
    expect(ids).toContain(inProgress.id);
    expect(ids).not.toContain(ended.id);
  });
});

describe("one session at a time", () => {
  test("a booking that overlaps another of the student's sessions is refused, naming it; other students are not affected", async () => {
    const { user } = await signedInUser("student");
    const counseling = await createSlot("counseling", { daysAhead: 9, time: "10:00" });
    await bookFor(user, counseling);
    const demo = await createSlot("demo_class", { daysAhead: 9, time: "09:45" });
    const refused = bookFor(user, demo);
    await expect(refused).rejects.toBeInstanceOf(BookingClashError);
    await expect(refused).rejects.toThrow(/^This time overlaps your Counseling: Canada on .+, 10:00 AM – 10:30 AM\. Choose another time, or cancel that session first\.$/);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: demo.id } })).currentBookings).toBe(0);
    expect(await db.booking.count({ where: { slotId: demo.id } })).toBe(0);

    const { user: other } = await signedInUser("student");
    await expect(bookFor(other, demo)).resolves.toMatchObject({ status: "scheduled" });
    const later = await createSlot("demo_class", { daysAhead: 9, time: "10:30" });
    await expect(bookFor(user, later)).resolves.toMatchObject({ status: "scheduled" });
  });

  test("moving a session onto another of the student's sessions is refused; moving it onto its own time is not a clash", async () => {
    const { user } = await signedInUser("student");
    const first = await bookFor(user, await createSlot("speaking", { daysAhead: 11, time: "09:00" }));
    await bookFor(user, await createSlot("interview", { daysAhead: 11, time: "11:00" }));
    const onTheInterview = await createSlot("speaking", { daysAhead: 11, time: "11:15" });
    await expect(rescheduleBooking({ studentId: user.id, bookingId: first.id, slotId: onTheInterview.id, zone: ZONE })).rejects.toBeInstanceOf(BookingClashError);
    expect((await db.booking.findUniqueOrThrow({ where: { id: first.id } })).slotId).not.toBe(onTheInterview.id);
    const overlappingItself = await createSlot("speaking", { daysAhead: 11, time: "09:30" });
    await expect(rescheduleBooking({ studentId: user.id, bookingId: first.id, slotId: overlappingItself.id, zone: ZONE })).resolves.toMatchObject({ id: first.id });
  });
});
