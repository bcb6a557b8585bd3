import { describe, expect, test } from "vitest";
import { webConcurrency } from "../../server/cluster.js";

describe("WEB_CONCURRENCY", () => {
  test("serves with one process per core in production when unset", () => {
    expect(webConcurrency({ value: undefined, production: true, cores: 2 })).toBe(2);
    expect(webConcurrency({ value: "", production: true, cores: 8 })).toBe(8);
  });

  test("keeps one process in development and tests when unset", () => {
    expect(webConcurrency({ value: undefined, production: false, cores: 8 })).toBe(1);
  });

  test("takes the number it is given, in any mode", () => {
    expect(webConcurrency({ value: "1", production: true, cores: 8 })).toBe(1);
    expect(webConcurrency({ value: " 3 ", production: false, cores: 2 })).toBe(3);
  });

  test("refuses what is not a whole number from 1", () => {
    for (const value of ["0", "-1", "two", "1.5"]) {
      expect(() => webConcurrency({ value, production: true, cores: 2 })).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
