import { describe, expect, test } from "vitest";
import { sampleMemory } from "../../scripts/bench/http";
import { benchSizes, checkTargets, markdownTable, measurementTable, mergeRounds, percentile, ratio, type Measurement, type RunSummary } from "../../scripts/bench/report";

const row = (label: string, kind: Measurement["kind"], requestsPerSecond: number, p50 = 10, p97_5 = 20): Measurement => ({
  label,
  kind,
  requestsPerSecond,
  p50,
  p97_5,
  p99: p97_5,
  unexpected: 0,
});

const run = (measurements: Measurement[], overrides: Partial<RunSummary> = {}): RunSummary => ({
  measurements,
  deepPages: [],
  healthzP97_5: 40,
  peakRssMb: { total: 250, largestProcess: 150, totalPss: 180 },
  publicJsGzipKb: { "/": 110 },
  ...overrides,
});

describe("npm run bench's report", () => {
  test("seeds at least the issue's sizes at scale 1, and proportionally less for a trial", () => {
    expect(benchSizes()).toEqual({
      students: 5_000,
      bookings: 50_000,
      sopApplications: 30_000,
      loanApplications: 20_000,
      timeSlots: 10_000,
      payments: 20_000,
      messages: 5_000,
      inquiries: 5_000,
    });
    expect(benchSizes(0.01)).toMatchObject({ students: 50, bookings: 500, timeSlots: 100 });
  });

  test("compares every URL with the static file of the same run", () => {
    expect(ratio(500, 4_000)).toBe(0.125);
    expect(ratio(5, 0)).toBe(0);
    const table = measurementTable([row("static", "static", 4_000), row("`/`", "public", 2_500)]);
    expect(table.split("\n")).toEqual([
      "| url | req/s | p50 ms | p97.5 ms | p99 ms | ratio to static | ratio to stock | target |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      "| static | 4,000 | 10 | 20 | 20 | 1.000 |  |  |",
      "| `/` | 2,500 | 10 | 20 | 20 | 0.625 |  | static >= 0.5 |",
    ]);
  });

  test("shows each stock row above the project's row it is measured beside, and the ratio to it", () => {
    const table = measurementTable([
      row("stock Remix: static", "stock", 5_000),
      { ...row("static", "static", 4_000), stock: 5_000 },
      row("stock Remix: student", "stock", 200),
      { ...row("student", "student", 90), stock: 200 },
    ]);
    expect(table.split("\n").slice(2)).toEqual([
      "| stock Remix: static | 5,000 | 10 | 20 | 20 |  |  |  |",
      "| static | 4,000 | 10 | 20 | 20 | 1.000 | 0.80 | stock >= 1/1.25 |",
      "| stock Remix: student | 200 | 10 | 20 | 20 |  |  |  |",
      "| student | 90 | 10 | 20 | 20 | 0.022 | 0.45 | stock >= 0.5 |",
    ]);
  });

  test("an A/B run shows the baseline build's rate and the ratio to it", () => {
    const table = measurementTable([{ ...row("static", "static", 4_000), baseline: 3_200 }]);
    expect(table.split("\n")[0]).toBe("| url | req/s | p50 ms | p97.5 ms | p99 ms | ratio to static | ratio to stock | baseline req/s | ratio to baseline | target |");
    expect(table.split("\n")[2]).toBe("| static | 4,000 | 10 | 20 | 20 | 1.000 |  | 3,200 | 1.25 |  |");
  });

  test("holds each kind to its target and names what is missed", () => {
    const checks = checkTargets(
      run([
        { ...row("static", "static", 1_000), stock: 1_300 },
        { ...row("404", "not-found", 70), stock: 100 },
        row("home", "public", 400),
        { ...row("student", "student", 60, 100, 450), stock: 130 },
        { ...row("dash", "admin", 50), stock: 100 },
        { ...row("list", "admin-list", 34), stock: 60 },
        row("api", "api", 34),
        row("book", "booking", 30),
      ]),
    );
    const met = Object.fromEntries(checks.map((check) => [check.target, check.met]));
    expect(met).toEqual({
      "static: rate >= 1/1.25 x the stock app's": false,
      "404: rate >= 1/1.5 x the stock app's": true,
      "student: rate >= 0.5 x the stock app's": false,
      "dash: rate >= 0.5 x the stock app's": true,
      "list: rate >= 0.5 x the stock app's": true,
      "home: ratio >= 0.5": false,
      "student: p97.5 < 400 ms": false,
      "book: ratio >= 0.03": true,
      "/healthz during the booking burst: p97.5 < 100 ms": true,
      "peak RSS of the server (all processes) < 300 MB": true,
      "/: gzipped JavaScript <= 120 KB": true,
    });
    expect(checks.find((check) => check.target.startsWith("404"))?.measured).toBe("0.70 x");
  });

  test("a page measured without the stock app beside it (a run of one URL) has no stock target", () => {
    expect(checkTargets(run([row("student", "student", 60)])).map((check) => check.target)).not.toContain("student: rate >= 0.5 x the stock app's");
  });

  test("the rounds of a run are averaged per URL, in the first round's order", () => {
    const merged = mergeRounds([
      [row("stock Remix: static", "stock", 5_000), { ...row("static", "static", 4_000, 10, 30), stock: 5_000, peakRssMb: 200 }, row("home", "public", 900)],
      [row("stock Remix: static", "stock", 4_000), { ...row("static", "static", 3_000, 20, 40), stock: 4_000, peakRssMb: 220, unexpected: 2 }],
    ]);
    expect(merged.map((measurement) => measurement.label)).toEqual(["stock Remix: static", "static", "home"]);
    expect(merged[1]).toEqual({ label: "static", kind: "static", requestsPerSecond: 3_500, p50: 15, p97_5: 35, p99: 35, unexpected: 2, peakRssMb: 220, stock: 4_500 });
    expect(merged[2]).toEqual(row("home", "public", 900));
  });

  test("memory is held to the issue's sum of RSS, and shows the PSS beside it", () => {
    const memory = checkTargets(run([], { peakRssMb: { total: 320, largestProcess: 160, totalPss: 250 } })).find((check) => check.target.startsWith("peak RSS"));
    expect(memory).toEqual({ target: "peak RSS of the server (all processes) < 300 MB", measured: "320 MB (PSS 250 MB)", met: false });
  });

  test("a row with unexpected answers (a redirect to log in) never meets its target", () => {
    const checks = checkTargets(run([row("static", "static", 1_000), { ...row("home", "public", 900), unexpected: 3 }]));
    expect(checks.find((check) => check.target.startsWith("home"))?.met).toBe(false);
  });

  test("a deep page may take at most 1.5 times the first page's median", () => {
    const measurements = [row("static", "static", 1_000), row("page 1", "admin-list", 100, 100), row("page 200", "admin-list", 90, 160), row("page 100", "admin-list", 90, 140)];
    const checks = checkTargets(run(measurements, { deepPages: [["page 1", "page 200"], ["page 1", "page 100"]] }));
    expect(checks.filter((check) => check.target.includes("x page 1")).map((check) => check.met)).toEqual([false, true]);
  });

  test("percentiles and tables", () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(3);
    expect(percentile([], 0.975)).toBe(0);
    expect(markdownTable(["a"], [[1]])).toBe("| a |\n| --- |\n| 1 |");
  });
});

describe("the benchmark's memory sampler", () => {
  test("gives the peak since it was last asked, and the whole run's peak when stopped", () => {
    const memory = sampleMemory(process.pid);
    const before = memory.peakSinceLastAsked();
    // written to, so that its pages are resident
    const held = Buffer.alloc(64 * 1024 * 1024, 1);
    const during = memory.peakSinceLastAsked();
    expect(during).toBeGreaterThanOrEqual(before + 50);
    const peak = memory.stop();
    expect(held[held.length - 1]).toBe(1);
    expect(peak.total).toBeGreaterThanOrEqual(during);
    expect(peak.largestProcess).toBeGreaterThanOrEqual(during);
    expect(peak.totalPss).toBeGreaterThan(0);
  });
});
