import { addDaysToDay, addMonthsToDay, type Day } from "./dates";

/** Days from `from` (inclusive) to `to` (exclusive), in the consultancy's zone. */
export type DayRange = { from: Day; to: Day };

/** What a stat card's figure is compared with; the label says it, so the card never compares unlike periods. */
export type ChangeBasis = "same_weekday_last_week" | "last_month_to_date" | "a_month_ago";

/** How a change line names its baseline: after a percentage, and when the baseline is empty. */
export const CHANGE_BASIS_LABELS: Record<ChangeBasis, { versus: string; none: string }> = {
  same_weekday_last_week: { versus: "vs the same day last week", none: "None the same day last week to compare" },
  last_month_to_date: { versus: "vs last month to the same day", none: "None last month to the same day to compare" },
  a_month_ago: { versus: "vs a month ago", none: "None a month ago to compare" },
};

/** A figure's change against its like-for-like baseline; percent is null when the baseline has nothing to compare with. */
export type Change = { percent: number | null; basis: ChangeBasis };

/** Percent change from `previous` to `current`, rounded; null when the baseline is zero (no baseline, no percentage). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/**
 * The periods the dashboard compares, like with like: today against the same weekday a week earlier, and this month
 * from its first day to today against last month from its first day to the same day of the month (to its end when
 * last month is shorter, e.g. on March 30 it is all of February).
 */
export function comparisonRanges(today: Day) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthStart = addMonthsToDay(monthStart, -1);
  const dayOfMonth = Number(today.slice(8, 10));
  const lastMonthSameDayEnd = addDaysToDay(lastMonthStart, dayOfMonth);
  return {
    today: { from: today, to: addDaysToDay(today, 1) },
    sameWeekdayLastWeek: { from: addDaysToDay(today, -7), to: addDaysToDay(today, -6) },
    monthToDate: { from: monthStart, to: addDaysToDay(today, 1) },
    lastMonthToDate: { from: lastMonthStart, to: lastMonthSameDayEnd < monthStart ? lastMonthSameDayEnd : monthStart },
  } satisfies Record<string, DayRange>;
}

/** A stat card's change line: the percentage and what it is compared with, or that there is no baseline. */
export function describeChange(change: Change | null) {
  if (change === null) return null;
  const labels = CHANGE_BASIS_LABELS[change.basis];
  if (change.percent === null) return labels.none;
  const sign = change.percent > 0 ? "+" : "";
  return `${sign}${change.percent}% ${labels.versus}`;
}
