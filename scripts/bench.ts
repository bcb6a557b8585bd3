/**
 * `npm run bench` (docs/benchmark.md; never part of `npm test`): a benchmark, not a timed test.
 *
 * 1. On SQLite, the catalogue lists' query plans (scripts/bench/list-plans.ts): fails when one reads a whole table.
 * 2. Over HTTP: a large database (scripts/bench/seed-large.ts), the production server started as `npm start` starts
 *    it (NODE_ENV=production, WEB_CONCURRENCY unset: a primary and one worker), and beside it the stock Remix app
 *    (scripts/bench/stock-app.ts: the project's route tree, none of its code), built into a temporary folder. Autocannon
 *    at 50 connections on each URL in turn; the static file, the 404 and every signed-in page are asked of the stock
 *    app just before the project, so that the machine's noise hits both alike. It prints the table and the targets
 *    (scripts/bench/report.ts) and writes bench/results.json.
 *
 * Settings: BENCH_DATABASE=postgresql (a fresh database on TEST_POSTGRES_URL's server, dropped afterwards),
 * BENCH_SECONDS per URL (5), BENCH_ROUNDS (1: the URLs are measured again in each round, and the rounds averaged),
 * BENCH_SCALE of the database (1 = the issue's sizes), BENCH_PORT (3700; the stock app takes the next one, a baseline
 * the one after), REMIX_BUILD_DIR (built first when missing), WEB_CONCURRENCY (passed on to the server),
 * BENCH_NODE_ARGS (the server's Node options, e.g. `--cpu-prof --cpu-prof-dir=prof`; STOCK_NODE_ARGS the stock app's, to
 * profile both alike), BENCH_ONLY (measure only the
 * URLs whose label contains it, beside the static file: for profiling one), BENCH_BASELINE_BUILD (another build of the
 * project, e.g. of the commit before a change, served on the same database and measured beside each URL, in turns:
 * an A/B comparison, which prints its table and writes no results file).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { CONNECTIONS, measure, pageJavaScriptGzipKb, probe, sampleMemory, startServer, staticScriptPath, warmUp, type Server, type Target } from "./bench/http";
import { benchSizes, checksTable, checkTargets, measurementTable, mergeRounds, type Measurement } from "./bench/report";
import { addStaticFile, buildStockApp, stockSessionCookie } from "./bench/stock-app";
import { createDatabase, dropDatabases, postgresUrl } from "../tests/setup/postgres";
import { appRouteManifest } from "../tests/support/route-manifest";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const baselineBuild = process.env.BENCH_BASELINE_BUILD;
const scale = Number(process.env.BENCH_SCALE ?? 1);
const port = Number(process.env.BENCH_PORT ?? 3700);
const postgres = process.env.BENCH_DATABASE === "postgresql";
const buildDir = process.env.REMIX_BUILD_DIR ?? "build";
const only = process.env.BENCH_ONLY;
const chosen = (target: Target) => !only || target.kind === "static" || target.label.includes(only);

const dir = mkdtempSync(path.join(os.tmpdir(), "http-bench-"));
const pgDatabase = `bench_http_${process.pid}`;
const databaseUrl = postgres ? postgresUrl(pgDatabase) : `file:${path.join(dir, "bench.db")}`;

// The plan checks make their own database, so they get the environment as it came.
const callerEnv = { ...process.env };
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  UPLOAD_DIR: path.join(dir, "uploads"),
  SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-session-secret-that-is-long-enough-0123456789",
  APP_URL: `http://127.0.0.1:${port}`,
  REMIX_BUILD_DIR: buildDir,
};
Object.assign(process.env, env);

function run(command: string, args: string[]) {
  execFileSync(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
}

function listPlans() {
  try {
    execFileSync("npx", ["tsx", "scripts/bench/list-plans.ts"], { stdio: "inherit", env: callerEnv });
    return true;
  } catch {
    return false;
  }
}

/** The demo seed, then the large one; the cookies and token the measured requests carry. */
async function seed() {
  run("npx", ["prisma", "migrate", "deploy"]);
  run("npx", ["tsx", "prisma/seed.ts"]);
  const { seedLargeDatabase, createBenchSessions } = await import("./bench/seed-large");
  const { getEnv } = await import("~/utils/env.server");
  const { sessionStorage } = await import("~/auth/session.server");
  const { createApiToken } = await import("~/models/api-token.server");
  const { db } = await import("~/utils/db.server");
  const sizes = benchSizes(scale);
  const started = performance.now();
  const { adminId, students, seats } = await seedLargeDatabase(sizes, getEnv().APP_TIME_ZONE);
  // The first student reads the student pages; the others book a seat each in the burst.
  const [readerSession, ...bookerSessions] = await createBenchSessions(students.slice(0, Math.min(students.length, seats.length + 1)));
  const [adminSession] = await createBenchSessions([adminId]);
  const cookie = async (sessionId: string) => {
    const session = await sessionStorage.getSession();
    session.set("sessionId", sessionId);
    return (await sessionStorage.commitSession(session)).split(";")[0];
  };
  const result = {
    sizes,
    studentCookie: await cookie(readerSession),
    adminCookie: await cookie(adminSession),
    apiToken: await createApiToken(adminId),
    bookings: await Promise.all(bookerSessions.map(async (sessionId, index) => ({ cookie: await cookie(sessionId), seat: seats[index] }))),
  };
  await db.$disconnect();
  console.log(`Seeded ${JSON.stringify(sizes)} in ${Math.round((performance.now() - started) / 1000)} s.`);
  return result;
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/** An article of the demo seed's starter blog. */
const BENCH_ARTICLE = "how-to-prepare-for-a-student-visa-interview";

function targets(seeded: Seeded, staticPath: string): Target[] {
  const student = { Cookie: seeded.studentCookie };
  const admin = { Cookie: seeded.adminCookie };
  return [
    { label: "a static file from the build", kind: "static", path: staticPath, status: 200 },
    { label: "a page that does not exist (404)", kind: "not-found", path: "/no-such-page", status: 404 },
    { label: "`/`", kind: "public", path: "/", status: 200 },
    { label: "`/about`", kind: "public", path: "/about", status: 200 },
    { label: "`/services/demo-class`", kind: "public", path: "/services/demo-class", status: 200 },
    { label: "`/blog`", kind: "public", path: "/blog", status: 200 },
    { label: "an article (`/blog/{slug}`)", kind: "public", path: `/blog/${BENCH_ARTICLE}`, status: 200 },
    { label: "`/login`", kind: "public", path: "/login", status: 200 },
    // the same pages in Nepali (docs/decisions/117): their own copies in the page cache, the same target
    { label: "`/ne` (Nepali)", kind: "public", path: "/ne", status: 200 },
    { label: "`/ne/services/demo-class` (Nepali)", kind: "public", path: "/ne/services/demo-class", status: 200 },
    { label: "an article in Nepali (`/ne/blog/{slug}`)", kind: "public", path: `/ne/blog/${BENCH_ARTICLE}`, status: 200 },
    { label: "`/student` (logged in)", kind: "student", path: "/student", status: 200, headers: student },
    { label: "`/student` in Nepali (logged in)", kind: "student", path: "/student", status: 200, headers: { Cookie: `${seeded.studentCookie}; lang=ne` } },
    { label: "`/student/sop-applications`", kind: "student", path: "/student/sop-applications", status: 200, headers: student },
    { label: "`/admin` dashboard", kind: "admin", path: "/admin", status: 200, headers: admin },
    { label: "`/admin/payment-histories`", kind: "admin-list", path: "/admin/payment-histories", status: 200, headers: admin },
    { label: "`/admin/payment-histories?page=200`", kind: "admin-list", path: "/admin/payment-histories?page=200", status: 200, headers: admin },
    { label: "`/admin/time-slots`", kind: "admin-list", path: "/admin/time-slots", status: 200, headers: admin },
    { label: "`/admin/time-slots?page=100`", kind: "admin-list", path: "/admin/time-slots?page=100", status: 200, headers: admin },
    { label: "`/api/time-slots?per_page=100`", kind: "api", path: "/api/time-slots?per_page=100", status: 200, headers: { Authorization: `Bearer ${seeded.apiToken}` } },
  ];
}

/** Successful demo-class bookings: each request another student and a free seat, as the form posts them. */
function bookingBurst(seeded: Seeded): Target {
  let next = 0;
  return {
    label: "booking POSTs (`/services/demo-class`)",
    kind: "booking",
    path: "/services/demo-class",
    method: "POST",
    status: 302,
    setupRequest: (request) => {
      const booking = seeded.bookings[next++ % seeded.bookings.length];
      const body = new URLSearchParams({ intent: "book", date: booking.seat.day, timeSlot: String(booking.seat.slotId), courseName: "IELTS" });
      return {
        ...request,
        method: "POST",
        path: "/services/demo-class",
        headers: { Cookie: booking.cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      };
    },
  };
}

/** The stock app's side of a URL: the same path, signed in to the stock session where the project's page needs one. */
function stockCounterpart(target: Target, stockCookie: string): Target | null {
  const signedIn = target.kind === "student" || target.kind === "admin" || target.kind === "admin-list";
  if (target.kind !== "static" && target.kind !== "not-found" && !signedIn) return null;
  return { label: `stock Remix: ${target.label}`, kind: "stock", path: target.path, status: target.status, headers: signedIn ? { Cookie: stockCookie } : undefined };
}

/** The stock app, built from the project's route list and future flags, started on its own port. */
async function startStockApp(stockPort: number) {
  const stockDir = path.join(dir, "stock");
  mkdirSync(stockDir);
  const { future } = (await import(pathToFileURL(path.resolve("remix.config.js")).href)).default as { future: unknown };
  const { serverScript, routeCount } = buildStockApp({ dir: stockDir, projectDir: process.cwd(), manifest: await appRouteManifest(), future });
  const server = await startServer({ script: serverScript, cwd: stockDir, env: { ...env, APP_URL: `http://127.0.0.1:${stockPort}` }, port: stockPort, nodeArgs: process.env.STOCK_NODE_ARGS?.split(/\s+/).filter(Boolean) });
  return { server, stockDir, routeCount, cookie: await stockSessionCookie(env.SESSION_SECRET!, "bench-student") };
}

/** Warmed up, then measured. */
async function warmAndMeasure(server: Server, target: Target) {
  await measure(server.origin, target, 1); // warm-up: JIT, connection pools, caches
  return measure(server.origin, target, seconds);
}

async function main() {
  const plansOk = postgres ? null : listPlans();
  if (!["index.js", "server.js"].every((file) => existsSync(path.join(buildDir, file)))) run("npm", ["run", "build"]);
  if (postgres) await createDatabase(pgDatabase);
  const seeded = await seed();

  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean);
  const server = await startServer({ script: path.join(buildDir, "server.js"), env, port, nodeArgs });
  const servers: Server[] = [server];
  const memory = sampleMemory(server.process.pid!);
  const measured: Measurement[][] = [];
  let healthzP97_5: number | null = null;
  const publicJsGzipKb: Record<string, number> = {};
  let stockRoutes = 0;
  try {
    const stock = await startStockApp(port + 1);
    servers.push(stock.server);
    stockRoutes = stock.routeCount;
    const baseline = baselineBuild
      ? await startServer({ script: path.join(baselineBuild, "server.js"), env: { ...env, REMIX_BUILD_DIR: baselineBuild, APP_URL: `http://127.0.0.1:${port + 2}` }, port: port + 2 })
      : null;
    if (baseline) servers.push(baseline);
    const staticPath = await staticScriptPath(server.origin);
    addStaticFile(stock.stockDir, staticPath, new Uint8Array(await (await fetch(`${server.origin}${staticPath}`)).arrayBuffer()));
    for (let round = 0; round < rounds; round++) {
      const rows: Measurement[] = [];
      for (const target of targets(seeded, staticPath).filter(chosen)) {
        const counterpart = stockCounterpart(target, stock.cookie);
        const stockRow = counterpart ? await warmAndMeasure(stock.server, counterpart) : null;
        if (stockRow) rows.push(stockRow);
        // The baseline goes first in every other round, so that neither build always follows the stock app.
        let baselineRow: Measurement | null = null;
        if (baseline && round % 2 === 1) baselineRow = await warmAndMeasure(baseline, target);
        memory.peakSinceLastAsked();
        const row: Measurement = { ...(await warmAndMeasure(server, target)), peakRssMb: memory.peakSinceLastAsked() };
        if (baseline && round % 2 === 0) baselineRow = await warmAndMeasure(baseline, target);
        if (stockRow) row.stock = stockRow.requestsPerSecond;
        if (baselineRow) row.baseline = baselineRow.requestsPerSecond;
        rows.push(row);
        console.log(`measured ${target.label}${rounds > 1 ? ` (round ${round + 1} of ${rounds})` : ""}`);
      }
      measured.push(rows);
    }
    // Once, after the rounds: each booking takes a free seat for good.
    const burst = bookingBurst(seeded);
    if (chosen(burst) && !baseline) {
      // Warmed up as every URL is: unwarmed, the probe's first answers timed the health check's and the bookings'
      // first, slow runs in each process, and p97.5 of 50-odd answers is the second slowest.
      await measure(server.origin, burst, 1);
      await warmUp(server.origin, "/healthz");
      const health = probe(server.origin, "/healthz");
      memory.peakSinceLastAsked();
      measured[measured.length - 1].push({ ...(await measure(server.origin, burst, seconds)), peakRssMb: memory.peakSinceLastAsked() });
      healthzP97_5 = await health.stop();
    }
    for (const page of ["/", "/about", "/services/demo-class", "/login", "/blog", `/blog/${BENCH_ARTICLE}`, "/ne", "/ne/services/demo-class", `/ne/blog/${BENCH_ARTICLE}`]) publicJsGzipKb[page] = await pageJavaScriptGzipKb(server.origin, page);
  } finally {
    for (const running of servers.reverse()) await running.stop();
  }
  const peakRssMb = memory.stop();
  const measurements = mergeRounds(measured);

  const summary = {
    measurements,
    deepPages: [
      ["`/admin/payment-histories`", "`/admin/payment-histories?page=200`"],
      ["`/admin/time-slots`", "`/admin/time-slots?page=100`"],
    ] as Array<[string, string]>,
    healthzP97_5,
    peakRssMb,
    publicJsGzipKb,
  };
  const checks = checkTargets(summary);
  const rules = `${CONNECTIONS} connections, ${seconds} s per URL, ${rounds} round${rounds > 1 ? "s" : ""}, ${postgres ? "PostgreSQL" : "SQLite"}, ${os.cpus().length} cores`;
  console.log(`\n${rules}; the stock Remix app has ${stockRoutes} routes:\n`);
  console.log(measurementTable(measurements));
  console.log(`\n${checksTable(checks)}`);
  console.log(`\nPeak RSS while each URL ran, in MB: ${measurements.filter((row) => row.peakRssMb !== undefined).map((row) => `${row.label} ${row.peakRssMb}`).join(", ")}`);
  if (plansOk === false) console.log("\nFAILED: a catalogue list query reads a whole table (see the plans above).");
  process.exitCode = plansOk === false ? 1 : 0;
  if (baselineBuild) return;

  mkdirSync("bench", { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, webConcurrency: process.env.WEB_CONCURRENCY ?? "default" },
    database: postgres ? "postgresql" : "sqlite",
    connections: CONNECTIONS,
    secondsPerUrl: seconds,
    rounds,
    stockApp: { routes: stockRoutes },
    sizes: seeded.sizes,
    ...summary,
    checks,
    listPlansOk: plansOk,
  };
  writeFileSync(path.join("bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
}

try {
  await main();
} finally {
  if (postgres) await dropDatabases(pgDatabase);
  rmSync(dir, { recursive: true, force: true });
}
