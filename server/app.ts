// The app one serving process runs: Express serving the Remix build, with a client address that cannot be forged,
// the security headers (http-security.ts) and cross-site posts refused before Remix sees them; a JSON log line and
// metrics for every request (request-log.ts, metrics.ts), /metrics, anonymous pages from a cache (page-cache.ts), the
// job worker, and a graceful shutdown (shutdown.ts). server.ts runs it in its own process or in each cluster worker.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { LevelWithSilentOrString } from "pino";
import { clientAddressFromTrustedProxies, describeTrustedProxies, trustFunction, type TrustedProxies } from "./client-address.js";
import {
  keepPersonalAnswersPrivate,
  paymentCheckoutOrigins,
  refuseCrossSiteRequests,
  refuseMalformedRequests,
  securityHeaders,
  securityHeadersMiddleware,
} from "./http-security.js";
import { createLogger, routeConsoleTo } from "./logger.js";
import { createMetrics, metricsEndpoint, type Exchange, type QueueStats } from "./metrics.js";
import { pageCache } from "./page-cache.js";
import { requestLog } from "./request-log.js";
import { createRouteDescriber } from "./route-labels.js";
import { shutDown, type BackgroundWorker } from "./shutdown.js";

/** What the server asks of the build's entry module (app/entry.server.tsx) besides what Remix asks of it. */
export type AppEntryModule = {
  /**
   * The parsed configuration's settings for the log, /metrics, the proxies that may tell the client's address, the
   * origin the site is served at (APP_URL's) and the origins whose pages call /api (API_CORS_ORIGINS); parsing it
   * stops the process on a bad value.
   */
  operationsSettings: () => { logLevel: LevelWithSilentOrString; metricsToken: string; trustedProxies: TrustedProxies; appOrigin: string; apiCorsOrigins: string[] };
  queueMetrics: () => Promise<QueueStats>;
  getPageVersion: () => Promise<number>;
  anonymousPageLanguage: (request: { pathname: string; cookieHeader?: string; acceptLanguage?: string }) => string;
  startBackgroundWorker?: () => BackgroundWorker | null;
  closeDatabase: () => Promise<unknown>;
  runInRequestScope: <T>(handle: () => T) => T;
};

type AppBuild = ServerBuild & { entry: { module: AppEntryModule } };

/**
 * Serves the files in `dir` (the favicon, images), cached for an hour. In production the folder does not change while
 * the app runs, so its file list is read once and any other path goes straight on: asking the disk first cost every
 * page a stat and an ENOENT error object. In development (`watch`) every request asks the disk, as files come and go.
 */
export function publicFiles(dir: string, { watch }: { watch: boolean }): RequestHandler {
  const serve = express.static(dir, { maxAge: "1h" });
  if (watch) return serve;
  const isFile = listedFiles(dir);
  return (req, res, next) => (isFile(req.path) ? serve(req, res, next) : next());
}

/** Whether a request path (as Express gives it, still encoded) names one of the files in `dir` when this is called. */
function listedFiles(dir: string): (requestPath: string) => boolean {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = new Set(files.map((file) => `/${path.relative(dir, path.join(file.parentPath, file.name)).split(path.sep).join("/")}`));
  return (requestPath) => {
    try {
      return paths.has(decodeURIComponent(requestPath));
    } catch {
      return false;
    }
  };
}

/**
 * The build's files in production (scripts and stylesheets with hashed names, the same for everyone, never changed
 * while the app runs), mounted ahead of everything else: the security headers every answer gets, computed once (a
 * file needs no nonce: no inline script runs from it), compression when the client accepts it, and a count in the
 * metrics. No request id, log line, route lookup or page-cache check: those are for the app's own answers, and they
 * cost a file more than serving it. Any other path goes on to them.
 */
export function buildFiles(dir: string, { headers, onServed }: { headers: Record<string, string>; onServed: (exchange: Exchange) => void }): RequestHandler {
  const headerList = Object.entries(headers);
  const serve = express.static(dir, {
    immutable: true,
    maxAge: "1y",
    setHeaders: (res) => {
      for (const [name, value] of headerList) res.setHeader(name, value);
      // compressed or not by what the client accepts, so a cache in between must tell the two apart
      res.setHeader("Vary", "Accept-Encoding");
    },
  });
  const compress = compression();
  const isFile = listedFiles(dir);
  return (req, res, next) => {
    if (!isFile(req.path)) return next();
    const started = process.hrtime.bigint();
    res.once("close", () => onServed({ method: req.method, route: "static", status: res.statusCode, seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
    if (!req.headers["accept-encoding"]) return serve(req, res, next);
    compress(req, res, () => serve(req, res, next));
  };
}

export async function serve() {
  const port = Number(process.env.PORT ?? 3000);
  const buildDir = path.resolve(process.env.REMIX_BUILD_DIR ?? "build");
  const build: AppBuild = await import(pathToFileURL(path.join(buildDir, "index.js")).href);
  // The build parsed the configuration when it loaded (and stopped the process on a bad value).
  const { logLevel, metricsToken, trustedProxies, appOrigin, apiCorsOrigins } = build.entry.module.operationsSettings();

  const logger = createLogger({ level: logLevel });
  routeConsoleTo(logger);
  logger.info({ trustProxy: trustedProxies }, describeTrustedProxies(trustedProxies));
  const trust = trustFunction(trustedProxies);
  const metrics = createMetrics({ queueStats: () => build.entry.module.queueMetrics() });
  const describeRoute = createRouteDescriber(build.routes);

  const development = process.env.NODE_ENV === "development";
  const policy = { production: process.env.NODE_ENV === "production", development, formTargets: paymentCheckoutOrigins(process.env.STRIPE_API_BASE) };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);
  // In development the build's files change with every rebuild: there they are served further down, asked of the disk.
  if (!development) {
    const headers = securityHeaders({ ...policy, nonce: "", scriptHashes: [] });
    app.use(build.publicPath, buildFiles(build.assetsBuildDirectory, { headers, onServed: (exchange) => metrics.record(exchange) }));
  }
  app.use(requestLog({ logger, onResponse: (exchange) => metrics.record(exchange) }));
  app.use(compression());
  app.use(securityHeadersMiddleware(policy));
  app.use(clientAddressFromTrustedProxies(trust));
  app.use(refuseMalformedRequests);
  app.get("/metrics", metricsEndpoint({ registry: metrics.registry, token: metricsToken }));
  if (development) app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  app.use(publicFiles("public", { watch: development }));

  // What got past the static files is the app's: its route labels the metrics, and a secret in its path is masked.
  app.use((req, res, next) => {
    const { route, path: loggedPath } = describeRoute(req.path);
    res.locals.route = route;
    res.locals.loggedPath = loggedPath;
    res.locals.routine = route === "routes/healthz";
    next();
  });

  app.use(keepPersonalAnswersPrivate);
  app.use(refuseCrossSiteRequests({ appOrigin, apiOrigins: apiCorsOrigins }));
  app.use(
    pageCache({
      version: () => build.entry.module.getPageVersion(),
      language: (req) => build.entry.module.anonymousPageLanguage({ pathname: req.path, cookieHeader: req.headers.cookie, acceptLanguage: req.headers["accept-language"] }),
    }),
  );

  const handleWithRemix = createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce, requestId: res.locals.requestId, log: res.locals.log }),
  });
  // What one request's loaders have worked out (the session's user) is kept for its other loaders: Remix hands each
  // loader a copy of the request, so the app keeps it in a scope that the whole request runs in.
  app.all("*", (req, res, next) => build.entry.module.runInRequestScope(() => handleWithRemix(req, res, next)));

  const worker = build.entry.module.startBackgroundWorker?.() ?? null;

  const server = app.listen(port, () => {
    logger.info({ port }, `Serving on http://localhost:${port}`);
    // `npm run dev` (remix dev) restarts this server after each rebuild and waits for this signal to reload the browser.
    if (process.env.NODE_ENV === "development") broadcastDevReady(build);
  });

  // A cluster's worker may get a signal twice (the terminal's Ctrl-C reaches the whole process group, and the primary
  // passes it on): the first one starts the shutdown, a second must not cut it short.
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void shutDown({ server, worker, closeDatabase: build.entry.module.closeDatabase, log: logger.child({ signal }) });
    });
  }
}
