import { bookingActions, bookingTitle } from "~/domain/booking";
import type { SearchedBooking } from "~/models/booking.server";

/**
 * A booking as `/api/me/bookings` answers it (the `Booking` schema): what the student's booking pages show, with the
 * session's notes and feedback only once the pages show them (after the session), and the invoice it was billed on.
 * The pages' own addresses (materials to download, the calendar file) need the site's session and are left out.
 */
export function bookingJson(booking: SearchedBooking, now: Date) {
  const shown = bookingActions(booking, now);
  const invoice = booking.payments.at(-1);
  return {
    id: booking.id,
    service_type: booking.type,
    title: bookingTitle(booking),
    status: booking.status,
    start_time: booking.startTime.toISOString(),
    end_time: booking.endTime.toISOString(),
    details: {
      interview_type: booking.interviewType,
      university: booking.university,
      intake: booking.intake,
      proficiency_level: booking.proficiencyLevel,
      course_name: booking.courseName,
      country: booking.country,
      course_level: booking.courseLevel,
    },
    staff_name: booking.staffName,
    meeting_link: booking.meetingLink,
    materials_url: booking.materialsUrl,
    notes: shown.notes ? booking.notes : null,
    feedback: shown.feedback ? { text: booking.feedback, score: booking.score, level: booking.level } : null,
    created_at: booking.createdAt.toISOString(),
    invoice: invoice ? { payment_id: invoice.id, invoice_number: invoice.invoiceNumber, status: invoice.status } : null,
  };
}
