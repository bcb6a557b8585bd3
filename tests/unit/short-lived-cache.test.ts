import { describe, expect, test } from "vitest";
import { shortLivedCache } from "~/utils/short-lived-cache.server";

describe("a short-lived cache", () => {
  test("works a value out once per key within its time, and again after it", async () => {
    let clock = 0;
    let loads = 0;
    const cached = shortLivedCache<number>(5_000, () => clock);
    const load = async () => ++loads;
    expect(await cached("a", load)).toBe(1);
    clock = 4_999;
    expect(await cached("a", load)).toBe(1);
    expect(await cached("b", load)).toBe(2);
    clock = 5_000;
    expect(await cached("a", load)).toBe(3);
  });

  test("callers that arrive while the value is worked out share it", async () => {
    let loads = 0;
    const cached = shortLivedCache<number>(5_000, () => 0);
    let finish = (_value: number) => {};
    const load = () => (loads++, new Promise<number>((resolve) => (finish = resolve)));
    const both = Promise.all([cached("a", load), cached("a", load)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  test("keeps no failure", async () => {
    const cached = shortLivedCache<number>(5_000, () => 0);
    await expect(cached("a", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cached("a", async () => 1)).toBe(1);
  });
});
