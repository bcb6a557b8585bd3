import { TZDate } from "@date-fns/tz";

/** A calendar day as "yyyy-MM-dd": what date inputs send and what the booking window is measured in. */
export type Day = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: unknown): value is Day {
  if (typeof value !== "string" || !DAY_PATTERN.test(value)) return false;
  const [year, month, date] = value.split("-").map(Number);
  return dayOfUtcDate(new Date(Date.UTC(year, month - 1, date))) === value;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A day's midnight in UTC: calendar arithmetic on days with no zone and no summer time in the way. */
function utcDate(day: Day) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function dayOf(year: number, month: number, date: number): Day {
  return `${pad(year, 4)}-${pad(month)}-${pad(date)}`;
}

function dayOfUtcDate(date: Date): Day {
  return dayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; offsetMinutes: number };

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept for the process's life (a
// handful of zones: the consultancy's and its students').
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string) {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    zoneFormats.set(zone, format);
  }
  return format;
}

// A zone's offset changes (summer time, a new law) at a local time on the quarter hour, and every offset in use is a
// whole number of quarter hours, so it never changes inside a quarter hour of UTC: one Intl call per zone and quarter
// hour, kept, instead of one per date, which a list that formats dozens paid for each time (decision 066).
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const KEPT_QUARTERS = 10_000;
const zoneOffsets = new Map<string, Map<number, number>>();

function offsetMinutesAt(time: number, zone: string): number {
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  let offsets = zoneOffsets.get(zone);
  if (!offsets) zoneOffsets.set(zone, (offsets = new Map()));
  let offsetMinutes = offsets.get(quarter);
  if (offsetMinutes === undefined) {
    const name = zoneFormat(zone).formatToParts(new Date(quarter * QUARTER_HOUR_MS)).find((part) => part.type === "timeZoneName")?.value ?? "";
    // "GMT" for UTC itself, else "GMT+05:45" or "GMT-03:30"
    const offset = /([+-])(\d{2}):(\d{2})/.exec(name);
    offsetMinutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
    if (offsets.size >= KEPT_QUARTERS) offsets.clear();
    offsets.set(quarter, offsetMinutes);
  }
  return offsetMinutes;
}

/** The wall-clock fields of `instant` in `zone` and the zone's offset then. */
function partsInZone(instant: Date, zone: string): ZonedParts {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  const offsetMinutes = offsetMinutesAt(time, zone);
  const wallClock = new Date(time + offsetMinutes * 60_000);
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
    hour: wallClock.getUTCHours(),
    minute: wallClock.getUTCMinutes(),
    offsetMinutes,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function dayText({ year, month, day }: ZonedParts) {
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

function timeText({ hour, minute }: ZonedParts) {
  return `${pad(hour % 12 || 12)}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** The instant at which `time` ("HH:mm") happens on `day` in `zone`. */
export function zonedDateTime(day: Day, time: string, zone: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, zone).getTime());
}

export function dayInZone(instant: Date, zone: string): Day {
  const { year, month, day } = partsInZone(instant, zone);
  return dayOf(year, month, day);
}

export function todayInZone(zone: string, now = new Date()): Day {
  return dayInZone(now, zone);
}

export function addDaysToDay(day: Day, days: number): Day {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOfUtcDate(date);
}

/** The same day number `months` later, or that month's last day when it is shorter (Jan 31 + 1 month is Feb 28). */
export function addMonthsToDay(day: Day, months: number): Day {
  const date = utcDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return dayOfUtcDate(target);
}

/** Bookable days run from today to `months` ahead, both inclusive. */
export function isWithinWindow(day: Day, { today, months }: { today: Day; months: number }) {
  return day >= today && day <= addMonthsToDay(today, months);
}

/** "Dec 2, 2026" */
export function formatDay(instant: Date, zone: string) {
  return dayText(partsInZone(instant, zone));
}

/** "09:00 AM" */
export function formatTime(instant: Date, zone: string) {
  return timeText(partsInZone(instant, zone));
}

/** "Dec 2, 2026, 09:00 AM" */
export function formatDateTime(instant: Date, zone: string) {
  const parts = partsInZone(instant, zone);
  return `${dayText(parts)}, ${timeText(parts)}`;
}

/** The time zone's short name at that instant (e.g. "GMT+5:45", "GMT-4", "GMT+0"), to label times shown to students. */
export function zoneLabel(instant: Date, zone: string) {
  const { offsetMinutes } = partsInZone(instant, zone);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${offsetMinutes < 0 ? "-" : "+"}${Math.trunc(Math.abs(offsetMinutes) / 60)}${minutes ? `:${pad(minutes)}` : ""}`;
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOfDay(day: Day) {
  return utcDate(day).getUTCDay();
}

/** The value a `datetime-local` input shows for `instant` in `zone` ("yyyy-MM-ddTHH:mm"). */
export function toDateTimeLocal(instant: Date, zone: string) {
  const { year, month, day, hour, minute } = partsInZone(instant, zone);
  return `${dayOf(year, month, day)}T${pad(hour)}:${pad(minute)}`;
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
