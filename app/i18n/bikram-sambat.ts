import bikramSambat from "bikram-sambat";
import type { Day } from "~/domain/dates";

/** A Bikram Sambat date: its year, month (1 = Baisakh) and day. */
export type BsDate = { year: number; month: number; day: number };

/** The Bikram Sambat date of a Gregorian calendar day ("2026-04-14" → 2083-01-01). */
export function toBikramSambat(day: Day): BsDate {
  return bikramSambat.toBik(day);
}

/** "१ बैशाख २०८३": the day as a Nepali reader writes it, in Devanagari digits. */
export function bikramSambatText(day: Day): string {
  return bikramSambat.toBik_text(day);
}
