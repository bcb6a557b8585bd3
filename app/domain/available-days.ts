import { addDaysToDay, dayInZone, weekdayOfDay, type Day } from "./dates";

/** How many weeks of days a slot picker offers, from the week of today. */
export const AVAILABLE_DAYS_WEEKS = 6;

/** Open seats per day (in `zone`) from the start times of the open slots. */
export function countOpenDays(startTimes: Date[], zone: string): Map<Day, number> {
  const counts = new Map<Day, number>();
  for (const startTime of startTimes) {
    const day = dayInZone(startTime, zone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** One day of the picker's calendar: `open` when it has a free time; days outside the range are blank cells. */
export type CalendarDay = { day: Day; inRange: boolean; open: boolean; openTimes: number };

/**
 * The picker's month-style calendar: whole weeks, Monday first, from the week of `today` for `weeks` weeks. Days
 * before today or after `lastDay` are out of range; the others are open when `openDays` counts a free time.
 */
export function calendarWeeks({ today, lastDay, openDays, weeks = AVAILABLE_DAYS_WEEKS }: { today: Day; lastDay: Day; openDays: Map<Day, number>; weeks?: number }) {
  const mondayOffset = (weekdayOfDay(today) + 6) % 7;
  const first = addDaysToDay(today, -mondayOffset);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday): CalendarDay => {
      const day = addDaysToDay(first, week * 7 + weekday);
      const inRange = day >= today && day <= lastDay;
      const openTimes = inRange ? (openDays.get(day) ?? 0) : 0;
      return { day, inRange, open: openTimes > 0, openTimes };
    }),
  );
}

/** The last day the calendar shows, to bound the one query that finds the open days. */
export function calendarLastDay(today: Day, windowLastDay: Day, weeks = AVAILABLE_DAYS_WEEKS) {
  const mondayOffset = (weekdayOfDay(today) + 6) % 7;
  const last = addDaysToDay(today, weeks * 7 - 1 - mondayOffset);
  return last < windowLastDay ? last : windowLastDay;
}
