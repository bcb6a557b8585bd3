import { BOOKING_ACTION_RESULT, adminBookingActions, type BookingAction } from "~/domain/admin-actions";
import { keywordId, type BookingAdminQuery } from "~/domain/admin-lists";
import type { CalendarMethod } from "~/domain/mail";
import { asServiceType, type ServiceType } from "~/domain/service-types";
import type { ServerTranslate } from "~/i18n/catalogs.server";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { removeStoredFile, type StoredFile } from "~/utils/uploads.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange, studentMatches, studentSelect } from "./admin-change.server";
import { paginate } from "./paginate.server";
import { bookingDetailsSelect, freeSeat, moveSeat } from "./booking.server";
import { localizedBookingMailDetails } from "./booking-mail.server";
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

/**
 * How a notice names each kind of session (ADMIN_BOOKING_PAGES' noun). Its sentences are the `server.` messages the
 * student area reads the stored English notification back into the student's language with, so that the
 * notification and its mail say the same.
 */
const NOUN_KEYS: Record<ServiceType, string> = {
  interview: "server.interview preparation session",
  speaking: "server.speaking mock test",
  demo_class: "server.demo class",
  counseling: "server.counseling session",
};

/** Who runs each kind of session, as the notice of an assignment names them (ADMIN_BOOKING_PAGES' staffRole). */
const STAFF_ROLE_KEYS: Record<ServiceType, string> = {
  interview: "server.Counselor",
  speaking: "server.Instructor",
  demo_class: "server.Instructor",
  counseling: "server.Counselor",
};

/** What a notice of a change to a session is written with: the messages, the session's kind and its name in them. */
type SessionWords = { t: ServerTranslate; type: ServiceType; noun: string };

type BookingChange = {
  data?: Prisma.BookingUpdateManyMutationInput;
  detail?: string;
  notice: (words: SessionWords, before: { meetingLink: string | null }) => { title: string; body: string };
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
    const text = (value: unknown, before: string | null) => (typeof value === "string" ? value : before);
    const after = { ...booking, staffName: text(change.data?.staffName, booking.staffName), meetingLink: text(change.data?.meetingLink, booking.meetingLink) };
    await recordAdminChange(
      tx,
      { entityType: BOOKING_ENTITY, entityId: booking.id, actorId: adminId, action, fromStatus: booking.status, toStatus, detail: change.detail },
      {
        userId: booking.studentId,
        link: `/student/bookings/${booking.id}`,
        write: ({ t, locale }) => ({ ...change.notice({ t, type, noun: t(NOUN_KEYS[type]) }, booking), details: localizedBookingMailDetails(after, locale) }),
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
    notice: ({ t, noun }) => ({ title: t("server.Session approved"), body: t("server.Your {noun} was approved.", { noun }) }),
  });
}

/** Turns a pending session down: it is cancelled and its seat goes back to the slot. */
export function rejectBooking({ now = new Date(), ...target }: Target & { now?: Date }) {
  return changeBooking({ ...target, action: "reject" }, {
    data: { cancelledAt: now },
    calendar: "CANCEL",
    notice: ({ t, noun }) => ({ title: t("server.Session not approved"), body: t("server.Your {noun} could not be confirmed and was cancelled. Please book another time.", { noun }) }),
  });
}

export function completeBooking(target: Target) {
  return changeBooking({ ...target, action: "complete" }, {
    notice: ({ t, noun }) => ({ title: t("server.Session completed"), body: t("server.Your {noun} is marked as completed.", { noun }) }),
  });
}

export function assignBookingStaff({ staffName, ...target }: Target & { staffName: string }) {
  return changeBooking({ ...target, action: "assign" }, {
    data: { staffName },
    detail: staffName,
    calendar: "REQUEST",
    notice: ({ t, type, noun }) => ({ title: t("server.{staffRole} assigned", { staffRole: t(STAFF_ROLE_KEYS[type]) }), body: t("server.{staffName} will run your {noun}.", { staffName, noun }) }),
  });
}

/** The examiner's verdict on a speaking mock test; recording it completes the test. */
export function recordSpeakingFeedback({ feedback, score, level, ...target }: Target & { feedback: string; score: string; level: string }) {
  return changeBooking({ ...target, action: "feedback" }, {
    data: { feedback, score, level },
    onlyFor: "speaking",
    detail: `Score ${score}, level ${level}`,
    notice: ({ t, noun }) => ({ title: t("server.Feedback ready"), body: t("server.The feedback and score of your {noun} are ready.", { noun }) }),
  });
}

/** An interview preparation session's written feedback, with an optional score out of 10; recording it completes the session. */
export function recordInterviewFeedback({ feedback, score, ...target }: Target & { feedback: string; score: string | null }) {
  return changeBooking({ ...target, action: "feedback" }, {
    data: { feedback, score },
    onlyFor: "interview",
    detail: score ? `Score ${score}/10` : undefined,
    notice: ({ t, noun }) => ({ title: t("server.Feedback ready"), body: t("server.The feedback on your {noun} is ready.", { noun }) }),
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
    notice: ({ t, noun }) => ({
      title: t("server.Session cancelled"),
      body: reason ? t("server.Our team cancelled your {noun}. Reason: {reason} Its seat was given back; you can book another time.", { noun, reason }) : t("server.Our team cancelled your {noun}. Its seat was given back; you can book another time.", { noun }),
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
    const type = asServiceType(booking.type);
    await recordAdminChange(
      tx,
      { entityType: BOOKING_ENTITY, entityId: booking.id, actorId: adminId, action: "move", detail: `${booking.startTime.toISOString()} -> ${moved.startTime.toISOString()}` },
      {
        userId: booking.studentId,
        link: `/student/bookings/${booking.id}`,
        write: ({ t, locale }) => ({
          title: t("server.Session moved"),
          body: t("server.Our team moved your {noun} to a new time; the attached invitation updates your calendar.", { noun: t(NOUN_KEYS[type]) }),
          details: localizedBookingMailDetails(after, locale),
        }),
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
      notice: ({ t, noun }) =>
        materialsUrl || filesLeft > 0
          ? { title: t("server.Class materials ready"), body: t("server.The materials for your {noun} are ready: open them from Materials.", { noun }) }
          : { title: t("server.Class materials withdrawn"), body: t("server.The materials of your {noun} were withdrawn.", { noun }) },
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
    notice: ({ t, noun }, before) =>
      before.meetingLink
        ? { title: t("server.Meeting link changed"), body: t("server.Your {noun} has a new meeting link; use this one to join.", { noun }) }
        : { title: t("server.Meeting link ready"), body: t("server.The meeting link for your {noun} is ready.", { noun }) },
  });
}

export function addBookingNotes({ notes, ...target }: Target & { notes: string }) {
  return changeBooking({ ...target, action: "notes" }, {
    data: { notes },
    notice: ({ t, noun }) => ({ title: t("server.Session notes added"), body: t("server.Notes from your {noun} are ready.", { noun }) }),
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
