// One JSON line per HTTP request (method, path without its query, status, duration, bytes, request id, route), the
// request id handed back in X-Request-Id and on to the app, and the same numbers to the metrics. Plain functions
// first (unit-tested), Express middleware at the end.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { requestScope } from "./logger.js";
import type { Exchange } from "./metrics.js";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The id of a request: the one a proxy in front already gave it (X-Request-Id), so both logs tell the same story, as
 * long as it cannot smuggle anything into a log line or a header; otherwise a fresh one.
 */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** 5xx is an error worth a look; files and probes (health checks, scrapes) that went well are detail. */
export function requestLogLevel({ status, routine }: { status: number; routine: boolean }): "error" | "info" | "debug" {
  if (status >= 500) return "error";
  return routine && status < 400 ? "debug" : "info";
}

/**
 * Express middleware, mounted first: gives the request its id (`res.locals.requestId`, `res.locals.log`) and runs the
 * rest of the request inside `requestScope`; when the response is done (or the client went away), writes its line and
 * calls `onResponse` with what the metrics need. `res.locals.route` says which route answered (set by later
 * middleware); unset, the request never got past the static files, and its route is "static".
 */
export function requestLog({ logger, onResponse = () => {} }: { logger: Logger; onResponse?: (exchange: Exchange) => void }): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const bytesBefore = req.socket.bytesWritten;
    const path = req.originalUrl.split("?")[0];
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    const log = logger.child({ requestId });
    res.locals.requestId = requestId;
    res.locals.log = log;
    res.setHeader("X-Request-Id", requestId);

    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = res.locals.route ?? "static";
      const status = res.statusCode;
      onResponse({ method: req.method, route, status, seconds });
      const line = {
        method: req.method,
        path: res.locals.loggedPath ?? path,
        route,
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        bytes: req.socket.bytesWritten - bytesBefore,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      log[requestLogLevel({ status, routine: route === "static" || res.locals.routine === true })](line, "request");
    });

    requestScope.run(log, next);
  };
}
