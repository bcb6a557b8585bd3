import { describe, expect, test } from "vitest";
import { formatDateTime, formatDay, formatTime } from "~/domain/dates";
import { formatMoney } from "~/domain/money";
import { bikramSambatText, toBikramSambat } from "~/i18n/bikram-sambat";
import { createFormatter } from "~/i18n/format";

describe("Bikram Sambat", () => {
  // New Year's days (1 Baisakh) as Nepal's government calendar gives them, and the last day of 2082 (Chaitra has 30)
  test.each([
    ["2022-04-14", { year: 2079, month: 1, day: 1 }],
    ["2023-04-14", { year: 2080, month: 1, day: 1 }],
    ["2024-04-13", { year: 2081, month: 1, day: 1 }],
    ["2025-04-14", { year: 2082, month: 1, day: 1 }],
    ["2026-04-14", { year: 2083, month: 1, day: 1 }],
    ["2026-04-13", { year: 2082, month: 12, day: 30 }],
  ])("%s is %o", (day, expected) => {
    expect(toBikramSambat(day)).toEqual(expected);
  });

  test("is written in Devanagari with the month's name", () => {
    expect(bikramSambatText("2026-04-14")).toBe("१ बैशाख २०८३");
  });
});

describe("formats", () => {
  const instants = ["2026-12-02T03:15:00Z", "2026-04-13T18:15:00Z", "2027-01-01T00:00:00Z", "2026-07-15T12:59:00Z"].map((text) => new Date(text));
  const zones = ["Asia/Kathmandu", "UTC", "America/New_York", "Australia/Sydney"];

  test("English writes dates, times and money as the product always has", () => {
    const english = createFormatter("en");
    for (const instant of instants) {
      for (const zone of zones) {
        expect(english.day(instant, zone)).toBe(formatDay(instant, zone));
        expect(english.time(instant, zone)).toBe(formatTime(instant, zone));
        expect(english.dateTime(instant, zone)).toBe(formatDateTime(instant, zone));
      }
    }
    expect(english.calendarDay("2026-12-02")).toBe("Dec 2, 2026");
    expect(english.money(123450, "USD")).toBe(formatMoney(123450, "USD"));
  });

  test("Nepali writes Nepali months and Devanagari digits, with the Bikram Sambat day beside", () => {
    const nepali = createFormatter("ne");
    // 2026-04-13 18:15 UTC is already 14 April in Kathmandu (UTC+5:45): the new year
    expect(nepali.day(new Date("2026-04-13T18:15:00Z"), "Asia/Kathmandu")).toBe("२०२६ अप्रिल १४ (वि.सं. १ बैशाख २०८३)");
    expect(nepali.day(new Date("2026-04-13T18:15:00Z"), "UTC")).toContain("वि.सं. ३० चैत २०८२");
    expect(nepali.calendarDay("2026-04-14")).toBe("२०२६ अप्रिल १४ (वि.सं. १ बैशाख २०८३)");
    expect(nepali.time(new Date("2026-12-02T03:15:00Z"), "Asia/Kathmandu")).toMatch(/^[०-९]{2}:[०-९]{2}/);
    expect(nepali.dateTime(new Date("2026-12-02T03:15:00Z"), "Asia/Kathmandu")).toContain("(वि.सं. १६ मंसिर २०८३)");
    expect(nepali.money(123450, "USD")).toMatch(/^US\$\s१,२३४\.५०$/);
    expect(nepali.number(1200)).toBe("१,२००");
  });
});
