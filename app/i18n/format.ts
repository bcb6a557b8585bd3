import type { Day } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { bikramSambatText } from "./bikram-sambat";
import { LOCALES, intlLocale, type Locale } from "./locales";

// Building an Intl format costs far more than using one: one per language, zone and style, kept for the process's
// life (two languages, a handful of zones).
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

const STYLES = {
  day: { year: "numeric", month: "short", day: "numeric" },
  time: { hour: "2-digit", minute: "2-digit" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" },
  // "2026-12-02" in en-CA: the calendar day of an instant in a zone, for its Bikram Sambat date
  isoDay: { year: "numeric", month: "2-digit", day: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Plain Intl rather than ~/domain/dates (whose date-fns would join every page's JavaScript that shows a date); the
// English formats are the ones dates.ts writes, which tests/unit/i18n-format.test.ts holds them to.
function dateFormat(locale: Locale | "iso", zone: string, style: keyof typeof STYLES) {
  const key = `${locale}|${zone}|${style}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "iso" ? "en-CA" : intlLocale(locale), { ...STYLES[style], timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

function numberFormat(locale: Locale, currency?: string) {
  const key = `${locale}|number|${currency ?? ""}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), currency ? { style: "currency", currency } : {});
    formats.set(key, format);
  }
  return format;
}

function dayInZone(instant: Date, zone: string): Day {
  return dateFormat("iso", zone, "isoDay").format(instant);
}

/** The Gregorian text with the Bikram Sambat day beside it, for the languages whose readers count in both. */
function withBikramSambat(locale: Locale, gregorian: string, day: Day) {
  return LOCALES[locale].bikramSambat ? `${gregorian} (वि.सं. ${bikramSambatText(day)})` : gregorian;
}

/**
 * Dates, times, numbers and money as a language writes them. English keeps the formats the product always had
 * ("Dec 2, 2026, 09:00 AM"); Nepali writes Nepali month names and Devanagari digits, and every day it shows carries
 * its Bikram Sambat date.
 */
export function createFormatter(locale: Locale) {
  return {
    locale,
    /** "Dec 2, 2026": the day of an instant in a zone. */
    day(instant: Date, zone: string) {
      return withBikramSambat(locale, dateFormat(locale, zone, "day").format(instant), dayInZone(instant, zone));
    },
    /** "09:00 AM" */
    time(instant: Date, zone: string) {
      return dateFormat(locale, zone, "time").format(instant);
    },
    /** "Dec 2, 2026, 09:00 AM" */
    dateTime(instant: Date, zone: string) {
      return withBikramSambat(locale, dateFormat(locale, zone, "dateTime").format(instant), dayInZone(instant, zone));
    },
    /** A calendar day with no time ("2026-12-02": a deadline, a preferred date) as "Dec 2, 2026". */
    calendarDay(day: Day) {
      const [year, month, date] = day.split("-").map(Number);
      return withBikramSambat(locale, dateFormat(locale, "UTC", "day").format(new Date(Date.UTC(year, month - 1, date, 12))), day);
    },
    money(cents: number, currency = "USD") {
      return locale === "en" ? formatMoney(cents, currency) : numberFormat(locale, currency).format(cents / 100);
    },
    number(value: number) {
      return numberFormat(locale).format(value);
    },
  };
}

export type Formatter = ReturnType<typeof createFormatter>;
