import { useFormat } from "~/i18n/i18n";
import { DEFAULT_LOCALE } from "~/i18n/locales";

// English pages keep the full month name they always showed ("April 14, 2025"); a calendar day has no zone.
const ENGLISH_DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A publication day ("yyyy-MM-dd"): "April 14, 2025" in English, as the formatter writes a day in other languages. */
export function PostDate({ day }: { day: string }) {
  const format = useFormat();
  const [year, month, date] = day.split("-").map(Number);
  const text = format.locale === DEFAULT_LOCALE ? ENGLISH_DAY.format(new Date(Date.UTC(year, month - 1, date))) : format.calendarDay(day);
  return <time dateTime={day}>{text}</time>;
}
