import { lookup } from "./lookup";

/**
 * Sentences with values that rules, schemas and models raise in English: the JSON API answers with them as written,
 * and the web shows them in its reader's language. A producer writes one with `fillTemplate`; the web recognises it by
 * a pattern built from the same template (`readTemplate`) and fills the template's translation (the message
 * `server.<template>`) with the values read back out of the English, so the two cannot drift apart.
 */

// Built around a form field's label ("Name is required"); the web translates the label by its own key.
export const IS_REQUIRED = "{label} is required";
export const AT_MOST_CHARACTERS = "{label} must be at most {max} characters";
export const AT_LEAST_CHARACTERS = "{label} must be at least {min} characters";
export const IS_TOO_LONG = "{label} is too long";
export const ONLY_SPACES = "{label} cannot be only spaces";
export const CONTROL_CHARACTER = "{label} contains a control character that cannot be saved; remove it and try again";
export const NOT_ONE_LINE = "{label} must be on one line";

// A rate limit's refusal (the single minute and second are fixed sentences of their own).
export const TRY_AGAIN_IN_SECONDS = "Too many attempts. Please try again in {seconds} seconds.";
export const TRY_AGAIN_IN_MINUTES = "Too many attempts. Please try again in {minutes} minutes.";

export const UPLOAD_ACCEPTED_TYPE = "Upload a {types} file.";
export const DATE_WITHIN_MONTHS = "Choose a date within {months} months from today";
export const CHOOSE_LEVEL_OF = "Choose a level: {levels}";
export const RATING_RANGE = "Choose a rating from {min} to {max} stars";
export const INTAKE_WITHIN_YEARS = "The intake must be within {years} years";
export const VERIFY_EMAIL_FIRST = "Verify your e-mail address first: open the link we sent to {email}, or send it again from this page. Nothing was saved.";

/** Every template the web translates, tried in this order (the first that fits a sentence wins). */
export const MESSAGE_TEMPLATES: readonly string[] = [
  IS_REQUIRED,
  AT_MOST_CHARACTERS,
  AT_LEAST_CHARACTERS,
  IS_TOO_LONG,
  ONLY_SPACES,
  CONTROL_CHARACTER,
  NOT_ONE_LINE,
  TRY_AGAIN_IN_SECONDS,
  TRY_AGAIN_IN_MINUTES,
  UPLOAD_ACCEPTED_TYPE,
  DATE_WITHIN_MONTHS,
  CHOOSE_LEVEL_OF,
  RATING_RANGE,
  INTAKE_WITHIN_YEARS,
  VERIFY_EMAIL_FIRST,
];

/** The names of a template's `{placeholders}`, so a producer cannot leave one out. */
type Placeholders<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

const PLACEHOLDER = /\{(\w+)\}/g;

/** A template's sentence with its values. */
export function fillTemplate<Template extends string>(template: Template, values: Record<Placeholders<Template>, string | number>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => String(lookup<string | number>(values, name) ?? placeholder));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patterns = new Map<string, RegExp>();

/** The pattern of a template's sentences: its text word for word, each placeholder a named group. */
function patternOf(template: string) {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : escapeRegExp(part)))
      .join("");
    pattern = new RegExp(`^${source}$`, "s");
    patterns.set(template, pattern);
  }
  return pattern;
}

/** The values of a sentence written from `template`, or null when the sentence is not one of its. */
export function readTemplate(template: string, sentence: string): Record<string, string> | null {
  const groups = patternOf(template).exec(sentence)?.groups;
  return groups ? { ...groups } : null;
}
