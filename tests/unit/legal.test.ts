import { describe, expect, test } from "vitest";
import { legalPagePath, legalTextKey, readVersionParam, versionPeriods } from "~/domain/legal";

describe("the legal pages' versions", () => {
  test("each published version is in force until the next one is published; the newest has no end", () => {
    const may = new Date("2025-05-01T03:15:00Z");
    const june = new Date("2026-06-10T03:15:00Z");
    const december = new Date("2026-12-03T03:15:00Z");
    expect(versionPeriods([{ version: 1, publishedAt: may }, { version: 3, publishedAt: december }, { version: 2, publishedAt: june }])).toEqual([
      { version: 3, publishedAt: december, until: null },
      { version: 2, publishedAt: june, until: december },
      { version: 1, publishedAt: may, until: june },
    ]);
    expect(versionPeriods([])).toEqual([]);
  });

  test("?version= is a whole number from 1; absent is the current one, anything else is no version at all", () => {
    expect(readVersionParam(null)).toBeNull();
    expect(readVersionParam("1")).toBe(1);
    expect(readVersionParam("12")).toBe(12);
    for (const value of ["0", "-1", "1.0", "01", "abc", "", " 1", "9999999999"]) expect({ value, read: readVersionParam(value) }).toEqual({ value, read: undefined });
  });

  test("line ends and the whitespace around a text do not make it another text", () => {
    expect(legalTextKey("\n## 1. Terms\r\n\r\nText.\n  ")).toBe(legalTextKey("## 1. Terms\n\nText."));
    expect(legalTextKey("## 1. Terms\n\nText.")).not.toBe(legalTextKey("## 1. Terms\n\nText!"));
  });

  test("an earlier version's address is its page's with ?version=", () => {
    expect(legalPagePath("privacy")).toBe("/privacy-policy");
    expect(legalPagePath("terms_of_use", 2)).toBe("/terms-of-use?version=2");
  });
});
