import type { BookingDescription } from "./booking";
import type { CalendarEvent } from "./ics";
import { lookup } from "./lookup";

export type CalendarBooking = BookingDescription & {
  id: number;
  status: string;
  startTime: Date;
  endTime: Date;
  staffName?: string | null;
  meetingLink?: string | null;
  updatedAt?: Date;
};

/**
 * A message in the reader's language (app/i18n's `translator`), passed in so that the calendar's and the mails' texts
 * stay rules of this layer, which imports nothing but itself.
 */
type TranslateText = (key: string, values?: Record<string, string | number>) => string;

/** Pending bookings are not confirmed yet; a completed one did take place, so it stays confirmed. */
const CALENDAR_STATUS: Record<string, CalendarEvent["status"]> = { scheduled: "CONFIRMED", completed: "CONFIRMED", cancelled: "CANCELLED", pending: "TENTATIVE" };

// The stored choices of the booking forms (~/domain/booking-options), by value or English label, as calendar files
// and mails name them; a value not listed (an older or a free-text one) is shown as stored.
const INTERVIEW_TYPE_KEYS: Record<string, string> = { visa: "documents.bookingTitle.visaInterview", credibility: "documents.bookingTitle.credibilityInterview" };
const LEVEL_KEYS: Record<string, string> = {
  A1: "documents.bookingTitle.level.a1",
  A2: "documents.bookingTitle.level.a2",
  B1: "documents.bookingTitle.level.b1",
  B2: "documents.bookingTitle.level.b2",
  C1: "documents.bookingTitle.level.c1",
  C2: "documents.bookingTitle.level.c2",
};
const COURSE_KEYS: Record<string, string> = { "German Language": "documents.bookingTitle.course.german", "French Language": "documents.bookingTitle.course.french" };
const COUNTRY_KEYS: Record<string, string> = {
  "United States": "documents.bookingTitle.country.unitedStates",
  "United Kingdom": "documents.bookingTitle.country.unitedKingdom",
  Canada: "documents.bookingTitle.country.canada",
  Australia: "documents.bookingTitle.country.australia",
  Germany: "documents.bookingTitle.country.germany",
  "New Zealand": "documents.bookingTitle.country.newZealand",
  Ireland: "documents.bookingTitle.country.ireland",
  Singapore: "documents.bookingTitle.country.singapore",
  Netherlands: "documents.bookingTitle.country.netherlands",
  France: "documents.bookingTitle.country.france",
  Other: "documents.bookingTitle.country.other",
};

function translated(t: TranslateText, keys: Record<string, string>, value: string) {
  const key = lookup(keys, value);
  return key ? t(key) : value;
}

/** A booking's short name in the reader's language, as `bookingTitle` writes it in English ("IELTS Demo Class"). */
export function localizedBookingTitle(booking: BookingDescription, t: TranslateText) {
  switch (booking.type) {
    case "interview": {
      const key = booking.interviewType ? lookup(INTERVIEW_TYPE_KEYS, booking.interviewType) : undefined;
      return key ? t(key) : booking.interviewType || t("documents.bookingTitle.interview");
    }
    case "speaking":
      return booking.proficiencyLevel
        ? t("documents.bookingTitle.speakingAtLevel", { level: translated(t, LEVEL_KEYS, booking.proficiencyLevel) })
        : t("documents.bookingTitle.speaking");
    case "demo_class":
      return booking.courseName ? t("documents.bookingTitle.courseDemoClass", { course: translated(t, COURSE_KEYS, booking.courseName) }) : t("documents.bookingTitle.demoClass");
    case "counseling":
      return booking.country ? t("documents.bookingTitle.counselingFor", { country: translated(t, COUNTRY_KEYS, booking.country) }) : t("documents.bookingTitle.counseling");
    default:
      return t("documents.bookingTitle.other");
  }
}

/**
 * A booking as a calendar event, its texts in the reader's language; the UID stays the same across exports so that
 * calendars update, not duplicate.
 */
export function bookingEvent(booking: CalendarBooking, { appUrl, siteName, t }: { appUrl: string; siteName: string; t: TranslateText }): CalendarEvent {
  const manageUrl = `${appUrl}/student/bookings/${booking.id}`;
  const completed = booking.status === "completed";
  const description = [
    completed ? t("documents.calendar.tookPlace") : null,
    booking.staffName ? t("documents.calendar.with", { name: booking.staffName }) : null,
    completed ? null : booking.meetingLink ? t("documents.calendar.join", { link: booking.meetingLink }) : t("documents.calendar.linkLater"),
    completed ? t("documents.calendar.open", { url: manageUrl }) : t("documents.calendar.manage", { url: manageUrl }),
  ]
    .filter(Boolean)
    .join("\n");
  return {
    uid: `booking-${booking.id}@${new URL(appUrl).host}`,
    start: booking.startTime,
    end: booking.endTime,
    summary: t("documents.calendar.summary", { title: localizedBookingTitle(booking, t), siteName }),
    description,
    location: booking.meetingLink ?? t("documents.calendar.location"),
    url: manageUrl,
    status: lookup(CALENDAR_STATUS, booking.status) ?? "TENTATIVE",
    updatedAt: booking.updatedAt,
  };
}
