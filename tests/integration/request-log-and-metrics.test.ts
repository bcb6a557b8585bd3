import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { handleError, queueMetrics } from "~/entry.server";
import { enqueueJob } from "~/models/job-queue.server";
import { db } from "~/utils/db.server";
import { createLogger, requestScope, routeConsoleTo } from "../../server/logger";
import { createRouteDescriber } from "../../server/route-labels";
import { STAND_IN_COOKIE, startObservedServer } from "../support/observed-server";
import { providedRouteManifest } from "../support/route-manifest";

const TOKEN = "metrics-token-0123456789abcdef";
const PASSWORD = "Correct-Horse-Battery-9";

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };
const lines: LogLine[] = [];
const raw: string[] = [];
const write = (line: string) => void (raw.push(line), lines.push(JSON.parse(line)));

let withToken: Awaited<ReturnType<typeof startObservedServer>>;
let withoutToken: Awaited<ReturnType<typeof startObservedServer>>;

beforeAll(async () => {
  const describeRoute = createRouteDescriber(providedRouteManifest());
  withToken = await startObservedServer({ token: TOKEN, describeRoute, write, queueStats: queueMetrics });
  withoutToken = await startObservedServer({ token: "", describeRoute, write, queueStats: queueMetrics });
});

afterAll(() => {
  withToken.close();
  withoutToken.close();
});

/** The request line of the response that carried `requestId`. */
function requestLine(requestId: string | null) {
  return lines.find((line) => line.msg === "request" && line.requestId === requestId);
}

describe("the request log", () => {
  test("writes one line per request with method, path without query, route, status, duration, bytes and the request id", async () => {
    const response = await fetch(`${withToken.base}/student/bookings/42?token=secret-query-token`);
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
    await expect.poll(() => requestLine(id)).toBeTruthy();
    const line = requestLine(id)!;
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/student/bookings/42", route: "routes/student.bookings.$id", status: 200 });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.bytes).toBeGreaterThan("a booking".length);
    expect(JSON.stringify(line)).not.toContain("secret-query-token");
  });

  test("keeps a safe X-Request-Id from the proxy and replaces an unsafe one", async () => {
    const kept = await fetch(`${withToken.base}/student/bookings/1`, { headers: { "X-Request-Id": "lb-7f3a.1" } });
    expect(kept.headers.get("X-Request-Id")).toBe("lb-7f3a.1");
    const replaced = await fetch(`${withToken.base}/student/bookings/1`, { headers: { "X-Request-Id": "x".repeat(101) } });
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a log-in's lines contain neither the password nor the cookie, sent or set", async () => {
    const response = await fetch(`${withToken.base}/login?redirectTo=/student`, {
      method: "POST",
      headers: { Cookie: STAND_IN_COOKIE, Authorization: "Bearer api-bearer-secret", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "sita@example.com", password: PASSWORD }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const id = response.headers.get("X-Request-Id");
    await expect.poll(() => requestLine(id)).toBeTruthy();
    expect(requestLine(id)).toMatchObject({ method: "POST", path: "/login", route: "routes/_auth.login", status: 302 });
    const mine = raw.filter((line) => line.includes(id!));
    expect(mine.length).toBe(2);
    for (const line of mine) {
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain("signed-session-cookie-value");
      expect(line).not.toContain("api-bearer-secret");
    }
    expect(mine.join("")).toContain("sita@example.com");
  });

  test("masks a calendar feed's token in the path", async () => {
    const response = await fetch(`${withToken.base}/student/calendar/feed/12-abcdefghijklmnopqrstuvwxyz012345.ics`);
    const id = response.headers.get("X-Request-Id");
    await expect.poll(() => requestLine(id)).toBeTruthy();
    expect(requestLine(id)).toMatchObject({ path: "/student/calendar/feed/:token", route: "routes/student_.calendar.feed.$token" });
  });

  test("logs static files and passing health checks at debug level, so the info log leaves them out", async () => {
    const asset = await fetch(`${withToken.base}/build/entry.client-ABC123.js`);
    const health = await fetch(`${withToken.base}/healthz`);
    await Promise.all([asset.text(), health.text()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestLine(asset.headers.get("X-Request-Id"))).toBeUndefined();
    expect(requestLine(health.headers.get("X-Request-Id"))).toBeUndefined();
  });

  test("console.error inside a request joins the log with the request id and the error's stack", async () => {
    const original = { error: console.error, warn: console.warn, info: console.info, log: console.log, debug: console.debug };
    routeConsoleTo(createLogger({ level: "info", destination: { write: (line: string) => void lines.push(JSON.parse(line)) } }));
    try {
      const response = await fetch(`${withToken.base}/boom`);
      expect(response.status).toBe(500);
      const id = response.headers.get("X-Request-Id");
      await expect.poll(() => requestLine(id)).toMatchObject({ level: "error", status: 500 });
      const logged = lines.find((line) => line.msg === "The model failed" && line.requestId === id);
      expect(logged).toMatchObject({ level: "error", err: { message: "database on fire" } });
      expect((logged!.err as { stack: string }).stack).toContain("observed-server.ts");
      expect(requestScope.getStore()).toBeUndefined();
    } finally {
      Object.assign(console, original);
    }
  });
});

describe("the app's errors", () => {
  test("handleError logs through the request's logger with its id and the error's stack", () => {
    const log = createLogger({ level: "info", destination: { write } }).child({ requestId: "req-handle-error" });
    const request = new Request("http://localhost/student/bookings/5?token=query-secret", { method: "POST" });
    handleError(new Error("the loader broke"), { request, params: {}, context: { log } });
    const line = lines.find((entry) => entry.requestId === "req-handle-error");
    expect(line).toMatchObject({ level: "error", msg: "Error while handling POST /student/bookings/5", err: { message: "the loader broke" } });
    expect((line!.err as { stack: string }).stack).toContain("request-log-and-metrics.test.ts");
    expect(JSON.stringify(line)).not.toContain("query-secret");
  });
});

describe("/metrics", () => {
  test("does not exist without METRICS_TOKEN", async () => {
    const response = await fetch(`${withoutToken.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
  });

  test.each([
    ["no token", undefined],
    ["a wrong token", `Bearer ${TOKEN.replace(/f$/, "e")}`],
    ["the token without its scheme", TOKEN],
  ])("refuses a scrape with %s (401)", async (_what, authorization) => {
    const response = await fetch(`${withToken.base}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  test("serves requests by route template, the queue read from the database and the process metrics", async () => {
    await enqueueJob(db, { type: "mail", payload: {}, runAt: new Date(Date.now() - 90_000) });
    await enqueueJob(db, { type: "mail", payload: {}, runAt: new Date(Date.now() + 90_000) });
    for (const id of [101, 102, 103]) await (await fetch(`${withToken.base}/student/bookings/${id}`)).text();

    const response = await fetch(`${withToken.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="routes\/student\.bookings\.\$id",status_code="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="routes\/student\.bookings\.\$id",status_code="200"\} \d+$/m);
    expect(text).not.toMatch(/route="[^"]*\d{3}/);
    expect(text).toMatch(/^job_queue_due_jobs 1$/m);
    expect(text).toMatch(/^job_queue_oldest_due_seconds (8\d|9\d)$/m);
    expect(text).toMatch(/^job_queue_failed_jobs 0$/m);
    expect(text).toMatch(/^job_queue_readable 1$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    await db.job.deleteMany();
  });

  test("still answers when the database cannot be read: the queue's numbers unknown, the rest as always", async () => {
    const cut = await startObservedServer({
      token: TOKEN,
      describeRoute: createRouteDescriber(providedRouteManifest()),
      write,
      queueStats: () => Promise.reject(new Error("connection refused")),
    });
    try {
      await (await fetch(`${cut.base}/student/bookings/7`)).text();
      const response = await fetch(`${cut.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^job_queue_readable 0$/m);
      expect(text).toMatch(/^job_queue_due_jobs Nan$/m);
      expect(text).toMatch(/^http_requests_total\{method="GET",route="routes\/student\.bookings\.\$id",status_code="200"\} 1$/m);
    } finally {
      cut.close();
    }
  });
});
