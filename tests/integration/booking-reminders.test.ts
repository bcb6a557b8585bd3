import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { runDueJobs } from "~/jobs/worker.server";
import { bookSlot, cancelBooking, rescheduleBooking } from "~/models/booking.server";
import { getJobByKey } from "~/models/job-queue.server";
import {
  REMINDER_LEADS,
  dropBookingReminders,
  planBookingReminders,
  reminderKey,
  sendBookingReminder,
  type ReminderLead,
  type ReminderPayload,
} from "~/models/booking-reminders.server";
import type { Locale } from "~/i18n/locales";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { db } from "~/utils/db.server";
import { BOOKING_DETAILS, ZONE, createSlot, setBooking } from "../support/fixtures/bookings";
import { drainQueue, mailTo, sendMailThrough, visibleText } from "../support/mail";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { createTestUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SITE_NAME = DEFAULT_GENERAL_SETTINGS.siteName;

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(() => sink.close());

beforeEach(() => sendMailThrough(sink.port));

const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

/**
 * A student's counseling session `daysAhead` days from today, booked through the model at `bookedBefore` before its
 * start (the clock every step of the test then runs on).
 */
async function bookSession({ daysAhead = 10, bookedBefore = 3 * DAY_MS, language }: { daysAhead?: number; bookedBefore?: number; language?: Locale } = {}) {
  const student = await createTestUser("student", "Nima Sherpa");
  if (language) await setPreferredLanguage(student.id, language);
  const slot = await createSlot("counseling", { daysAhead });
  const bookedAt = at(slot.startTime, -bookedBefore);
  const booking = await bookSlot({ studentId: student.id, slotId: slot.id, type: "counseling", zone: ZONE, details: BOOKING_DETAILS.counseling, now: bookedAt });
  return { student, slot, booking, bookedAt };
}

const reminderJob = (bookingId: number, lead: ReminderLead) => getJobByKey(reminderKey(bookingId, lead));

function payloadOf(job: { payload: string } | null) {
  return job ? (JSON.parse(job.payload) as ReminderPayload) : null;
}

/** The reminder mails queued for the student, and those that reached the SMTP server. */
async function remindersOf(student: { id: number; email: string }) {
  const queued = await db.mail.findMany({ where: { userId: student.id, category: "reminder" }, orderBy: { id: "asc" } });
  return { queued, received: sink.messages.filter(mailTo(student.email, "Reminder:")) };
}

describe("planning", () => {
  test("a booking plans its reminders 24 hours and one hour before the session", async () => {
    const { booking } = await bookSession();
    for (const lead of ["24h", "1h"] as const) {
      const job = await reminderJob(booking.id, lead);
      expect(job).toMatchObject({ status: "pending", attempts: 0, runAt: at(booking.startTime, -REMINDER_LEADS[lead]) });
      expect(payloadOf(job)).toEqual({ bookingId: booking.id, lead, startTime: booking.startTime.toISOString() });
    }
  });

  test("a session booked three hours ahead gets only the one-hour reminder", async () => {
    const { booking } = await bookSession({ bookedBefore: 3 * HOUR_MS });
    expect(await reminderJob(booking.id, "24h")).toBeNull();
    expect(await reminderJob(booking.id, "1h")).toMatchObject({ status: "pending", runAt: at(booking.startTime, -HOUR_MS) });
  });

  test("moving the session moves its reminders: the same jobs, at the new times", async () => {
    const { student, booking, bookedAt } = await bookSession({ daysAhead: 10 });
    const before = { "24h": await reminderJob(booking.id, "24h"), "1h": await reminderJob(booking.id, "1h") };
    const later = await createSlot("counseling", { daysAhead: 12 });

    await rescheduleBooking({ studentId: student.id, bookingId: booking.id, slotId: later.id, zone: ZONE, now: at(bookedAt, HOUR_MS) });
    for (const lead of ["24h", "1h"] as const) {
      const job = await reminderJob(booking.id, lead);
      expect(job).toMatchObject({ id: before[lead]!.id, status: "pending", runAt: at(later.startTime, -REMINDER_LEADS[lead]) });
      expect(payloadOf(job)?.startTime).toBe(later.startTime.toISOString());
    }
    expect(await db.job.count({ where: { key: { startsWith: `session-reminder:${booking.id}:` } } })).toBe(2);
  });

  test("planning again once a reminder's moment has passed drops that reminder and keeps the other", async () => {
    const { booking } = await bookSession();
    const oneHour = await reminderJob(booking.id, "1h");
    await db.$transaction((tx) => planBookingReminders(tx, booking, at(booking.startTime, -2 * HOUR_MS)));
    expect(await reminderJob(booking.id, "24h")).toBeNull();
    expect(await reminderJob(booking.id, "1h")).toMatchObject({ id: oneHour!.id, status: "pending" });
  });

  test("cancelling the session drops its reminders, as dropBookingReminders does", async () => {
    const cancelled = await bookSession();
    await cancelBooking({ studentId: cancelled.student.id, bookingId: cancelled.booking.id, now: at(cancelled.bookedAt, HOUR_MS) });
    expect(await reminderJob(cancelled.booking.id, "24h")).toBeNull();
    expect(await reminderJob(cancelled.booking.id, "1h")).toBeNull();

    const finished = await bookSession();
    expect((await db.$transaction((tx) => dropBookingReminders(tx, finished.booking.id))).count).toBe(2);
    expect(await reminderJob(finished.booking.id, "24h")).toBeNull();
    expect(await reminderJob(finished.booking.id, "1h")).toBeNull();
  });
});

describe("sending", () => {
  test("a due reminder queues its mail, and running the worker again sends nothing more", async () => {
    const { student, booking } = await bookSession();
    const dayBefore = at(booking.startTime, -DAY_MS + 1000);
    await drainQueue({ now: dayBefore });
    await Promise.all([drainQueue({ now: dayBefore, workerId: "worker-a" }), drainQueue({ now: dayBefore, workerId: "worker-b" })]);

    let reminders = await remindersOf(student);
    expect(reminders.queued.map((mail) => [mail.subject, mail.status])).toEqual([[`Reminder: your Counseling: Canada is tomorrow | ${SITE_NAME}`, "sent"]]);
    expect(reminders.received).toHaveLength(1);
    expect(await reminderJob(booking.id, "24h")).toMatchObject({ status: "done", attempts: 1 });
    expect(await reminderJob(booking.id, "1h")).toMatchObject({ status: "pending" });

    const hourBefore = at(booking.startTime, -HOUR_MS + 1000);
    await drainQueue({ now: hourBefore });
    await drainQueue({ now: hourBefore });
    reminders = await remindersOf(student);
    expect(reminders.queued.map((mail) => mail.subject)).toEqual([
      `Reminder: your Counseling: Canada is tomorrow | ${SITE_NAME}`,
      `Reminder: your Counseling: Canada is in one hour | ${SITE_NAME}`,
    ]);
    expect(reminders.received.map((mail) => mail.parsed.subject)).toEqual(reminders.queued.map((mail) => mail.subject));
  });

  test("a Nepali student's reminder is in Nepali, its day with the Bikram Sambat date", async () => {
    const { student, booking } = await bookSession({ language: "ne" });
    await drainQueue({ now: at(booking.startTime, -DAY_MS + 1000) });
    const [mail] = sink.messages.filter(mailTo(student.email, "सम्झना:"));
    expect(mail.parsed.subject).toBe(`सम्झना: तपाईंको काउन्सेलिङ: क्यानडा भोलि छ | ${SITE_NAME}`);
    for (const part of [mail.parsed.text ?? "", visibleText(mail.parsed.html || "")]) {
      expect(part).toContain("तपाईंको सत्र भोलि छ");
      expect(part).toContain("मिटिङ लिङ्क अझै तय भएको छैन");
      expect(part).toMatch(/समय:? .*\(वि\.सं\. [०-९]+ \S+ [०-९]{4}\)/);
    }
  });

  test("a due reminder of a session cancelled since it was planned sends nothing", async () => {
    const { student, booking } = await bookSession();
    // cancelled without its reminders being dropped: the worker may already hold the job when this happens
    await setBooking(booking.id, { status: "cancelled" });
    const dayBefore = at(booking.startTime, -DAY_MS + 1000);
    await drainQueue({ now: dayBefore });
    expect(await reminderJob(booking.id, "24h")).toMatchObject({ status: "done" });
    expect(await remindersOf(student)).toEqual({ queued: [], received: [] });
  });

  test("a reminder that comes due only after the session started sends nothing", async () => {
    const { student, booking } = await bookSession();
    const payload = payloadOf(await reminderJob(booking.id, "1h"))!;
    expect(await sendBookingReminder(payload, at(booking.startTime, 60_000))).toBeNull();

    // a worker that was down for the whole day catches up after the start: both reminders run and stay silent
    await drainQueue({ now: at(booking.startTime, 60_000) });
    expect(await reminderJob(booking.id, "24h")).toMatchObject({ status: "done" });
    expect(await reminderJob(booking.id, "1h")).toMatchObject({ status: "done" });
    expect(await remindersOf(student)).toEqual({ queued: [], received: [] });
  });

  test("a reminder planned for the session's old time sends nothing", async () => {
    const { student, booking } = await bookSession();
    const planned = payloadOf(await reminderJob(booking.id, "24h"))!;
    // moved without its reminders being planned again (a job the worker already held)
    await db.booking.update({ where: { id: booking.id }, data: { startTime: at(booking.startTime, 2 * HOUR_MS), endTime: at(booking.endTime, 2 * HOUR_MS) } });
    expect(await sendBookingReminder(planned, at(booking.startTime, -DAY_MS + 1000))).toBeNull();

    expect(await runDueJobs({ workerId: "worker-a", now: at(booking.startTime, -DAY_MS + 1000) })).toBeGreaterThan(0);
    await drainQueue({ now: at(booking.startTime, -DAY_MS + 1000) });
    expect(await reminderJob(booking.id, "24h")).toMatchObject({ status: "done" });
    expect(await remindersOf(student)).toEqual({ queued: [], received: [] });
  });

  test("a worker catching up late sends only the one-hour reminder, not a 'tomorrow' for a session an hour away", async () => {
    const { student, booking } = await bookSession();
    await drainQueue({ now: at(booking.startTime, -HOUR_MS + 1000) });
    const reminders = await remindersOf(student);
    expect(reminders.queued.map((mail) => mail.subject)).toEqual([`Reminder: your Counseling: Canada is in one hour | ${SITE_NAME}`]);
    expect(reminders.received).toHaveLength(1);
  });

  test("a reminder job run twice (its worker died before marking it done) queues one mail", async () => {
    const { student, booking } = await bookSession();
    const payload = payloadOf(await reminderJob(booking.id, "24h"))!;
    const dayBefore = at(booking.startTime, -DAY_MS + 1000);
    expect(await sendBookingReminder(payload, dayBefore)).not.toBeNull();
    expect(await sendBookingReminder(payload, dayBefore)).toBeNull();
    expect((await remindersOf(student)).queued).toHaveLength(1);
  });
});
