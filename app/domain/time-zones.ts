import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { lookup } from "./lookup";
import { isTimeZone } from "./zone-name";

/**
 * Zones whose name changed, as `Intl` still lists them under the old one (ICU keeps the names it started with): a student
 * in Kathmandu looks for Asia/Kathmandu, the name the consultancy's own zone goes by.
 */
const RENAMED_ZONES: Record<string, string> = {
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Enderbury": "Pacific/Kanton",
};

/** UTC first, then the zones by their ids. */
const compareZones = (a: string, b: string) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b));

/** The zones a student can choose from in their profile, by their current names, with UTC, and their saved one when it is an alias. */
export function timeZoneChoices(saved: string | null = null) {
  const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone").map((zone) => lookup(RENAMED_ZONES, zone) ?? zone)]);
  if (saved && isTimeZone(saved)) zones.add(saved);
  return [...zones].sort(compareZones);
}

export type TimeZoneChoice = { value: string; label: string };

const byZoneOrder = (a: TimeZoneChoice, b: TimeZoneChoice) => compareZones(a.value, b.value);

const labelledChoices = new Map<string, TimeZoneChoice[]>();

/**
 * The profile's choices named in the reader's language: what `Intl` calls the zone there ("नेपाली समय", "Eastern
 * Time"), then its IANA id, which tells apart the zones that share a name. Worked out once per language on the server,
 * whose `Intl` data the browser's may not match.
 */
export function labelledTimeZoneChoices(intlLocale: string, saved: string | null = null): TimeZoneChoice[] {
  let choices = labelledChoices.get(intlLocale);
  if (!choices) {
    choices = timeZoneChoices().map((zone) => ({ value: zone, label: timeZoneLabel(zone, intlLocale) }));
    labelledChoices.set(intlLocale, choices);
  }
  if (!saved || choices.some((choice) => choice.value === saved) || !isTimeZone(saved)) return choices;
  return [...choices, { value: saved, label: timeZoneLabel(saved, intlLocale) }].sort(byZoneOrder);
}

/** A zone's name in a language, with its id: "Nepal Time (Asia/Kathmandu)"; the id alone where `Intl` has no name. */
export function timeZoneLabel(zone: string, intlLocale: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(0);
  const name = parts.find((part) => part.type === "timeZoneName")?.value;
  return name && name !== zone ? `${name} (${zone})` : zone;
}

function offsetAt(instant: Date, zone: string) {
  return format(instant, "xxx", { in: tz(zone) });
}

/** True when clocks in the two zones show different times at that instant (e.g. an alias of the same zone does not). */
export function zonesDiffer(instant: Date, zone: string, other: string) {
  return offsetAt(instant, zone) !== offsetAt(instant, other);
}

function time(instant: Date, zone: string) {
  return format(instant, "h:mm a", { in: tz(zone) });
}

/**
 * A session's times in the student's own zone, for display beside the consultancy's ("4:15 AM – 5:00 AM your time
 * (Europe/London)"), or null when the student has no zone or theirs shows the same clock time at that instant.
 * Each instant gets its own offset, so a summer-time change between two dates is followed. A session that falls
 * on another calendar day there says so ("Mon, Nov 23, 11:15 PM – …").
 */
export function timeInStudentZone({ start, end, zone, studentZone }: { start: Date; end?: Date; zone: string; studentZone: string | null }) {
  if (!studentZone || !zonesDiffer(start, zone, studentZone)) return null;
  const sameDay = format(start, "yyyy-MM-dd", { in: tz(zone) }) === format(start, "yyyy-MM-dd", { in: tz(studentZone) });
  const startText = sameDay ? time(start, studentZone) : `${format(start, "EEE, MMM d", { in: tz(studentZone) })}, ${time(start, studentZone)}`;
  const range = end ? `${startText} – ${time(end, studentZone)}` : startText;
  return `${range} your time (${studentZone})`;
}

/** A session's start with its date in the student's zone ("Dec 2, 2026, 11:15 PM your time (America/New_York)"), or null as above. */
export function dateTimeInStudentZone({ start, zone, studentZone }: { start: Date; zone: string; studentZone: string | null }) {
  if (!studentZone || !zonesDiffer(start, zone, studentZone)) return null;
  return `${format(start, "MMM d, yyyy, h:mm a", { in: tz(studentZone) })} your time (${studentZone})`;
}
