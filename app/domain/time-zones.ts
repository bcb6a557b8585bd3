import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { isTimeZone } from "./zone-name";

/** The zones a student can choose from in their profile, with UTC, and their saved one when it is an alias. */
export function timeZoneChoices(saved: string | null = null) {
  const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  if (saved && isTimeZone(saved)) zones.add(saved);
  return [...zones].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
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
