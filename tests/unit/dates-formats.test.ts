import { tz } from "@date-fns/tz";
import { addDays, addMonths, format, parse } from "date-fns";
import { describe, expect, test } from "vitest";
import { addDaysToDay, addMonthsToDay, dayInZone, formatDateTime, formatDay, formatTime, isDay, toDateTimeLocal, weekdayOfDay, zoneLabel } from "~/domain/dates";

// dates.ts formats with one cached Intl call per date instead of date-fns with @date-fns/tz, which weighed on every
// admin list (decision 066); date-fns stays here as the reference its output must match, character for character.

const ZONES = ["Asia/Kathmandu", "UTC", "Europe/London", "America/New_York", "America/St_Johns", "Pacific/Chatham", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Kiritimati", "America/Los_Angeles"];
const HOUR = 60 * 60 * 1000;

/** Every 7 hours and 13 minutes over two years (through every summer-time change), plus midnights and noons. */
function instants() {
  const start = Date.UTC(2025, 0, 1);
  const list: Date[] = [];
  for (let at = start; at < start + 2 * 365 * 24 * HOUR; at += 7 * HOUR + 13 * 60 * 1000) list.push(new Date(at));
  for (const iso of ["2026-11-24T00:00:00Z", "2026-11-24T12:00:00Z", "2026-03-08T07:00:00Z", "2026-11-01T05:59:00Z", "2026-11-01T06:00:00Z", "2026-03-29T01:00:00Z"]) list.push(new Date(iso));
  return list;
}

/** Every minute of the hour before and after each change of `zone`'s offset over the same two years. */
function minutesAroundChanges(zone: string) {
  const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
  const offsetAt = (at: number) => offsetFormat.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value;
  const start = Date.UTC(2025, 0, 1);
  const list: Date[] = [];
  for (let at = start; at < start + 2 * 365 * 24 * HOUR; at += HOUR) {
    if (offsetAt(at) === offsetAt(at + HOUR)) continue;
    for (let minute = at - HOUR; minute <= at + 2 * HOUR; minute += 60 * 1000) list.push(new Date(minute));
  }
  if (list.length === 0 && !["UTC", "Asia/Kathmandu", "Asia/Kolkata", "Pacific/Kiritimati"].includes(zone)) throw new Error(`no change found in ${zone}`);
  return list;
}

describe("formatting an instant in a zone", () => {
  test.each(ZONES)("matches date-fns in %s", (zone) => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const instant of [...instants(), ...minutesAroundChanges(zone)]) {
      const inZone = { in: tz(zone) };
      expected.push([format(instant, "yyyy-MM-dd", inZone), format(instant, "MMM d, yyyy", inZone), format(instant, "hh:mm a", inZone), format(instant, "MMM d, yyyy, hh:mm a", inZone), format(instant, "zzz", inZone), format(instant, "yyyy-MM-dd'T'HH:mm", inZone)].join(" | "));
      actual.push([dayInZone(instant, zone), formatDay(instant, zone), formatTime(instant, zone), formatDateTime(instant, zone), zoneLabel(instant, zone), toDateTimeLocal(instant, zone)].join(" | "));
    }
    expect(actual).toEqual(expected);
  });

  test("names the examples the pages show", () => {
    const instant = new Date("2026-12-02T03:15:00Z");
    expect(formatDateTime(instant, "Asia/Kathmandu")).toBe("Dec 2, 2026, 09:00 AM");
    expect(zoneLabel(instant, "Asia/Kathmandu")).toBe("GMT+5:45");
    expect(zoneLabel(instant, "UTC")).toBe("GMT+0");
    expect(zoneLabel(instant, "America/St_Johns")).toBe("GMT-3:30");
    expect(formatTime(new Date("2026-12-01T18:15:00Z"), "Asia/Kathmandu")).toBe("12:00 AM");
    expect(formatTime(new Date("2026-12-02T06:15:00Z"), "Asia/Kathmandu")).toBe("12:00 PM");
  });
});

describe("calendar days", () => {
  test("match date-fns for every day of four years: validity, weekday, a few days and months on", () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += 24 * HOUR) {
      const day = new Date(at).toISOString().slice(0, 10);
      const parsed = parse(day, "yyyy-MM-dd", new Date());
      const reference = [1, -1, 30, -400].map((days) => format(addDays(parsed, days), "yyyy-MM-dd"));
      reference.push(...[1, 2, 3, -1, 12].map((months) => format(addMonths(parsed, months), "yyyy-MM-dd")));
      expected.push(`${day} ${parsed.getDay()} ${reference.join(" ")}`);
      const ours = [1, -1, 30, -400].map((days) => addDaysToDay(day, days));
      ours.push(...[1, 2, 3, -1, 12].map((months) => addMonthsToDay(day, months)));
      actual.push(`${day} ${weekdayOfDay(day)} ${ours.join(" ")}`);
      expect(isDay(day)).toBe(true);
    }
    expect(actual).toEqual(expected);
    for (const bad of ["2026-02-29", "2024-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "x"]) expect(isDay(bad)).toBe(false);
    expect(isDay("2024-02-29")).toBe(true);
  });
});
