import { tz, TZDate } from "@date-fns/tz";
import { addDays, addMonths, format, isValid, parse } from "date-fns";

/** A calendar day as "yyyy-MM-dd": what date inputs send and what the booking window is measured in. */
export type Day = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: unknown): value is Day {
  if (typeof value !== "string" || !DAY_PATTERN.test(value)) return false;
  return isValid(parse(value, "yyyy-MM-dd", new Date()));
}

/** The instant at which `time` ("HH:mm") happens on `day` in `zone`. */
export function zonedDateTime(day: Day, time: string, zone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, zone).getTime());
}

export function dayInZone(instant: Date, zone: string): Day {
  return format(instant, "yyyy-MM-dd", { in: tz(zone) });
}

export function todayInZone(zone: string, now = new Date()): Day {
  return dayInZone(now, zone);
}

export function addDaysToDay(day: Day, days: number): Day {
  return format(addDays(parse(day, "yyyy-MM-dd", new Date()), days), "yyyy-MM-dd");
}

export function addMonthsToDay(day: Day, months: number): Day {
  return format(addMonths(parse(day, "yyyy-MM-dd", new Date()), months), "yyyy-MM-dd");
}

/** Bookable days run from today to `months` ahead, both inclusive (spec: 2 months; SOP and loan 3). */
export function isWithinWindow(day: Day, { today, months }: { today: Day; months: number }) {
  return day >= today && day <= addMonthsToDay(today, months);
}

export function formatDay(instant: Date, zone: string) {
  return format(instant, "MMM d, yyyy", { in: tz(zone) });
}

export function formatTime(instant: Date, zone: string) {
  return format(instant, "hh:mm a", { in: tz(zone) });
}

export function formatDateTime(instant: Date, zone: string) {
  return format(instant, "MMM d, yyyy, hh:mm a", { in: tz(zone) });
}

/** The time zone's short name at that instant (e.g. "GMT+5:45"), to label times shown to students. */
export function zoneLabel(instant: Date, zone: string) {
  return format(instant, "zzz", { in: tz(zone) });
}

export function weekdayOfDay(day: Day) {
  return parse(day, "yyyy-MM-dd", new Date()).getDay();
}

/** The value a `datetime-local` input shows for `instant` in `zone` ("yyyy-MM-ddTHH:mm"). */
export function toDateTimeLocal(instant: Date, zone: string) {
  return format(instant, "yyyy-MM-dd'T'HH:mm", { in: tz(zone) });
}

const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 date-time. With an offset (or Z) it is that instant; without one, as a `datetime-local` input sends
 * it, it is that wall-clock time in `zone`. Anything else is null.
 */
export function parseDateTimeInZone(value: string, zone: string): Date | null {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, day, hoursText, minutesText, secondsText = "0", fraction = "", offset] = match;
  const [hours, minutes, seconds] = [hoursText, minutesText, secondsText].map(Number);
  if (!isDay(day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  const milliseconds = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  if (offset) {
    const normalized = offset.toUpperCase() === "Z" ? "Z" : offset.replace(/^([+-]\d{2}):?(\d{2})$/, "$1:$2");
    const instant = new Date(`${day}T${hoursText}:${minutesText}:${String(seconds).padStart(2, "0")}${normalized}`);
    if (Number.isNaN(instant.getTime())) return null;
    return new Date(instant.getTime() + milliseconds);
  }
  const [year, month, date] = day.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, seconds, milliseconds, zone).getTime());
}
