import { describe, expect, test } from "vitest";
import { servesThroughPrimary, webConcurrency, workerEnv, workerHeapArgs } from "../../server/cluster";

describe("WEB_CONCURRENCY", () => {
  test("serves with one process when unset", () => {
    expect(webConcurrency({ value: undefined })).toBe(1);
    expect(webConcurrency({ value: "" })).toBe(1);
  });

  test("takes the number it is given", () => {
    expect(webConcurrency({ value: "1" })).toBe(1);
    expect(webConcurrency({ value: " 3 " })).toBe(3);
  });

  test("refuses what is not a whole number from 1", () => {
    for (const value of ["0", "-1", "two", "1.5"]) {
      expect(() => webConcurrency({ value })).toThrow(/WEB_CONCURRENCY/);
    }
  });
});

describe("the primary", () => {
  test("keeps even a lone worker in production, and runs only for several workers elsewhere", () => {
    expect(servesThroughPrimary({ workers: 1, production: true })).toBe(true);
    expect(servesThroughPrimary({ workers: 2, production: true })).toBe(true);
    expect(servesThroughPrimary({ workers: 1, production: false })).toBe(false);
    expect(servesThroughPrimary({ workers: 2, production: false })).toBe(true);
  });
});

describe("the workers' heap (WEB_HEAP_MB)", () => {
  const youngGeneration = "--max-semi-space-size=8";

  test("gives each worker a 512 MB old generation when unset, and 8 MB semi-spaces", () => {
    expect(workerHeapArgs({ value: undefined, execArgv: [], nodeOptions: "" })).toEqual(["--max-old-space-size=512", youngGeneration]);
    expect(workerHeapArgs({ value: " ", execArgv: [], nodeOptions: "" })).toEqual(["--max-old-space-size=512", youngGeneration]);
  });

  test("takes the budget it is given", () => {
    expect(workerHeapArgs({ value: "300", execArgv: [], nodeOptions: "" })).toEqual(["--max-old-space-size=300", youngGeneration]);
  });

  test("leaves each limit set by hand alone, on the command line or in NODE_OPTIONS", () => {
    expect(workerHeapArgs({ value: "512", execArgv: ["--max-old-space-size=1024"], nodeOptions: "" })).toEqual([youngGeneration]);
    expect(workerHeapArgs({ value: undefined, execArgv: [], nodeOptions: "--enable-source-maps --max_old_space_size=900" })).toEqual([
      youngGeneration,
    ]);
    expect(workerHeapArgs({ value: undefined, execArgv: ["--max-semi-space-size=16"], nodeOptions: "" })).toEqual(["--max-old-space-size=512"]);
    expect(workerHeapArgs({ value: undefined, execArgv: [], nodeOptions: "--max_semi_space_size=4 --max-old-space-size=256" })).toEqual([]);
    expect(workerHeapArgs({ value: undefined, execArgv: ["--max-old-space-size", "1024"], nodeOptions: "" })).toEqual([youngGeneration]);
  });

  test("does not take another flag for a limit", () => {
    expect(workerHeapArgs({ value: undefined, execArgv: ["--max-old-space-size-percentage=50"], nodeOptions: "" })).toEqual([
      "--max-old-space-size=512",
      youngGeneration,
    ]);
  });

  test("refuses what is not a whole number of megabytes from 64", () => {
    for (const value of ["63", "0", "1.5", "256MB", "-300"]) {
      expect(() => workerHeapArgs({ value, execArgv: [], nodeOptions: "" })).toThrow(/WEB_HEAP_MB/);
    }
  });
});

describe("the workers' malloc arenas", () => {
  test("gives each worker two unless the operator chose", () => {
    expect(workerEnv({})).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(workerEnv({ MALLOC_ARENA_MAX: "" })).toEqual({ MALLOC_ARENA_MAX: "2" });
    expect(workerEnv({ MALLOC_ARENA_MAX: "8" })).toEqual({});
  });
});
