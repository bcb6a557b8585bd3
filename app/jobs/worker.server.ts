import { hostname } from "node:os";
import { deliverMailJob, onMailAttemptFailed, UndeliverableMailError } from "~/mail/deliver.server";
import {
  claimDueJobs,
  completeJob,
  failJob,
  pruneFinishedJobs,
  releaseStaleClaims,
  type ClaimedJob,
  type JobType,
} from "~/models/job-queue.server";
import { eraseAccount, type AccountErasurePayload } from "~/models/account-deletion.server";
import { runDataExportJob, type DataExportPayload } from "~/models/account-data.server";
import { sendChecklistReminder, type ChecklistReminderPayload } from "~/models/checklist.server";
import { sendBookingReminder, type ReminderPayload } from "~/models/booking-reminders.server";
import { publishScheduledArticle, type ArticlePublishPayload } from "~/models/article.server";
import { lookup } from "~/domain/lookup";
import { pruneExpiredRateLimits } from "~/models/rate-limit.server";

type Handler = { run: (job: ClaimedJob, now?: Date) => Promise<unknown>; onFailure?: (job: ClaimedJob, error: string, givesUp: boolean) => Promise<void> };

const HANDLERS: Record<JobType, Handler> = {
  mail: { run: deliverMailJob, onFailure: onMailAttemptFailed },
  "session-reminder": { run: (job, now) => sendBookingReminder(JSON.parse(job.payload) as ReminderPayload, now) },
  "checklist-reminder": { run: (job, now) => sendChecklistReminder(JSON.parse(job.payload) as ChecklistReminderPayload, now) },
  "data-export": { run: (job, now) => runDataExportJob(JSON.parse(job.payload) as DataExportPayload, now) },
  "account-erasure": { run: (job, now) => eraseAccount(JSON.parse(job.payload) as AccountErasurePayload, now) },
  "article-publish": { run: (job) => publishScheduledArticle(JSON.parse(job.payload) as ArticlePublishPayload) },
};

function errorMessage(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

// `now` is the clock a test runs (absent in production: each step reads the time when it happens).
async function runJob(job: ClaimedJob, workerId: string, now?: Date) {
  const handler = lookup(HANDLERS, job.type);
  try {
    if (!handler) throw new UndeliverableMailError(`No handler for jobs of type "${job.type}".`);
    await handler.run(job, now);
    await completeJob(job, workerId, now);
  } catch (error) {
    const message = errorMessage(error);
    const givesUp = await failJob(job, workerId, message, { now, permanent: error instanceof UndeliverableMailError });
    console.error(`Job ${job.id} (${job.type}) failed on attempt ${job.attempts}${givesUp ? ", giving up" : ""}: ${message}`);
    await handler?.onFailure?.(job, message, givesUp);
  }
}

/** Claims the jobs due now (at most `limit`) and runs them side by side; returns how many ran. */
export async function runDueJobs({ workerId = defaultWorkerId(), limit = 4, now }: { workerId?: string; limit?: number; now?: Date } = {}) {
  const jobs = await claimDueJobs({ workerId, limit, now });
  await Promise.all(jobs.map((job) => runJob(job, workerId, now)));
  return jobs.length;
}

export function defaultWorkerId() {
  return `${hostname()}:${process.pid}`;
}

const HOUSEKEEPING_EVERY_MS = 60_000;
export const KEEP_FINISHED_JOBS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the worker does once a minute besides running jobs: returns the jobs of workers that died to the queue, and
 * deletes what no one needs any more, so that no table grows with the site's age (finished jobs after a week, rate-limit
 * counters whose window has ended).
 */
export async function runHousekeeping(now = new Date()) {
  await releaseStaleClaims(now);
  await pruneFinishedJobs(new Date(now.getTime() - KEEP_FINISHED_JOBS_MS));
  await pruneExpiredRateLimits(now);
}

export type Worker = { stop: () => Promise<void> };

/**
 * Polls the queue every `pollMs` and runs what is due, `concurrency` jobs at a time; once a minute it also does its
 * housekeeping (`runHousekeeping`, as Solid Queue's recurring tasks do).
 * `stop` waits for the jobs in hand to finish. Inside the web server its timer does not keep the process alive (the
 * HTTP server does); a worker process of its own (`npm run worker`) asks for `keepsProcessAlive`, or it would exit
 * as soon as it started.
 */
export function startWorker({
  pollMs,
  concurrency = 4,
  workerId = defaultWorkerId(),
  keepsProcessAlive = false,
}: {
  pollMs: number;
  concurrency?: number;
  workerId?: string;
  keepsProcessAlive?: boolean;
}): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let lastHousekeeping = 0;

  async function tick() {
    try {
      if (Date.now() - lastHousekeeping >= HOUSEKEEPING_EVERY_MS) {
        lastHousekeeping = Date.now();
        await runHousekeeping();
      }
      // a full batch means more may be waiting: go again at once
      while (!stopped && (await runDueJobs({ workerId, limit: concurrency })) === concurrency);
    } catch (error) {
      console.error(`The job worker could not poll the queue: ${errorMessage(error)}`);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, pollMs);
    if (!keepsProcessAlive) timer.unref();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
