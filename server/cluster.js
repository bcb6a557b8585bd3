// How many processes serve (WEB_CONCURRENCY) and the primary that keeps them: Node serves JavaScript on one core per
// process, so in production one process per core lets every core answer (decision 061). The processes share
// nothing but the database (sessions, rate limits, the job queue, the page cache's version), as several instances
// behind a load balancer do.
import cluster from "node:cluster";
import os from "node:os";

/**
 * The number of serving processes: WEB_CONCURRENCY when set (a whole number from 1), else the number of cores in
 * production and 1 elsewhere (development and tests keep one process, whose state they can reason about).
 * @param {{ value: string | undefined, production: boolean, cores?: number }} options
 */
export function webConcurrency({ value, production, cores = os.availableParallelism() }) {
  if (value === undefined || value.trim() === "") return production ? Math.max(1, cores) : 1;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < 1) throw new Error(`WEB_CONCURRENCY must be a whole number from 1, not ${JSON.stringify(value)}`);
  return Number(value);
}

const STOP_SIGNALS = ["SIGTERM", "SIGINT"];

/**
 * The primary of a cluster: forks `workers` processes that run server.js's app (they share the listening port), forks
 * a new one when one dies while serving, and on SIGTERM or SIGINT passes the signal on, waits for every worker's own
 * graceful shutdown (server/shutdown.js) and exits 0, or 1 when one did not stop cleanly. A worker that dies before it
 * ever listened (a bad configuration) would die again: then the others are stopped and the primary exits 1.
 * @param {{ workers: number, log: import("pino").Logger, exit?: (code: number) => void }} options
 */
export function runPrimary({ workers, log, exit = (code) => process.exit(code) }) {
  let stopping = false;
  let stopSignal = null;
  let failed = false;
  const listened = new Set();
  const stopAll = (signal) => {
    stopping = true;
    stopSignal ??= signal;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping && listened.has(worker.id)) {
      log.error({ pid: worker.process.pid, code, signal }, "A worker died: starting another");
      cluster.fork();
      return;
    }
    if (!stopping) log.fatal({ pid: worker.process.pid, code, signal }, "A worker could not start: stopping");
    // A worker still loading the build when the stop came has no handler for the signal yet, so the signal ends it:
    // it had nothing in hand, and that is a clean stop.
    const stoppedWhileStarting = stopping && !listened.has(worker.id) && signal === stopSignal;
    if (code !== 0 && !stoppedWhileStarting) failed = true;
    stopAll("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) exit(failed ? 1 : 0);
  });
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      log.info({ signal, workers }, "Stopping the workers");
      stopAll(signal);
    });
  }
  for (let index = 0; index < workers; index++) cluster.fork();
}
