// server/*.ts wired in the order server/app.ts wires them, around stand-in handlers instead of the Remix build, on a
// free port: lets Vitest see the request log and /metrics over real HTTP without a build (the real server on the real
// build is exercised by tests/e2e/operations.spec.ts).
import type { AddressInfo } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { createLogger } from "../../server/logger.js";
import { createMetrics, metricsEndpoint, type QueueStats } from "../../server/metrics.js";
import { requestLog } from "../../server/request-log.js";
import type { RouteDescription } from "../../server/route-labels.js";

export const STAND_IN_COOKIE = "__session=signed-session-cookie-value";

export async function startObservedServer({
  token,
  describeRoute,
  write,
  queueStats,
}: {
  token: string;
  describeRoute: (path: string) => RouteDescription;
  write: (line: string) => void;
  queueStats: () => Promise<QueueStats>;
}) {
  const logger = createLogger({ level: "info", destination: { write } });
  const metrics = createMetrics({ queueStats });
  const app = express();
  app.use(requestLog({ logger, onResponse: (exchange) => metrics.record(exchange) }));
  app.get("/metrics", metricsEndpoint({ registry: metrics.registry, token }));
  app.get("/build/:file", (_req, res) => void res.type("text/javascript").send("export {};"));
  app.use((req, res, next) => {
    const { route, path } = describeRoute(req.path);
    Object.assign(res.locals, { route, loggedPath: path, routine: route === "routes/healthz" });
    next();
  });
  app.use(express.urlencoded({ extended: false }));
  app.post("/login", (req, res) => {
    // a careless line in the app that dumps what it received must still show no secret
    res.locals.log?.info({ body: req.body, headers: req.headers }, "log-in attempt");
    res.status(302).set("Location", "/student").set("Set-Cookie", `${STAND_IN_COOKIE}; HttpOnly`).end();
  });
  app.get("/student/bookings/:id", (_req, res) => void res.send("a booking"));
  app.get("/student/calendar/feed/:token", (_req, res) => void res.type("text/calendar").send("BEGIN:VCALENDAR"));
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/boom", () => {
    console.error("The model failed", new Error("database on fire"));
    throw new Error("database on fire");
  });
  const answerError: ErrorRequestHandler = (_error, _req, res, _next) => void res.status(500).send("error");
  app.use(answerError);

  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}
