// The production server (`npm start`). With WEB_CONCURRENCY above 1 (the default in production: one per core) this
// process is the primary of a cluster (server/cluster.js) whose workers each run the app (server/app.js); otherwise it
// runs the app itself. The app is imported only where it runs: the primary loads none of it, so it costs little memory.
import cluster from "node:cluster";
import { runPrimary, webConcurrency, workerEnv, workerHeapArgs } from "./server/cluster.js";
import { createLogger } from "./server/logger.js";

process.env.NODE_ENV ??= "production";

const workers = webConcurrency({ value: process.env.WEB_CONCURRENCY, production: process.env.NODE_ENV === "production" });
if (cluster.isPrimary && workers > 1) {
  const heapArgs = workerHeapArgs({ value: process.env.WEB_HEAP_MB });
  runPrimary({ workers, heapArgs, env: workerEnv(), log: createLogger({ level: process.env.LOG_LEVEL || "info" }) });
} else {
  const { serve } = await import("./server/app.js");
  await serve();
}
