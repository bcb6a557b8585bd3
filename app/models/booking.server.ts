import {
  ALREADY_BOOKED_MESSAGE,
  CANCEL_TOO_LATE_MESSAGE,
  RESCHEDULE_TOO_LATE_MESSAGE,
  SLOT_FULL_MESSAGE,
  bookingTitle,
  clashMessage,
  SLOT_UNAVAILABLE_MESSAGE,
  isChangeable,
  seatsLeft,
  type BookingDescription,
} from "~/domain/booking";
import { BOOKING_SERVICE_CODES, isInvoiced } from "~/domain/catalogue";
import { countOpenDays } from "~/domain/available-days";
import { addDaysToDay, dayInZone, formatDay, formatTime, zonedDateTime, type Day } from "~/domain/dates";
import type { ServiceType } from "~/domain/service-types";
import type { MyBookingQuery, MyBookingSortKey } from "~/domain/student-api-lists";
import type { StudentBookingQuery } from "~/domain/student-lists";
import { serviceTypesMatching } from "~/domain/time-slot";
import { containsText, db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import { recordAudit } from "./audit-log.server";
import { mailBookingMade, mailBookingCancelled, mailBookingRescheduled, bookingMailFields, bookingMailSelect } from "./booking-mail.server";
import { paginate } from "./paginate.server";
import { createPendingPayment } from "./payment.server";
import { requireOrderable } from "./service.server";
import { dropBookingReminders, planBookingReminders } from "./booking-reminders.server";
import { readStaffAudience } from "./staff-notification.server";

export class SlotFullError extends Error {
  constructor() {
    super(SLOT_FULL_MESSAGE);
  }
}

export class SlotUnavailableError extends Error {
  constructor() {
    super(SLOT_UNAVAILABLE_MESSAGE);
  }
}

export class AlreadyBookedError extends Error {
  constructor() {
    super(ALREADY_BOOKED_MESSAGE);
  }
}

/** A booking of the student's that a chosen time runs into. */
export type ClashingBooking = BookingDescription & { startTime: Date; endTime: Date };

/** When a clashing session runs, in the consultancy's zone: "Dec 2, 2026, 10:00 AM – 11:00 AM". */
function clashTime(session: ClashingBooking, zone: string) {
  return `${formatDay(session.startTime, zone)}, ${formatTime(session.startTime, zone)} – ${formatTime(session.endTime, zone)}`;
}

/**
 * The student already has a booking at that time: `title` and `when` name it in English (the message, and staff's),
 * and `session` lets a student's page name it in their language.
 */
export class BookingClashError extends Error {
  constructor(
    readonly session: ClashingBooking,
    readonly zone: string,
  ) {
    super(clashMessage(bookingTitle(session), clashTime(session, zone)));
  }

  get title() {
    return bookingTitle(this.session);
  }

  get when() {
    return clashTime(this.session, this.zone);
  }
}

export class CancellationTooLateError extends Error {
  constructor() {
    super(CANCEL_TOO_LATE_MESSAGE);
  }
}

export class RescheduleTooLateError extends Error {
  constructor() {
    super(RESCHEDULE_TOO_LATE_MESSAGE);
  }
}

/** The booking's status does not allow the change (e.g. rescheduling a pending or completed booking). */
export class BookingNotChangeableError extends Error {}

export class BookingNotFoundError extends Error {
  constructor() {
    super("Session not found.");
  }
}

/** The fields each kind of booking keeps from its form; the rest stay empty. */
export type BookingDetails = {
  interviewType?: string;
  university?: string | null;
  intake?: string;
  proficiencyLevel?: string;
  courseName?: string | null;
  country?: string;
  courseLevel?: string;
};

export type OpenSlot = { id: number; startTime: Date; endTime: Date; seatsLeft: number };

function openSlotWhere(tx: Tx, type: ServiceType, now: Date) {
  return {
    serviceType: type,
    isAvailable: true,
    startTime: { gt: now },
    currentBookings: { lt: tx.timeSlot.fields.maxBookings },
  } satisfies Prisma.TimeSlotWhereInput;
}

function dayBounds(day: Day, zone: string) {
  return { gte: zonedDateTime(day, "00:00", zone), lt: zonedDateTime(addDaysToDay(day, 1), "00:00", zone) };
}

/** The slots of one day (in the consultancy's zone) that can still take a booking, earliest first. */
export async function listOpenSlots({ type, day, zone, now = new Date() }: { type: ServiceType; day: Day; zone: string; now?: Date }): Promise<OpenSlot[]> {
  const where = openSlotWhere(db, type, now);
  const slots = await db.timeSlot.findMany({
    where: { ...where, startTime: { ...where.startTime, ...dayBounds(day, zone) } },
    orderBy: { startTime: "asc" },
    select: { id: true, startTime: true, endTime: true, maxBookings: true, currentBookings: true },
  });
  return slots.map(({ maxBookings, currentBookings, ...slot }) => ({ ...slot, seatsLeft: seatsLeft({ maxBookings, currentBookings }) }));
}

/**
 * How many open slots of that type each day from `firstDay` to `lastDay` (in `zone`) has: one query for the whole
 * range, grouped by the zone's day, for the picker's calendar of available days.
 */
export async function countOpenSlotsByDay({
  type,
  zone,
  firstDay,
  lastDay,
  now = new Date(),
  excludeSlotId,
}: {
  type: ServiceType;
  zone: string;
  firstDay: Day;
  lastDay: Day;
  now?: Date;
  excludeSlotId?: number | null;
}) {
  const where = openSlotWhere(db, type, now);
  const slots = await db.timeSlot.findMany({
    where: {
      ...where,
      ...(excludeSlotId ? { id: { not: excludeSlotId } } : {}),
      startTime: { ...where.startTime, gte: dayBounds(firstDay, zone).gte, lt: dayBounds(lastDay, zone).lt },
    },
    select: { startTime: true },
  });
  return countOpenDays(
    slots.map((slot) => slot.startTime),
    zone,
  );
}

/** The first day up to `lastDay` with an open slot of that type, so a form opens on a day it can book. */
export async function findFirstOpenDay({ type, zone, lastDay, now = new Date() }: { type: ServiceType; zone: string; lastDay: Day; now?: Date }) {
  const where = openSlotWhere(db, type, now);
  const slot = await db.timeSlot.findFirst({
    where: { ...where, startTime: { ...where.startTime, lt: dayBounds(lastDay, zone).lt } },
    orderBy: { startTime: "asc" },
    select: { startTime: true },
  });
  return slot ? dayInZone(slot.startTime, zone) : null;
}

/**
 * Takes a seat with one conditional UPDATE (`currentBookings < maxBookings`, open, still ahead, still at the time the
 * booking copies) inside the same transaction that creates the booking: two requests can never both take the last
 * seat, on SQLite (the adapter gate serializes transactions) or on PostgreSQL (the row lock re-checks the condition,
 * and a serializable transaction that lost the row to another runs again).
 */
async function takeSeat(tx: Tx, { slot, type, now }: { slot: { id: number; startTime: Date; endTime: Date }; type: string; now: Date }) {
  const open = openSlotWhere(tx, type as ServiceType, now);
  const taken = await tx.timeSlot.updateMany({
    where: { ...open, id: slot.id, startTime: { ...open.startTime, equals: slot.startTime }, endTime: slot.endTime },
    data: { currentBookings: { increment: 1 } },
  });
  if (taken.count === 1) return;
  const current = await tx.timeSlot.findUnique({
    where: { id: slot.id },
    select: { isAvailable: true, startTime: true, endTime: true, serviceType: true },
  });
  const unchanged = current && current.startTime.getTime() === slot.startTime.getTime() && current.endTime.getTime() === slot.endTime.getTime();
  if (!current || !unchanged || !current.isAvailable || current.startTime <= now || current.serviceType !== type) throw new SlotUnavailableError();
  throw new SlotFullError();
}

export async function freeSeat(tx: Tx, slotId: number | null) {
  if (slotId === null) return;
  await tx.timeSlot.updateMany({ where: { id: slotId, currentBookings: { gt: 0 } }, data: { currentBookings: { decrement: 1 } } });
}

async function findBookableSlot(client: Tx, { slotId, type, day, zone }: { slotId: number; type: ServiceType; day?: Day; zone: string }) {
  const slot = await client.timeSlot.findUnique({ where: { id: slotId }, select: { id: true, serviceType: true, startTime: true, endTime: true } });
  if (!slot || slot.serviceType !== type) throw new SlotUnavailableError();
  // The form lists one day's slots: a slot id from another day means the page was stale or the id was edited.
  if (day && dayInZone(slot.startTime, zone) !== day) throw new SlotUnavailableError();
  return slot;
}

/**
 * Refuses a time that overlaps another of the student's live bookings (pending or scheduled), naming it; a live seat
 * on this very slot is "already booked". It runs inside the transaction, where two requests of one student cannot both
 * pass it; the live-seat index (`Booking_live_seat_key`) would refuse a second seat even so (see `holdingSeatOnce`).
 */
async function assertNoClash(
  tx: Tx,
  {
    studentId,
    slot,
    zone,
    movingBookingId,
  }: { studentId: number; slot: { id: number; startTime: Date; endTime: Date }; zone: string; movingBookingId?: number },
) {
  const clash = await tx.booking.findFirst({
    where: {
      studentId,
      status: { in: ["pending", "scheduled"] },
      startTime: { lt: slot.endTime },
      endTime: { gt: slot.startTime },
      ...(movingBookingId ? { id: { not: movingBookingId } } : {}),
    },
    orderBy: { startTime: "asc" },
    select: { slotId: true, type: true, courseName: true, interviewType: true, proficiencyLevel: true, country: true, startTime: true, endTime: true },
  });
  if (!clash) return;
  if (clash.slotId === slot.id) throw new AlreadyBookedError();
  throw new BookingClashError(clash, zone);
}

/** A write that gives a student a live seat: the live-seat index refuses it when they already hold one on that slot. */
async function holdingSeatOnce<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyBookedError();
    throw error;
  }
}

function recordChange(tx: Tx, { bookingId, ...entry }: { bookingId: number; actorId: number; action: string; fromStatus?: string; toStatus?: string; detail?: string }) {
  return recordAudit(tx, { entityType: "booking", entityId: bookingId, ...entry });
}

/** What a new booking returns from its INSERT: its mail's fields (the student's come from before the transaction). */
const bookedSelect = { ...bookingMailFields, status: true } satisfies Prisma.BookingSelect;

/**
 * Books a seat for a student. A new booking is `scheduled`: the seat and the time are the student's from this
 * moment, so they can reschedule, cancel and add it to their calendar at once (see README, decisions).
 *
 * On SQLite every booking waits for the one write lock, so its transaction keeps only what must see the latest state
 * (the clash with the student's other bookings, the seat) and the writes; the rest is read before it (decision 076).
 * The seat's conditional update re-checks the slot, and the live-seat index refuses a second seat on it.
 */
export async function bookSlot({
  studentId,
  slotId,
  type,
  day,
  zone,
  details,
  now = new Date(),
}: {
  studentId: number;
  slotId: number;
  type: ServiceType;
  day?: Day;
  zone: string;
  details: BookingDetails;
  now?: Date;
}) {
  const service = await requireOrderable(db, BOOKING_SERVICE_CODES[type]);
  const slot = await findBookableSlot(db, { slotId, type, day, zone });
  const [student, staff] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: studentId }, select: bookingMailSelect.student.select }),
    readStaffAudience(),
  ]);
  return db.$transaction(async (tx) => {
    await assertNoClash(tx, { studentId, slot, zone });
    await takeSeat(tx, { slot, type, now });
    const booking = await holdingSeatOnce(
      tx.booking.create({
        data: { type, studentId, slotId, status: "scheduled", startTime: slot.startTime, endTime: slot.endTime, ...details },
        select: bookedSelect,
      }),
    );
    await recordChange(tx, { bookingId: booking.id, actorId: studentId, action: "booked", toStatus: "scheduled" });
    const invoice = isInvoiced(service) ? await createPendingPayment(tx, { studentId, service, bookingId: booking.id }) : null;
    await planBookingReminders(tx, booking, now);
    await mailBookingMade(tx, { ...booking, student }, { invoice, staff });
    return booking;
  });
}

async function findOwnBooking(tx: Tx, studentId: number, bookingId: number) {
  const booking = await tx.booking.findFirst({
    where: { id: bookingId, studentId },
    select: { id: true, type: true, status: true, slotId: true, startTime: true },
  });
  if (!booking) throw new BookingNotFoundError();
  return booking;
}

/**
 * Moves a booking to another slot inside the caller's transaction, by the rules of a booking: a slot of its kind
 * that is open, not one the student already holds, no overlap with their other bookings; the new seat is taken by
 * conditional update and the old one freed, and the invitation's sequence goes up. Used by the student's reschedule
 * and by staff moving a booking.
 */
export async function moveSeat(
  tx: Tx,
  { booking, studentId, slotId, zone, day, now }: { booking: { id: number; type: string; slotId: number | null }; studentId: number; slotId: number; zone: string; day?: Day; now: Date },
) {
  if (booking.slotId === slotId) throw new AlreadyBookedError();
  const slot = await findBookableSlot(tx, { slotId, type: booking.type as ServiceType, day, zone });
  await assertNoClash(tx, { studentId, slot, zone, movingBookingId: booking.id });
  await takeSeat(tx, { slot, type: booking.type, now });
  await freeSeat(tx, booking.slotId);
  const moved = await holdingSeatOnce(
    tx.booking.update({
      where: { id: booking.id },
      data: { slotId, startTime: slot.startTime, endTime: slot.endTime, calendarSequence: { increment: 1 } },
      select: { id: true, type: true, startTime: true },
    }),
  );
  await planBookingReminders(tx, moved, now);
  return moved;
}

/** Moves a scheduled booking to another open slot of its kind: the new seat is taken and the old one freed at once. */
export async function rescheduleBooking({
  studentId,
  bookingId,
  slotId,
  zone,
  day,
  now = new Date(),
}: {
  studentId: number;
  bookingId: number;
  slotId: number;
  zone: string;
  day?: Day;
  now?: Date;
}) {
  return db.$transaction(async (tx) => {
    const booking = await findOwnBooking(tx, studentId, bookingId);
    if (booking.status !== "scheduled") throw new BookingNotChangeableError("Only scheduled sessions can be rescheduled.");
    if (!isChangeable(booking, now)) throw new RescheduleTooLateError();
    const moved = await moveSeat(tx, { booking, studentId, slotId, zone, day, now });
    await mailBookingRescheduled(tx, booking.id);
    await recordChange(tx, {
      bookingId: booking.id,
      actorId: studentId,
      action: "rescheduled",
      detail: `${booking.startTime.toISOString()} -> ${moved.startTime.toISOString()}`,
    });
    return moved;
  });
}

/** Cancels an upcoming booking and gives its seat back; refused inside the 24-hour notice. */
export async function cancelBooking({ studentId, bookingId, now = new Date() }: { studentId: number; bookingId: number; now?: Date }) {
  return db.$transaction(async (tx) => {
    const booking = await findOwnBooking(tx, studentId, bookingId);
    if (booking.status !== "pending" && booking.status !== "scheduled") {
      throw new BookingNotChangeableError("This session can no longer be cancelled.");
    }
    if (!isChangeable(booking, now)) throw new CancellationTooLateError();
    await tx.booking.update({ where: { id: booking.id }, data: { status: "cancelled", cancelledAt: now, calendarSequence: { increment: 1 } } });
    await freeSeat(tx, booking.slotId);
    await dropBookingReminders(tx, booking.id);
    await mailBookingCancelled(tx, booking.id);
    await recordChange(tx, { bookingId: booking.id, actorId: studentId, action: "cancelled", fromStatus: booking.status, toStatus: "cancelled" });
    return { id: booking.id, type: booking.type };
  });
}

/** A booking's own columns, as the student's lists and the staff's lists (booking-admin) show them. */
export const bookingDetailsSelect = {
  id: true,
  type: true,
  status: true,
  startTime: true,
  endTime: true,
  staffName: true,
  meetingLink: true,
  materialsUrl: true,
  feedback: true,
  score: true,
  level: true,
  notes: true,
  interviewType: true,
  university: true,
  intake: true,
  proficiencyLevel: true,
  courseName: true,
  country: true,
  courseLevel: true,
} satisfies Prisma.BookingSelect;

const listSelect = {
  ...bookingDetailsSelect,
  _count: { select: { documents: { where: { kind: "material" } } } },
} satisfies Prisma.BookingSelect;

type ListedBooking = Prisma.BookingGetPayload<{ select: typeof listSelect }>;

function withMaterials<B extends ListedBooking>({ _count, ...booking }: B) {
  return { ...booking, hasMaterials: Boolean(booking.materialsUrl) || _count.documents > 0 };
}

export type StudentBookingRow = ReturnType<typeof withMaterials<ListedBooking>>;

/** One page of a student's bookings of one kind, latest booking first unless the query says otherwise. */
export async function listStudentBookings({ studentId, type, query }: { studentId: number; type: ServiceType; query: StudentBookingQuery }) {
  const where = { studentId, type };
  const { rows, meta } = await paginate(query, {
    count: () => db.booking.count({ where }),
    findMany: (offset) =>
      db.booking.findMany({ where, orderBy: [{ startTime: query.sortDirection }, { id: query.sortDirection }], select: listSelect, ...offset }),
  });
  return { rows: rows.map(withMaterials), meta };
}

/** The booking's text a keyword of the student's is looked for in: what they entered, and who runs the session. */
const STUDENT_SEARCHABLE = ["university", "intake", "courseName", "country", "courseLevel", "staffName"] as const;

/** A booking as the JSON API lists it: its own columns, when it was made, and the invoice it was billed on (if any). */
const searchedBookingSelect = {
  ...listSelect,
  createdAt: true,
  payments: { select: { id: true, invoiceNumber: true, status: true }, orderBy: { id: "asc" } },
} satisfies Prisma.BookingSelect;

export type SearchedBooking = ReturnType<typeof withMaterials<Prisma.BookingGetPayload<{ select: typeof searchedBookingSelect }>>>;

const BOOKING_ORDER: Record<MyBookingSortKey, (direction: Prisma.SortOrder) => Prisma.BookingOrderByWithRelationInput[]> = {
  start_time: (direction) => [{ startTime: direction }, { id: direction }],
  created_at: (direction) => [{ createdAt: direction }, { id: direction }],
};

/**
 * One page of all of a student's bookings, of every kind: filtered by status and kind, searched in what the student
 * entered, the staff member's name and the kind's name, and sorted by the session's start or the booking's date.
 */
export async function searchStudentBookings(studentId: number, { search, filters, ...query }: MyBookingQuery) {
  const where: Prisma.BookingWhereInput = {
    AND: [
      { studentId },
      ...(filters.status ? [{ status: filters.status }] : []),
      ...(filters.serviceType ? [{ type: filters.serviceType }] : []),
      ...(search ? [{ OR: [...STUDENT_SEARCHABLE.map((column) => ({ [column]: containsText(search) })), { type: { in: serviceTypesMatching(search) } }] }] : []),
    ],
  };
  const { rows, meta } = await paginate(query, {
    count: () => db.booking.count({ where }),
    findMany: (offset) => db.booking.findMany({ where, orderBy: BOOKING_ORDER[query.sortType](query.sortDirection), select: searchedBookingSelect, ...offset }),
  });
  return { rows: rows.map(withMaterials), meta };
}

/** One of the student's own bookings, with its materials; null for anyone else's id. */
export async function getStudentBooking(studentId: number, bookingId: number) {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, studentId },
    select: {
      ...listSelect,
      createdAt: true,
      cancelledAt: true,
      slotId: true,
      documents: { where: { kind: "material" }, select: { id: true, originalName: true, sizeBytes: true }, orderBy: { id: "asc" } },
    },
  });
  if (!booking) return null;
  const { documents, ...rest } = booking;
  return { ...withMaterials(rest), documents };
}

const listedBookingSelect = {
  id: true,
  type: true,
  status: true,
  startTime: true,
  endTime: true,
  staffName: true,
  meetingLink: true,
  courseName: true,
  interviewType: true,
  proficiencyLevel: true,
  country: true,
  updatedAt: true,
} satisfies Prisma.BookingSelect;

/** The student's pending and scheduled bookings that have not ended (one in progress keeps its Join), soonest first. */
export function listUpcomingBookings({ studentId, now = new Date(), take }: { studentId: number; now?: Date; take: number }) {
  return db.booking.findMany({
    where: { studentId, status: { in: ["pending", "scheduled"] }, endTime: { gt: now } },
    orderBy: { startTime: "asc" },
    select: listedBookingSelect,
    take,
  });
}

/** What a calendar subscription holds: bookings not cancelled from `since` on (recent past ones stay visible). */
export function listCalendarBookings({ studentId, since, take }: { studentId: number; since: Date; take: number }) {
  return db.booking.findMany({
    where: { studentId, status: { in: ["pending", "scheduled", "completed"] }, startTime: { gte: since } },
    orderBy: { startTime: "asc" },
    select: listedBookingSelect,
    take,
  });
}

/** A booking as its calendar invitation shows it, with the student it is for. */
export function getBookingForInvitation(bookingId: number) {
  return db.booking.findUnique({
    where: { id: bookingId },
    select: { ...listedBookingSelect, calendarSequence: true, student: { select: { name: true, email: true } } },
  });
}
