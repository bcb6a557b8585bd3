import { createEvent, type EventAttributes } from "ics";
import { sessionEvent, type CalendarSession } from "~/domain/booking-calendar";
import type { CalendarMethod } from "~/domain/mail";

export type InvitationSession = CalendarSession & { calendarSequence: number };

/**
 * The session's iCalendar invitation (RFC 5546): METHOD:REQUEST to add or update it, METHOD:CANCEL to take it off the
 * calendar. The UID is the one the student's calendar feed uses, and SEQUENCE rises with every change, so Outlook,
 * Gmail and Apple Calendar update the event they already have instead of adding another. Times are in UTC; the
 * description names the consultancy's time zone.
 */
export function buildInvitation({
  session,
  method,
  appUrl,
  siteName,
  zone,
  organizer,
  attendee,
}: {
  session: InvitationSession;
  method: CalendarMethod;
  appUrl: string;
  siteName: string;
  zone: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}) {
  const event = sessionEvent(session, { appUrl, siteName });
  const cancelled = method === "CANCEL" || session.status === "cancelled";
  const attributes: EventAttributes = {
    method: cancelled ? "CANCEL" : "REQUEST",
    uid: event.uid,
    sequence: session.calendarSequence,
    start: session.startTime.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: session.endTime.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: event.summary,
    description: `${event.description ?? ""}\nTimes are shown in your calendar's zone; the consultancy works in ${zone}.`,
    location: event.location,
    url: event.url,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [{ name: attendee.name, email: attendee.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    productId: `-//${siteName}//Sessions//EN`,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("The calendar invitation could not be built.");
  return { method: attributes.method as CalendarMethod, content: value };
}
