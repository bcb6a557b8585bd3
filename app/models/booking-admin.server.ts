import { BOOKING_ACTION_RESULT, adminBookingActions, type BookingAction } from "~/domain/admin-actions";
import { ADMIN_BOOKING_PAGES, keywordId, type BookingAdminQuery } from "~/domain/admin-lists";
import { bookingMailDetails, type CalendarMethod } from "~/domain/mail";
import { asServiceType, type ServiceType } from "~/domain/service-types";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { removeStoredFile, type StoredFile } from "~/utils/uploads.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange, studentMatches, studentSelect } from "./admin-change.server";
import { paginate } from "./paginate.server";
import { bookingDetailsSelect, freeSeat, moveSeat } from "./booking.server";
import { dropBookingReminders, planBookingReminders } from "./booking-reminders.server";
import { studentsInView } from "./student-case.server";
import { lookup } from "~/domain/lookup";

const BOOKING_ENTITY = "booking";

type TextColumn = "university" | "intake" | "courseName" | "country" | "courseLevel" | "staffName" | "level";

/** Besides the student's name and e-mail, a keyword looks in the columns each kind of session fills. */
const SEARCHABLE: Record<ServiceType, TextColumn[]> = {
  interview: ["university", "intake", "staffName"],
  speaking: ["level", "staffName"],
  demo_class: ["courseName", "staffName"],
  counseling: ["country", "courseLevel", "courseName", "university", "staffName"],
};

const adminBookingSelect = {
  ...bookingDetailsSelect,
  slotId: true,
  createdAt: true,
  student: { select: studentSelect },
} satisfies Prisma.BookingSelect;

type AdminBookingRecord = Prisma.BookingGetPayload<{ select: typeof adminBookingSelect }>;

function withActions(booking: AdminBookingRecord) {
  return { ...booking, actions: adminBookingActions(booking) };
}

export type AdminBookingRow = ReturnType<typeof withActions>;

function searchWhere(type: ServiceType, search: string | null): Prisma.BookingWhereInput[] {
  if (!search) return [];
  const id = keywordId(search);
  return [
    {
      OR: [
        { student: studentMatches(search) },
        ...SEARCHABLE[type].map((column) => ({ [column]: containsText(search) })),
        ...(id ? [{ id }] : []),
      ],
    },
  ];
}

/**
 * One page of one kind of session for staff, of the students in view (the viewer's own by default for a counsellor,
 * everyone's for an admin): searched, filtered by status, by session date (newest first by default).
 */
export async function listAdminBookings(type: ServiceType, query: BookingAdminQuery, viewer: { id: number; role: string }) {
  const where: Prisma.BookingWhereInput = {
    AND: [
      { type },
      { student: studentsInView(query.filters.counsellor, viewer) },
      ...(query.filters.status ? [{ status: query.filters.status }] : []),
      ...searchWhere(type, query.search),
    ],
  };
  const { rows, meta } = await paginate(query, {
    count: () => db.booking.count({ where }),
    findMany: (offset) =>
      db.booking.findMany({
        where,
        orderBy: [{ startTime: query.sortDirection }, { id: query.sortDirection }],
        select: adminBookingSelect,
        ...offset,
      }),
  });
  return { rows: rows.map(withActions), meta };
}

export async function getAdminBooking(bookingId: number) {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: adminBookingSelect });
  return booking ? withActions(booking) : null;
}

export const BOOKING_ACTION_REFUSALS: Record<BookingAction, string> = {
  approve: "Only pending sessions can be approved.",
  reject: "Only pending sessions can be rejected.",
  assign: "Staff can only be assigned to a pending or scheduled session that has no one assigned yet.",
  feedback: "Feedback can only be added to a scheduled speaking mock test or interview preparation session.",
  meeting_link: "A meeting link can only be set on a scheduled session.",
  notes: "Session notes can only be added to a completed counseling session that has none.",
  complete: "Only scheduled sessions can be marked as completed.",
  move: "Only scheduled sessions can be moved to another time.",
  cancel: "Only scheduled sessions can be cancelled by staff; a pending one is rejected instead.",
  materials: "Materials can only be given to a scheduled or completed demo class.",
};

type BookingChange = {
  data?: Prisma.BookingUpdateManyMutationInput;
  detail?: string;
  notice: (page: { noun: string; staffRole: string }, before: { meetingLink: string | null }) => { title: string; body: string };
  /** The change moves the session in the student's calendar: the invitation is re-sent (or cancelled). */
  calendar?: CalendarMethod;
  /** The one kind of session this change fits, when the action is shared (feedback: a speaking mock's band, an interview's note). */
  onlyFor?: ServiceType;
  /** More writes that belong to the change (a document), in its transaction, before the audit row and the notice. */
  alongside?: (tx: Tx, bookingId: number) => Promise<void>;
};

/**
 * Applies one admin action in a short transaction: the rules are checked against the row as it is now, and the
 * update repeats every value the rules read, so a change that raced it leaves this one refused and nothing written.
 */
async function changeBooking({ adminId, bookingId, action }: { adminId: number; bookingId: number; action: BookingAction }, change: BookingChange) {
  return db.$transaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { id: bookingId },
      select: {
        id: true,
        type: true,
        status: true,
        slotId: true,
        studentId: true,
        staffName: true,
        meetingLink: true,
        notes: true,
        startTime: true,
        endTime: true,
        courseName: true,
        interviewType: true,
        proficiencyLevel: true,
        country: true,
      },
    });
    if (!booking) throw new AdminRecordNotFoundError("That session does not exist any more.");
    if (!adminBookingActions(booking).includes(action) || (change.onlyFor && booking.type !== change.onlyFor)) {
      throw new ActionNotAllowedError(BOOKING_ACTION_REFUSALS[action]);
    }
    const toStatus = lookup(BOOKING_ACTION_RESULT, action) ?? booking.status;
    const changed = await tx.booking.updateMany({
      where: { id: booking.id, status: booking.status, staffName: booking.staffName, meetingLink: booking.meetingLink, notes: booking.notes },
      data: { ...change.data, status: toStatus, ...(change.calendar ? { calendarSequence: { increment: 1 } } : {}) },
    });
    if (changed.count !== 1) throw new ActionNotAllowedError(BOOKING_ACTION_REFUSALS[action]);
    await change.alongside?.(tx, booking.id);
    if (toStatus === "cancelled") await freeSeat(tx, booking.slotId);
    if (toStatus === "scheduled") await planBookingReminders(tx, booking);
    else await dropBookingReminders(tx, booking.id);
    const type = booking.type as ServiceType;
    const page = ADMIN_BOOKING_PAGES[type];
    const text = (value: unknown, before: string | null) => (typeof value === "string" ? value : before);
    const after = { ...booking, staffName: text(change.data?.staffName, booking.staffName), meetingLink: text(change.data?.meetingLink, booking.meetingLink) };
    await recordAdminChange(
      tx,
      { entityType: BOOKING_ENTITY, entityId: booking.id, actorId: adminId, action, fromStatus: booking.status, toStatus, detail: change.detail },
      {
        userId: booking.studentId,
        link: `/student/bookings/${booking.id}`,
        ...change.notice(page, booking),
        details: bookingMailDetails(after, getEnv().APP_TIME_ZONE),
        calendar: change.calendar ? { bookingId: booking.id, method: change.calendar } : undefined,
      },
    );
    return { id: booking.id, type, status: toStatus };
  });
}

type Target = { adminId: number; bookingId: number };

export function approveBooking(target: Target) {
  return changeBooking({ ...target, action: "approve" }, {
    calendar: "REQUEST",
    notice: ({ noun }) => ({ title: "Session approved", body: `Your ${noun} was approved.` }),
  });
}

/** Turns a pending session down: it is cancelled and its seat goes back to the slot. */
export function rejectBooking({ now = new Date(), ...target }: Target & { now?: Date }) {
  return changeBooking({ ...target, action: "reject" }, {
    data: { cancelledAt: now },
    calendar: "CANCEL",
    notice: ({ noun }) => ({ title: "Session not approved", body: `Your ${noun} could not be confirmed and was cancelled. Please book another time.` }),
  });
}

export function completeBooking(target: Target) {
  return changeBooking({ ...target, action: "complete" }, {
    notice: ({ noun }) => ({ title: "Session completed", body: `Your ${noun} is marked as completed.` }),
  });
}

export function assignBookingStaff({ staffName, ...target }: Target & { staffName: string }) {
  return changeBooking({ ...target, action: "assign" }, {
    data: { staffName },
    detail: staffName,
    calendar: "REQUEST",
    notice: ({ noun, staffRole }) => ({ title: `${staffRole} assigned`, body: `${staffName} will run your ${noun}.` }),
  });
}

/** The examiner's verdict on a speaking mock test; recording it completes the test. */
export function recordSpeakingFeedback({ feedback, score, level, ...target }: Target & { feedback: string; score: string; level: string }) {
  return changeBooking({ ...target, action: "feedback" }, {
    data: { feedback, score, level },
    onlyFor: "speaking",
    detail: `Score ${score}, level ${level}`,
    notice: ({ noun }) => ({ title: "Feedback ready", body: `The feedback and score of your ${noun} are ready.` }),
  });
}

/** An interview preparation session's written feedback, with an optional score out of 10; recording it completes the session. */
export function recordInterviewFeedback({ feedback, score, ...target }: Target & { feedback: string; score: string | null }) {
  return changeBooking({ ...target, action: "feedback" }, {
    data: { feedback, score },
    onlyFor: "interview",
    detail: score ? `Score ${score}/10` : undefined,
    notice: ({ noun }) => ({ title: "Feedback ready", body: `The feedback on your ${noun} is ready.` }),
  });
}

/**
 * Staff call off a scheduled session: it is cancelled, its seat goes back to the slot in the same transaction, and
 * the student's mail carries the calendar CANCEL so the event leaves their calendar.
 */
export function cancelBookingByStaff({ reason, now = new Date(), ...target }: Target & { reason: string | null; now?: Date }) {
  return changeBooking({ ...target, action: "cancel" }, {
    data: { cancelledAt: now },
    detail: reason ?? undefined,
    calendar: "CANCEL",
    notice: ({ noun }) => ({
      title: "Session cancelled",
      body: `Our team cancelled your ${noun}.${reason ? ` Reason: ${reason}` : ""} Its seat was given back; you can book another time.`,
    }),
  });
}

/**
 * Staff move a scheduled session to another slot of its kind, by the rules the student's reschedule follows
 * (`moveSeat`): a full slot or a clash with the student's other sessions refuses the move and nothing changes.
 */
export async function moveBookingByStaff({ adminId, bookingId, slotId, zone, now = new Date() }: Target & { slotId: number; zone: string; now?: Date }) {
  return db.$transaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { id: bookingId },
      select: { id: true, type: true, status: true, slotId: true, studentId: true, staffName: true, meetingLink: true, notes: true, startTime: true },
    });
    if (!booking) throw new AdminRecordNotFoundError("That session does not exist any more.");
    if (!adminBookingActions(booking).includes("move")) throw new ActionNotAllowedError(BOOKING_ACTION_REFUSALS.move);
    const moved = await moveSeat(tx, { booking, studentId: booking.studentId, slotId, zone, now });
    const after = await tx.booking.findUniqueOrThrow({
      where: { id: booking.id },
      select: { type: true, startTime: true, endTime: true, staffName: true, meetingLink: true, courseName: true, interviewType: true, proficiencyLevel: true, country: true },
    });
    const page = ADMIN_BOOKING_PAGES[asServiceType(booking.type)];
    await recordAdminChange(
      tx,
      { entityType: BOOKING_ENTITY, entityId: booking.id, actorId: adminId, action: "move", detail: `${booking.startTime.toISOString()} -> ${moved.startTime.toISOString()}` },
      {
        userId: booking.studentId,
        link: `/student/bookings/${booking.id}`,
        title: "Session moved",
        body: `Our team moved your ${page.noun} to a new time; the attached invitation updates your calendar.`,
        details: bookingMailDetails(after, getEnv().APP_TIME_ZONE),
        calendar: { bookingId: booking.id, method: "REQUEST" },
      },
    );
    return { id: booking.id, type: booking.type as ServiceType, startTime: moved.startTime };
  });
}

/** The material files staff gave a demo class, for its materials page. */
export function listBookingMaterials(bookingId: number) {
  return db.document.findMany({ where: { bookingId, kind: "material" }, orderBy: { id: "asc" }, select: { id: true, originalName: true, sizeBytes: true } });
}

/**
 * Sets a demo class's materials: a link (or none), and a file that replaces the one given before (or removes it).
 * The student is told whether materials are ready or were withdrawn. A new file is removed again if the change is
 * refused; a replaced one only once the change is committed.
 */
export async function setBookingMaterials({
  materialsUrl,
  file,
  removeFile,
  ...target
}: Target & { materialsUrl: string | null; file: StoredFile | null; removeFile: boolean }) {
  const replaced: string[] = [];
  let filesLeft = 0;
  try {
    const result = await changeBooking({ ...target, action: "materials" }, {
      data: { materialsUrl },
      detail: [materialsUrl, file?.originalName, removeFile && !file ? "file removed" : null].filter(Boolean).join(", ") || "materials removed",
      alongside: async (tx, bookingId) => {
        if (file || removeFile) {
          const old = await tx.document.findMany({ where: { bookingId, kind: "material" }, select: { id: true, storageKey: true } });
          await tx.document.deleteMany({ where: { id: { in: old.map((document) => document.id) } } });
          replaced.push(...old.map((document) => document.storageKey));
        }
        if (file) await tx.document.create({ data: { ...file, ownerId: target.adminId, kind: "material", bookingId } });
        filesLeft = await tx.document.count({ where: { bookingId, kind: "material" } });
      },
      notice: ({ noun }) =>
        materialsUrl || filesLeft > 0
          ? { title: "Class materials ready", body: `The materials for your ${noun} are ready: open them from Materials.` }
          : { title: "Class materials withdrawn", body: `The materials of your ${noun} were withdrawn.` },
    });
    await Promise.all(replaced.map(removeStoredFile));
    return result;
  } catch (error) {
    if (file) await removeStoredFile(file.storageKey);
    throw error;
  }
}

export function setBookingMeetingLink({ meetingLink, ...target }: Target & { meetingLink: string }) {
  return changeBooking({ ...target, action: "meeting_link" }, {
    data: { meetingLink },
    detail: meetingLink,
    calendar: "REQUEST",
    notice: ({ noun }, before) =>
      before.meetingLink
        ? { title: "Meeting link changed", body: `Your ${noun} has a new meeting link; use this one to join.` }
        : { title: "Meeting link ready", body: `The meeting link for your ${noun} is ready.` },
  });
}

export function addBookingNotes({ notes, ...target }: Target & { notes: string }) {
  return changeBooking({ ...target, action: "notes" }, {
    data: { notes },
    notice: ({ noun }) => ({ title: "Session notes added", body: `Notes from your ${noun} are ready.` }),
  });
}

/** Names already used for this kind of session, offered as suggestions so one person keeps one spelling. */
export async function listStaffNames(type: ServiceType) {
  const rows = await db.booking.findMany({
    where: { type, staffName: { not: null } },
    distinct: ["staffName"],
    orderBy: { staffName: "asc" },
    select: { staffName: true },
    take: 50,
  });
  return rows.flatMap((row) => (row.staffName ? [row.staffName] : []));
}
