/**
 * The large database of `npm run bench`, on top of the demo seed (settings, catalogue, demo accounts): students with
 * their past sessions, SOP and loan applications and payments, bookable slots over the next two months, messages
 * and inquiries, written in batches through the app's own client (SQLite or PostgreSQL alike).
 */
import { addDaysToDay, todayInZone, zonedDateTime, type Day } from "~/domain/dates";
import { DEMO_COURSES } from "~/domain/booking-options";
import { SERVICE_TYPES, SLOT_MINUTES } from "~/domain/service-types";
import { db } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import { generateToken } from "~/utils/tokens.server";
import type { BenchSizes } from "./report";

const BATCH = 1_000;
const DAY_MS = 86_400_000;
export const BENCH_PASSWORD = "bench-password-123";
export const BENCH_ADMIN_EMAIL = "bench-admin@example.com";
/** Seats per bench slot: the booking burst fills each demo-class slot with this many students. */
export const BENCH_SEATS = 3;

async function inBatches<Row>(rows: Row[], write: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await write(rows.slice(start, start + BATCH));
}

const pick = <T>(values: readonly T[], index: number) => values[index % values.length];

/** A bookable demo-class seat for the burst: the slot and the day (in the consultancy's zone) its form names. */
export type BookableSeat = { slotId: number; day: Day };

export async function seedLargeDatabase(sizes: BenchSizes, zone: string, now = new Date()) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // verified addresses, as the demo's: the burst books seats, which an unverified address cannot
  const admin = await db.user.create({ data: { name: "Bench Admin", email: BENCH_ADMIN_EMAIL, passwordHash, role: "admin", emailVerifiedAt: now } });

  await inBatches(
    Array.from({ length: sizes.students }, (_, index) => ({
      name: `Bench Student ${index}`,
      email: `bench-student-${index}@example.com`,
      passwordHash,
      emailVerifiedAt: now,
      createdAt: new Date(now.getTime() - (index % 400) * DAY_MS),
    })),
    (data) => db.user.createMany({ data }),
  );
  const students = (await db.user.findMany({ where: { email: { startsWith: "bench-student-" } }, select: { id: true }, orderBy: { id: "asc" } })).map(
    (student) => student.id,
  );
  const studentAt = (index: number) => students[index % students.length];
  const past = (index: number) => new Date(now.getTime() - (1 + (index % 400)) * DAY_MS - (index % 24) * 3_600_000);

  // Sessions in the past, so that none clashes with a seat the burst books.
  await inBatches(
    Array.from({ length: sizes.bookings }, (_, index) => {
      const type = pick(SERVICE_TYPES, index);
      const startTime = past(index);
      return {
        type,
        studentId: studentAt(index),
        status: pick(["completed", "completed", "cancelled", "scheduled", "pending"], index),
        startTime,
        endTime: new Date(startTime.getTime() + SLOT_MINUTES[type] * 60_000),
        courseName: type === "demo_class" ? pick(DEMO_COURSES, index) : null,
        createdAt: startTime,
      };
    }),
    (data) => db.booking.createMany({ data }),
  );
  await inBatches(
    Array.from({ length: sizes.sopApplications }, (_, index) => ({
      studentId: studentAt(index),
      package: pick(["standard", "premium"], index),
      university: `University ${index % 300}`,
      program: `Program ${index % 40}`,
      status: pick(["pending", "in_progress", "completed", "rejected"], index),
      createdAt: past(index),
    })),
    (data) => db.sopApplication.createMany({ data }),
  );
  await inBatches(
    Array.from({ length: sizes.loanApplications }, (_, index) => ({
      studentId: studentAt(index),
      university: `University ${index % 300}`,
      course: `Course ${index % 40}`,
      loanAmount: 5_000 + (index % 95) * 1_000,
      collateralValue: (index % 40) * 5_000,
      collateralType: pick(["None", "Property", "Fixed deposit"], index),
      status: pick(["pending", "processing", "documents_needed", "approved", "rejected"], index),
      createdAt: past(index),
    })),
    (data) => db.loanApplication.createMany({ data }),
  );
  await inBatches(
    Array.from({ length: sizes.payments }, (_, index) => {
      const status = pick(["paid", "paid", "pending", "refunded", "failed"], index);
      const createdAt = new Date(now.getTime() - (index % 90) * DAY_MS);
      return {
        invoiceNumber: `BENCH-${String(index).padStart(7, "0")}`,
        studentId: studentAt(index),
        serviceName: pick(["SOP Writing (Standard)", "Interview Preparation", "SOP Writing (Premium)"], index),
        amountCents: 5_000 + (index % 50) * 1_000,
        method: pick(["card", "bank_transfer", "cash"], index),
        status,
        paidAt: status === "paid" || status === "refunded" ? createdAt : null,
        refundedAt: status === "refunded" ? createdAt : null,
        createdAt,
      };
    }),
    (data) => db.payment.createMany({ data }),
  );
  await inBatches(
    Array.from({ length: sizes.messages }, (_, index) => ({
      name: `Visitor ${index}`,
      email: `visitor-${index}@example.com`,
      subject: `Question ${index}`,
      message: "Which universities still take applications for the next intake?",
      status: pick(["new", "answered", "archived"], index),
      createdAt: past(index),
    })),
    (data) => db.contactMessage.createMany({ data }),
  );
  await inBatches(
    Array.from({ length: sizes.inquiries }, (_, index) => ({
      serviceType: pick(["sop", "interview", "speaking", "demo_class", "counseling", "loan"], index),
      serviceName: "Bench inquiry",
      fullName: `Visitor ${index}`,
      email: `visitor-${index}@example.com`,
      phone: "+977 980 000 0000",
      country: "Canada",
      status: pick(["new", "contacted", "closed"], index),
      createdAt: past(index),
    })),
    (data) => db.inquiry.createMany({ data }),
  );

  const seats = await seedBookableSlots(sizes.timeSlots, zone, now);
  return { adminId: admin.id, students, seats };
}

/**
 * Slots of every session type every 15 minutes through the office day, from tomorrow on, until `count` exist; the
 * demo-class ones are returned, each once per seat, for the booking burst.
 */
async function seedBookableSlots(count: number, zone: string, now: Date): Promise<BookableSeat[]> {
  const times = Array.from({ length: 40 }, (_, index) => `${String(8 + Math.floor(index / 4)).padStart(2, "0")}:${String((index % 4) * 15).padStart(2, "0")}`);
  const rows = [];
  const tomorrow = addDaysToDay(todayInZone(zone, now), 1);
  for (let index = 0; rows.length < count; index++) {
    const serviceType = pick(SERVICE_TYPES, index);
    const perDay = times.length * SERVICE_TYPES.length;
    const day = addDaysToDay(tomorrow, Math.floor(index / perDay));
    const startTime = zonedDateTime(day, times[Math.floor(index / SERVICE_TYPES.length) % times.length], zone);
    rows.push({ serviceType, startTime, endTime: new Date(startTime.getTime() + SLOT_MINUTES[serviceType] * 60_000), maxBookings: BENCH_SEATS, day });
  }
  await inBatches(rows, (batch) => db.timeSlot.createMany({ data: batch.map(({ day: _day, ...slot }) => slot) }));
  const demo = await db.timeSlot.findMany({
    where: { serviceType: "demo_class", maxBookings: BENCH_SEATS, startTime: { gte: rows[0].startTime } },
    select: { id: true, startTime: true },
    orderBy: { id: "asc" },
  });
  const dayOf = new Map(rows.map((row) => [row.startTime.getTime(), row.day]));
  return demo.flatMap((slot) => Array.from({ length: BENCH_SEATS }, () => ({ slotId: slot.id, day: dayOf.get(slot.startTime.getTime())! })));
}

/** Signed-in sessions for these users, written at once (a log-in each would measure bcrypt, not the pages). */
export async function createBenchSessions(userIds: number[]) {
  const expiresAt = new Date(Date.now() + 30 * DAY_MS);
  const rows = userIds.map((userId) => ({ id: generateToken(), userId, expiresAt }));
  await inBatches(rows, (data) => db.session.createMany({ data }));
  return rows.map((row) => row.id);
}
