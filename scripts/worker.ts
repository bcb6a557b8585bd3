/**
 * npm run worker : runs the job queue's worker on its own (mail, reminders). Start the web servers with
 * RUN_WORKER=false so that they only enqueue; several workers may run side by side, each claims its own jobs.
 * It logs JSON lines like the web server (server/logger.js), so one log pipeline reads both.
 */
import "dotenv/config";
import { startWorker } from "~/jobs/worker.server";
import { closeDatabase } from "~/models/health.server";
import { getEnv } from "~/utils/env.server";
import { createLogger, routeConsoleTo } from "../server/logger.js";

const env = getEnv();
const logger = createLogger({ level: env.LOG_LEVEL });
routeConsoleTo(logger);
const worker = startWorker({ pollMs: env.WORKER_POLL_MS, keepsProcessAlive: true });
logger.info({ pollMs: env.WORKER_POLL_MS }, `Worker polling the queue every ${env.WORKER_POLL_MS} ms`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, "Stopping: finishing the job in hand");
    await worker.stop();
    await closeDatabase();
    process.exit(0);
  });
}
