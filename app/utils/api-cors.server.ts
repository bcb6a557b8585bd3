import { getEnv } from "./env.server";

/*
 * Cross-origin access to /api (CORS): closed unless API_CORS_ORIGINS lists origins. A listed origin's page may read
 * the answers, send the bearer token and JSON, and read the headers a client pages and paces itself by. Credentials
 * are never allowed: the API's identity is the bearer token the page sends itself, never a cookie a browser would add
 * on its own, so a listed page cannot act with a visitor's session of the site either.
 */

/** The answer headers a page on another origin may read besides the ones every browser shows it. */
const EXPOSED_HEADERS = ["Link", "Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"];

/** How long a browser may reuse a preflight's answer before asking again. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The request's Origin when API_CORS_ORIGINS lists it; null for a request from this site, a script, or anyone else. */
function listedOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  return origin !== null && getEnv().API_CORS_ORIGINS.includes(origin) ? origin : null;
}

/**
 * The CORS headers of an /api answer. The answer depends on the Origin once any origin is listed, so a cache in
 * between is told (`Vary`) even when this one gets none.
 */
export function apiCorsHeaders(request: Request): Record<string, string> {
  if (getEnv().API_CORS_ORIGINS.length === 0) return {};
  const origin = listedOrigin(request);
  if (!origin) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "), Vary: "Origin" };
}

/**
 * The answer to an OPTIONS request for a route that takes `methods`: 204 with `Allow`, and for a listed origin's
 * preflight what it may send. Another origin's preflight gets no `Access-Control-Allow-*`, so its browser sends nothing.
 */
export function apiPreflight(request: Request, methods: readonly string[]) {
  const headers = new Headers({ Allow: [...methods, "OPTIONS"].join(", "), "Cache-Control": "no-store" });
  for (const [name, value] of Object.entries(apiCorsHeaders(request))) headers.set(name, value);
  if (listedOrigin(request) && request.headers.has("Access-Control-Request-Method")) {
    headers.set("Access-Control-Allow-Methods", methods.join(", "));
    headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
    headers.set("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE_SECONDS));
  }
  return new Response(null, { status: 204, headers });
}
