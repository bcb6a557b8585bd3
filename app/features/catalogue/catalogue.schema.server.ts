import * as z from "zod";
import { isDay, parseDateTimeInZone } from "~/domain/dates";
import { amountToCents } from "~/domain/money";
import { SERVICE_TYPES } from "~/domain/service-types";
import { MAX_SEATS_PER_SLOT } from "~/domain/time-slot";
import { plainText } from "~/utils/form-fields.server";

/**
 * The bodies of the catalogue's forms and of its JSON API, with the same field names. Forms arrive
 * through conform (which turns "149.50" into a number and a ticked box into true); the API sends JSON types.
 * Rules that need the database (existing bookings) live in the models.
 */

const requiredOr = (required: string, invalid: string) => (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);

export const MAX_PRICE = 1_000_000;

function hasAtMostTwoDecimals(value: number) {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const serviceTypeField = z.enum(SERVICE_TYPES, { error: requiredOr("The service type is required.", `The service type must be one of ${SERVICE_TYPES.join(", ")}.`) });

const booleanField = (label: string) => z.boolean({ error: `The ${label} field must be true or false.` });

export const serviceInputSchema = z.object({
  name: plainText(
    z
      .string({ error: requiredOr("The name is required.", "The name must be text.") })
      .trim()
      .min(1, "The name is required.")
      .max(255, "The name must be at most 255 characters."),
    "The name",
  ),
  description: plainText(
    z.string({ error: "The description must be text." }).trim().max(5000, "The description must be at most 5000 characters.").nullish(),
    "The description",
    { lines: "many" },
  ),
  price: z
    .number({ error: requiredOr("The price is required.", "The price must be a number.") })
    .min(0, "The price must be at least 0.")
    .max(MAX_PRICE, `The price must be at most ${MAX_PRICE}.`)
    .refine(hasAtMostTwoDecimals, "The price may have at most two decimal places."),
  is_active: booleanField("is active").optional(),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

/**
 * A posted service form as the model takes it: a box left unticked is absent from the form, so the service is
 * inactive, and an emptied description is saved empty (the JSON API reads absent fields otherwise).
 */
export function serviceFromForm(input: ServiceInput) {
  return { name: input.name, description: input.description ?? "", priceCents: amountToCents(input.price), isActive: input.is_active ?? false };
}

function dateTimeField(label: string, zone: string) {
  return z.string({ error: requiredOr(`The ${label} is required.`, `The ${label} must be a date and time.`) }).transform((value, ctx) => {
    const instant = parseDateTimeInZone(value, zone);
    if (!instant) {
      ctx.addIssue({ code: "custom", message: `The ${label} must be a date and time in ISO 8601 format.` });
      return z.NEVER;
    }
    return instant;
  });
}

const seatsField = (label: string, min: number) =>
  z
    .number({ error: requiredOr(`The ${label} is required.`, `The ${label} must be a whole number.`) })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(MAX_SEATS_PER_SLOT, `The ${label} must be at most ${MAX_SEATS_PER_SLOT}.`);

/** A datetime without an offset means that wall-clock time in `zone` (what a `datetime-local` input sends). */
export function timeSlotInputSchema(zone: string) {
  return z.object({
    service_type: serviceTypeField,
    start_time: dateTimeField("start time", zone),
    end_time: dateTimeField("end time", zone),
    is_available: booleanField("is available").optional(),
    max_bookings: seatsField("max bookings", 1).optional(),
    current_bookings: seatsField("current bookings", 0).optional(),
  });
}
export type TimeSlotInput = z.output<ReturnType<typeof timeSlotInputSchema>>;

const dayField = (label: string) =>
  z.string({ error: requiredOr(`The ${label} is required.`, `The ${label} must be a date.`) }).refine(isDay, `The ${label} must be a date in yyyy-MM-dd format.`);

export const timeSlotGeneratorSchema = z.object({
  service_type: serviceTypeField,
  date_from: dayField("start date"),
  date_to: dayField("end date"),
  times: z
    .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Each time must be written HH:mm."), { error: "Choose at least one time." })
    .min(1, "Choose at least one time."),
  weekdays: z
    .array(z.number().int().min(0).max(6), { error: "Choose at least one day of the week." })
    .min(1, "Choose at least one day of the week."),
  duration_minutes: z
    .number({ error: "The duration must be a whole number of minutes." })
    .int("The duration must be a whole number of minutes.")
    .min(5, "The duration must be at least 5 minutes.")
    .max(720, "The duration must be at most 720 minutes.")
    .optional(),
  max_bookings: seatsField("max bookings", 1).optional(),
  is_available: booleanField("is available").optional(),
});

export const bulkIdsSchema = z.object({
  ids: z
    .array(z.number({ error: "Each id must be a whole number." }).int("Each id must be a whole number.").positive("Each id must be positive."), {
      error: "The ids must be a list of ids.",
    })
    .min(1, "Select at least one item.")
    .max(1000, "At most 1000 items can be deleted at once."),
});
