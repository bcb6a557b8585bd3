import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { db } from "~/utils/db.server";
import { TEST_PASSWORD, createTestUser } from "../support/users";

// server.js as an operator runs it: its own instance of the production build beside the one the other specs use
// (same database, same mail sink, like a second instance behind a load balancer), its JSON log read from stdout.

test.describe.configure({ mode: "serial" });

const ROOT = path.resolve(import.meta.dirname, "../..");
const METRICS_TOKEN = "e2e-metrics-token-0123456789";
// beside the run's own server (E2E_PORT), its mail sink (+1000), the Stripe double (+2000) and the crash test (+20)
let nextPort = Number(process.env.E2E_PORT ?? 3300) + 30;

type Instance = { port: number; base: string; child: ChildProcess; stdout: () => string; output: () => string; lines: () => Array<Record<string, unknown>>; exited: Promise<[number | null, NodeJS.Signals | null]> };

async function startInstance(env: Record<string, string> = {}): Promise<Instance> {
  const port = nextPort++;
  const child = spawn(process.execPath, [path.join(process.env.REMIX_BUILD_DIR ?? "build", "server.js")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      // production's cost, over the one the test processes hash their own accounts at (docs/decisions/121)
      PASSWORD_HASH_COST: "10",
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      METRICS_TOKEN,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      MAIL_FROM: "EduGlobal <no-reply@eduglobal.example>",
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  const lines = () => stdout.split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  // every worker of the cluster, not only the first: a request could otherwise find the port held by the other
  await expect.poll(() => countLogged(lines(), "Serving on"), { timeout: 20_000 }).toBe(workersOf(env));
  return { port, base: `http://localhost:${port}`, child, stdout: () => stdout, output: () => stdout + stderr, lines, exited };
}

/** server.js in production starts WEB_CONCURRENCY workers, one when unset. */
const workersOf = (env: Record<string, string>) => Number(env.WEB_CONCURRENCY ?? 1);

const countLogged = (lines: Array<Record<string, unknown>>, start: string) => lines.filter((line) => String(line.msg).startsWith(start)).length;

const kill = async (running: Instance | undefined) => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill("SIGKILL");
    await running.exited;
  }
};

/**
 * One instance with the defaults (WEB_CONCURRENCY and MALLOC_ARENA_MAX unset) serves the tests in turn, so that the
 * file starts two servers instead of five; the last test stops it with SIGTERM. A test that needs other settings
 * starts an instance of its own, killed after it.
 */
let shared: Promise<Instance> | undefined;
const sharedInstance = () => (shared ??= startInstance({ MALLOC_ARENA_MAX: "" }));
let own: Instance | undefined;

test.afterEach(async () => {
  await kill(own);
  own = undefined;
});

test.afterAll(async () => {
  await kill(await shared?.catch(() => undefined));
});

test("logs a log-in as one JSON line with its request id, without the password or any cookie", async () => {
  const instance = await sharedInstance();
  const user = await createTestUser("student", "Log Reader");
  const response = await fetch(`${instance.base}/login?redirectTo=%2Fstudent`, {
    method: "POST",
    headers: { "X-Forwarded-For": randomUUID(), "X-Request-Id": "lb-trace.42", Cookie: "__toast=stale-cookie-secret" },
    body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("X-Request-Id")).toBe("lb-trace.42");
  const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session="))!.split(";")[0].split("=")[1];

  await expect.poll(() => instance.lines().find((line) => line.requestId === "lb-trace.42" && line.msg === "request")).toMatchObject({
    level: "info",
    method: "POST",
    path: "/login",
    route: "routes/_auth.login",
    status: 302,
    durationMs: expect.any(Number),
    bytes: expect.any(Number),
  });
  const log = instance.stdout();
  expect(log).not.toContain(TEST_PASSWORD);
  expect(log).not.toContain(sessionCookie);
  expect(log).not.toContain("stale-cookie-secret");
  expect(log).not.toContain("redirectTo");
});

test("/metrics needs its bearer token, and labels requests by route, never by their ids", async ({ request }) => {
  expect((await request.get("/metrics")).status()).toBe(404);

  const instance = await sharedInstance();
  expect((await fetch(`${instance.base}/metrics`)).status).toBe(401);
  expect((await fetch(`${instance.base}/metrics`, { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);

  for (const slug of ["no-such-post-1", "no-such-post-2"]) await (await fetch(`${instance.base}/blog/${slug}`)).text();
  const scrape = await fetch(`${instance.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scrape.status).toBe(200);
  const text = await scrape.text();
  expect(text).toMatch(/^http_requests_total\{method="GET",route="routes\/_public\.blog\.\$slug",status_code="404"\} 2$/m);
  expect(text).not.toContain("no-such-post");
  expect(text).toMatch(/^job_queue_due_jobs \d+$/m);
  expect(text).toMatch(/^job_queue_failed_jobs \d+$/m);
  expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
});

for (const [env, workers] of [
  [{}, 1],
  [{ WEB_CONCURRENCY: "2" }, 2],
] as const) {
  test(`runs ${workers === 1 ? "one worker when WEB_CONCURRENCY is unset" : "the workers WEB_CONCURRENCY asks for"}, each with the heap budget (WEB_HEAP_MB, 512 when unset), 8 MB semi-spaces and two malloc arenas`, async () => {
    const running = workers === 1 ? await sharedInstance() : (own = await startInstance({ ...env, MALLOC_ARENA_MAX: "" }));
    const children = readFileSync(`/proc/${running.child.pid}/task/${running.child.pid}/children`, "utf8").trim().split(/\s+/);
    expect(children).toHaveLength(workers);
    for (const pid of children) {
      expect(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toEqual(expect.arrayContaining(["--max-old-space-size=512", "--max-semi-space-size=8"]));
      expect(readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toContain("MALLOC_ARENA_MAX=2");
    }
    expect(await (await fetch(`${running.base}/healthz`)).json()).toMatchObject({ database: "ok" });
  });
}

test("says at start-up which proxies it believes about the client's address", async () => {
  const instance = await sharedInstance();
  expect(instance.lines().find((line) => String(line.msg).startsWith("Client addresses:"))).toMatchObject({
    level: "info",
    trustProxy: 1,
    msg: expect.stringContaining("trusting the one proxy in front of the app"),
  });
});

/** A request with headers fetch() will not send (a Host of its own), answered with its status and request id. */
function rawRequest(port: number, { method, path, headers }: { method: string; path: string; headers: Record<string, string> }) {
  return new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const sent = http.request({ port, path, method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, requestId: String(res.headers["x-request-id"]) }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

test("answers a malformed request 400, in one info line without a stack: an address whose escapes spell nothing, a host or scheme that make no URL", async () => {
  const instance = await sharedInstance();
  const host = `localhost:${instance.port}`;
  const requests: Array<{ method: string; path: string; headers?: Record<string, string> }> = [
    { method: "GET", path: "/%FF" },
    { method: "GET", path: "/student/documents/%FF" },
    { method: "GET", path: "/api/user/%FF" },
    { method: "POST", path: "/contact/%E2%82" },
    { method: "GET", path: "/build/%" },
    { method: "GET", path: "/", headers: { Host: "%FF" } },
    { method: "GET", path: "/about", headers: { Host: `localhost:99999` } },
    // from the one proxy TRUST_PROXY=1 trusts (the test)
    { method: "GET", path: "/about", headers: { Host: host, "X-Forwarded-Host": "a b" } },
    { method: "GET", path: "/about", headers: { Host: host, "X-Forwarded-Proto": "ftp%" } },
  ];
  const ids: string[] = [];
  for (const { method, path, headers = { Host: host } } of requests) {
    const { status, requestId } = await rawRequest(instance.port, { method, path, headers });
    expect(status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(400);
    ids.push(requestId);
  }
  for (const id of ids) await expect.poll(() => instance.lines().filter((line) => line.requestId === id).length).toBe(1);
  const written = instance.lines().filter((line) => ids.includes(String(line.requestId)));
  for (const line of written) expect(line).toMatchObject({ level: "info", msg: "request", status: 400, route: "unmatched" });
  expect(instance.lines().filter((line) => line.level === "error" || line.level === "fatal")).toEqual([]);
  // a stack, as the JSON log escapes it or as stderr prints it
  expect(instance.output()).not.toMatch(/URIError|(\\n|\n)\s+at /);
});

test("on SIGTERM finishes the request in flight, refuses new connections and exits 0 within seconds", async () => {
  // the shared instance's last test: it stops it
  const instance = await sharedInstance();
  const { port } = instance;
  const email = `slow-${randomUUID()}@example.com`;
  const body = new URLSearchParams({ name: "Slow Sender", email, subject: "In flight", message: "Sent in two halves around a SIGTERM." }).toString();
  const half = Math.floor(body.length / 2);

  // A browser on a slow line: the request's headers and half its body arrive, then the server is told to stop.
  const answer = new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const slow = http.request(
      { port, path: "/contact", method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body), "X-Forwarded-For": randomUUID() } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location }));
      },
    );
    slow.on("error", reject);
    slow.write(body.slice(0, half));
    setTimeout(() => {
      instance.child.kill("SIGTERM");
      setTimeout(() => slow.end(body.slice(half)), 500);
    }, 300);
  });

  const sigterm = Date.now();
  // The port stays open until the worker lets go of it (the primary closes its copy then): once the worker has begun
  // to shut down, a new connection is refused.
  await expect.poll(() => countLogged(instance.lines(), "Shutting down"), { timeout: 5_000 }).toBe(1);
  const refused = await fetch(`http://localhost:${port}/healthz`).then(
    () => "answered",
    (error: Error & { cause?: { code?: string } }) => error.cause?.code,
  );
  expect(refused).toBe("ECONNREFUSED");

  // the whole answer arrived: the message was stored and the sender sent back to the form with its toast
  const { status, location } = await answer;
  expect(status).toBe(302);
  expect(location).toBe("/contact");
  expect(await db.contactMessage.count({ where: { email } })).toBe(1);

  const [code] = await instance.exited;
  expect(code, `the instance's log:\n${instance.output()}`).toBe(0);
  // well within the 10 s bound, and sooner than the 5 s a kept-alive connection would have held the server open
  expect(Date.now() - sigterm).toBeLessThan(5_000);
  expect(instance.lines().find((line) => line.method === "POST" && line.path === "/contact")).toMatchObject({ status });
  expect(instance.lines().map((line) => line.msg)).toContain("Stopped");
});
