import * as z from "zod";
import { EMPLOYMENT_TYPES, OPENING_STATUSES } from "~/domain/careers";
import { isDay } from "~/domain/dates";
import { SLUG_MAX, isSlug, slugify } from "~/domain/slug";
import type { OpeningInput } from "~/models/job-opening.server";
import { requiredText } from "~/utils/form-fields.server";

export const OPENING_DESCRIPTION_MAX = 20_000;

const SLUG_MESSAGE = "Write a slug: lowercase letters a-z, digits and hyphens (e.g. education-counselor)";

/**
 * The opening editor's form. The slug is made from the title when left empty (the model numbers it when another
 * opening has it); a title with no Latin letters or digits needs one written, which is checked once the title is
 * valid. The closing day is optional.
 */
export const openingFormSchema = z
  .object({
    title: requiredText("Title", 150),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(SLUG_MAX, `The slug must be at most ${SLUG_MAX} characters`)
      .refine((slug) => isSlug(slug), SLUG_MESSAGE)
      .optional(),
    location: requiredText("Location", 120),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: "Choose a type from the list" }),
    description: requiredText("Description", OPENING_DESCRIPTION_MAX, { lines: "many" }),
    closesOn: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isDay(value), "Enter a valid date"),
    status: z.enum(OPENING_STATUSES, { error: "Choose open or closed" }),
  })
  .superRefine((form, ctx) => {
    if (!form.slug && !slugify(form.title)) ctx.addIssue({ code: "custom", path: ["slug"], message: SLUG_MESSAGE });
  });

export type OpeningForm = z.output<typeof openingFormSchema>;

/** The posted form as the model takes it: an empty slug left for the model to make, no closing day as null. */
export function openingFromForm(form: OpeningForm): OpeningInput {
  return {
    title: form.title,
    slug: form.slug ?? "",
    location: form.location,
    employmentType: form.employmentType,
    description: form.description,
    closesOn: form.closesOn || null,
    status: form.status,
  };
}
