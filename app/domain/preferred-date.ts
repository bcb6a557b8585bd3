import { addMonthsToDay, isDay, type Day } from "./dates";
import { DATE_WITHIN_MONTHS, fillTemplate } from "./message-templates";

export type DateWindow = { min: Day; max: Day; months: number };

/** The days a preferred date may fall on: today (in the consultancy's zone) up to `months` ahead, both inclusive. */
export function dateWindow(today: Day, months: number): DateWindow {
  return { min: today, max: addMonthsToDay(today, months), months };
}

/** Why `value` is not an acceptable preferred date, or null when it is. */
export function preferredDateProblem(value: string, window: DateWindow): string | null {
  if (!isDay(value)) return "Choose a valid date";
  if (value < window.min) return "The date cannot be in the past";
  if (value > window.max) return fillTemplate(DATE_WITHIN_MONTHS, { months: window.months });
  return null;
}
