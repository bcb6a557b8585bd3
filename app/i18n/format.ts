import type { Day } from "~/domain/dates";
import { lookup } from "~/domain/lookup";
import { formatMoney } from "~/domain/money";
import { bikramSambatText } from "./bikram-sambat";
import { intlLocale, LOCALES, type Locale } from "./locales";

/*
 * Dates, times, numbers and money as a language writes them, the same on the server and in every browser: a page
 * rendered on the server must hydrate to the same text. Browsers' Intl data differ (Debian's Chromium has no Nepali
 * at all and writes English), so Nepali is written from the tables below with Devanagari digits ("en-IN-u-nu-deva":
 * the digits and the lakh grouping, which every ICU has), and only English relies on Intl's own words.
 */

/** The Gregorian calendar's names in the languages whose words Intl cannot be trusted with. */
const NAMES: Partial<Record<Locale, { months: string[]; weekdays: string[]; weekdaysShort: string[]; and: string }>> = {
  ne: {
    months: ["जनवरी", "फेब्रुअरी", "मार्च", "अप्रिल", "मे", "जुन", "जुलाई", "अगस्ट", "सेप्टेम्बर", "अक्टोबर", "नोभेम्बर", "डिसेम्बर"],
    weekdays: ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"],
    weekdaysShort: ["आइत", "सोम", "मङ्गल", "बुध", "बिही", "शुक्र", "शनि"],
    and: "र",
  },
};

const NUMBERS: Record<Locale, string> = { en: "en-US", ne: "en-IN-u-nu-deva" };

/** The signs a Nepali reader knows a currency by ("$" alone could be any dollar); another currency shows its code. */
const CURRENCY_SIGNS: Record<string, string> = { USD: "US$", NPR: "रु", AUD: "AU$", CAD: "CA$", GBP: "£", EUR: "€" };

// Building an Intl format costs far more than using one: one per tag, zone and style, kept for the process's life.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

const ENGLISH = {
  day: { year: "numeric", month: "short", day: "numeric" },
  time: { hour: "2-digit", minute: "2-digit" },
  dateTime: { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" },
  longDay: { weekday: "long", month: "long", day: "numeric" },
  monthAndYear: { month: "long", year: "numeric" },
  month: { month: "long" },
  weekdayShort: { weekday: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function englishFormat(zone: string, style: keyof typeof ENGLISH) {
  return cached(`en|${zone}|${style}`, () => new Intl.DateTimeFormat("en-US", { ...ENGLISH[style], timeZone: zone }));
}

/** The wall-clock fields of an instant in a zone, through the one Intl data every engine has. */
function partsInZone(instant: Date, zone: string) {
  const format = cached(`parts|${zone}`, () => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23", timeZone: zone }));
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoDay = (year: number, month: number, day: number): Day => `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
const noonOf = (day: Day) => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
};

export function createFormatter(locale: Locale) {
  const names = NAMES[locale];
  const digits = (value: number, grouping = true) => cached(`${locale}|digits|${grouping}`, () => new Intl.NumberFormat(NUMBERS[locale], { useGrouping: grouping })).format(value);
  const withBikramSambat = (gregorian: string, day: Day) => (LOCALES[locale].bikramSambat ? `${gregorian} (वि.सं. ${bikramSambatText(day)})` : gregorian);
  /** "२०२६ अप्रिल १४" */
  const nativeDay = (year: number, month: number, day: number) => `${digits(year, false)} ${names!.months[month - 1]} ${digits(day)}`;
  const nativeTime = (hour: number, minute: number) => `${digits(hour, false).padStart(2, digits(0))}:${digits(minute, false).padStart(2, digits(0))}`;

  const formatter = {
    locale,
    /** "Dec 2, 2026": the day of an instant in a zone. */
    day(instant: Date, zone: string) {
      if (!names) return englishFormat(zone, "day").format(instant);
      const { year, month, day } = partsInZone(instant, zone);
      return withBikramSambat(nativeDay(year, month, day), isoDay(year, month, day));
    },
    /** "09:00 AM" */
    time(instant: Date, zone: string) {
      if (!names) return englishFormat(zone, "time").format(instant);
      const { hour, minute } = partsInZone(instant, zone);
      return nativeTime(hour, minute);
    },
    /** "Dec 2, 2026, 09:00 AM" */
    dateTime(instant: Date, zone: string) {
      if (!names) return englishFormat(zone, "dateTime").format(instant);
      const { year, month, day, hour, minute } = partsInZone(instant, zone);
      return withBikramSambat(`${nativeDay(year, month, day)}, ${nativeTime(hour, minute)}`, isoDay(year, month, day));
    },
    /** A calendar day with no time ("2026-12-02": a deadline, a preferred date) as "Dec 2, 2026". */
    calendarDay(day: Day) {
      if (!names) return englishFormat("UTC", "day").format(noonOf(day));
      const [year, month, date] = day.split("-").map(Number);
      return withBikramSambat(nativeDay(year, month, date), day);
    },
    /** "Tuesday, November 24": a calendar day as a day picker names it to a screen reader (no Bikram Sambat). */
    longDay(day: Day) {
      if (!names) return englishFormat("UTC", "longDay").format(noonOf(day));
      const noon = noonOf(day);
      return `${names.weekdays[noon.getUTCDay()]}, ${names.months[noon.getUTCMonth()]} ${digits(noon.getUTCDate())}`;
    },
    /** "November 2026" */
    monthAndYear(day: Day) {
      if (!names) return englishFormat("UTC", "monthAndYear").format(noonOf(day));
      const noon = noonOf(day);
      return `${names.months[noon.getUTCMonth()]} ${digits(noon.getUTCFullYear(), false)}`;
    },
    /** A month's name, 1 = January. */
    monthName(month: number) {
      return names ? names.months[month - 1] : englishFormat("UTC", "month").format(new Date(Date.UTC(2026, month - 1, 15)));
    },
    /** A weekday's short name, 0 = Sunday. */
    weekdayShort(weekday: number) {
      return names ? names.weekdaysShort[weekday] : englishFormat("UTC", "weekdayShort").format(new Date(Date.UTC(2026, 10, 1 + weekday, 12)));
    },
    /** "a, b and c" */
    list(items: string[]) {
      if (items.length < 2) return items.join("");
      const and = names?.and ?? "and";
      return `${items.slice(0, -1).join(", ")}${items.length > 2 && !names ? "," : ""} ${and} ${items.at(-1)}`;
    },
    money(cents: number, currency = "USD") {
      if (!names) return formatMoney(cents, currency);
      const amount = cached(`${locale}|money|${currency}`, () => new Intl.NumberFormat(NUMBERS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
      return `${lookup(CURRENCY_SIGNS, currency) ?? currency} ${amount.format(cents / 100)}`;
    },
    number(value: number) {
      return digits(value);
    },
  };
  return formatter;
}

export type Formatter = ReturnType<typeof createFormatter>;

/** A language's calendar words and digits when browsers' Intl cannot be trusted with them (null for English). */
export function calendarNames(locale: Locale) {
  const names = NAMES[locale];
  if (!names) return null;
  const digits = new Intl.NumberFormat(NUMBERS[locale], { useGrouping: false });
  return { ...names, digits: (value: number) => digits.format(value) };
}

/** The `Intl` tag that writes a language's numbers alike everywhere (Lingui's `{n, number}` and plurals use it). */
export function numberLocale(locale: Locale): string {
  return NUMBERS[locale];
}

const intakeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "September 2027" (`formatIntake`) as `locale` writes a month and its year ("२०२७ सेप्टेम्बर"): server-side only. */
export function intakeIn(locale: Locale, month: number, year: number) {
  let format = intakeFormats.get(locale);
  if (!format) intakeFormats.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" })));
  return format.format(new Date(Date.UTC(year, month - 1, 1)));
}
