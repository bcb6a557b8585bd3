// How the server stops when the platform asks (SIGTERM on a deploy or a scale-down, SIGINT in a terminal): behind a load
// balancer another instance takes the new connections, so this one only has to finish what it started.
import type { Server } from "node:http";
import type { Logger } from "pino";

/** The job queue's worker running in this process: `stop` resolves once the job in hand is finished. */
export type BackgroundWorker = { stop: () => Promise<void> };

/**
 * Stops accepting connections at once and closes the idle keep-alive ones; lets the requests in flight finish (their
 * connections close as they answer); lets the worker finish the jobs in hand; then disconnects the database and exits
 * 0. Whatever is still running after `timeoutMs` is cut off, and the process exits 1.
 */
export function shutDown({
  server,
  worker,
  closeDatabase,
  log,
  timeoutMs = 10_000,
  exit = (code) => process.exit(code),
}: {
  server: Server;
  worker: BackgroundWorker | null;
  closeDatabase?: () => Promise<unknown>;
  log: Logger;
  timeoutMs?: number;
  exit?: (code: number) => void;
}): Promise<void> {
  log.info({ timeoutMs }, "Shutting down: finishing the requests and jobs in hand");
  const deadline = setTimeout(() => {
    log.error("Shutdown took too long: closing what is left");
    server.closeAllConnections();
    log.flush();
    exit(1);
  }, timeoutMs);
  deadline.unref();

  // close() drops the connections idle at that moment; one that answers its request in flight later would otherwise
  // be kept alive for another (up to the keep-alive timeout) and hold the shutdown, so sweep them until all are gone.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const serverClosed = new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearInterval(sweep));
  server.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));

  return Promise.allSettled([serverClosed, worker?.stop()])
    .then(() => closeDatabase?.())
    .then(
      () => 0,
      (error) => (log.error({ err: error }, "Could not close the database"), 1),
    )
    .then((code) => {
      clearTimeout(deadline);
      log.info("Stopped");
      log.flush();
      exit(code);
    });
}
