import { getQueueHealth } from "~/models/health.server";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Polled by load balancers every few seconds, so it reads only indexes, in one statement whose answer shows the
 * database is reached (`latency_ms` is its time). 503 only when the database cannot be reached (the instance can serve
 * nothing); a stalled or failing job queue is "degraded" with 200, since taking every instance out of the pool would
 * not bring the worker back.
 */
export async function loader() {
  const started = performance.now();
  try {
    const { status, due, oldestDueSeconds, failed, failedLastHour } = await getQueueHealth();
    const latency_ms = Math.round(performance.now() - started);
    const queue = { status, due, oldest_due_s: oldestDueSeconds, failed, failed_last_hour: failedLastHour };
    return Response.json({ status, database: "ok", latency_ms, queue }, { headers: NO_STORE });
  } catch (error) {
    console.error("Health check failed", error);
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: NO_STORE });
  }
}
