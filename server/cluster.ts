// How many processes serve (WEB_CONCURRENCY) and the primary that keeps them. In production one worker serves by
// default, under a primary that gives it its memory settings and replaces it when it dies (decision 085); more
// workers let more cores serve, at the memory of a whole process each. The processes share nothing but the database
// (sessions, rate limits, the job queue, the page cache's version), as several instances behind a load balancer do.
import cluster from "node:cluster";
import type { Logger } from "pino";

/** The number of serving processes: WEB_CONCURRENCY when set (a whole number from 1), else one (decision 085). */
export function webConcurrency({ value }: { value: string | undefined }): number {
  return wholeNumberSetting("WEB_CONCURRENCY", value, { min: 1 }) ?? 1;
}

/**
 * Whether server.ts runs the app in workers under a primary: always in production, where the primary starts the
 * worker with its heap and malloc settings and replaces it when it dies, and elsewhere only for several workers
 * (development and tests keep one process, whose state they can reason about).
 */
export function servesThroughPrimary({ workers, production }: { workers: number; production: boolean }): boolean {
  return production || workers > 1;
}

/** An environment variable that holds a whole number from `min`: the number, or undefined when unset or blank. */
function wholeNumberSetting(name: string, value: string | undefined, { min, what = "a whole number" }: { min: number; what?: string }): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < min) throw new Error(`${name} must be ${what} from ${min}, not ${JSON.stringify(value)}`);
  return Number(value);
}

// Unset, V8 sizes a heap from the machine's memory and lets it grow lazily: under load each worker's heap grew large,
// much of it garbage. A budget makes it collect sooner; the app never holds much at once (CSV exports stream, uploads
// are capped at 5 MB and kept outside the heap). 256 MB cost the heaviest list too much of its rate in garbage
// collection; 512 MB kept most of the saving (decision 069).
const DEFAULT_WORKER_HEAP_MB = 512;
const MIN_WORKER_HEAP_MB = 64;
// V8's young generation grows to two semi-spaces of 16 MB each under load, in every worker. Half that collects more
// often, at a cost to the pages' rates too small to tell from noise, and with the malloc arenas below it lowers the
// cluster's peak memory (decision 081).
const WORKER_SEMI_SPACE_MB = 8;

/**
 * The Node options that size each worker's heap: WEB_HEAP_MB (a whole number of MB from 64) for V8's old generation,
 * 512 when unset, and semi-spaces of 8 MB for its young generation. Each is left out when the server was started with
 * its own limit (on the command line or in NODE_OPTIONS), which the workers inherit.
 */
export function workerHeapArgs({
  value,
  execArgv = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? "",
}: {
  value: string | undefined;
  execArgv?: string[];
  nodeOptions?: string;
}): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const setByHand = (flag: string) => given.some((arg) => new RegExp(`^--${flag.replaceAll("-", "[-_]")}(=|$)`).test(arg));
  const megabytes = wholeNumberSetting("WEB_HEAP_MB", value, { min: MIN_WORKER_HEAP_MB, what: "a whole number of megabytes" });
  return [
    ...(setByHand("max-old-space-size") ? [] : [`--max-old-space-size=${megabytes ?? DEFAULT_WORKER_HEAP_MB}`]),
    ...(setByHand("max-semi-space-size") ? [] : [`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`]),
  ];
}

/**
 * What each worker's environment adds to the primary's: glibc's malloc gives every thread that allocates (V8's
 * compiler and garbage collector threads, libuv's pool) an arena of its own, up to eight per core, and keeps what they
 * freed. Two arenas per worker keep less of it (decision 081). MALLOC_ARENA_MAX set by the operator is kept.
 */
export function workerEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return env.MALLOC_ARENA_MAX ? {} : { MALLOC_ARENA_MAX: "2" };
}

const STOP_SIGNALS: NodeJS.Signals[] = ["SIGTERM", "SIGINT"];

/**
 * The primary of a cluster: forks `workers` processes that run the app (app.ts; they share the listening port), forks
 * a new one when one dies while serving, and on SIGTERM or SIGINT passes the signal on, waits for every worker's own
 * graceful shutdown (shutdown.ts) and exits 0, or 1 when one did not stop cleanly. A worker that dies before it
 * ever listened (a bad configuration) would die again: then the others are stopped and the primary exits 1.
 * Each worker runs the primary's script with the primary's Node options and `heapArgs` (workerHeapArgs), and the
 * primary's environment with `env` (workerEnv).
 */
export function runPrimary({
  workers,
  heapArgs = [],
  env = {},
  log,
  exit = (code) => process.exit(code),
}: {
  workers: number;
  heapArgs?: string[];
  env?: Record<string, string>;
  log: Logger;
  exit?: (code: number) => void;
}): void {
  // Node's default on Linux has the primary accept every connection and hand it to a worker in turn. A lone worker
  // needs no sharing out: it accepts on the listening socket itself, and the primary is out of every request's path.
  // An operator's NODE_CLUSTER_SCHED_POLICY is kept.
  if (workers === 1 && !process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...heapArgs] });
  let stopping = false;
  let stopSignal: NodeJS.Signals | null = null;
  let failed = false;
  const listened = new Set<number>();
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    stopSignal ??= signal;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping && listened.has(worker.id)) {
      log.error({ pid: worker.process.pid, code, signal }, "A worker died: starting another");
      cluster.fork(env);
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
  for (let index = 0; index < workers; index++) cluster.fork(env);
}
