import { describe, expect, test } from "vitest";
import { addMonthsToDay, formatTime, isDay, isWithinWindow, todayInZone, zonedDateTime } from "~/domain/dates";
import { describeDay, describeMonths } from "~/domain/day-label";

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

describe("a day as the slot picker names it", () => {
  test("its weekday, month and number, the short number with the month on the 1st, and the months a calendar shows", () => {
    expect(describeDay("2026-11-24")).toEqual({ long: "Tuesday, November 24", short: "24" });
    expect(describeDay("2026-12-01")).toEqual({ long: "Tuesday, December 1", short: "Dec 1" });
    expect(describeMonths("2026-11-23", "2026-11-29")).toBe("November 2026");
    expect(describeMonths("2026-11-23", "2026-12-20")).toBe("November – December 2026");
    expect(describeMonths("2026-12-28", "2027-01-24")).toBe("December 2026 – January 2027");
    // the day itself, whatever zone the browser or the server is in
    expect(describeDay("2027-01-01").long).toBe("Friday, January 1");
  });
});
