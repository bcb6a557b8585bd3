import type { Day } from "./dates";

// Its own module, on Intl rather than date-fns: the slot picker is its only caller in the browser, and dates.ts would
// bring date-fns' parse and format to every service page's JavaScript.

/**
 * How a language names a picker's days: its `Intl` tag (month and weekday names, digits) and, for readers who count
 * in Bikram Sambat too, that calendar's date of a day (its day of the month and its full text). The caller brings the
 * conversion, so that this module stays pure.
 */
export type DayLanguage = {
  intl: string;
  bikramSambat: ((day: Day) => { day: number; text: string }) | null;
  /**
   * The calendar's words and digits for a language whose Intl data browsers may lack (Debian's Chromium has no
   * Nepali): the picker then writes them itself, so that the server's page and the browser's agree.
   */
  names?: CalendarNames | null;
};

export type CalendarNames = { months: readonly string[]; weekdays: readonly string[]; weekdaysShort: readonly string[]; digits: (value: number) => string };

export const ENGLISH_DAYS: DayLanguage = { intl: "en-US", bikramSambat: null };

const STYLES = {
  long: { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" },
  monthAndDay: { month: "short", day: "numeric", timeZone: "UTC" },
  dayOfMonth: { day: "numeric", timeZone: "UTC" },
  weekday: { weekday: "short", timeZone: "UTC" },
  monthAndYear: { month: "long", year: "numeric", timeZone: "UTC" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building an Intl format costs far more than using one: one per language and style, kept for the page's life.
const formats = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function dateFormat(intl: string, style: keyof typeof STYLES) {
  const key = `${intl}|${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(intl, STYLES[style])));
  return format;
}

function numberFormat(intl: string) {
  let format = numbers.get(intl);
  if (!format) numbers.set(intl, (format = new Intl.NumberFormat(intl)));
  return format;
}

function noonOf(day: Day) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/**
 * A calendar day as a picker names it: `long` ("Tuesday, November 24") for screen readers, with the Bikram Sambat
 * date for a language that shows it, and `short` its number, with the month on the 1st ("Dec 1").
 */
export function describeDay(day: Day, language: DayLanguage = ENGLISH_DAYS) {
  const noon = noonOf(day);
  const names = language.names;
  const gregorian = names
    ? `${names.weekdays[noon.getUTCDay()]}, ${names.months[noon.getUTCMonth()]} ${names.digits(noon.getUTCDate())}`
    : dateFormat(language.intl, "long").format(noon);
  const bikramSambat = language.bikramSambat?.(day);
  const short = names
    ? noon.getUTCDate() === 1
      ? `${names.months[noon.getUTCMonth()]} ${names.digits(1)}`
      : names.digits(noon.getUTCDate())
    : dateFormat(language.intl, noon.getUTCDate() === 1 ? "monthAndDay" : "dayOfMonth").format(noon);
  return { long: bikramSambat ? `${gregorian} (वि.सं. ${bikramSambat.text})` : gregorian, short };
}

/** The Bikram Sambat day of the month a picker's day shows under its own number, or null in a language without it. */
export function bikramSambatDayOfMonth(day: Day, language: DayLanguage = ENGLISH_DAYS) {
  const bikramSambat = language.bikramSambat?.(day);
  if (!bikramSambat) return null;
  return language.names ? language.names.digits(bikramSambat.day) : numberFormat(language.intl).format(bikramSambat.day);
}

/** The short names of the days of the week, Monday first ("Mon" … "Sun"), for a calendar's header row. */
export function weekdayNames(language: DayLanguage = ENGLISH_DAYS) {
  // 2024-01-01 is a Monday
  if (language.names) return [1, 2, 3, 4, 5, 6, 0].map((weekday) => language.names!.weekdaysShort[weekday]);
  return Array.from({ length: 7 }, (_, index) => dateFormat(language.intl, "weekday").format(new Date(Date.UTC(2024, 0, 1 + index, 12))));
}

/** The months a calendar from `first` to `last` shows: "November 2026", "November – December 2026", or across a year. */
export function describeMonths(first: Day, last: Day, language: DayLanguage = ENGLISH_DAYS) {
  const names = language.names;
  if (names) {
    const [from, to] = [noonOf(first), noonOf(last)];
    const month = (date: Date) => names.months[date.getUTCMonth()];
    const year = (date: Date) => names.digits(date.getUTCFullYear());
    if (first.slice(0, 7) === last.slice(0, 7)) return `${month(from)} ${year(from)}`;
    if (first.slice(0, 4) === last.slice(0, 4)) return `${month(from)} – ${month(to)} ${year(to)}`;
    return `${month(from)} ${year(from)} – ${month(to)} ${year(to)}`;
  }
  // Some engines set the range's dash between thin spaces, others not: plain spaces read the same everywhere.
  return dateFormat(language.intl, "monthAndYear").formatRange(noonOf(first), noonOf(last)).replace(/\u2009/g, " ");
}
