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

/**
 * The university application forms, shared by the student's shortlist, the case page and the board: the fields of
 * an application (the intake checked against `today`, in the consultancy's zone) and a stage move.
 */
export function applicationSchema(today: Day) {
  return z
    .object({
      university: requiredText("University", APPLICATION_FIELD_MAX.university),
      country: requiredText("Country", APPLICATION_FIELD_MAX.country)
        .refine(isCountryName, "Enter a country's name")
        .transform(normalizeCountry),
      program: requiredText("Program", APPLICATION_FIELD_MAX.program),
      level: z.enum(APPLICATION_LEVELS, { error: fillTemplate(CHOOSE_LEVEL_OF, { levels: APPLICATION_LEVELS.join(", ") }) }),
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
