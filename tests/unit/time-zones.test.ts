import { describe, expect, test } from "vitest";
import { dateTimeInStudentZone, labelledTimeZoneChoices, timeInStudentZone, timeZoneChoices, zonesDiffer } from "~/domain/time-zones";
import { browserZoneFromCookies, isTimeZone } from "~/domain/zone-name";

const KATHMANDU = "Asia/Kathmandu";

describe("isTimeZone", () => {
  test("accepts IANA zones and aliases, refuses anything else", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Asia/Katmandu")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("Europe/London".repeat(10))).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  test("the profile's choices start with UTC, go by the zones' current names, and keep a saved alias", () => {
    expect(timeZoneChoices()[0]).toBe("UTC");
    expect(timeZoneChoices()).toContain("Europe/London");
    expect(timeZoneChoices()).toEqual(expect.arrayContaining([KATHMANDU, "Asia/Kolkata", "Europe/Kyiv"]));
    expect(timeZoneChoices()).not.toContain("Asia/Katmandu");
    expect(timeZoneChoices()).toEqual([...timeZoneChoices()].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b))));
    expect(timeZoneChoices("Asia/Katmandu")).toContain("Asia/Katmandu");
    expect(timeZoneChoices().every(isTimeZone)).toBe(true);
  });

  test("the profile names each choice in the reader's language, then by its id", () => {
    const english = labelledTimeZoneChoices("en-US");
    const nepali = labelledTimeZoneChoices("ne-NP");
    expect(english.map((choice) => choice.value)).toEqual(timeZoneChoices());
    expect(nepali.map((choice) => choice.value)).toEqual(timeZoneChoices());
    expect(english.find((choice) => choice.value === "America/New_York")?.label).toBe("Eastern Time (America/New_York)");
    expect(nepali.find((choice) => choice.value === "America/New_York")?.label).toBe("पूर्वी समय (America/New_York)");
    expect(nepali.find((choice) => choice.value === KATHMANDU)?.label).toBe("नेपाली समय (Asia/Kathmandu)");
    // a saved alias stays a choice, named as well
    const saved = labelledTimeZoneChoices("ne-NP", "Asia/Katmandu");
    expect(saved.find((choice) => choice.value === "Asia/Katmandu")?.label).toBe("नेपाली समय (Asia/Katmandu)");
    expect(saved).toHaveLength(nepali.length + 1);
  });
});

describe("timeInStudentZone", () => {
  test("shows a 09:00 Kathmandu session in London's winter time, then in its summer time (DST)", () => {
    const winter = { start: new Date("2026-11-24T03:15:00Z"), end: new Date("2026-11-24T04:00:00Z") };
    const summer = { start: new Date("2026-07-01T03:15:00Z"), end: new Date("2026-07-01T04:00:00Z") };
    expect(timeInStudentZone({ ...winter, zone: KATHMANDU, studentZone: "Europe/London" })).toBe("3:15 AM – 4:00 AM your time (Europe/London)");
    expect(timeInStudentZone({ ...summer, zone: KATHMANDU, studentZone: "Europe/London" })).toBe("4:15 AM – 5:00 AM your time (Europe/London)");
  });

  test("follows the clock change on the night it happens (New York, March 8 2026)", () => {
    const before = new Date("2026-03-08T06:30:00Z"); // 1:30 AM EST
    const after = new Date("2026-03-08T07:30:00Z"); // 3:30 AM EDT: 2 AM never happened
    expect(timeInStudentZone({ start: before, end: after, zone: KATHMANDU, studentZone: "America/New_York" })).toBe(
      "1:30 AM – 3:30 AM your time (America/New_York)",
    );
  });

  test("names the other day when the session falls on another date for the student", () => {
    expect(timeInStudentZone({ start: new Date("2026-11-24T03:15:00Z"), zone: KATHMANDU, studentZone: "America/Los_Angeles" })).toBe(
      "Mon, Nov 23, 7:15 PM your time (America/Los_Angeles)",
    );
  });

  test("is null without a student zone, for the same zone, and for an alias with the same clock", () => {
    const start = new Date("2026-11-24T03:15:00Z");
    expect(timeInStudentZone({ start, zone: KATHMANDU, studentZone: null })).toBeNull();
    expect(timeInStudentZone({ start, zone: KATHMANDU, studentZone: KATHMANDU })).toBeNull();
    expect(timeInStudentZone({ start, zone: KATHMANDU, studentZone: "Asia/Katmandu" })).toBeNull();
  });

  test("zones differ only when their clocks do at that instant", () => {
    expect(zonesDiffer(new Date("2026-01-15T12:00:00Z"), "Europe/London", "UTC")).toBe(false);
    expect(zonesDiffer(new Date("2026-07-15T12:00:00Z"), "Europe/London", "UTC")).toBe(true);
  });
});

describe("browserZoneFromCookies", () => {
  test("reads the browser's zone from the tz cookie and refuses a forged one", () => {
    expect(browserZoneFromCookies("__session=abc; tz=Europe%2FLondon")).toBe("Europe/London");
    expect(browserZoneFromCookies("tz=Nowhere%2FLand")).toBeNull();
    expect(browserZoneFromCookies("tz=%E0%A4%A")).toBeNull();
    expect(browserZoneFromCookies(null)).toBeNull();
  });
});

describe("dateTimeInStudentZone", () => {
  test("gives the start with its own date in the student's zone, or null when the clocks agree", () => {
    const start = new Date("2026-12-03T04:15:00Z"); // 10:00 AM Dec 3 in Kathmandu
    expect(dateTimeInStudentZone({ start, zone: KATHMANDU, studentZone: "America/New_York" })).toBe("Dec 2, 2026, 11:15 PM your time (America/New_York)");
    expect(dateTimeInStudentZone({ start, zone: KATHMANDU, studentZone: KATHMANDU })).toBeNull();
  });
});
