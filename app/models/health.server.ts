import { queueStats } from "~/models/job-queue.server";
import { db } from "~/utils/db.server";

/** A due job that waited this long means no worker is taking jobs (stopped, stuck, or far behind). */
export const QUEUE_STALL_MS = 5 * 60 * 1000;
/** This many jobs failing for good within the window means something they need is broken (often the SMTP server). */
export const QUEUE_FAILURES_WARNING = 10;
export const QUEUE_FAILURES_WINDOW_MS = 60 * 60 * 1000;

export type QueueHealth = {
  status: "ok" | "degraded";
  due: number;
  oldestDueSeconds: number;
  failed: number;
  failedLastHour: number;
};

/**
 * The job queue as a load balancer's health check and the metrics see it. "degraded" still serves pages: it asks
 * a person to look (at the worker, at /admin/mail), not the load balancer to take the instance out.
 */
export async function getQueueHealth(now = new Date()): Promise<QueueHealth> {
  const stats = await queueStats({ now, failedSince: new Date(now.getTime() - QUEUE_FAILURES_WINDOW_MS) });
  const waitedMs = stats.oldestDueAt ? Math.max(0, now.getTime() - stats.oldestDueAt.getTime()) : 0;
  const degraded = waitedMs > QUEUE_STALL_MS || stats.recentlyFailed >= QUEUE_FAILURES_WARNING;
  return {
    status: degraded ? "degraded" : "ok",
    due: stats.due,
    oldestDueSeconds: Math.floor(waitedMs / 1000),
    failed: stats.failed,
    failedLastHour: stats.recentlyFailed,
  };
}

/** Closes the process's database connection (server.js, at the end of a graceful shutdown). */
export function closeDatabase() {
  return db.$disconnect();
}
