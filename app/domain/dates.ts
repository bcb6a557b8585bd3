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
