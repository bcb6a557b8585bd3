import * as z from "zod";
import { AT_MOST_CHARACTERS, IS_REQUIRED, fillTemplate } from "~/domain/message-templates";
import { textProblem, type TextLines } from "~/domain/text";

/** A text field's line rule: one line (names, subjects, the default) or many (a message, a note, an address). */
export type TextOptions = { lines?: TextLines };

/** Refuses control characters, and line breaks in a one-line field, with a message under the field. */
export function plainText<T extends z.ZodType<string | null | undefined>>(schema: T, label: string, { lines = "one" }: TextOptions = {}) {
  return schema.superRefine((value, context) => {
    const problem = typeof value === "string" ? textProblem(label, value, lines) : null;
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** A required, trimmed text field with a length cap; conform turns an empty input into `undefined`. */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return plainText(
    z
      .string({ error: fillTemplate(IS_REQUIRED, { label }) })
      .trim()
      .min(1, fillTemplate(IS_REQUIRED, { label }))
      .max(max, fillTemplate(AT_MOST_CHARACTERS, { label, max })),
    label,
    options,
  );
}

export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return plainText(z.string().trim().max(max, fillTemplate(AT_MOST_CHARACTERS, { label, max })).optional(), label, options);
}

export function emailField() {
  return z
    .string({ error: "Email is required" })
    .trim()
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid e-mail address"));
}

const PHONE_PATTERN = /^[+\d][\d\s()-]{5,}$/;

export function phoneField() {
  return z
    .string({ error: "Phone is required" })
    .trim()
    .max(30, "Phone must be at most 30 characters")
    .regex(PHONE_PATTERN, "Enter a valid phone number");
}

/** A field people never see: a bot that fills every input gives itself away. */
export const honeypotField = z.string().optional();

/** A checkbox: ticked sends "on" (or "true"), unticked sends nothing. */
export function checkboxField() {
  return z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());
}
