// A stand-in for server.ts under server/cluster.ts: the primary forks WORKERS workers that each listen on one shared
// port and, on SIGTERM, finish like server/shutdown.ts does (close, then exit 0) after a short delay, printing their
// pid and port when they listen (then their heap options and malloc arenas) and their pid when they stop. They listen
// on port 0: the primary picks a free port once and every worker gets it, so no test guesses a port that another
// process may hold. The primary prints the pid of each worker it has seen listen: it replaces only a worker that had
// listened, and it learns that by a message which may arrive after the worker's own line. Lets Vitest check the
// primary's signal handling without a build. With SLOW_START_MS, every worker but the first spends that long "loading
// the build" before it listens and handles signals. The primary prints its scheduling policy once it has forked.
import cluster from "node:cluster";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { runPrimary, workerEnv, workerHeapArgs } from "../../server/cluster.js";
import { createLogger } from "../../server/logger.js";

if (cluster.isPrimary) {
  cluster.on("listening", (worker) => console.log(`seen ${worker.process.pid}`));
  runPrimary({
    workers: Number(process.env.WORKERS),
    heapArgs: workerHeapArgs({ value: undefined }),
    env: workerEnv(),
    log: createLogger({ level: "silent" }),
  });
  console.log(`policy ${cluster.schedulingPolicy}`);
} else {
  if (cluster.worker!.id > 1) await new Promise((resolve) => setTimeout(resolve, Number(process.env.SLOW_START_MS ?? 0)));
  const server = http.createServer((_req, res) => res.end("ok"));
  server.listen(0, "127.0.0.1", () => {
    console.log(`listening ${process.pid} ${(server.address() as AddressInfo).port}`);
    console.log(`memory ${process.pid} ${process.execArgv.join(",")} ${process.env.MALLOC_ARENA_MAX}`);
  });
  process.on("SIGTERM", () => {
    server.close();
    setTimeout(() => {
      console.log(`stopped ${process.pid}`);
      process.exit(Number(process.env.EXIT_CODE ?? 0));
    }, 200);
  });
}
