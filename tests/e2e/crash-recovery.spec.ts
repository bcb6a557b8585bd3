/**
 * The production server killed with SIGKILL in the middle of a burst of bookings and cancellations, then started
 * again on the same database: every slot's seat count still equals its live bookings, every committed change still
 * has its mail, and the worker sends each mail once — or, for a mail that was on the wire at the moment of the kill,
 * at most once more (the queue promises at least once; see docs/decisions/056-online-backups.md).
 *
 * It needs no browser: it runs its own `node server.js` on the build Playwright uses, its own port, database (a SQLite
 * file, or a PostgreSQL database on a PostgreSQL run) and SMTP sink, and posts the forms as a browser without
 * JavaScript would.
 */
import { once } from "node:events";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { addDaysToDay, todayInZone, zonedDateTime } from "~/domain/dates";
import { SLOT_MINUTES } from "~/domain/service-types";
import { STALE_CLAIM_MS } from "~/models/job-queue.server";
import { createDbClient } from "~/utils/db.server";
import { killAppServer, postForm, signInByCookie, specDatabase, startAppServer, waitUntilHealthy, type AppServer } from "../support/app-server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

const ZONE = "Asia/Kathmandu";
// beside the run's own server (E2E_PORT), never on it: 3520 for E2E_PORT 3500
const PORT = Number(process.env.E2E_PORT ?? 3300) + 20;
const BASE = `http://127.0.0.1:${PORT}`;
const TMP = path.resolve(import.meta.dirname, "..", ".tmp");

const STUDENTS = 60;
const SLOTS = 5;
const SEATS = 4;
const ROUNDS = 4;
/** The kill comes once this many of the students' bookings and cancellations have been answered. */
const ANSWERS_BEFORE_KILL = 90;

const LIVE = ["pending", "scheduled"];
const BOOKED_SUBJECT = "Your demo class is scheduled";
const CANCELLED_SUBJECT = "Your session was cancelled";

type Client = ReturnType<typeof createDbClient>;
type Student = { id: number; email: string; cookie: string };
type Slot = { id: number; day: string };

// generous: the machines that run it are shared, and a loaded one can take minutes where an idle one takes 25 s
test.describe.configure({ timeout: 300_000 });

let server: AppServer | null = null;
let sink: SmtpSink | null = null;
let client: Client | null = null;
let database: Awaited<ReturnType<typeof specDatabase>> | null = null;

test.afterAll(async () => {
  if (server) killAppServer(server);
  await client?.$disconnect();
  await sink?.close();
  await database?.drop();
});

/** The catalogue, the slots and the signed-in students, written straight into the crash test's own database. */
async function arrange(db: Client) {
  for (const entry of DEFAULT_CATALOGUE) await db.service.upsert({ where: { code: entry.code }, create: entry, update: {} });
  const slots: Slot[] = [];
  for (let index = 0; index < SLOTS; index++) {
    const day = addDaysToDay(todayInZone(ZONE), 4 + index);
    const startTime = zonedDateTime(day, "10:00", ZONE);
    const endTime = new Date(startTime.getTime() + SLOT_MINUTES.demo_class * 60_000);
    const slot = await db.timeSlot.create({ data: { serviceType: "demo_class", startTime, endTime, maxBookings: SEATS } });
    slots.push({ id: slot.id, day });
  }
  const students: Student[] = [];
  for (let index = 0; index < STUDENTS; index++) {
    const email = `crash-student-${index}@example.com`;
    // verified, as only a verified address books
    const user = await db.user.create({ data: { name: `Crash Student ${index}`, email, passwordHash: "signed in by cookie only", emailVerifiedAt: new Date() } });
    students.push({ id: user.id, email, cookie: await signInByCookie(db, user.id) });
  }
  return { slots, students };
}

function startCrashServer(databaseUrl: string, smtpPort: number) {
  return startAppServer({ port: PORT, databaseUrl, smtpPort, env: { APP_TIME_ZONE: ZONE } });
}

/** A native form post to the crash test's server. */
function post(pathname: string, cookie: string, form: Record<string, string>) {
  return postForm(`${BASE}${pathname}`, cookie, form);
}

type Operation = { student: Student; slot: Slot; booked: number | null; bookingId: number | null; cancelled: number | null };

/**
 * Every student goes through the slots one after the other (so no two of their bookings share a slot), booking a
 * seat in each — more students than seats, so some are refused as full — and cancelling every other one at once.
 * `onAnswer` hears of each answer, so the caller can pull the plug while plenty is still on the way.
 */
function burst(db: Client, students: Student[], slots: Slot[], onAnswer: () => void) {
  return Promise.all(
    students.map(async (student, index) => {
      const operations: Operation[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const slot = slots[(index + round) % slots.length];
        const booked = await post("/services/demo-class", student.cookie, { intent: "book", courseName: "IELTS", date: slot.day, timeSlot: String(slot.id) });
        onAnswer();
        const operation: Operation = { student, slot, booked, bookingId: null, cancelled: null };
        operations.push(operation);
        if (booked !== 302 || (index + round) % 2 === 1) continue;
        operation.bookingId = (await db.booking.findFirstOrThrow({ where: { studentId: student.id, slotId: slot.id }, select: { id: true } })).id;
        operation.cancelled = await post(`/student/bookings/${operation.bookingId}/cancel`, student.cookie, {});
        onAnswer();
      }
      return operations;
    }),
  ).then((perStudent) => perStudent.flat());
}

/** Seat counts against the bookings that hold a seat, per slot. */
async function seatsAgainstBookings(db: Client) {
  const slots = await db.timeSlot.findMany({ select: { id: true, currentBookings: true, bookings: { where: { status: { in: LIVE } }, select: { id: true } } } });
  return slots.map((slot) => ({ slot: slot.id, currentBookings: slot.currentBookings, liveBookings: slot.bookings.length }));
}

/** A sent mail's subject carries the site's name after a bar (the outbox row keeps it too, once sent). */
function subjectOf(sent: string) {
  return sent.replace(/ \| [^|]+$/, "");
}

function mailKey(mail: { to: string; subject: string; replyTo: string | null }) {
  return `${mail.to.toLowerCase()} / ${subjectOf(mail.subject)} / ${(mail.replyTo ?? "").toLowerCase()}`;
}

test("SIGKILL during a burst of bookings and cancellations: seats match the bookings, no mail lost, none sent twice but the one in flight", async () => {
  rmSync(path.join(TMP, `uploads-${PORT}`), { recursive: true, force: true });
  database = await specDatabase(`crash-${PORT}`);
  client = createDbClient(database.url);
  const db = client;
  const { slots, students } = await arrange(db);
  sink = await startSmtpSink();

  const first = (server = startCrashServer(database.url, sink.port));
  await waitUntilHealthy(first);
  const exited = once(first.child, "exit");

  let answers = 0;
  const operations = await burst(db, students, slots, () => {
    if (++answers === ANSWERS_BEFORE_KILL) killAppServer(first);
  });
  await exited;
  expect(first.child.signalCode, first.log.join("")).toBe("SIGKILL");

  // The kill really came mid-burst: changes of every kind were answered, and later ones died with the connection.
  for (const answer of [302, 409]) expect(operations.filter((operation) => operation.booked === answer).length, `bookings answered ${answer}`).toBeGreaterThan(0);
  expect(operations.filter((operation) => operation.cancelled === 302).length).toBeGreaterThan(0);
  expect(operations.filter((operation) => operation.booked === null).length).toBeGreaterThan(0);

  // What the database kept (SQLite recovered it from its WAL) is already consistent, before the app touches it again.
  for (const slot of await seatsAgainstBookings(db)) expect(slot.currentBookings, `slot ${slot.slot} right after the kill`).toBe(slot.liveBookings);

  // What the server answered is what the database holds: an answered booking is there (cancelled when its
  // cancellation was answered), a refused one is not.
  for (const operation of operations) {
    const booking = await db.booking.findFirst({ where: { studentId: operation.student.id, slotId: operation.slot.id }, select: { status: true } });
    const what = `${operation.student.email} in slot ${operation.slot.id}`;
    if (operation.booked === 302 && operation.bookingId === null) expect(booking?.status, what).toBe("scheduled");
    if (operation.cancelled === 302) expect(booking?.status, what).toBe("cancelled");
    if (operation.booked === 409) expect(booking, what).toBeNull();
  }

  // Mail the dead worker held: a claim goes back to the queue once it is older than STALE_CLAIM_MS. Date those claims
  // back as if the server had stayed down that long, so the restarted worker's first housekeeping returns them.
  const inFlight = await db.job.findMany({ where: { type: "mail", status: "running" }, select: { id: true, mail: { select: { id: true } } } });
  await db.job.updateMany({ where: { status: "running" }, data: { claimedAt: new Date(Date.now() - STALE_CLAIM_MS - 60_000) } });
  const inFlightMailIds = new Set(inFlight.flatMap((job) => (job.mail ? [job.mail.id] : [])));

  server = startCrashServer(database.url, sink.port);
  await waitUntilHealthy(server);

  // The restarted server takes changes again: a student cancels, and another takes the seat that freed.
  const holder = await db.booking.findFirstOrThrow({ where: { status: "scheduled" }, select: { id: true, slotId: true, studentId: true } });
  const holderCookie = students.find((student) => student.id === holder.studentId)!.cookie;
  expect(await post(`/student/bookings/${holder.id}/cancel`, holderCookie, {})).toBe(302);
  const slot = slots.find((candidate) => candidate.id === holder.slotId)!;
  const latecomer = students.find((student) => !operations.some((operation) => operation.student === student && operation.slot === slot))!;
  expect(await post("/services/demo-class", latecomer.cookie, { intent: "book", courseName: "IELTS", date: slot.day, timeSlot: String(slot.id) })).toBe(302);

  await expect
    .poll(() => db.job.count({ where: { type: "mail", status: { not: "done" } } }), { timeout: 120_000, message: "mail jobs left undone after the restart" })
    .toBe(0);

  // 1. Every slot's seat count equals its live bookings.
  for (const slot of await seatsAgainstBookings(db)) expect(slot.currentBookings, `slot ${slot.slot} after the restart`).toBe(slot.liveBookings);

  // 2. No mail lost: each committed booking has exactly one confirmation, each cancellation exactly one notice, all sent.
  const bookings = await db.booking.findMany({ select: { id: true, status: true } });
  const mails = (await db.mail.findMany({ select: { id: true, to: true, subject: true, data: true, status: true } })).map((mail) => {
    const { content, replyTo } = JSON.parse(mail.data) as { content: { calendar?: { bookingId: number } }; replyTo: string | null };
    return { ...mail, replyTo, bookingId: content.calendar?.bookingId ?? null };
  });
  for (const booking of bookings) {
    const about = mails.filter((mail) => mail.bookingId === booking.id);
    expect(about.filter((mail) => subjectOf(mail.subject) === BOOKED_SUBJECT), `booking ${booking.id}`).toHaveLength(1);
    expect(about.filter((mail) => subjectOf(mail.subject) === CANCELLED_SUBJECT), `booking ${booking.id}`).toHaveLength(booking.status === "cancelled" ? 1 : 0);
  }
  expect(mails.filter((mail) => mail.status !== "sent")).toEqual([]);

  // 3. None sent twice: each mail reached the SMTP server once; only one that was on the wire at the kill may have
  //    gone twice (sent, then killed before the worker could record it).
  const expected = new Map<string, { count: number; inFlight: number }>();
  for (const mail of mails) {
    const key = mailKey(mail);
    const entry = expected.get(key) ?? { count: 0, inFlight: 0 };
    expected.set(key, { count: entry.count + 1, inFlight: entry.inFlight + (inFlightMailIds.has(mail.id) ? 1 : 0) });
  }
  const received = new Map<string, number>();
  for (const message of sink.messages) {
    const key = mailKey({
      to: message.envelope.to[0] ?? "",
      subject: message.parsed.subject ?? "",
      replyTo: message.parsed.replyTo?.value[0]?.address ?? null,
    });
    received.set(key, (received.get(key) ?? 0) + 1);
  }
  expect([...received.keys()].filter((key) => !expected.has(key))).toEqual([]);
  let resent = 0;
  for (const [key, { count, inFlight: held }] of expected) {
    const copies = received.get(key) ?? 0;
    expect(copies, key).toBeGreaterThanOrEqual(count);
    expect(copies, key).toBeLessThanOrEqual(count + held);
    resent += copies - count;
  }
  test.info().annotations.push({
    type: "crash",
    description: `killed after ${ANSWERS_BEFORE_KILL} of ${answers} answers; ${inFlight.length} mail job(s) held by the dead worker; ${resent} mail(s) sent a second time`,
  });
});
