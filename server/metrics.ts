// Prometheus metrics of this process, served by the server at /metrics: HTTP requests by method, Remix route and status
// (recorded here, outside the build, by the request log), the job queue read from the database at scrape time
// (through a function the build exports), and prom-client's process metrics. One registry per process, in the server,
// so the numbers it records and the ones it serves are the same objects; a Remix route would need the build to share it.
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

// Anything else (Node's parser accepts a few dozen more) is counted together, so the label set stays small.
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function methodLabel(method: string) {
  return KNOWN_METHODS.has(method) ? method : "OTHER";
}

/** The job queue's numbers, read from the database at scrape time. */
export type QueueStats = { due: number; oldestDueSeconds: number; failed: number };

/** One answered request, as the metrics count it. */
export type Exchange = { method: string; route: string; status: number; seconds: number };

export function createMetrics({ queueStats }: { queueStats: () => Promise<QueueStats> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status_code"];
  const requests = new Counter({ name: "http_requests_total", help: "HTTP requests answered, by method, Remix route id and status", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its response, by method, Remix route id and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // The queue is shared by every instance: each reports the same numbers, read when scraped (aggregate with max()).
  // When the database cannot be read the scrape still answers, with the request and process metrics, the queue's
  // numbers as NaN (Prometheus' "no value") and job_queue_readable at 0: an outage is when they are wanted most.
  let pending: Promise<QueueStats | null> | undefined;
  const readQueue = () => (pending ??= queueStats().then(
    (stats) => stats,
    () => null,
  ).finally(() => (pending = undefined)));
  const queueGauge = (name: string, help: string, pick: (stats: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const stats = await readQueue();
        this.set(stats ? pick(stats) : Number.NaN);
      },
    });
  new Gauge({
    name: "job_queue_readable",
    help: "1 when this scrape could read the queue from the database, 0 when it could not",
    registers: [registry],
    async collect() {
      this.set((await readQueue()) ? 1 : 0);
    },
  });
  queueGauge("job_queue_due_jobs", "Jobs due to run and not started (the queue's depth)", (stats) => stats.due);
  queueGauge("job_queue_oldest_due_seconds", "How long the oldest due job has been waiting, 0 when none waits", (stats) => stats.oldestDueSeconds);
  queueGauge("job_queue_failed_jobs", "Jobs that failed for good (dead) and wait for staff to retry them", (stats) => stats.failed);

  return {
    registry,
    record({ method, route, status, seconds }: Exchange) {
      const labels = { method: methodLabel(method), route, status_code: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or the first wrong character of what was sent.
 */
export function bearerTokenMatches(authorization: string | undefined, expected: string) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}

/**
 * Express handler for GET /metrics. Without a token configured the endpoint does not exist (404); a scrape must send
 * it as a bearer token (401 otherwise), since the numbers describe the business (traffic, queue) to anyone who asks.
 */
export function metricsEndpoint({ registry, token }: { registry: Registry; token: string }): RequestHandler {
  return async (req, res) => {
    res.locals.route = "metrics";
    res.locals.routine = true;
    res.setHeader("Cache-Control", "no-store");
    if (!token) return res.status(404).type("text/plain").send("Not Found");
    if (!bearerTokenMatches(req.headers.authorization, token)) {
      return res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
    }
    try {
      const body = await registry.metrics();
      res.status(200).type(registry.contentType).send(body);
    } catch (error) {
      res.locals.log?.error({ err: error }, "Could not collect the metrics");
      res.status(500).type("text/plain").send("Could not collect the metrics");
    }
  };
}
