/**
 * What a queued e-mail is built from. A job carries only this (ids and short texts): the worker renders the message
 * at send time, with the settings and the record as they are then, and builds what must not wait in the queue (a
 * password-reset link, a calendar invitation).
 */

import { bookingTitle, type BookingDescription } from "./booking";
import { formatDay, formatTime, zoneLabel } from "./dates";

/** Account mail, confirmations and staff's replies always go; the rest follow the admin's "enable notifications" and the student's preferences. */
export const MAIL_CATEGORIES = ["account", "confirmation", "reply", "update", "reminder", "staff"] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const MAIL_STATUSES = ["queued", "sent", "kept", "failed", "withdrawn"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  kept: "Kept (not delivered)",
  failed: "Failed",
  withdrawn: "Withdrawn",
};

export type CalendarMethod = "REQUEST" | "CANCEL";

/** A message with a heading, a few paragraphs, an optional list of details and one button. */
export type NoticeContent = {
  template: "notice";
  heading: string;
  paragraphs: string[];
  details?: Array<[label: string, value: string]>;
  /** A path in the app; the mail links to it under APP_URL. */
  action?: { label: string; path: string };
  /** Attach the booking's invitation (or its cancellation), built from the booking when the mail is sent. */
  calendar?: { bookingId: number; method: CalendarMethod };
};

/** The link is issued by the worker when it sends, so no usable token ever waits in the queue. */
export type PasswordResetContent = { template: "password-reset"; userId: number };

/** An account made by staff: a link to choose its first password, issued by the worker like a reset link. */
export type InvitationContent = { template: "invitation"; userId: number };

/**
 * A link proving an address (the account's own, or a new one it asked for), issued by the worker like a reset link;
 * `welcome` makes it the one mail a new account gets.
 */
export type EmailVerificationContent = { template: "email-verification"; verificationId: number; welcome: boolean };

export type MailContent = NoticeContent | PasswordResetContent | InvitationContent | EmailVerificationContent;

export type MailRequest = {
  to: string;
  toName?: string | null;
  /** The account the mail is for, when there is one: its preferences apply and /admin/mail links to it. */
  userId?: number | null;
  category: MailCategory;
  subject: string;
  replyTo?: string | null;
  /** A mail with a key is queued once: a second request with the same key is ignored. */
  key?: string;
  content: MailContent;
};

/** Whether a mail of this category may go, under the admin's switch and the recipient's preferences. */
export function mailAllowed(
  category: MailCategory,
  { notificationsEnabled, recipient }: { notificationsEnabled: boolean; recipient: { emailUpdates: boolean; emailReminders: boolean } | null },
) {
  if (category === "account" || category === "confirmation" || category === "reply") return true;
  if (!notificationsEnabled) return false;
  if (category === "update") return recipient?.emailUpdates ?? true;
  if (category === "reminder") return recipient?.emailReminders ?? true;
  return true;
}

export type MailedBooking = BookingDescription & { startTime: Date; endTime: Date; staffName?: string | null; meetingLink?: string | null };

/** The lines every mail about a booking shows: what, when (in the consultancy's zone), with whom, where. */
export function bookingMailDetails(booking: MailedBooking, zone: string): Array<[string, string]> {
  return [
    ["Session", bookingTitle(booking)],
    ["When", `${formatDay(booking.startTime, zone)}, ${formatTime(booking.startTime, zone)} – ${formatTime(booking.endTime, zone)} (${zoneLabel(booking.startTime, zone)}, ${zone})`],
    ...(booking.staffName ? [["With", booking.staffName] as [string, string]] : []),
    ["Meeting link", booking.meetingLink ?? "We will send it before the session."],
  ];
}
