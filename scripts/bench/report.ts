/**
 * The pure half of `npm run bench`: how big the seeded database is, what each measured URL is held to (issue 15's
 * targets, as ratios to the static file measured in the same run), and the Markdown table the run prints and the
 * README quotes. Unit-tested (tests/unit/bench-report.test.ts) so the script does not rot between runs.
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

/** What a measured URL is, which decides its target. */
export type Kind = "static" | "not-found" | "public" | "student" | "admin" | "admin-list" | "api" | "booking";

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
};

/** The least ratio to the static file each kind must reach; the static file, the 404 and the API have none. */
export const RATIO_TARGETS: Partial<Record<Kind, number>> = { public: 0.5, student: 0.05, admin: 0.04, "admin-list": 0.035, booking: 0.03 };
export const STUDENT_P97_5_MS = 400;
/** `/student` against the 404 page, the framework's own floor through the same root: the app may cost it half. */
export const STUDENT_SHARE_OF_NOT_FOUND = 0.5;
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

/** Every target of issues 15 and 35 against one run, in the order the issues list them. */
export function checkTargets(run: RunSummary): Check[] {
  const staticRps = run.measurements.find((row) => row.kind === "static")?.requestsPerSecond ?? 0;
  const byLabel = new Map(run.measurements.map((row) => [row.label, row]));
  const checks: Check[] = [];
  for (const row of run.measurements) {
    const least = RATIO_TARGETS[row.kind];
    if (least === undefined) continue;
    const measured = ratio(row.requestsPerSecond, staticRps);
    checks.push({ target: `${row.label}: ratio >= ${least}`, measured: measured.toFixed(3), met: measured >= least && row.unexpected === 0 });
    if (row.kind === "student") {
      checks.push({ target: `${row.label}: p97.5 < ${STUDENT_P97_5_MS} ms`, measured: `${row.p97_5} ms`, met: row.p97_5 < STUDENT_P97_5_MS });
    }
  }
  const notFound = run.measurements.find((row) => row.kind === "not-found");
  const student = run.measurements.find((row) => row.kind === "student");
  if (notFound && student && notFound.requestsPerSecond > 0) {
    const share = student.requestsPerSecond / notFound.requestsPerSecond;
    checks.push({
      target: `${student.label}: rate >= ${STUDENT_SHARE_OF_NOT_FOUND} x ${notFound.label}`,
      measured: `${share.toFixed(2)} x`,
      met: share >= STUDENT_SHARE_OF_NOT_FOUND && student.unexpected === 0,
    });
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

/** The measurements as the table: req/s, latencies and the ratio to the static file of the same run. */
export function measurementTable(measurements: Measurement[]) {
  const staticRps = measurements.find((row) => row.kind === "static")?.requestsPerSecond ?? 0;
  return markdownTable(
    ["url", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "ratio to static", "target"],
    measurements.map((row) => [
      row.unexpected ? `${row.label} (${row.unexpected} unexpected answers)` : row.label,
      thousands.format(row.requestsPerSecond),
      row.p50,
      row.p97_5,
      row.p99,
      ratio(row.requestsPerSecond, staticRps).toFixed(3),
      RATIO_TARGETS[row.kind] === undefined ? "" : `>= ${RATIO_TARGETS[row.kind]}`,
    ]),
  );
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
