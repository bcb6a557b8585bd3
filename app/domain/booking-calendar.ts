import { bookingTitle, type BookingDescription } from "./booking";
import type { CalendarEvent } from "./ics";
import { lookup } from "./lookup";

export type CalendarSession = BookingDescription & {
  id: number;
  status: string;
  startTime: Date;
  endTime: Date;
  staffName?: string | null;
  meetingLink?: string | null;
  updatedAt?: Date;
};

/** Pending sessions are not confirmed yet; a completed one did take place, so it stays confirmed. */
const CALENDAR_STATUS: Record<string, CalendarEvent["status"]> = { scheduled: "CONFIRMED", completed: "CONFIRMED", cancelled: "CANCELLED", pending: "TENTATIVE" };

/** A session as a calendar event; the UID stays the same across exports so that calendars update, not duplicate. */
export function sessionEvent(session: CalendarSession, { appUrl, siteName }: { appUrl: string; siteName: string }): CalendarEvent {
  const manageUrl = `${appUrl}/student/bookings/${session.id}`;
  const completed = session.status === "completed";
  const description = [
    completed ? "This session has taken place." : null,
    session.staffName ? `With ${session.staffName}` : null,
    completed ? null : session.meetingLink ? `Join: ${session.meetingLink}` : "The meeting link will be sent before the session.",
    `${completed ? "Open" : "Manage"} this session: ${manageUrl}`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    uid: `booking-${session.id}@${new URL(appUrl).host}`,
    start: session.startTime,
    end: session.endTime,
    summary: `${bookingTitle(session)} (${siteName})`,
    description,
    location: session.meetingLink ?? "Online video meeting",
    url: manageUrl,
    status: lookup(CALENDAR_STATUS, session.status) ?? "TENTATIVE",
    updatedAt: session.updatedAt,
  };
}
