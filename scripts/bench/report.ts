/**
 * The pure half of `npm run bench`: how big the seeded database is, what each measured URL is held to (the stock
 * Remix app's rate for the same URL, measured just before it, for the static file, the 404 and the signed-in pages;
 * the static file of the same run for the cached public pages and the bookings), the rounds of a run merged, and the
 * Markdown table the run prints and docs/benchmark.md quotes. Unit-tested (tests/unit/bench-report.test.ts) so the
 * script does not rot between runs.
 */

/** The rows the large database holds at `scale` 1 (the minimum); a smaller scale is for trying the script. */
export function benchSizes(scale = 1) {
  const of = (count: number) => Math.max(1, Math.round(count * scale));
  return {
    students: of(5_000),
    bookings: of(50_000),
    sopApplications: of(30_000),
    loanApplications: of(20_000),
    timeSlots: of(10_000),
    payments: of(20_000),
    messages: of(5_000),
    inquiries: of(5_000),
  };
}

export type BenchSizes = ReturnType<typeof benchSizes>;

/** What a measured URL is, which decides its target; "stock" is the stock app's answer to a URL of the project. */
export type Kind = "static" | "not-found" | "public" | "student" | "admin" | "admin-list" | "api" | "booking" | "stock";

export type Measurement = {
  label: string;
  kind: Kind;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Answers with another status than the one expected (a redirect to log-in, a 500): the row then measures nothing. */
  unexpected: number;
  /** The server's RSS, all processes together, at its highest while this URL ran (warm-up included), in MB. */
  peakRssMb?: number;
  /** The stock app's rate for the same URL, measured just before this one. */
  stock?: number;
  /** Another build's rate for the same URL (`BENCH_BASELINE_BUILD`), measured beside this one: an A/B comparison. */
  baseline?: number;
};

/** The least ratio to the static file of the same run: the public pages come from the page cache, the bookings write. */
export const RATIO_TARGETS: Partial<Record<Kind, number>> = { public: 0.5, booking: 0.03 };
/**
 * The least ratio to the stock app's rate for the same URL: the static file within 1.25 times the stock server's, the
 * 404 within 1.5 times the stock 404's, every signed-in page at half a stock page with a trivial loader at least.
 */
export const STOCK_TARGETS: Partial<Record<Kind, { least: number; text: string }>> = {
  static: { least: 1 / 1.25, text: "1/1.25" },
  "not-found": { least: 1 / 1.5, text: "1/1.5" },
  student: { least: 0.5, text: "0.5" },
  admin: { least: 0.5, text: "0.5" },
  "admin-list": { least: 0.5, text: "0.5" },
};
export const STUDENT_P97_5_MS = 400;
export const DEEP_PAGE_LATENCY_FACTOR = 1.5;
export const HEALTHZ_P97_5_MS = 100;
export const PEAK_RSS_MB = 300;
export const PUBLIC_JS_GZIP_KB = 120;

export function ratio(requestsPerSecond: number, staticRequestsPerSecond: number) {
  return staticRequestsPerSecond > 0 ? requestsPerSecond / staticRequestsPerSecond : 0;
}

export type Check = { target: string; measured: string; met: boolean };

export type RunSummary = {
  measurements: Measurement[];
  /** [page 1, deep page] label pairs of the same admin list. */
  deepPages: Array<[string, string]>;
  healthzP97_5: number | null;
  /** `totalPss` counts the pages the processes share once: what the machine spends, beside the sum of RSS. */
  peakRssMb: { total: number; largestProcess: number; totalPss: number };
  publicJsGzipKb: Record<string, number>;
};

/** The static file of the run: the project's, not the stock app's. */
function staticRate(measurements: Measurement[]) {
  return measurements.find((row) => row.kind === "static")?.requestsPerSecond ?? 0;
}

/** Every target against one run: the stock app's first (decision 108), then the earlier ones of docs/benchmark.md. */
export function checkTargets(run: RunSummary): Check[] {
  const staticRps = staticRate(run.measurements);
  const byLabel = new Map(run.measurements.map((row) => [row.label, row]));
  const checks: Check[] = [];
  for (const row of run.measurements) {
    const stockTarget = STOCK_TARGETS[row.kind];
    if (!stockTarget || row.stock === undefined) continue;
    const measured = ratio(row.requestsPerSecond, row.stock);
    checks.push({ target: `${row.label}: rate >= ${stockTarget.text} x the stock app's`, measured: `${measured.toFixed(2)} x`, met: measured >= stockTarget.least && row.unexpected === 0 });
  }
  for (const row of run.measurements) {
    const least = RATIO_TARGETS[row.kind];
    if (least !== undefined) {
      const measured = ratio(row.requestsPerSecond, staticRps);
      checks.push({ target: `${row.label}: ratio >= ${least}`, measured: measured.toFixed(3), met: measured >= least && row.unexpected === 0 });
    }
    if (row.kind === "student") {
      checks.push({ target: `${row.label}: p97.5 < ${STUDENT_P97_5_MS} ms`, measured: `${row.p97_5} ms`, met: row.p97_5 < STUDENT_P97_5_MS });
    }
  }
  for (const [first, deep] of run.deepPages) {
    const [one, other] = [byLabel.get(first), byLabel.get(deep)];
    if (!one || !other) continue;
    const factor = one.p50 > 0 ? other.p50 / one.p50 : Number.POSITIVE_INFINITY;
    checks.push({ target: `${deep}: p50 <= ${DEEP_PAGE_LATENCY_FACTOR} x ${first}`, measured: `${factor.toFixed(2)} x`, met: factor <= DEEP_PAGE_LATENCY_FACTOR });
  }
  if (run.healthzP97_5 !== null) {
    checks.push({ target: `/healthz during the booking burst: p97.5 < ${HEALTHZ_P97_5_MS} ms`, measured: `${run.healthzP97_5} ms`, met: run.healthzP97_5 < HEALTHZ_P97_5_MS });
  }
  checks.push({ target: `peak RSS of the server (all processes) < ${PEAK_RSS_MB} MB`, measured: `${run.peakRssMb.total} MB (PSS ${run.peakRssMb.totalPss} MB)`, met: run.peakRssMb.total < PEAK_RSS_MB });
  for (const [page, kb] of Object.entries(run.publicJsGzipKb)) {
    checks.push({ target: `${page}: gzipped JavaScript <= ${PUBLIC_JS_GZIP_KB} KB`, measured: `${kb} KB`, met: kb <= PUBLIC_JS_GZIP_KB });
  }
  return checks;
}

/** A Markdown table: what the run prints, and what the README shows. */
export function markdownTable(headers: string[], rows: Array<Array<string | number>>) {
  const line = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

const thousands = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A row's target as the table shows it: a stock target only where the stock app was measured beside it. */
function targetText({ kind, stock }: Measurement) {
  const stockTarget = STOCK_TARGETS[kind];
  if (stockTarget && stock !== undefined) return `stock >= ${stockTarget.text}`;
  return RATIO_TARGETS[kind] === undefined ? "" : `static >= ${RATIO_TARGETS[kind]}`;
}

/**
 * The measurements as a table: req/s, latencies, the ratio to the static file of the same run and to the stock app's
 * row just above, and, in an A/B run, the baseline build's rate and the ratio to it.
 */
export function measurementTable(measurements: Measurement[]) {
  const staticRps = staticRate(measurements);
  const withBaseline = measurements.some((row) => row.baseline !== undefined);
  const optional = (value: number | undefined, text: (value: number) => string) => (value === undefined ? "" : text(value));
  return markdownTable(
    ["url", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "ratio to static", "ratio to stock", ...(withBaseline ? ["baseline req/s", "ratio to baseline"] : []), "target"],
    measurements.map((row) => [
      row.unexpected ? `${row.label} (${row.unexpected} unexpected answers)` : row.label,
      thousands.format(row.requestsPerSecond),
      row.p50,
      row.p97_5,
      row.p99,
      row.kind === "stock" ? "" : ratio(row.requestsPerSecond, staticRps).toFixed(3),
      optional(row.stock, (stock) => ratio(row.requestsPerSecond, stock).toFixed(2)),
      ...(withBaseline ? [optional(row.baseline, thousands.format), optional(row.baseline, (baseline) => ratio(row.requestsPerSecond, baseline).toFixed(2))] : []),
      targetText(row),
    ]),
  );
}

/**
 * The rounds of a run as one list: each URL's rate, latencies and the rates beside it averaged over the rounds, its
 * unexpected answers added up, its peak memory the highest. A URL keeps its place in the first round.
 */
export function mergeRounds(rounds: Measurement[][]): Measurement[] {
  const byLabel = new Map<string, Measurement[]>();
  for (const round of rounds) for (const row of round) byLabel.set(row.label, [...(byLabel.get(row.label) ?? []), row]);
  const mean = (values: Array<number | undefined>) => {
    const known = values.filter((value): value is number => value !== undefined);
    return known.length === 0 ? undefined : Math.round(known.reduce((sum, value) => sum + value, 0) / known.length);
  };
  return [...byLabel.values()].map((rows) => {
    const peaks = rows.map((row) => row.peakRssMb).filter((value): value is number => value !== undefined);
    const merged: Measurement = {
      label: rows[0].label,
      kind: rows[0].kind,
      requestsPerSecond: mean(rows.map((row) => row.requestsPerSecond))!,
      p50: mean(rows.map((row) => row.p50))!,
      p97_5: mean(rows.map((row) => row.p97_5))!,
      p99: mean(rows.map((row) => row.p99))!,
      unexpected: rows.reduce((sum, row) => sum + row.unexpected, 0),
    };
    if (peaks.length > 0) merged.peakRssMb = Math.max(...peaks);
    const stock = mean(rows.map((row) => row.stock));
    if (stock !== undefined) merged.stock = stock;
    const baseline = mean(rows.map((row) => row.baseline));
    if (baseline !== undefined) merged.baseline = baseline;
    return merged;
  });
}

export function checksTable(checks: Check[]) {
  return markdownTable(
    ["target", "measured", "met"],
    checks.map((check) => [check.target, check.measured, check.met ? "yes" : "**no**"]),
  );
}

/** The value at `fraction` (0.975 for p97.5) of ascending `sorted`, rounded to whole milliseconds. */
export function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]);
}
