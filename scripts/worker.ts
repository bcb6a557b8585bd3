/**
 * npm run worker : runs the job queue's worker on its own (mail, reminders). Start the web servers with
 * RUN_WORKER=false so that they only enqueue; several workers may run side by side, each claims its own jobs.
 */
import "dotenv/config";
import { startWorker } from "~/features/jobs/worker.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

const env = getEnv();
const worker = startWorker({ pollMs: env.WORKER_POLL_MS });
console.info(`Worker polling the queue every ${env.WORKER_POLL_MS} ms`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    await worker.stop();
    await db.$disconnect();
    process.exit(0);
  });
}
