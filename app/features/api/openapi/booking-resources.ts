import * as z from "zod";
import { SERVICE_TYPES } from "~/domain/service-types";
import { BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "~/domain/statuses";
import { instant } from "./resources";

/*
 * What `/api/me/bookings` and `/api/me/payments` answer (app/features/api/booking-json.server.ts and
 * payment-json.server.ts build it): a student's sessions and invoices.
 */

const entered = (description: string) => z.string().nullable().meta({ description });

export const bookingResource = z
  .object({
    id: z.int(),
    service_type: z.enum(SERVICE_TYPES),
    title: z.string().meta({ description: "The session's short name, in English.", examples: ["Visa Interview", "IELTS Demo Class"] }),
    status: z.enum(BOOKING_STATUSES),
    start_time: instant,
    end_time: instant,
    details: z
      .object({
        interview_type: entered("An interview's kind: `visa` or `credibility`."),
        university: entered("The university an interview is for, or a counselling session's."),
        intake: entered("The intake an interview is for."),
        proficiency_level: entered("A speaking mock's level, from `A1` to `C2`."),
        course_name: entered("A demo class's course, or a counselling session's."),
        country: entered("The country a counselling session is about."),
        course_level: entered("A counselling session's course level."),
      })
      .meta({ description: "What the student entered on the booking form; null where the kind of session does not ask it." }),
    staff_name: z.string().nullable().meta({ description: "The counsellor or instructor; null until one is assigned." }),
    meeting_link: z.string().nullable().meta({ description: "Where the online session takes place, once staff have set it." }),
    materials_url: z.string().nullable().meta({ description: "A link to a class's materials, where staff have given one." }),
    notes: z.string().nullable().meta({ description: "The session's notes, once it is completed." }),
    feedback: z
      .object({ text: z.string().nullable(), score: z.string().nullable(), level: z.string().nullable() })
      .nullable()
      .meta({ description: "The assessment of a completed session (a speaking mock's score and level); null before." }),
    created_at: instant,
    invoice: z
      .object({ payment_id: z.int(), invoice_number: z.string(), status: z.enum(PAYMENT_STATUSES) })
      .nullable()
      .meta({ description: "The invoice of a paid session (one of `/api/me/payments`); null for a free one." }),
  })
  .meta({ id: "Booking" });

export const paymentResource = z
  .object({
    id: z.int(),
    invoice_number: z.string().meta({ examples: ["INV-2026-000042"] }),
    service_name: z.string().meta({ description: "What was sold, named as it was when billed.", examples: ["SOP Writing - Standard"] }),
    billed_for: z
      .object({ type: z.enum(["booking", "sop_application"]), id: z.int() })
      .nullable()
      .meta({ description: "The order the invoice is for (a booking of `/api/me/bookings`, or an SOP application); null when it names none." }),
    amount: z.int().min(0).meta({ description: "In the currency's minor unit (ISO 4217): cents of a dollar, whole yen.", examples: [14900] }),
    refunded_amount: z.int().min(0).meta({ description: "What refunds have given back so far, in the same unit." }),
    currency: z.string().meta({ description: "An ISO 4217 code.", examples: ["USD"] }),
    status: z.enum(PAYMENT_STATUSES),
    method: z.enum(PAYMENT_METHODS),
    paid_at: instant.nullable(),
    refunded_at: instant.nullable(),
    created_at: instant,
  })
  .meta({ id: "Payment" });
