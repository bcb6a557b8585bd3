// server/*.js wired in the order server.js wires them, around stand-in handlers instead of the Remix build, on a free
// port: lets Vitest see the request log and /metrics over real HTTP without a build (the real server.js on the real
// build is exercised by tests/e2e/operations.spec.ts). Plain JavaScript like server.js: Express has no types here.
import express from "express";
import { createLogger } from "../../server/logger.js";
import { createMetrics, metricsEndpoint } from "../../server/metrics.js";
import { requestLog } from "../../server/request-log.js";

export const STAND_IN_COOKIE = "__session=signed-session-cookie-value";

/**
 * @param {{ token: string, describeRoute: (path: string) => { route: string, path: string }, write: (line: string) => void, queueStats: () => Promise<{ due: number, oldestDueSeconds: number, failed: number }> }} options
 * @returns {Promise<{ base: string, close: () => void }>}
 */
export async function startObservedServer({ token, describeRoute, write, queueStats }) {
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
    res.locals.log.info({ body: req.body, headers: req.headers }, "log-in attempt");
    res.status(302).set("Location", "/student").set("Set-Cookie", `${STAND_IN_COOKIE}; HttpOnly`).end();
  });
  app.get("/student/bookings/:id", (_req, res) => void res.send("a booking"));
  app.get("/student/calendar/feed/:token", (_req, res) => void res.type("text/calendar").send("BEGIN:VCALENDAR"));
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  app.get("/boom", () => {
    console.error("The model failed", new Error("database on fire"));
    throw new Error("database on fire");
  });
  app.use((_error, _req, res, _next) => void res.status(500).send("error"));

  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
