import { bookingTitle, type BookingDescription } from "./booking";
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

/** Pending bookings are not confirmed yet; a completed one did take place, so it stays confirmed. */
const CALENDAR_STATUS: Record<string, CalendarEvent["status"]> = { scheduled: "CONFIRMED", completed: "CONFIRMED", cancelled: "CANCELLED", pending: "TENTATIVE" };

/** A booking as a calendar event; the UID stays the same across exports so that calendars update, not duplicate. */
export function bookingEvent(booking: CalendarBooking, { appUrl, siteName }: { appUrl: string; siteName: string }): CalendarEvent {
  const manageUrl = `${appUrl}/student/bookings/${booking.id}`;
  const completed = booking.status === "completed";
  const description = [
    completed ? "This session has taken place." : null,
    booking.staffName ? `With ${booking.staffName}` : null,
    completed ? null : booking.meetingLink ? `Join: ${booking.meetingLink}` : "The meeting link will be sent before the session.",
    `${completed ? "Open" : "Manage"} this session: ${manageUrl}`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    uid: `booking-${booking.id}@${new URL(appUrl).host}`,
    start: booking.startTime,
    end: booking.endTime,
    summary: `${bookingTitle(booking)} (${siteName})`,
    description,
    location: booking.meetingLink ?? "Online video meeting",
    url: manageUrl,
    status: lookup(CALENDAR_STATUS, booking.status) ?? "TENTATIVE",
    updatedAt: booking.updatedAt,
  };
}
