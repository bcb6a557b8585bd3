import { CONTROL_CHARACTER, NOT_ONE_LINE, fillTemplate } from "./message-templates";

/**
 * What a text field accepts besides its length: no control characters (NUL, escape, backspace…), which no keyboard
 * types and which break mail headers, logs and files; and in a one-line field (a name, a subject) no line break, which
 * would fold a mail subject or a CSV row. A multi-line field keeps its line breaks and tabs.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** C0 controls and DEL, except the tab and the line breaks a multi-line field keeps. */
function hasControlCharacter(value: string) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === 0x7f) return true;
  }
  return false;
}

export type TextLines = "one" | "many";

/** Why `value` cannot be kept in a field named `label`, or null. */
export function textProblem(label: string, value: string, lines: TextLines): string | null {
  if (hasControlCharacter(value) || (lines === "one" && value.includes("\t"))) return fillTemplate(CONTROL_CHARACTER, { label });
  if (lines === "one" && LINE_BREAK.test(value)) return fillTemplate(NOT_ONE_LINE, { label });
  return null;
}

/** A name's initials, at most two letters ("Asha Rai" → "AR"), for an avatar without a photo. */
export function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
