import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { startWorker, type Worker } from "~/jobs/worker.server";
import { closeDatabase, getQueueHealth } from "~/models/health.server";
import { getPageVersion } from "~/models/page-version.server";
import { anonymousPageLanguage } from "~/i18n/negotiate";
import { getEnv } from "~/utils/env.server";
import { renderHtmlStream } from "~/utils/html-stream.server";
import { NonceProvider } from "~/utils/nonce-provider";
import { runInRequestScope } from "~/utils/request-scope.server";

// Fail at start-up, not on the first request, when the configuration is wrong.
getEnv();

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

/**
 * server.ts starts the job queue's worker inside the web process unless RUN_WORKER=false (then `npm run worker`
 * runs it on its own); the returned worker's `stop` lets a shutdown finish the job in hand.
 */
export function startBackgroundWorker(): Worker | null {
  const env = getEnv();
  if (!env.RUN_WORKER) return null;
  return startWorker({ pollMs: env.WORKER_POLL_MS });
}

/**
 * What server.ts reads from the parsed configuration: its log, its /metrics endpoint, the proxies it believes about
 * the client (TRUST_PROXY), the origin the site is served at, which a form's post may come from (APP_URL's), and the
 * origins whose pages may call /api, its log-in included (API_CORS_ORIGINS).
 */
export function operationsSettings() {
  const { LOG_LEVEL, METRICS_TOKEN, TRUST_PROXY, APP_URL, API_CORS_ORIGINS } = getEnv();
  return { logLevel: LOG_LEVEL, metricsToken: METRICS_TOKEN, trustedProxies: TRUST_PROXY, appOrigin: new URL(APP_URL).origin, apiCorsOrigins: API_CORS_ORIGINS };
}

/** The job queue's gauges for server.ts's /metrics, read at scrape time. */
export async function queueMetrics() {
  const { due, oldestDueSeconds, failed } = await getQueueHealth();
  return { due, oldestDueSeconds, failed };
}

/** server.ts's page cache keeps an anonymous page while this stays the same (settings and catalogue unchanged). */
export { getPageVersion };

/** ...and keeps one copy of it per language this names. */
export { anonymousPageLanguage };

/** server.ts closes the database last when it shuts down, after the requests and jobs in hand. */
export { closeDatabase };

/** server.ts hands each request to Remix inside a scope of its own, which the request's loaders and action share. */
export { runInRequestScope };

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const message = `Error while handling ${request.method} ${new URL(request.url).pathname}`;
  // server.ts's logger, carrying the request id; without it (another server, tests) the console will do.
  if (context.log) context.log.error({ err: error }, message);
  else console.error(message, error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // server.ts allows only the inline scripts that carry this response's nonce (Content-Security-Policy).
  const nonce = loadContext.cspNonce;
  let shellSent = false;
  const body = await renderHtmlStream(
    <NonceProvider value={nonce ?? ""}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      // A crawler waits for the whole page; so does everyone else, since a page's lazily loaded parts (the service
      // pages' booking form) must be in its HTML for a browser without JavaScript, not streamed in behind a script.
      waitForAll: true,
      abortDelayMs: ABORT_DELAY,
      onError(error) {
        responseStatusCode = 500;
        if (shellSent) console.error(error);
      },
    },
  );
  shellSent = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode });
}
