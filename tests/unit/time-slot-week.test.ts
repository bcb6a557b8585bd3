import { describe, expect, test } from "vitest";
import { dayHeading, groupWeek, mondayOf, readWeekQuery, timeHeading, weekRange, weekSearch, weekTitle } from "~/domain/time-slot-week";

const zone = "Asia/Kathmandu"; // UTC+05:45

const slot = (id: number, iso: string) => ({ id, serviceType: "interview" as const, startTime: new Date(iso) });

describe("the week of a day", () => {
  test.each([
    ["2026-11-23", "2026-11-23"], // a Monday is its own week's
    ["2026-11-26", "2026-11-23"],
    ["2026-11-29", "2026-11-23"], // Sunday ends the week
    ["2026-11-30", "2026-11-30"],
    ["2027-01-02", "2026-12-28"], // across a year
  ])("%s is in the week of Monday %s", (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  test("a request names its week by any day of it; a missing or bad week is this week, a bad type no filter", () => {
    const today = "2026-11-25";
    expect(readWeekQuery(new URLSearchParams("week=2026-12-03&service_type=demo_class"), today)).toEqual({ monday: "2026-11-30", serviceType: "demo_class" });
    expect(readWeekQuery(new URLSearchParams(""), today)).toEqual({ monday: "2026-11-23", serviceType: null });
    expect(readWeekQuery(new URLSearchParams("week=2026-02-30&service_type=yoga"), today)).toEqual({ monday: "2026-11-23", serviceType: null });
  });

  test("this week and no filter are left out of the address, so each week has one", () => {
    const today = "2026-11-25";
    expect(weekSearch({ monday: "2026-11-23", serviceType: null }, today)).toBe("");
    expect(weekSearch({ monday: "2026-11-30", serviceType: null }, today)).toBe("?week=2026-11-30");
    expect(weekSearch({ monday: "2026-11-23", serviceType: "speaking" }, today)).toBe("?service_type=speaking");
  });

  test("the week runs from its Monday's midnight to the next Monday's in the zone, not in UTC", () => {
    expect(weekRange("2026-11-23", zone)).toEqual({ gte: new Date("2026-11-22T18:15:00Z"), lt: new Date("2026-11-29T18:15:00Z") });
  });
});

describe("groupWeek", () => {
  test("puts each slot in the row of its local start time and the column of its local day, rows earliest first", () => {
    const slots = [
      slot(1, "2026-11-23T03:15:00Z"), // Mon 09:00 local
      slot(2, "2026-11-25T03:15:00Z"), // Wed 09:00
      slot(3, "2026-11-23T03:15:00Z"), // Mon 09:00, a second slot at the same time
      slot(4, "2026-11-22T18:15:00Z"), // Mon 00:00 local, still Sunday in UTC
      slot(5, "2026-11-29T18:00:00Z"), // Sun 23:45 local
    ];
    const { days, rows } = groupWeek(slots, "2026-11-23", zone);
    expect(days).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    expect(rows.map((row) => row.time)).toEqual(["00:00", "09:00", "23:45"]);
    const ids = rows.map((row) => row.cells.map((cell) => cell.map((item) => item.id)));
    expect(ids[0]).toEqual([[4], [], [], [], [], [], []]);
    expect(ids[1]).toEqual([[1, 3], [], [2], [], [], [], []]);
    expect(ids[2]).toEqual([[], [], [], [], [], [], [5]]);
  });

  test("leaves out a slot of another week, as the zone counts days", () => {
    // Sunday 23:59 local of the week before, and Monday 00:00 local of the week after.
    const { rows } = groupWeek([slot(1, "2026-11-22T18:14:00Z"), slot(2, "2026-11-29T18:15:00Z")], "2026-11-23", zone);
    expect(rows).toEqual([]);
  });
});

test("headings of a day, a time and a week", () => {
  expect(dayHeading("2026-11-23")).toBe("Mon, Nov 23");
  expect(timeHeading("14:30")).toBe("02:30 PM");
  expect(weekTitle("2026-12-28")).toBe("Dec 28 – Jan 3, 2027");
});
