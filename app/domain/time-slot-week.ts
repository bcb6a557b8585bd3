import { tz } from "@date-fns/tz";
import { format, parse } from "date-fns";
import { addDaysToDay, dayInZone, isDay, weekdayOfDay, zonedDateTime, type Day } from "./dates";
import { isServiceType, type ServiceType } from "./service-types";
import type { TimeSlotRecord } from "./time-slot";

/**
 * The week view of the admin time slots: a week runs Monday to Sunday in the consultancy's time zone, and its grid
 * has a row per start time (wall clock in that zone) and a column per day.
 */

export const WEEK_PATH = "/admin/time-slots/week";

export const WEEK_PARAMS = { week: "week", serviceType: "service_type" } as const;

/** The Monday of the week that holds `day`. */
export function mondayOf(day: Day): Day {
  return addDaysToDay(day, -((weekdayOfDay(day) + 6) % 7));
}

/** The week a request asks for (`?week=` any day of it, `?service_type=`); a missing or bad week is this week. */
export function readWeekQuery(params: URLSearchParams, today: Day): { monday: Day; serviceType: ServiceType | null } {
  const week = params.get(WEEK_PARAMS.week);
  const type = params.get(WEEK_PARAMS.serviceType);
  return { monday: mondayOf(isDay(week) ? week : today), serviceType: isServiceType(type) ? type : null };
}

/** The query string of a week (this week and no filter are left out, so "this week" has one address). */
export function weekSearch({ monday, serviceType }: { monday: Day; serviceType: ServiceType | null }, today: Day) {
  const params = new URLSearchParams();
  if (monday !== mondayOf(today)) params.set(WEEK_PARAMS.week, monday);
  if (serviceType) params.set(WEEK_PARAMS.serviceType, serviceType);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The instants the week covers: from its Monday's midnight to the next Monday's, in `zone`. */
export function weekRange(monday: Day, zone: string) {
  return { gte: zonedDateTime(monday, "00:00", zone), lt: zonedDateTime(addDaysToDay(monday, 7), "00:00", zone) };
}

export function weekDays(monday: Day): Day[] {
  return Array.from({ length: 7 }, (_, index) => addDaysToDay(monday, index));
}

type WeekSlot = Pick<TimeSlotRecord, "id" | "serviceType" | "startTime">;

/**
 * The week's slots by start time (rows, earliest first) and day (seven cells, Monday first), each cell in the order
 * given. A slot outside the week is left out.
 */
export function groupWeek<Slot extends WeekSlot>(slots: Slot[], monday: Day, zone: string) {
  const days = weekDays(monday);
  const rows = new Map<string, Slot[][]>();
  for (const slot of slots) {
    const column = days.indexOf(dayInZone(slot.startTime, zone));
    if (column === -1) continue;
    const time = format(slot.startTime, "HH:mm", { in: tz(zone) });
    const cells = rows.get(time) ?? days.map(() => []);
    cells[column].push(slot);
    rows.set(time, cells);
  }
  return {
    days,
    rows: [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([time, cells]) => ({ time, cells })),
  };
}

/** "Mon, Nov 24": a column's heading. */
export function dayHeading(day: Day) {
  return format(parse(day, "yyyy-MM-dd", new Date()), "EEE, MMM d");
}

/** "Nov 24 – Nov 30, 2026": the week's title. */
export function weekTitle(monday: Day) {
  const first = parse(monday, "yyyy-MM-dd", new Date());
  const last = parse(addDaysToDay(monday, 6), "yyyy-MM-dd", new Date());
  return `${format(first, "MMM d")} – ${format(last, "MMM d, yyyy")}`;
}

/** "09:00" as the list shows times: "09:00 AM". */
export function timeHeading(time: string) {
  return format(parse(time, "HH:mm", new Date()), "hh:mm a");
}
