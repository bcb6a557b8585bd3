import { describe, expect, test } from "vitest";
import { comparisonRanges, describeChange, percentChange } from "~/domain/stats";

describe("percentChange", () => {
  test("rounds the change against its baseline", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-67);
  });

  test("has no percentage when the baseline is zero, never +1850%", () => {
    expect(percentChange(4, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe("comparisonRanges", () => {
  test("compares today with the same weekday a week earlier", () => {
    const ranges = comparisonRanges("2026-11-24");
    expect(ranges.today).toEqual({ from: "2026-11-24", to: "2026-11-25" });
    expect(ranges.sameWeekdayLastWeek).toEqual({ from: "2026-11-17", to: "2026-11-18" });
  });

  test("compares this month to date with last month to the same day of the month", () => {
    const ranges = comparisonRanges("2026-11-24");
    expect(ranges.monthToDate).toEqual({ from: "2026-11-01", to: "2026-11-25" });
    expect(ranges.lastMonthToDate).toEqual({ from: "2026-10-01", to: "2026-10-25" });
  });

  test("stops at the end of a shorter last month", () => {
    expect(comparisonRanges("2026-03-30").lastMonthToDate).toEqual({ from: "2026-02-01", to: "2026-03-01" });
    expect(comparisonRanges("2026-01-15").lastMonthToDate).toEqual({ from: "2025-12-01", to: "2025-12-16" });
  });
});

describe("describeChange", () => {
  test("names the baseline after the percentage", () => {
    expect(describeChange({ percent: 12, basis: "last_month_to_date" })).toBe("+12% vs last month to the same day");
    expect(describeChange({ percent: -3, basis: "same_weekday_last_week" })).toBe("-3% vs the same day last week");
    expect(describeChange({ percent: 0, basis: "a_month_ago" })).toBe("0% vs a month ago");
  });

  test("says there is nothing to compare instead of a percentage without a baseline", () => {
    expect(describeChange({ percent: null, basis: "same_weekday_last_week" })).toBe("None the same day last week to compare");
    expect(describeChange(null)).toBeNull();
  });
});
