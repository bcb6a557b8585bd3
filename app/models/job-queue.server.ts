import { db, isRecordNotFound, onPostgres, type Prisma, type Tx } from "~/utils/db.server";

/**
 * The durable job queue, after Rails' Solid Queue: jobs are rows; workers poll for due ones and claim each with a
 * conditional update (`status = pending` -> `running`, stamped with the worker's id), so two workers never run one
 * job; a failed attempt is retried with exponential backoff until `maxAttempts`, then stays `failed` with its last
 * error for staff to see and retry. A job may carry a `key` that names it (a session's reminder), so the code that
 * planned it can move or drop it. Everything here takes `now` so that tests can run the clock.
 *
 * This is the only module that reads or writes `Job`. On PostgreSQL, where several workers poll at once, a claim is
 * one statement that skips the rows another worker is claiming (`FOR UPDATE SKIP LOCKED`).
 */

export type JobType = "mail" | "session-reminder" | "checklist-reminder" | "data-export" | "account-erasure" | "article-publish";

export type NewJob = { type: JobType; payload: unknown; runAt?: Date; key?: string; maxAttempts?: number };

export type ClaimedJob = { id: number; type: string; payload: string; attempts: number; maxAttempts: number };

/** A claim older than this belongs to a worker that died mid-job: the job goes back to the queue. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

const BACKOFF_BASE_MS = 30 * 1000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, 4 min… after the 1st, 2nd, 3rd, 4th failed attempt, at most an hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

type Client = Tx | typeof db;

export function enqueueJob(client: Client, job: NewJob) {
  return client.job.create({
    data: {
      type: job.type,
      payload: JSON.stringify(job.payload),
      runAt: job.runAt ?? new Date(),
      key: job.key ?? null,
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    },
    select: { id: true },
  });
}

/**
 * Plans the job named `key` to run at `runAt`: a new job, or the same one moved (and run again even if it already
 * ran, since what it was planned for has changed).
 */
export function scheduleJob(client: Client, job: NewJob & { key: string; runAt: Date }) {
  const payload = JSON.stringify(job.payload);
  return client.job.upsert({
    where: { key: job.key },
    create: { type: job.type, payload, runAt: job.runAt, key: job.key },
    update: { type: job.type, payload, runAt: job.runAt, status: "pending", attempts: 0, lastError: null, claimedBy: null, claimedAt: null, finishedAt: null },
    select: { id: true },
  });
}

/** Drops planned jobs that have not started; a job a worker holds finishes (its handler re-checks its record). */
export function unscheduleJobs(client: Client, keys: string[]) {
  return client.job.deleteMany({ where: { key: { in: keys }, status: "pending" } });
}

/**
 * Claims up to `limit` due jobs for `workerId`, oldest due first. Each claim is its own conditional update, so a job
 * another worker took between the read and the update is simply skipped.
 */
export async function claimDueJobs({ workerId, limit, now = new Date() }: { workerId: string; limit: number; now?: Date }): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  if (onPostgres) return claimDueJobsSkippingLocked({ workerId, limit, now });
  const candidates = await db.job.findMany({
    where: { status: "pending", runAt: { lte: now } },
    orderBy: [{ runAt: "asc" }, { id: "asc" }],
    take: limit * 2,
    select: { id: true },
  });
  const claimed: ClaimedJob[] = [];
  for (const { id } of candidates) {
    if (claimed.length >= limit) break;
    const job = await updateJobWhile(
      { id, status: "pending" },
      { status: "running", claimedBy: workerId, claimedAt: now, attempts: { increment: 1 } },
      { id: true, type: true, payload: true, attempts: true, maxAttempts: true },
    );
    if (job) claimed.push(job);
  }
  return claimed;
}

/**
 * PostgreSQL's claim: the due rows are locked as they are picked, rows another worker has locked are passed over
 * instead of waited for, and the update happens under the same lock, so workers never queue behind one another.
 */
async function claimDueJobsSkippingLocked({ workerId, limit, now }: { workerId: string; limit: number; now: Date }) {
  const claimed = await db.$queryRaw<ClaimedJob[]>`
    UPDATE "Job" SET "status" = 'running', "claimedBy" = ${workerId}, "claimedAt" = ${now}, "attempts" = "attempts" + 1, "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT "id" FROM "Job" WHERE "status" = 'pending' AND "runAt" <= ${now}
      ORDER BY "runAt", "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "type", "payload", "attempts", "maxAttempts"`;
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Updates the job `where` names only while it still matches the rest of `where`, and gives back `select` of it, or
 * null when another worker changed it first. `updateMany` would say the same with a count, but Prisma runs it inside a
 * transaction of its own: on SQLite the write lock taken, and three more statements each awaited, for every claim
 * and every finished job, while a burst of bookings queues for that lock. `update` is one statement.
 */
async function updateJobWhile<S extends Prisma.JobSelect>(where: Prisma.JobWhereUniqueInput, data: Prisma.JobUpdateInput, select: S) {
  try {
    return await db.job.update({ where, data, select });
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

/**
 * Marks the job done, and says whether it could: only its claimant may (a job released as stale and claimed again is
 * not overwritten).
 */
export async function completeJob(job: { id: number }, workerId: string, now = new Date()) {
  const done = await updateJobWhile({ id: job.id, status: "running", claimedBy: workerId }, { status: "done", finishedAt: now, lastError: null }, { id: true });
  return done !== null;
}

/**
 * Records a failed attempt: the job is due again after the backoff, or `failed` for good once its attempts are
 * spent (or at once when `permanent`, for an error no retry can fix). Returns whether it gave up.
 */
export async function failJob(
  job: Pick<ClaimedJob, "id" | "attempts" | "maxAttempts">,
  workerId: string,
  error: string,
  { now = new Date(), permanent = false }: { now?: Date; permanent?: boolean } = {},
) {
  const givesUp = permanent || job.attempts >= job.maxAttempts;
  await updateJobWhile(
    { id: job.id, status: "running", claimedBy: workerId },
    givesUp
      ? { status: "failed", lastError: error, finishedAt: now, claimedBy: null }
      : { status: "pending", lastError: error, runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), claimedBy: null, claimedAt: null },
    { id: true },
  );
  return givesUp;
}

/** A failed job (or one waiting for its next attempt) runs again now, with a fresh set of attempts. */
export function retryJob(client: Client, jobId: number, now = new Date()) {
  return client.job.updateMany({
    where: { id: jobId, status: { in: ["failed", "pending"] } },
    data: { status: "pending", attempts: 0, runAt: now, claimedBy: null, claimedAt: null, finishedAt: null },
  });
}

/** Jobs held by a worker that stopped without finishing them go back to the queue. */
export function releaseStaleClaims(now = new Date()) {
  return db.job.updateMany({
    where: { status: "running", claimedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
    data: { status: "pending", claimedBy: null, claimedAt: null, runAt: now },
  });
}

/** Finished jobs are kept a while for inspection, then removed (an outbox mail keeps its own row). */
export function pruneFinishedJobs(olderThan: Date) {
  return db.job.deleteMany({ where: { status: "done", finishedAt: { lt: olderThan } } });
}

export function getJobByKey(key: string) {
  return db.job.findUnique({ where: { key }, select: { id: true, status: true, runAt: true, payload: true, attempts: true } });
}

type QueueStatsRow = {
  due: number | bigint;
  // SQLite's driver cannot tell the type of an aggregate and hands over the stored text
  oldestDueAt: Date | string | null;
  failed: number | bigint;
  recentlyFailed: number | bigint;
};

/**
 * The queue at a glance for health checks and metrics, from the (status, runAt) index: how many jobs are due and not
 * started, when the oldest of them was due, how many failed for good (all time, and since `failedSince`). One
 * statement: the health check is polled during bursts, when each statement waits for a turn of a busy event loop.
 */
export async function queueStats({ now = new Date(), failedSince }: { now?: Date; failedSince: Date }) {
  const [row] = await db.$queryRaw<QueueStatsRow[]>`
    SELECT "dueJobs"."due", "dueJobs"."oldestDueAt",
           (SELECT COUNT(*) FROM "Job" WHERE "status" = 'failed') AS "failed",
           (SELECT COUNT(*) FROM "Job" WHERE "status" = 'failed' AND "finishedAt" >= ${failedSince}) AS "recentlyFailed"
    FROM (SELECT COUNT(*) AS "due", MIN("runAt") AS "oldestDueAt" FROM "Job" WHERE "status" = 'pending' AND "runAt" <= ${now})
      AS "dueJobs"`;
  return {
    due: Number(row.due),
    oldestDueAt: row.oldestDueAt === null ? null : new Date(row.oldestDueAt),
    failed: Number(row.failed),
    recentlyFailed: Number(row.recentlyFailed),
  };
}
