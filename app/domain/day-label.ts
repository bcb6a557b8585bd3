import type { Day } from "./dates";

// Its own module, on Intl rather than date-fns: the slot picker is its only caller in the browser, and dates.ts would
// bring date-fns' parse and format (10 KB of gzipped JavaScript) to every service page.
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const MONTH_AND_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * A calendar day as a picker names it: `long` ("Tuesday, November 24") for screen readers, `short` its number, with
 * the month on the 1st or when asked ("Dec 1").
 */
export function describeDay(day: Day, { withMonth = false } = {}) {
  const [year, month, date] = day.split("-").map(Number);
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  return { long: LONG_DAY.format(noon), short: withMonth || date === 1 ? MONTH_AND_DAY.format(noon) : String(date) };
}
