import * as z from "zod";
import { translateServerMessage, translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { textProblem, type TextLines } from "~/domain/text";

/**
 * The sentences the text helpers (and textProblem, which plainText raises) build around a field's label. The JSON API
 * answers them in English as raised; the web translates each whole sentence, its label translated inside it
 * (fieldMessageIn), since the sentence itself differs with every label.
 */
const REQUIRED = "{label} is required";
const TOO_LONG = "{label} must be at most {max} characters";
const CONTROL_CHARACTER = "{label} contains a control character that cannot be saved; remove it and try again";
const NOT_ONE_LINE = "{label} must be on one line";

function fill(template: string, values: { label: string; max?: number }) {
  return template.replace("{label}", () => values.label).replace("{max}", () => String(values.max));
}

const LABELLED_SENTENCES = [REQUIRED, TOO_LONG, CONTROL_CHARACTER, NOT_ONE_LINE].map((english) => ({
  english,
  pattern: new RegExp(`^${english.replace(/[.*+?^$()[\]\\|]/g, "\\$&").replace("{label}", "(?<label>.+)").replace("{max}", "(?<max>\\d+)")}$`),
}));

/**
 * A form's error message in the reader's language: a fixed message by its `server.` key; one of the sentences above by
 * its template, when its label has a translation (a half-translated sentence would read worse than an English one).
 */
export function fieldMessageIn(locale: Locale, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  const fixed = translateServerMessage(locale, message);
  if (fixed !== message) return fixed;
  for (const { english, pattern } of LABELLED_SENTENCES) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const label = translateServerMessage(locale, groups.label);
    if (label === groups.label) return message;
    const max = groups.max === undefined ? undefined : createFormatter(locale).number(Number(groups.max));
    return translator(locale)(`server.${english}`, { label, max });
  }
  return message;
}

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
      .string({ error: fill(REQUIRED, { label }) })
      .trim()
      .min(1, fill(REQUIRED, { label }))
      .max(max, fill(TOO_LONG, { label, max })),
    label,
    options,
  );
}

export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return plainText(z.string().trim().max(max, fill(TOO_LONG, { label, max })).optional(), label, options);
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
