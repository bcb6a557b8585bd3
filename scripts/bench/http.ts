/**
 * The HTTP half of `npm run bench`: the production server started as `npm start` starts it, its memory sampled
 * through the whole run, one autocannon run per URL, and what a public page makes the browser download.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import autocannon, { type Request as CannonRequest } from "autocannon";
import { percentile, type Kind, type Measurement } from "./report";

export const CONNECTIONS = 50;

export type Server = { origin: string; process: ChildProcess; stop: () => Promise<void> };

// A worker loading the build took over 30 s on a machine whose other users kept both cores busy.
const START_TIMEOUT_MS = 120_000;

/** Starts `script` (the project's build/server.js, the stock app's server.js) and waits until it answers /healthz. */
export async function startServer({ script, env, port, cwd, nodeArgs = [] }: { script: string; env: NodeJS.ProcessEnv; port: number; cwd?: string; nodeArgs?: string[] }): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd, env: { ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (const started = Date.now(); Date.now() - started < START_TIMEOUT_MS; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it answered`);
    const ready = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        origin,
        process: child,
        stop: async () => {
          child.kill("SIGTERM");
          const code = await exited;
          if (code !== 0) console.warn(`The server stopped with exit code ${code}`);
        },
      };
    }
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * The memory of a process and its descendants (cluster workers), in MB, from /proc: each one's resident set (RSS), and
 * its proportional set (PSS), where a page the processes share (Node's own code) counts once across them.
 */
function residentMemory(pid: number): Array<{ rss: number; pss: number }> {
  const megabytes = (file: string, field: string) => {
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(file, "utf8"))?.[1];
    return Number(kilobytes ?? 0) / 1024;
  };
  const status = (id: number) => {
    try {
      return { rss: megabytes(`/proc/${id}/status`, "VmRSS"), pss: megabytes(`/proc/${id}/smaps_rollup`, "Pss") };
    } catch {
      return { rss: 0, pss: 0 };
    }
  };
  const children = (id: number): number[] => {
    try {
      return readdirSync(`/proc/${id}/task`).flatMap((task) =>
        readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
      );
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let index = 0; index < all.length; index++) all.push(...children(all[index]));
  return all.map(status);
}

/**
 * Samples the server's memory every 250 ms until stopped: the peak of the RSS summed over its processes, of the
 * largest single process's RSS, and of the PSS summed over its processes. `peakSinceLastAsked` gives the peak of the
 * summed RSS since it was last called, to tell which URL the peak came with.
 */
export function sampleMemory(pid: number) {
  const peak = { total: 0, largestProcess: 0, totalPss: 0 };
  let recentTotal = 0;
  const sample = () => {
    const sizes = residentMemory(pid);
    const sum = (field: "rss" | "pss") => Math.round(sizes.reduce((total, size) => total + size[field], 0));
    recentTotal = Math.max(recentTotal, sum("rss"));
    peak.total = Math.max(peak.total, recentTotal);
    peak.largestProcess = Math.max(peak.largestProcess, Math.round(Math.max(...sizes.map((size) => size.rss))));
    peak.totalPss = Math.max(peak.totalPss, sum("pss"));
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    peakSinceLastAsked() {
      sample();
      const recent = recentTotal;
      recentTotal = 0;
      return recent;
    },
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

export type Target = {
  label: string;
  kind: Kind;
  path: string;
  status: number;
  headers?: Record<string, string>;
  /** Each request made afresh (the booking burst: another student and seat each time). */
  setupRequest?: (request: CannonRequest) => CannonRequest;
  method?: string;
};

export async function measure(origin: string, target: Target, seconds: number): Promise<Measurement> {
  const options = {
    url: `${origin}${target.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
    requests: target.setupRequest ? [{ method: target.method ?? "GET", setupRequest: target.setupRequest }] : undefined,
    method: (target.method ?? "GET") as "GET" | "POST",
  };
  const result = await autocannon(options);
  const counts = result.statusCodeStats;
  const expected = counts[String(target.status)]?.count ?? 0;
  const answered = Object.values(counts).reduce((sum, { count }) => sum + count, 0);
  return {
    label: target.label,
    kind: target.kind,
    requestsPerSecond: Math.round(expected / (result.duration || seconds)),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    unexpected: answered - expected + result.errors + result.timeouts,
  };
}

/**
 * Asks `path` a few times at once, untimed: the requests open several connections, which the cluster hands to its
 * processes in turn, so each process has run the route before `probe` times it.
 */
export async function warmUp(origin: string, path: string, requests = 8) {
  await Promise.all(Array.from({ length: requests }, () => fetch(`${origin}${path}`).then((response) => response.arrayBuffer())));
}

// Without it, one request that got no answer held the probe until the HTTP client's own 300 s timeout, and the run
// reported only that timeout as its p97.5 (once, on PostgreSQL).
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Asks `path` every 50 ms until stopped: the latencies another client sees while a burst runs. A request that fails,
 * or gets no answer within 10 s, counts its time until then and is reported by itself.
 */
export function probe(origin: string, path: string) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const [started, askedAt] = [performance.now(), new Date().toISOString()];
      const failure = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok ? null : `status ${response.status}`;
        },
        (error: Error) => (error.name === "TimeoutError" ? `no answer within ${PROBE_TIMEOUT_MS / 1000} s` : error.message),
      );
      latencies.push(performance.now() - started);
      if (failure) failures.push(`asked at ${askedAt}: ${failure}`);
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      if (failures.length > 0) console.warn(`${failures.length} of ${latencies.length} requests to ${path} failed:\n${failures.join("\n")}`);
      return percentile(latencies.sort((a, b) => a - b), 0.975);
    },
  };
}

/**
 * The JavaScript a page makes the browser load, gzipped, in KB: its module preloads and its module scripts' imports.
 * Not every /build/ path in the page: the route manifest names the modules of the pages it links to, which the
 * browser loads only on the way there.
 */
export async function pageJavaScriptGzipKb(origin: string, path: string) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const imports = [...html.matchAll(/\bimport\b[^"';]*["'](\/build\/[^"']+\.js)["']/g)].map((match) => match[1]);
  const scripts = new Set([...preloads, ...imports]);
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(Buffer.from(await (await fetch(`${origin}${script}`)).arrayBuffer())).length;
  return Math.round(bytes / 1024);
}

/** The first script of the build a page names: the static file every other URL is compared with. */
export async function staticScriptPath(origin: string) {
  const html = await (await fetch(`${origin}/`)).text();
  const match = /<link\b[^>]*rel="modulepreload"[^>]*href="(\/build\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error("The home page names no script of the build");
  return match[1];
}
