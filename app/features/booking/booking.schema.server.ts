import * as z from "zod";
import { DEADLINE_WINDOW_MONTHS, BOOKING_WINDOW_MONTHS } from "~/domain/booking";
import {
  COLLATERAL_TYPES,
  COLLATERAL_VALUE,
  COUNSELING_COUNTRIES,
  COURSE_LEVELS,
  DEMO_COURSES,
  INTERVIEW_TYPES,
  LOAN_AMOUNT,
  PARTNER_BANKS,
  PROFICIENCY_CODES,
  SOP_PACKAGE_CODES,
  isOnStep,
} from "~/domain/booking-options";
import type { Day } from "~/domain/dates";
import { dateWindow, preferredDateProblem } from "~/domain/preferred-date";
import { optionalText, requiredText as text } from "~/utils/form-fields.server";
import { BOOKING_INTENT } from "./form-setup";

/*
 * The schemas of the six service pages' booking forms (and the slot choice the reschedule form shares); today, in
 * the consultancy's zone, bounds the dates.
 */

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

const values = <T extends { value: string }>(options: readonly T[]) => options.map((option) => option.value) as [T["value"], ...T["value"][]];

function dayField(today: Day, months: number, missing: string) {
  const window = dateWindow(today, months);
  return z.string({ error: missing }).superRefine((day, ctx) => {
    const problem = preferredDateProblem(day, window);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

/** The day and time of a session: what a booking form and the reschedule form both choose. */
export function slotChoiceFields(today: Day) {
  return {
    date: dayField(today, BOOKING_WINDOW_MONTHS, "Choose a date"),
    timeSlot: z.number({ error: "Choose a time" }).int("Choose a time").positive("Choose a time"),
  };
}

function slotFields(today: Day) {
  return { intent: z.literal(BOOKING_INTENT), ...slotChoiceFields(today) };
}

let schemasOfToday: { today: Day; schemas: ReturnType<typeof buildBookingSchemas> } | undefined;

/**
 * The zod schema of each form; today (in the consultancy's zone) bounds the dates. Built once a day, not per request:
 * a burst of bookings would build them again for every request, and Conform keeps its coercing copy of a schema per
 * schema object, so a fresh one each time was coerced again each time.
 */
export function bookingSchemas(today: Day) {
  if (schemasOfToday?.today !== today) schemasOfToday = { today, schemas: buildBookingSchemas(today) };
  return schemasOfToday.schemas;
}

function buildBookingSchemas(today: Day) {
  return {
    interview: z.object({
      ...slotFields(today),
      interviewType: choice(values(INTERVIEW_TYPES), "Choose an interview type"),
      university: text("University", 150),
      intake: text("Intake", 50),
    }),
    speaking: z.object({
      ...slotFields(today),
      proficiencyLevel: choice(PROFICIENCY_CODES, "Choose your English level"),
    }),
    demo_class: z.object({
      ...slotFields(today),
      courseName: choice(DEMO_COURSES, "Course name is required"),
    }),
    counseling: z.object({
      ...slotFields(today),
      country: choice(COUNSELING_COUNTRIES, "Choose a country"),
      courseLevel: choice(COURSE_LEVELS, "Choose a course level"),
      courseName: optionalText("Course name", 150),
      universityName: optionalText("University name", 150),
    }),
    sop: z.object({
      intent: z.literal(BOOKING_INTENT),
      package: choice(SOP_PACKAGE_CODES, "Choose a package"),
      university: text("University", 150),
      program: text("Program", 150),
      deadline: dayField(today, DEADLINE_WINDOW_MONTHS, "Deadline is required"),
      message: optionalText("Message", 3000, { lines: "many" }),
    }),
    loan: z.object({
      intent: z.literal(BOOKING_INTENT),
      university: text("University", 150),
      course: text("Course", 150),
      loanAmount: z
        .number({ error: "Loan amount is required" })
        .refine((value) => isOnStep(value, LOAN_AMOUNT), "Choose an amount from $5,000 to $100,000 in steps of $1,000"),
      collateralValue: z
        .number({ error: "Collateral value is required" })
        .refine((value) => isOnStep(value, COLLATERAL_VALUE), "Choose a value from $0 to $200,000 in steps of $5,000"),
      collateralType: choice(COLLATERAL_TYPES, "Choose a collateral type"),
      preferredBank: choice(PARTNER_BANKS, "Choose one of our partner banks").optional(),
    }),
  } as const;
}

export type BookingSchemas = ReturnType<typeof buildBookingSchemas>;
