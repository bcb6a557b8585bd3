import { describe, expect, test } from "vitest";
import { signatureTimestamp, signedInTheFuture } from "~/domain/payment";

describe("gateway signatures dated ahead", () => {
  const now = new Date("2027-01-01T00:00:00Z");
  const at = (offsetSeconds: number) => `t=${Math.floor(now.getTime() / 1000) + offsetSeconds},v1=abc`;

  test("a signature up to five minutes ahead passes (clocks drift); more is refused", () => {
    expect(signedInTheFuture(at(0), now, 300)).toBe(false);
    expect(signedInTheFuture(at(300), now, 300)).toBe(false);
    expect(signedInTheFuture(at(301), now, 300)).toBe(true);
    expect(signedInTheFuture(at(365 * 86_400), now, 300)).toBe(true);
  });

  test("reads the t= field wherever it stands, and nothing from a header without one", () => {
    expect(signatureTimestamp("v1=abc, t=1700000000")).toBe(1700000000);
    expect(signatureTimestamp("v1=abc")).toBeNull();
    expect(signatureTimestamp("t=soon,v1=abc")).toBeNull();
    expect(signedInTheFuture("v1=abc", now, 300)).toBe(false);
  });
});
