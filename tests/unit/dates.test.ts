import { describe, expect, test } from "vitest";
import { addMonthsToDay, formatTime, isDay, isWithinWindow, todayInZone, zonedDateTime } from "~/domain/dates";

describe("dates in the consultancy's time zone", () => {
  test("turns a local day and time into the right instant", () => {
    expect(zonedDateTime("2026-12-01", "09:00", "Asia/Kathmandu").toISOString()).toBe("2026-12-01T03:15:00.000Z");
    expect(zonedDateTime("2026-07-01", "09:00", "Europe/London").toISOString()).toBe("2026-07-01T08:00:00.000Z");
  });

  test("formats an instant back in that zone", () => {
    expect(formatTime(new Date("2026-12-01T03:15:00Z"), "Asia/Kathmandu")).toBe("09:00 AM");
    expect(formatTime(new Date("2026-12-01T10:15:00Z"), "Asia/Kathmandu")).toBe("04:00 PM");
  });

  test("knows today by the zone, not by UTC", () => {
    expect(todayInZone("Asia/Kathmandu", new Date("2026-11-30T20:00:00Z"))).toBe("2026-12-01");
  });

  test("accepts real calendar days only", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("28/02/2026")).toBe(false);
  });

  test("the booking window runs from today to N months ahead inclusive", () => {
    const window = { today: "2026-11-22", months: 2 };
    expect(addMonthsToDay("2026-11-22", 2)).toBe("2027-01-22");
    expect(isWithinWindow("2026-11-22", window)).toBe(true);
    expect(isWithinWindow("2027-01-22", window)).toBe(true);
    expect(isWithinWindow("2027-01-23", window)).toBe(false);
    expect(isWithinWindow("2026-11-21", window)).toBe(false);
  });
});
