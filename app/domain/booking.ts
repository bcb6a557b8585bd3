import { INTERVIEW_TYPES, PROFICIENCY_LEVELS, optionLabel } from "./booking-options";
import type { ServiceType } from "./service-types";

/** Classes can be booked from today to 2 months ahead; SOP deadlines and loan forms reach 3 months. */
export const BOOKING_WINDOW_MONTHS = 2;
export const DEADLINE_WINDOW_MONTHS = 3;

/** A seat can be given back (cancelled or moved) until this long before the session starts. */
export const CHANGE_NOTICE_HOURS = 24;
const CHANGE_NOTICE_MS = CHANGE_NOTICE_HOURS * 60 * 60 * 1000;

export type SlotCapacity = { isAvailable: boolean; startTime: Date; maxBookings: number; currentBookings: number };

export function seatsLeft(slot: Pick<SlotCapacity, "maxBookings" | "currentBookings">) {
  return Math.max(0, slot.maxBookings - slot.currentBookings);
}

/** A slot takes a booking while it is open, still ahead and has a free seat. */
export function isSlotBookable(slot: SlotCapacity, now: Date) {
  return slot.isAvailable && slot.startTime > now && seatsLeft(slot) > 0;
}

export function seatsLeftLabel(seats: number) {
  return seats === 1 ? "1 seat left" : `${seats} seats left`;
}

export type BookingState = {
  type?: string;
  status: string;
  startTime: Date;
  /** When the session ends; Join stays until then, so a student who is late still gets in. */
  endTime?: Date;
  meetingLink?: string | null;
  notes?: string | null;
  feedback?: string | null;
  score?: string | null;
  hasMaterials?: boolean;
};

/** Sessions whose point is an assessment: once completed they always offer their feedback, even before it is written. */
const ASSESSED_TYPES = new Set(["speaking", "interview"]);

const ACTIVE_STATUSES = new Set(["pending", "scheduled"]);

export function isUpcoming(booking: Pick<BookingState, "status" | "startTime">, now: Date) {
  return ACTIVE_STATUSES.has(booking.status) && booking.startTime > now;
}

/** The seat can still be given back: an active session more than 24 hours away. */
export function isChangeable(booking: Pick<BookingState, "status" | "startTime">, now: Date) {
  return ACTIVE_STATUSES.has(booking.status) && booking.startTime.getTime() - now.getTime() >= CHANGE_NOTICE_MS;
}

export type BookingActions = {
  join: boolean;
  reschedule: boolean;
  cancel: boolean;
  addToCalendar: boolean;
  materials: boolean;
  notes: boolean;
  feedback: boolean;
};

/**
 * Which buttons a booking shows its student: Join when scheduled with a link, until its end, Reschedule only
 * when scheduled, Materials whenever they exist, Notes when completed with notes, Feedback when a speaking mock or
 * interview is completed (or any completed session has feedback). Cancel is offered on every upcoming session; inside
 * the 24-hour notice it explains why it cannot go ahead.
 */
export function bookingActions(booking: BookingState, now: Date): BookingActions {
  const upcoming = isUpcoming(booking, now);
  return {
    join: booking.status === "scheduled" && Boolean(booking.meetingLink) && (booking.endTime ?? booking.startTime) > now,
    reschedule: booking.status === "scheduled" && upcoming,
    cancel: upcoming,
    addToCalendar: upcoming,
    materials: Boolean(booking.hasMaterials),
    notes: booking.status === "completed" && Boolean(booking.notes?.trim()),
    feedback:
      booking.status === "completed" &&
      (ASSESSED_TYPES.has(booking.type ?? "") || Boolean(booking.feedback?.trim()) || Boolean(booking.score?.trim())),
  };
}

export const CANCEL_TOO_LATE_MESSAGE = `Sessions can only be cancelled up to ${CHANGE_NOTICE_HOURS} hours before they start.`;
export const RESCHEDULE_TOO_LATE_MESSAGE = `Sessions can only be rescheduled up to ${CHANGE_NOTICE_HOURS} hours before they start.`;
export const SLOT_FULL_MESSAGE = "This time slot is full";
export const SLOT_UNAVAILABLE_MESSAGE = "This time slot is no longer available";
export const ALREADY_BOOKED_MESSAGE = "You have already booked this time slot";

/** A student is in one session at a time: the form names the booking the chosen time runs into. */
export function clashMessage(title: string, when: string) {
  return `This time overlaps your ${title} on ${when}. Choose another time, or cancel that session first.`;
}

/** The same refusal told to staff moving a student's session: the clash is the student's, not theirs. */
export function staffClashMessage(title: string, when: string) {
  return `This time overlaps the student's ${title} on ${when}. Choose another time, or move or cancel that session first.`;
}

/** The student list each kind of session appears in. */
export const BOOKING_LIST_PATHS: Record<ServiceType, string> = {
  interview: "/student/interview-applications",
  speaking: "/student/speaking-mock-applications",
  demo_class: "/student/demo-class-applications",
  counseling: "/student/free-counseling-applications",
};

/** The public page whose form books each kind of session. */
export const BOOKING_FORM_PATHS: Record<ServiceType, string> = {
  interview: "/services/interview-application",
  speaking: "/services/speaking-mock",
  demo_class: "/services/demo-class",
  counseling: "/services/free-counseling",
};

/** The SOP list's tabs: In Progress holds everything not finished yet, so a new (pending) SOP appears there too. */
export const SOP_TABS = [
  { value: "all", label: "All", statuses: null },
  { value: "in_progress", label: "In Progress", statuses: ["pending", "in_progress"] },
  { value: "completed", label: "Completed", statuses: ["completed"] },
  { value: "needs_revision", label: "Needs Revision", statuses: ["rejected"] },
] as const;

export type SopTab = (typeof SOP_TABS)[number]["value"];

export function sopTab(value: string | null): (typeof SOP_TABS)[number] {
  return SOP_TABS.find((tab) => tab.value === value) ?? SOP_TABS[0];
}

export function canDownloadSop(status: string) {
  return status === "completed";
}

/** A "rejected" SOP is one sent back for revision (the student sees Needs Revision): only then may they send a new draft. */
export function awaitsSopRevision(status: string) {
  return status === "rejected";
}

/**
 * The student's drafts of an SOP as numbered versions (Draft 1, 2, ...) in the order they were uploaded (by id);
 * the last one is the version under review. Other documents (the reviewed SOP) are left out.
 */
export function sopDraftVersions<D extends { id: number; kind: string }>(documents: readonly D[]) {
  const drafts = documents.filter((document) => document.kind === "sop_draft").sort((a, b) => a.id - b.id);
  return drafts.map((document, index) => ({ ...document, version: index + 1, latest: index === drafts.length - 1 }));
}

/** A loan asks its student for files only while staff wait for them; an upload sends it back to processing. */
export function canUploadLoanDocuments(status: string) {
  return status === "documents_needed";
}

export type BookingDescription = {
  type: string;
  interviewType?: string | null;
  proficiencyLevel?: string | null;
  courseName?: string | null;
  country?: string | null;
};

/** A short name for a session, e.g. "Visa Interview" or "IELTS Demo Class". */
export function bookingTitle(booking: BookingDescription) {
  switch (booking.type) {
    case "interview":
      return optionLabel(INTERVIEW_TYPES, booking.interviewType) || "Interview Preparation";
    case "speaking":
      return booking.proficiencyLevel ? `Speaking Mock Test (${optionLabel(PROFICIENCY_LEVELS, booking.proficiencyLevel)})` : "Speaking Mock Test";
    case "demo_class":
      return booking.courseName ? `${booking.courseName} Demo Class` : "Demo Class";
    case "counseling":
      return booking.country ? `Counseling: ${booking.country}` : "Counseling Session";
    default:
      return "Session";
  }
}
