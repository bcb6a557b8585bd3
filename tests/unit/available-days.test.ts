import { describe, expect, test } from "vitest";
import { calendarLastDay, calendarWeeks, countOpenDays } from "~/domain/available-days";

describe("countOpenDays", () => {
  test("groups open slots by the consultancy's day, not by UTC", () => {
    const counts = countOpenDays(
      [
        new Date("2026-11-24T03:15:00Z"), // 09:00 on the 24th in Kathmandu
        new Date("2026-11-24T18:30:00Z"), // 00:15 on the 25th in Kathmandu, still the 24th in UTC
        new Date("2026-11-24T04:15:00Z"),
      ],
      "Asia/Kathmandu",
    );
    expect([...counts]).toEqual([
      ["2026-11-24", 2],
      ["2026-11-25", 1],
    ]);
  });
});

describe("calendarWeeks", () => {
  const openDays = new Map([
    ["2026-11-25", 3],
    ["2026-12-01", 1],
    ["2026-11-23", 2],
  ]);

  test("starts on the Monday of today's week with whole weeks; past days are out of range even with slots", () => {
    const weeks = calendarWeeks({ today: "2026-11-24", lastDay: "2027-01-24", openDays, weeks: 2 });
    expect(weeks).toHaveLength(2);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0]).toEqual({ day: "2026-11-23", inRange: false, open: false, openTimes: 0 });
    expect(weeks[0][1]).toEqual({ day: "2026-11-24", inRange: true, open: false, openTimes: 0 });
    expect(weeks[0][2]).toEqual({ day: "2026-11-25", inRange: true, open: true, openTimes: 3 });
    expect(weeks[1][1]).toEqual({ day: "2026-12-01", inRange: true, open: true, openTimes: 1 });
  });

  test("days after the booking window's last day are out of range", () => {
    const weeks = calendarWeeks({ today: "2026-11-24", lastDay: "2026-11-30", openDays, weeks: 2 });
    expect(weeks[1][1]).toEqual({ day: "2026-12-01", inRange: false, open: false, openTimes: 0 });
  });

  test("a Sunday today still starts the calendar on that week's Monday", () => {
    expect(calendarWeeks({ today: "2026-11-29", lastDay: "2027-01-29", openDays, weeks: 1 })[0][0].day).toBe("2026-11-23");
  });
});

describe("calendarLastDay", () => {
  test("is the Sunday ending the last week shown, or the window's end when that comes first", () => {
    expect(calendarLastDay("2026-11-24", "2027-01-24", 6)).toBe("2027-01-03");
    expect(calendarLastDay("2026-11-24", "2026-12-10", 6)).toBe("2026-12-10");
  });
});
