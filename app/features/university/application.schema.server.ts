import * as z from "zod";
import { isDay, type Day } from "~/domain/dates";
import { CHOOSE_LEVEL_OF, fillTemplate } from "~/domain/message-templates";
import {
  APPLICATION_FIELD_MAX,
  APPLICATION_LEVELS,
  intakeError,
  isApplicationStage,
  isCountryName,
  isHttpUrl,
  normalizeCountry,
  unknownStageMessage,
} from "~/domain/university-application";
import { optionalText, requiredText } from "~/utils/form-fields.server";

/** The university, its country, the program and its level: what a student's shortlist entry names. */
const shortlistFields = {
  university: requiredText("University", APPLICATION_FIELD_MAX.university),
  country: requiredText("Country", APPLICATION_FIELD_MAX.country)
    .refine(isCountryName, "Enter a country's name")
    .transform(normalizeCountry),
  program: requiredText("Program", APPLICATION_FIELD_MAX.program),
  level: z.enum(APPLICATION_LEVELS, { error: fillTemplate(CHOOSE_LEVEL_OF, { levels: APPLICATION_LEVELS.join(", ") }) }),
};

/**
 * The university application forms, shared by the student's shortlist, the case page and the board: the fields of
 * an application (the intake checked against `today`, in the consultancy's zone) and a stage move.
 */
export function applicationSchema(today: Day) {
  return z
    .object({
      ...shortlistFields,
      intakeMonth: z.coerce.number({ error: "Choose the intake month" }).int("Choose the intake month").min(1, "Choose the intake month").max(12, "Choose the intake month"),
      intakeYear: z.coerce.number({ error: "Choose the intake year" }).int("Choose the intake year"),
      applicationNumber: optionalText("Application number", APPLICATION_FIELD_MAX.applicationNumber),
      portalUrl: optionalText("Portal link", APPLICATION_FIELD_MAX.portalUrl).refine(
        (value) => value === undefined || value === "" || isHttpUrl(value),
        "Enter the portal's full address, starting with http:// or https://",
      ),
      deadline: z
        .string()
        .trim()
        .optional()
        .refine((value) => value === undefined || value === "" || isDay(value), "Enter the deadline as a date"),
    })
    .superRefine((value, context) => {
      const error = intakeError(value.intakeMonth, value.intakeYear, today);
      if (error) context.addIssue({ code: "custom", path: ["intakeYear"], message: error });
    });
}

/**
 * `POST /api/me/applications`: the student's shortlist form as JSON, with the API's snake_case names and JSON numbers
 * for the intake (a string is a wrong type there, as for every number of the API).
 */
export function apiShortlistBody(today: Day) {
  return z
    .object({
      ...shortlistFields,
      intake_month: z.number({ error: "The intake month must be a whole number from 1 to 12." }).int("The intake month must be a whole number from 1 to 12."),
      intake_year: z.number({ error: "The intake year must be a whole number." }).int("The intake year must be a whole number."),
    })
    .superRefine((value, context) => {
      const error = intakeError(value.intake_month, value.intake_year, today);
      if (error) context.addIssue({ code: "custom", path: [error.includes("month") ? "intake_month" : "intake_year"], message: error });
    });
}

export type ApplicationFormValues = z.output<ReturnType<typeof applicationSchema>>;

/** A stage move: the stage it goes to and an optional note for the timeline. */
export const stageMoveSchema = z.object({
  stage: z
    .string({ error: "Choose the stage to move to" })
    .trim()
    .superRefine((value, context) => {
      if (!isApplicationStage(value)) context.addIssue({ code: "custom", message: unknownStageMessage(value) });
    }),
  note: optionalText("Note", APPLICATION_FIELD_MAX.note, { lines: "many" }),
});
