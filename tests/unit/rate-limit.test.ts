import { describe, expect, test } from "vitest";
import { FIFTEEN_MINUTES_MS, decide, tooManyAttemptsMessage, windowHasExpired } from "~/domain/rate-limit";

const policy = { limit: 10, windowMs: FIFTEEN_MINUTES_MS };
const start = new Date("2026-01-01T10:00:00Z");
const after = (ms: number) => new Date(start.getTime() + ms);

describe("fixed-window rate limit", () => {
  test("allows the tenth attempt and refuses the eleventh", () => {
    expect(decide({ count: 10, windowStart: start }, policy, after(1000))).toEqual({ allowed: true });
    expect(decide({ count: 11, windowStart: start }, policy, after(1000))).toEqual({ allowed: false, retryAfterSeconds: 899 });
  });

  test("tells how long is left until the window ends, rounded up to a second", () => {
    const decision = decide({ count: 50, windowStart: start }, policy, after(FIFTEEN_MINUTES_MS - 1500));
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  test("a window that has ended no longer refuses", () => {
    expect(windowHasExpired({ count: 99, windowStart: start }, policy, after(FIFTEEN_MINUTES_MS - 1))).toBe(false);
    expect(windowHasExpired({ count: 99, windowStart: start }, policy, after(FIFTEEN_MINUTES_MS))).toBe(true);
    expect(decide({ count: 99, windowStart: start }, policy, after(FIFTEEN_MINUTES_MS))).toEqual({ allowed: true });
  });

  test("says how long to wait in words", () => {
    expect(tooManyAttemptsMessage(899)).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(tooManyAttemptsMessage(60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(tooManyAttemptsMessage(45)).toBe("Too many attempts. Please try again in 45 seconds.");
  });
});
