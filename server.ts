// The production server (`npm start` runs its build, build/server.js). In production this process is the primary of a
// cluster (server/cluster.ts): it starts WEB_CONCURRENCY workers (one when unset) that each run the app
// (server/app.ts), with their heap and malloc settings, and replaces one that dies. Elsewhere one process runs the app
// itself unless WEB_CONCURRENCY asks for more. The app is imported only where it runs: the primary loads none of it,
// so it costs little memory.
import cluster from "node:cluster";
import { runPrimary, servesThroughPrimary, webConcurrency, workerEnv, workerHeapArgs } from "./server/cluster.js";
import { createLogger } from "./server/logger.js";

process.env.NODE_ENV ??= "production";

const workers = webConcurrency({ value: process.env.WEB_CONCURRENCY });
if (cluster.isPrimary && servesThroughPrimary({ workers, production: process.env.NODE_ENV === "production" })) {
  const heapArgs = workerHeapArgs({ value: process.env.WEB_HEAP_MB });
  runPrimary({ workers, heapArgs, env: workerEnv(), log: createLogger({ level: process.env.LOG_LEVEL || "info" }) });
} else {
  const { serve } = await import("./server/app.js");
  await serve();
}
