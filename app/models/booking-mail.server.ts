import { ADMIN_BOOKING_PAGES } from "~/domain/admin-lists";
import { bookingMailDetails, type CalendarMethod, type MailCategory } from "~/domain/mail";
import { formatMoney } from "~/domain/money";
import type { ServiceType } from "~/domain/service-types";
import type { Prisma, Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { enqueueMail } from "./mail.server";
import { notifyStaff, type StaffAudience } from "./staff-notification.server";

/** What each booking form's confirmation says, keeping the promise of its success message. */
const CONFIRMATION: Record<ServiceType, { subject: string; paragraph: string }> = {
  interview: {
    subject: "Your interview preparation session is booked",
    paragraph: "Thank you for booking your interview preparation. Your slot is below and in the attached invitation; your counselor will contact you to confirm it and prepare with you.",
  },
  speaking: {
    subject: "Your speaking mock test is scheduled",
    paragraph: "Your speaking mock test is scheduled. The meeting details are below and in the attached invitation.",
  },
  demo_class: {
    subject: "Your demo class is scheduled",
    paragraph: "Your demo class is scheduled. We will e-mail you the class link and materials as soon as your instructor sets them; the details are below.",
  },
  counseling: {
    subject: "Your counseling session is scheduled",
    paragraph: "Your counseling session is scheduled. The session details are below and in the attached invitation.",
  },
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

/** What a mail about a booking shows, and who it goes to. */
export const bookingMailSelect = { ...bookingMailFields, student: { select: { id: true, name: true, email: true } } } as const;

export type BookingForMail = Prisma.BookingGetPayload<{ select: typeof bookingMailSelect }>;

function readBookingForMail(tx: Tx, bookingId: number): Promise<BookingForMail> {
  return tx.booking.findUniqueOrThrow({ where: { id: bookingId }, select: bookingMailSelect });
}

function mailStudent(
  tx: Tx,
  booking: BookingForMail,
  mail: { category: MailCategory; subject: string; paragraph: string; calendar: CalendarMethod; extraDetails?: Array<[string, string]> },
) {
  return enqueueMail(tx, {
    to: booking.student.email,
    toName: booking.student.name,
    userId: booking.student.id,
    category: mail.category,
    subject: mail.subject,
    content: {
      template: "notice",
      heading: mail.subject,
      paragraphs: [mail.paragraph],
      details: [...bookingMailDetails(booking, getEnv().APP_TIME_ZONE), ...(mail.extraDetails ?? [])],
      action: { label: "View the session", path: `/student/bookings/${booking.id}` },
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
  { invoice, staff }: { invoice: { invoiceNumber: string; amountCents: number; currency: string } | null; staff: StaffAudience },
) {
  const extraDetails: Array<[string, string]> = invoice ? [["Invoice", `${invoice.invoiceNumber}: ${formatMoney(invoice.amountCents, invoice.currency)}`]] : [];
  const type = booking.type as ServiceType;
  await mailStudent(tx, booking, { category: "confirmation", ...CONFIRMATION[type], calendar: "REQUEST", extraDetails });
  const page = ADMIN_BOOKING_PAGES[type];
  await notifyStaff(
    { title: `New ${page.noun}`, body: `${booking.student.name} (${booking.student.email}) booked a ${page.noun}.`, link: `${page.path}?search_keyword=${booking.id}` },
    { client: tx, audience: staff, mail: { details: bookingMailDetails(booking, getEnv().APP_TIME_ZONE), replyTo: booking.student.email } },
  );
}

export async function mailBookingRescheduled(tx: Tx, bookingId: number) {
  await mailStudent(tx, await readBookingForMail(tx, bookingId), {
    category: "confirmation",
    subject: "Your session was moved",
    paragraph: "Your session is now at the time below; the attached invitation updates the event in your calendar.",
    calendar: "REQUEST",
  });
}

export async function mailBookingCancelled(tx: Tx, bookingId: number) {
  await mailStudent(tx, await readBookingForMail(tx, bookingId), {
    category: "confirmation",
    subject: "Your session was cancelled",
    paragraph: "You cancelled this session and its seat was given back. The attached cancellation removes it from your calendar. You can book another time whenever you like.",
    calendar: "CANCEL",
  });
}
