import { localizedBookingTitle } from "~/domain/booking-calendar";
import { translator } from "~/i18n/catalogs.server";
import { db, type Tx } from "~/utils/db.server";
import { accountLocale } from "./account-locale.server";
import { bookingMailSelect, localizedBookingMailDetails } from "./booking-mail.server";
import { scheduleJob, unscheduleJobs } from "./job-queue.server";
import { enqueueMail } from "./mail.server";

/** Reminders go 24 hours and 1 hour before a scheduled booking. */
export const REMINDER_LEADS = { "24h": 24 * 60 * 60 * 1000, "1h": 60 * 60 * 1000 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

/** What a reminder says of its moment: the session is tomorrow, or in one hour. */
const REMINDER_KEYS: Record<ReminderLead, { subject: string; heading: string }> = {
  "24h": { subject: "mail.reminder.subjectTomorrow", heading: "mail.reminder.headingTomorrow" },
  "1h": { subject: "mail.reminder.subjectInOneHour", heading: "mail.reminder.headingInOneHour" },
};

export type ReminderPayload = { bookingId: number; lead: ReminderLead; startTime: string };

export function reminderKey(bookingId: number, lead: ReminderLead) {
  return `session-reminder:${bookingId}:${lead}`;
}

const LEADS = Object.keys(REMINDER_LEADS) as ReminderLead[];

/**
 * Plans (or moves) the booking's reminders for its start time, in the transaction that booked or moved it. A
 * reminder whose moment has already passed is dropped rather than sent late.
 */
export async function planBookingReminders(tx: Tx, booking: { id: number; startTime: Date }, now = new Date()) {
  for (const lead of LEADS) {
    const runAt = new Date(booking.startTime.getTime() - REMINDER_LEADS[lead]);
    const key = reminderKey(booking.id, lead);
    if (runAt <= now) {
      await unscheduleJobs(tx, [key]);
      continue;
    }
    const payload: ReminderPayload = { bookingId: booking.id, lead, startTime: booking.startTime.toISOString() };
    await scheduleJob(tx, { type: "session-reminder", key, runAt, payload });
  }
}

/** Drops the reminders of a booking that was cancelled or finished. */
export function dropBookingReminders(tx: Tx, bookingId: number) {
  return unscheduleJobs(tx, LEADS.map((lead) => reminderKey(bookingId, lead)));
}

/**
 * A due reminder: queues the mail when the booking is still scheduled, still ahead and still at the time the
 * reminder was planned for; otherwise it does nothing (the booking changed after the reminder was planned).
 */
export async function sendBookingReminder(payload: ReminderPayload, now = new Date()) {
  const booking = await db.booking.findUnique({
    where: { id: payload.bookingId },
    select: { ...bookingMailSelect, status: true },
  });
  if (!booking || booking.status !== "scheduled" || booking.startTime <= now) return null;
  if (booking.startTime.toISOString() !== payload.startTime) return null;
  // A worker catching up late sends only the latest reminder that is due, never "tomorrow" an hour before.
  const shorterLeadDue = LEADS.some((lead) => REMINDER_LEADS[lead] < REMINDER_LEADS[payload.lead] && booking.startTime.getTime() - REMINDER_LEADS[lead] <= now.getTime());
  if (shorterLeadDue) return null;
  const locale = accountLocale(booking.student.preferredLanguage);
  const t = translator(locale);
  const keys = REMINDER_KEYS[payload.lead];
  const path = `/student/bookings/${booking.id}`;
  return enqueueMail(db, {
    key: `${reminderKey(booking.id, payload.lead)}:${payload.startTime}`,
    to: booking.student.email,
    toName: booking.student.name,
    userId: booking.student.id,
    category: "reminder",
    subject: t(keys.subject, { booking: localizedBookingTitle(booking, t) }),
    locale,
    content: {
      template: "notice",
      heading: t(keys.heading),
      paragraphs: [booking.meetingLink ? t("mail.reminder.joinWithLink") : t("mail.reminder.linkNotSet")],
      details: localizedBookingMailDetails(booking, locale),
      action: booking.meetingLink ? { label: t("mail.reminder.openSession"), path } : { label: t("mail.booking.viewSession"), path },
    },
  });
}
