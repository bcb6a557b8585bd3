/**
 * The first part of `npm run bench` (scripts/bench.ts runs it on SQLite): the catalogue lists on a throwaway SQLite
 * file with 12,000 time slots and 2,000 services.
 *
 * For every list request the admin pages and `/api` can make, it runs the shared list function once while
 * recording the SQL that Prisma sends, asks SQLite for each statement's `EXPLAIN QUERY PLAN`, and fails when a
 * statement reads a whole table instead of an index. Then it times the list function and the API route handler
 * (auth, parsing, query, JSON) and prints a table. Exit code 1 when a plan check fails.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";

const SLOT_COUNT = 12_000;
const SERVICE_COUNT = 2_000;
const BOOKING_COUNT = 1_500;
const RUNS = 40;

const dir = mkdtempSync(path.join(os.tmpdir(), "catalogue-bench-"));
const file = path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${file}`;
process.env.UPLOAD_DIR = path.join(dir, "uploads");
process.env.SESSION_SECRET ??= "bench-session-secret-that-is-long-enough-0123456789";

execFileSync("npx", ["prisma", "migrate", "deploy"], { env: process.env, stdio: ["ignore", "ignore", "inherit"] });

type Recorded = { sql: string; args: unknown[] };
const recorded: Recorded[] = [];

// The app's own adapter, with each statement noted on its way to SQLite. It must be in place before the app's db
// module loads: that module reuses a client already on globalThis (its dev-server cache) instead of making one.
const { SafeSqliteAdapter } = await import("~/utils/sqlite-adapter.server");
const { PrismaClient } = await import("~/generated/prisma/client");
class RecordingAdapter extends SafeSqliteAdapter {
  override async connect() {
    const connection = await super.connect();
    const queryRaw = connection.queryRaw.bind(connection);
    connection.queryRaw = (query) => {
      recorded.push({ sql: query.sql, args: query.args });
      return queryRaw(query);
    };
    return connection;
  }
}
(globalThis as unknown as { __db?: unknown }).__db = new PrismaClient({ adapter: new RecordingAdapter(process.env.DATABASE_URL) });

const { db } = await import("~/utils/db.server");
const { parseListQuery } = await import("~/domain/list-query");
const { SERVICE_LIST } = await import("~/domain/service");
const { TIME_SLOT_LIST } = await import("~/domain/time-slot");
const { SERVICE_TYPES, SLOT_MINUTES } = await import("~/domain/service-types");
const { addDaysToDay, zonedDateTime } = await import("~/domain/dates");
const { listServices } = await import("~/models/service.server");
const { listTimeSlots } = await import("~/models/time-slot.server");
const { createUser } = await import("~/models/user.server");
const { createApiToken } = await import("~/models/api-token.server");
const { getEnv } = await import("~/utils/env.server");
const servicesApi = await import("~/routes/api.service");
const slotsApi = await import("~/routes/api.time-slots");

async function seed() {
  const zone = getEnv().APP_TIME_ZONE;
  const times = ["09:00", "10:00", "11:00", "12:00", "14:00", "15:00", "16:00"];
  const slots = [];
  for (let index = 0; slots.length < SLOT_COUNT; index++) {
    const day = addDaysToDay("2026-01-01", Math.floor(index / (times.length * SERVICE_TYPES.length)));
    const serviceType = SERVICE_TYPES[index % SERVICE_TYPES.length];
    const startTime = zonedDateTime(day, times[Math.floor(index / SERVICE_TYPES.length) % times.length], zone);
    slots.push({
      serviceType,
      startTime,
      endTime: new Date(startTime.getTime() + SLOT_MINUTES[serviceType] * 60_000),
      isAvailable: index % 9 !== 0,
      maxBookings: 3,
      currentBookings: index % 4,
    });
  }
  for (let start = 0; start < slots.length; start += 1000) await db.timeSlot.createMany({ data: slots.slice(start, start + 1000) });

  const services = Array.from({ length: SERVICE_COUNT }, (_, index) => ({
    name: `${["IELTS", "PTE", "TOEFL", "SOP", "Visa", "Loan", "Duolingo", "GRE"][index % 8]} package ${index}`,
    description: `Catalogue entry ${index} with ${index % 3 === 0 ? "mock tests" : "live classes"}`,
    priceCents: (index * 737) % 50_000,
    isActive: index % 5 !== 0,
  }));
  await db.service.createMany({ data: services });

  const student = await createUser({ name: "Bench Student", email: "bench-student@example.com", password: "bench-password-123", emailVerified: true });
  const firstSlots = await db.timeSlot.findMany({ take: BOOKING_COUNT, orderBy: { id: "asc" } });
  await db.booking.createMany({
    data: firstSlots.map((slot, index) => ({
      type: slot.serviceType,
      studentId: student.id,
      slotId: slot.id,
      status: index % 5 === 0 ? "cancelled" : "scheduled",
      startTime: slot.startTime,
      endTime: slot.endTime,
    })),
  });
  const admin = await createUser({ name: "Bench Admin", email: "bench-admin@example.com", password: "bench-password-123", role: "admin", emailVerified: true });
  return createApiToken(admin.id);
}

type Scenario = {
  list: "services" | "time-slots";
  name: string;
  query: Record<string, string>;
  /** Substring search (LIKE '%word%') cannot use a B-tree index; allowed only where the table stays small. */
  scanAllowed?: string;
};

const json = (value: object) => JSON.stringify(value);
const scenarios: Scenario[] = [
  { list: "time-slots", name: "default: start_time asc, page 1", query: {} },
  { list: "time-slots", name: "last page (offset 11,990)", query: { page: "1200" } },
  { list: "time-slots", name: "start_time desc, 100 per page", query: { sort_direction: "desc", per_page: "100" } },
  { list: "time-slots", name: "sort service_type", query: { sort_type: "service_type" } },
  { list: "time-slots", name: "sort service_type desc, page 50", query: { sort_type: "service_type", sort_direction: "desc", page: "50" } },
  { list: "time-slots", name: "sort is_available", query: { sort_type: "is_available" } },
  { list: "time-slots", name: "filter service_type", query: { filters: json({ service_type: "counseling" }) } },
  { list: "time-slots", name: "filter one week", query: { filters: json({ date_from: "2026-06-01", date_to: "2026-06-07" }) } },
  { list: "time-slots", name: "filter date_from only", query: { filters: json({ date_from: "2026-09-01" }) } },
  { list: "time-slots", name: "filter is_available=false", query: { filters: json({ is_available: false }) } },
  {
    list: "time-slots",
    name: "all filters, sort is_available",
    query: { sort_type: "is_available", filters: json({ service_type: "speaking", date_from: "2026-03-01", date_to: "2026-04-30", is_available: true }) },
  },
  { list: "time-slots", name: "search 'demo'", query: { search_keyword: "demo" } },
  { list: "time-slots", name: "search + week + 100/page", query: { search_keyword: "interview", per_page: "100", filters: json({ date_from: "2026-06-01", date_to: "2026-06-07" }) } },
  { list: "services", name: "default: name asc", query: {} },
  { list: "services", name: "sort price desc, page 20", query: { sort_type: "price", sort_direction: "desc", page: "20" } },
  { list: "services", name: "sort created_at", query: { sort_type: "created_at" } },
  { list: "services", name: "sort is_active", query: { sort_type: "is_active" } },
  { list: "services", name: "filter is_active=false", query: { filters: json({ is_active: false }) } },
  { list: "services", name: "filter price range", query: { filters: json({ min_price: 100, max_price: 120 }) } },
  { list: "services", name: "search 'ielts'", query: { search_keyword: "ielts" }, scanAllowed: "substring search" },
];

const inspector = new Database(file, { readonly: true });

function bindable(value: unknown) {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value as string | number | bigint | null;
}

/** The plan of every recorded statement that reads a catalogue table, and whether any reads a table whole. */
function explain(statements: Recorded[]) {
  const plans: string[] = [];
  let fullScan = false;
  for (const { sql, args } of statements) {
    if (!/(TimeSlot|Service)/.test(sql)) continue;
    const rows = inspector.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args.map(bindable)) as Array<{ detail: string }>;
    const details = rows.map((row) => row.detail);
    if (details.some((detail) => /^SCAN (main\.)?(TimeSlot|Service)\b/.test(detail) && !/USING (COVERING )?INDEX/.test(detail))) fullScan = true;
    plans.push(details.filter((detail) => /TimeSlot|Service|TEMP B-TREE/.test(detail)).join("; "));
  }
  return { plans, fullScan };
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function time(run: () => Promise<unknown>) {
  const durations: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { median: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

async function main() {
  const seedStarted = performance.now();
  const token = await seed();
  console.log(`Seeded ${SLOT_COUNT} time slots, ${SERVICE_COUNT} services, ${BOOKING_COUNT} bookings in ${Math.round(performance.now() - seedStarted)} ms (${file}).\n`);

  const results = [];
  let failed = false;
  for (const scenario of scenarios) {
    const params = new URLSearchParams(scenario.query);
    const run =
      scenario.list === "services"
        ? () => listServices(parseListQuery(params, SERVICE_LIST).query)
        : () => listTimeSlots(parseListQuery(params, TIME_SLOT_LIST).query);
    const route = scenario.list === "services" ? servicesApi : slotsApi;
    const url = `http://bench.local/api/${scenario.list === "services" ? "service" : "time-slots"}?${params}`;
    const callApi = async () => {
      const response = await route.loader({ request: new Request(url, { headers: { Authorization: `Bearer ${token}` } }), params: {}, context: {} });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };

    recorded.length = 0;
    const { meta } = await run();
    const { plans, fullScan } = explain(recorded.splice(0));
    const ok = !fullScan || Boolean(scenario.scanAllowed);
    if (!ok) failed = true;
    const query = await time(run);
    const api = await time(callApi);
    results.push({
      list: scenario.list,
      scenario: scenario.name,
      rows: `${meta.from ?? 0}-${meta.to ?? 0} of ${meta.total}`,
      plan: fullScan ? (scenario.scanAllowed ? `scan (${scenario.scanAllowed})` : "FULL SCAN") : "index",
      "query ms p50": query.median.toFixed(2),
      "query ms p95": query.p95.toFixed(2),
      "api ms p50": api.median.toFixed(2),
      "api ms p95": api.p95.toFixed(2),
      detail: plans,
    });
  }

  console.table(results.map(({ detail: _detail, ...row }) => row));
  console.log("\nQuery plans (list query; count query):");
  for (const result of results) console.log(`- ${result.list} / ${result.scenario}\n    ${result.detail.join("\n    ")}`);
  console.log(
    failed
      ? "\nFAILED: a list query reads a whole table (see the plans above)."
      : "\nOK: every list query is answered through an index (substring search on the small services table excepted).",
  );
  process.exitCode = failed ? 1 : 0;
}

try {
  await main();
} finally {
  inspector.close();
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
}
