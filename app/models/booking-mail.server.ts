import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import { localizedBookingTitle } from "~/domain/booking-calendar";
import { zoneLabel } from "~/domain/dates";
import { bookingMailDetails, type CalendarMethod, type MailCategory, type MailedBooking } from "~/domain/mail";
import type { ServiceType } from "~/domain/service-types";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { Prisma, Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { accountLocale } from "./account-locale.server";
import { enqueueMail } from "./mail.server";
import { notifyStaff, type StaffAudience } from "./staff-notification.server";

/** What each booking form's confirmation says, keeping the promise of its success message. */
const CONFIRMATION_KEYS: Record<ServiceType, { subjectKey: string; paragraphKey: string }> = {
  interview: { subjectKey: "mail.booking.confirmation.interview.subject", paragraphKey: "mail.booking.confirmation.interview.paragraph" },
  speaking: { subjectKey: "mail.booking.confirmation.speaking.subject", paragraphKey: "mail.booking.confirmation.speaking.paragraph" },
  demo_class: { subjectKey: "mail.booking.confirmation.demoClass.subject", paragraphKey: "mail.booking.confirmation.demoClass.paragraph" },
  counseling: { subjectKey: "mail.booking.confirmation.counseling.subject", paragraphKey: "mail.booking.confirmation.counseling.paragraph" },
};

/** What a mail about a booking shows of the booking. */
export const bookingMailFields = {
  id: true,
  type: true,
  startTime: true,
  endTime: true,
  staffName: true,
  meetingLink: true,
  courseName: true,
  interviewType: true,
  proficiencyLevel: true,
  country: true,
} as const;

/** What a mail about a booking shows, and who it goes to (in their language). */
export const bookingMailSelect = { ...bookingMailFields, student: { select: { id: true, name: true, email: true, preferredLanguage: true } } } as const;

export type BookingForMail = Prisma.BookingGetPayload<{ select: typeof bookingMailSelect }>;

type MailedInvoice = { invoiceNumber: string; amountCents: number; currency: string };

function readBookingForMail(tx: Tx, bookingId: number): Promise<BookingForMail> {
  return tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: bookingMailSelect });
}

/**
 * The lines a student's mail about a booking shows, in their language: what, when (in the consultancy's zone, with
 * the Bikram Sambat date in Nepali), with whom, where. Staff's mail keeps the English of `bookingMailDetails`.
 */
export function localizedBookingMailDetails(booking: MailedBooking, locale: Locale): Array<[string, string]> {
  const t = translator(locale);
  const format = createFormatter(locale);
  const zone = getEnv().APP_TIME_ZONE;
  const when = t("mail.booking.detail.whenValue", {
    day: format.day(booking.startTime, zone),
    start: format.time(booking.startTime, zone),
    end: format.time(booking.endTime, zone),
    offset: zoneLabel(booking.startTime, zone),
    zone,
  });
  return [
    [t("mail.booking.detail.session"), localizedBookingTitle(booking, t)],
    [t("mail.booking.detail.when"), when],
    ...(booking.staffName ? [[t("mail.booking.detail.with"), booking.staffName] as [string, string]] : []),
    [t("mail.booking.detail.meetingLink"), booking.meetingLink ?? t("mail.booking.detail.noMeetingLink")],
  ];
}

function mailStudent(
  tx: Tx,
  booking: BookingForMail,
  mail: { category: MailCategory; subjectKey: string; paragraphKey: string; calendar: CalendarMethod; invoice?: MailedInvoice | null },
) {
  const locale = accountLocale(booking.student.preferredLanguage);
  const t = translator(locale);
  const subject = t(mail.subjectKey);
  const format = createFormatter(locale);
  const invoice: Array<[string, string]> = mail.invoice
    ? [[t("mail.detail.invoice"), t("mail.detail.invoiceValue", { invoiceNumber: mail.invoice.invoiceNumber, amount: format.money(mail.invoice.amountCents, mail.invoice.currency) })]]
    : [];
  return enqueueMail(tx, {
    to: booking.student.email,
    toName: booking.student.name,
    userId: booking.student.id,
    category: mail.category,
    subject,
    locale,
    content: {
      template: "notice",
      heading: subject,
      paragraphs: [t(mail.paragraphKey)],
      details: [...localizedBookingMailDetails(booking, locale), ...invoice],
      action: { label: t("mail.booking.viewSession"), path: `/student/bookings/${booking.id}` },
      calendar: { bookingId: booking.id, method: mail.calendar },
    },
  });
}

/**
 * The booking form's confirmation to the student, with the invitation (and the invoice of a paid booking), and the
 * news to the staff. It takes the new booking as written and the staff audience read before the transaction, so
 * that it only writes (decision 076).
 */
export async function mailBookingMade(
  tx: Tx,
  booking: BookingForMail,
  { invoice, staff }: { invoice: MailedInvoice | null; staff: StaffAudience },
) {
  const type = booking.type as ServiceType;
  await mailStudent(tx, booking, { category: "confirmation", ...CONFIRMATION_KEYS[type], calendar: "REQUEST", invoice });
  const page = ADMIN_BOOKING_PAGES[type];
  await notifyStaff(
    { title: `New ${page.noun}`, body: `${booking.student.name} (${booking.student.email}) booked a ${page.noun}.`, link: `${page.path}?search_keyword=${booking.id}` },
    { client: tx, audience: staff, mail: { details: bookingMailDetails(booking, getEnv().APP_TIME_ZONE), replyTo: booking.student.email } },
  );
}

export async function mailBookingRescheduled(tx: Tx, bookingId: number) {
  await mailStudent(tx, await readBookingForMail(tx, bookingId), {
    category: "confirmation",
    subjectKey: "mail.booking.rescheduled.subject",
    paragraphKey: "mail.booking.rescheduled.paragraph",
    calendar: "REQUEST",
  });
}

export async function mailBookingCancelled(tx: Tx, bookingId: number) {
  await mailStudent(tx, await readBookingForMail(tx, bookingId), {
    category: "confirmation",
    subjectKey: "mail.booking.cancelled.subject",
    paragraphKey: "mail.booking.cancelled.paragraph",
    calendar: "CANCEL",
  });
}
