import { bookingEvent, type CalendarBooking } from "~/domain/booking-calendar";
import { buildCalendar, type CalendarEvent, type CalendarPerson } from "~/domain/ics";
import type { CalendarMethod } from "~/domain/mail";
import { translator } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locales";

export type InvitationBooking = CalendarBooking & { calendarSequence: number };

/**
 * The booking's iCalendar invitation (RFC 5546): METHOD:REQUEST to add or update it, METHOD:CANCEL to take it off the
 * calendar. The UID is the one the student's calendar feed uses, and SEQUENCE rises with every change, so Outlook,
 * Gmail and Apple Calendar update the event they already have instead of adding another. Times are in UTC; the
 * description names the consultancy's time zone. Its texts are in the language of the mail that carries it.
 */
export function buildInvitation({
  booking,
  method,
  appUrl,
  siteName,
  zone,
  locale,
  organizer,
  attendee,
  now = new Date(),
}: {
  booking: InvitationBooking;
  method: CalendarMethod;
  appUrl: string;
  siteName: string;
  zone: string;
  locale: Locale;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  now?: Date;
}): { method: CalendarMethod; content: string } {
  const t = translator(locale);
  const event = bookingEvent({ ...booking, updatedAt: undefined }, { appUrl, siteName, t });
  const cancelled = method === "CANCEL" || booking.status === "cancelled";
  const invitation: CalendarEvent = {
    ...event,
    description: `${event.description ?? ""}\n${t("documents.calendar.zoneNote", { zone })}`,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    sequence: booking.calendarSequence,
    organizer,
    attendees: [attendee],
  };
  const calendarMethod = cancelled ? "CANCEL" : "REQUEST";
  return { method: calendarMethod, content: buildCalendar({ siteName, method: calendarMethod, events: [invitation], now }) };
}
