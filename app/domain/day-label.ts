import type { Day } from "./dates";

// Its own module, on Intl rather than date-fns: the slot picker is its only caller in the browser, and dates.ts would
// bring date-fns' parse and format to every service page's JavaScript.
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const MONTH_AND_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const MONTH_AND_YEAR = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });

function noonOf(day: Day) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/**
 * A calendar day as a picker names it: `long` ("Tuesday, November 24") for screen readers, `short` its number, with
 * the month on the 1st ("Dec 1").
 */
export function describeDay(day: Day) {
  const noon = noonOf(day);
  return { long: LONG_DAY.format(noon), short: noon.getUTCDate() === 1 ? MONTH_AND_DAY.format(noon) : String(noon.getUTCDate()) };
}

/** The months a calendar from `first` to `last` shows: "November 2026", "November – December 2026", or across a year. */
export function describeMonths(first: Day, last: Day) {
  const [from, to] = [noonOf(first), noonOf(last)];
  if (first.slice(0, 7) === last.slice(0, 7)) return MONTH_AND_YEAR.format(from);
  if (first.slice(0, 4) === last.slice(0, 4)) return `${MONTH.format(from)} – ${MONTH_AND_YEAR.format(to)}`;
  return `${MONTH_AND_YEAR.format(from)} – ${MONTH_AND_YEAR.format(to)}`;
}
