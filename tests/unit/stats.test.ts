import { describe, expect, test } from "vitest";
import { describeChange, percentChange } from "~/domain/stats";

describe("percentChange", () => {
  test("rounds the change against last month", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-67);
  });

  test("has nothing to compare with when last month was zero", () => {
    expect(percentChange(4, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });

  test("describes the change for a stat card", () => {
    expect(describeChange(12)).toBe("+12% vs last month");
    expect(describeChange(-3)).toBe("-3% vs last month");
    expect(describeChange(null)).toBe("new this month");
  });
});
