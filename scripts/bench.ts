/**
 * `npm run bench` (issue 15; never part of `npm test`): a benchmark, not a timed test.
 *
 * 1. On SQLite, the catalogue lists' query plans (scripts/bench/list-plans.ts): fails when one reads a whole table.
 * 2. Over HTTP: a large database (scripts/bench/seed-large.ts), the production server started as `npm start` starts
 *    it (NODE_ENV=production, WEB_CONCURRENCY unset: a primary and one worker), and autocannon at 50 connections on each
 *    URL in turn, side by side with a static file of the build served by the same server. It prints the table and
 *    the targets (scripts/bench/report.ts) and writes bench/results.json.
 *
 * Settings: BENCH_DATABASE=postgresql (a fresh database on TEST_POSTGRES_URL's server, dropped afterwards),
 * BENCH_SECONDS per URL (5), BENCH_SCALE of the database (1 = the issue's sizes), BENCH_PORT (3700),
 * REMIX_BUILD_DIR (built first when missing), WEB_CONCURRENCY (passed on to the server), BENCH_NODE_ARGS (the
 * server's Node options, e.g. `--cpu-prof --cpu-prof-dir=prof`), BENCH_ONLY (measure only the URLs whose label contains it, beside the static file: for profiling one).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CONNECTIONS, measure, pageJavaScriptGzipKb, probe, sampleMemory, startServer, staticScriptPath, warmUp, type Target } from "./bench/http";
import { benchSizes, checksTable, checkTargets, measurementTable, type Measurement } from "./bench/report";
import { createDatabase, dropDatabases, postgresUrl } from "../tests/setup/postgres";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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

function targets(seeded: Seeded, staticPath: string): Target[] {
  const student = { Cookie: seeded.studentCookie };
  const admin = { Cookie: seeded.adminCookie };
  return [
    { label: "a static file from the build", kind: "static", path: staticPath, status: 200 },
    { label: "a page that does not exist (404)", kind: "not-found", path: "/no-such-page", status: 404 },
    { label: "`/`", kind: "public", path: "/", status: 200 },
    { label: "`/about`", kind: "public", path: "/about", status: 200 },
    { label: "`/services/demo-class`", kind: "public", path: "/services/demo-class", status: 200 },
    { label: "`/login`", kind: "public", path: "/login", status: 200 },
    { label: "`/student` (logged in)", kind: "student", path: "/student", status: 200, headers: student },
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

async function main() {
  const plansOk = postgres ? null : listPlans();
  if (!["index.js", "server.js"].every((file) => existsSync(path.join(buildDir, file)))) run("npm", ["run", "build"]);
  if (postgres) await createDatabase(pgDatabase);
  const seeded = await seed();

  const server = await startServer(env, port, process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean));
  const memory = sampleMemory(server.process.pid!);
  const measurements: Measurement[] = [];
  let healthzP97_5: number | null = null;
  const publicJsGzipKb: Record<string, number> = {};
  try {
    memory.peakSinceLastAsked(); // the start-up's memory is not the first URL's
    for (const target of targets(seeded, await staticScriptPath(server.origin)).filter(chosen)) {
      await measure(server.origin, target, 1); // warm-up: JIT, connection pools, caches
      measurements.push({ ...(await measure(server.origin, target, seconds)), peakRssMb: memory.peakSinceLastAsked() });
      console.log(`measured ${target.label}`);
    }
    const burst = bookingBurst(seeded);
    if (chosen(burst)) {
      // Warmed up as every URL is: unwarmed, the probe's first answers timed the health check's and the bookings'
      // first, slow runs in each process, and p97.5 of 50-odd answers is the second slowest.
      await measure(server.origin, burst, 1);
      await warmUp(server.origin, "/healthz");
      const health = probe(server.origin, "/healthz");
      measurements.push({ ...(await measure(server.origin, burst, seconds)), peakRssMb: memory.peakSinceLastAsked() });
      healthzP97_5 = await health.stop();
    }
    for (const page of ["/", "/about", "/services/demo-class", "/login"]) publicJsGzipKb[page] = await pageJavaScriptGzipKb(server.origin, page);
  } finally {
    await server.stop();
  }
  const peakRssMb = memory.stop();

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
  console.log(`\n${CONNECTIONS} connections, ${seconds} s per URL, ${postgres ? "PostgreSQL" : "SQLite"}, ${os.cpus().length} cores:\n`);
  console.log(measurementTable(measurements));
  console.log(`\n${checksTable(checks)}`);
  console.log(`\nPeak RSS while each URL ran, in MB: ${measurements.map((row) => `${row.label} ${row.peakRssMb}`).join(", ")}`);
  if (plansOk === false) console.log("\nFAILED: a catalogue list query reads a whole table (see the plans above).");

  mkdirSync("bench", { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, webConcurrency: process.env.WEB_CONCURRENCY ?? "default" },
    database: postgres ? "postgresql" : "sqlite",
    connections: CONNECTIONS,
    secondsPerUrl: seconds,
    sizes: seeded.sizes,
    ...summary,
    checks,
    listPlansOk: plansOk,
  };
  writeFileSync(path.join("bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  process.exitCode = plansOk === false ? 1 : 0;
}

try {
  await main();
} finally {
  if (postgres) await dropDatabases(pgDatabase);
  rmSync(dir, { recursive: true, force: true });
}
