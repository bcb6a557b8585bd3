// What the server adds to every answer and every request before the Remix build sees it: the security headers with a
// per-request Content-Security-Policy nonce, the rule that keeps personal answers out of shared caches, the refusal
// of malformed requests and of cross-site form posts. Plain functions first (unit-tested), Express
// middleware at the end.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** A fresh nonce for each response: the inline scripts Remix renders carry it, injected ones cannot guess it. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * Where a form of this app may send the browser besides itself: "Pay now" posts here and is answered with a redirect
 * to the payment gateway's checkout page, and browsers hold that redirect to form-action too. That is Stripe's
 * checkout, or the Stripe-compatible server STRIPE_API_BASE names (a local double in tests and demos).
 */
export function paymentCheckoutOrigins(stripeApiBase: string | undefined): string[] {
  const origins = ["https://checkout.stripe.com"];
  if (stripeApiBase && URL.canParse(stripeApiBase)) origins.push(new URL(stripeApiBase).origin);
  return origins;
}

type PolicyOptions = { development?: boolean; formTargets?: string[]; scriptHashes?: string[] };

/**
 * The Content-Security-Policy of a response whose inline scripts carry `nonce`, or, for a page served from the page
 * cache (page-cache.ts), whose inline scripts have these SHA-256 `scriptHashes`: a nonce sent to many visitors
 * would be no secret. Styles allow 'unsafe-inline' because React writes `style` attributes; `ws:` in development lets
 * the dev server's live reload connect.
 */
export function contentSecurityPolicy(nonce: string, { development = false, formTargets = [], scriptHashes }: PolicyOptions = {}): string {
  const inlineScripts = scriptHashes ? scriptHashes.map((hash) => `'sha256-${hash}'`) : [`'nonce-${nonce}'`];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws:" : ""}`,
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The headers every response gets unless it set its own. HSTS only in production: a developer's http://localhost
 * must stay reachable over plain HTTP.
 */
export function securityHeaders({
  nonce,
  production = false,
  development = false,
  formTargets = [],
  scriptHashes,
}: PolicyOptions & { nonce: string; production?: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, { development, formTargets, scriptHashes }),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The app's cookies that make a page personal: the session, and the flash toast a redirect left for the next page. */
const PERSONAL_COOKIES = new Set(["__session", "__toast"]);

/**
 * Whether a Cookie header carries the session or a toast. The browser's time zone (`tz`, decision 051) alone changes
 * nothing for a visitor who is not signed in, and every browser with JavaScript sends it.
 */
export function hasPersonalCookie(cookie: string | undefined): boolean {
  return (cookie ?? "").split(";").some((pair) => PERSONAL_COOKIES.has(pair.split("=")[0].trim()));
}

/** Where the media library's image variants are served: the same bytes for everyone, under names that never change. */
export const MEDIA_VARIANTS_PATH = "/media/";

/** Where the browser's message files are served (app/i18n/catalogs.server.ts): the same for everyone too. */
export const MESSAGE_CATALOGS_PATH = "/i18n/";

/** Files named by their content, the same for every visitor whoever asks. */
export const isSharedFilePath = (path: string) => path.startsWith(MEDIA_VARIANTS_PATH) || path.startsWith(MESSAGE_CATALOGS_PATH);

/**
 * Whether an answer may depend on who asked, and so must never be stored by a shared cache or kept on disk: the
 * request carried the session or a toast cookie or an Authorization header, it went to the JSON API, or the answer
 * sets a cookie. The media library's images and the message files are never personal unless they set a cookie: a
 * signed-in student's browser keeps them like a visitor's.
 */
export function isPersonal({ path, cookie, authorization, setsCookie }: { path: string; cookie?: string; authorization?: string; setsCookie: boolean }): boolean {
  if (isSharedFilePath(path)) return setsCookie;
  return hasPersonalCookie(cookie) || Boolean(authorization) || path === "/api" || path.startsWith("/api/") || setsCookie;
}

/** Whether a request path's percent-escapes spell characters: `%FF` or a lone `%` spells none. */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Whether to refuse a request as a cross-site forgery (decision 104). A request that changes something and carries an
 * `Origin` — every browser sends one with a POST — must come from this site: the whole origin, scheme, host and port.
 * The host is the one Remix checks too (`X-Forwarded-Host`, which only a trusted proxy's request still carries, else
 * `Host`); the scheme is the request's (`X-Forwarded-Proto` from a trusted proxy, else the connection's) or APP_URL's,
 * so that a site behind a TLS proxy that is not trusted keeps working. `Origin: null` (sandboxed frames, some
 * redirects) and an unreadable Origin are refused. Without an Origin (old browsers without JavaScript, scripts, tests)
 * the request goes through. An /api request with an Authorization header goes through too: a bearer token is never
 * attached by the browser on its own, so another site cannot forge one (nor send that header at all unless CORS lets
 * it); the API's log-in and sign-up, which carry no token, are judged like forms, except from an origin
 * API_CORS_ORIGINS lists (`apiOrigins`), whose pages are the API's own clients.
 */
export function isCrossSite({
  method,
  path,
  origin,
  protocol,
  host,
  forwardedHost,
  appOrigin,
  authorization,
  apiOrigins = [],
}: {
  method: string;
  path: string;
  origin?: string;
  protocol: string;
  host?: string;
  forwardedHost?: string;
  appOrigin?: string;
  authorization?: string;
  apiOrigins?: readonly string[];
}): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || !origin) return false;
  const api = path === "/api" || path.startsWith("/api/");
  // a browser's CORS preflight, which the API answers without running a handler (app/utils/api-cors.server.ts)
  if (api && method.toUpperCase() === "OPTIONS") return false;
  if (api && (authorization || apiOrigins.includes(origin))) return false;
  const expectedHost = forwardedHost?.split(",")[0]?.trim() || host;
  if (origin === "null" || !expectedHost || !URL.canParse(origin)) return true;
  const sent = new URL(origin);
  if (sent.host !== expectedHost) return true;
  const served = `${protocol}://${expectedHost}`;
  const sameOrigin = URL.canParse(served) && new URL(served).origin === sent.origin;
  return !sameOrigin && sent.origin !== appOrigin;
}

/** Calls `apply` just before the response's headers go out, whoever writes them (Remix, express.static, Express). */
function beforeHeaders(res: ServerResponse, apply: () => void) {
  // writeHead's overloads take their arguments in more than one shape: they are passed on as they came.
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    apply();
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

/**
 * Express middleware for every response: a nonce per request in `res.locals.cspNonce` (passed to Remix as load
 * context) and the security headers, unless the response set its own; a page from the page cache names the hashes of
 * its inline scripts in `res.locals.scriptHashes`, and its policy allows those instead.
 */
export function securityHeadersMiddleware({
  production = false,
  development = false,
  formTargets = [],
}: {
  production?: boolean;
  development?: boolean;
  formTargets?: string[];
}): RequestHandler {
  return (_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    beforeHeaders(res, () => {
      const scriptHashes = res.locals.scriptHashes;
      for (const [name, value] of Object.entries(securityHeaders({ nonce, production, development, formTargets, scriptHashes }))) {
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
    });
    next();
  };
}

/**
 * Express middleware for the app's own answers (mounted after the static files, whose hashed names are the same for
 * everyone): `Cache-Control: private, no-store` on every personal answer, replacing whatever the route said.
 */
export const keepPersonalAnswersPrivate: RequestHandler = (req, res, next) => {
  const path = req.path;
  beforeHeaders(res, () => {
    const exchange = { path, cookie: req.headers.cookie, authorization: req.headers.authorization, setsCookie: res.hasHeader("Set-Cookie") };
    if (isPersonal(exchange)) res.setHeader("Cache-Control", "private, no-store");
  });
  next();
};

const MALFORMED_PATH = "The address is not valid: a percent sign in it must start an escape that spells a UTF-8 character.";
const MALFORMED_HOST = "The request's host or scheme is not valid.";

/**
 * Why a request is malformed, or null: a path that cannot be decoded (`/%FF`), or a scheme and host (`Host`, or a
 * trusted proxy's `X-Forwarded-Proto` and `-Host`) that make no URL, from which Remix's adapter could not build the
 * request's address.
 */
export function malformedRequest({ path, protocol, host }: { path: string; protocol: string; host?: string }): string | null {
  if (!isDecodablePath(path)) return MALFORMED_PATH;
  if (host !== undefined && !URL.canParse(`${protocol}://${host}${path}`)) return MALFORMED_HOST;
  return null;
}

/**
 * Express middleware, after the forwarded headers have been judged (client-address.ts): answers 400 to a malformed
 * request (`malformedRequest`), a client's mistake, before the routing and the Remix adapter that would throw on it
 * and log the error with its stack at `error`. The request's own log line, at info, is the only one it writes
 * (decision 106).
 */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  const host = req.get("X-Forwarded-Host")?.split(",")[0]?.trim() || req.get("Host");
  const message = malformedRequest({ path: req.path, protocol: req.protocol, host });
  if (!message) return next();
  res.locals.route = "unmatched";
  if (req.path.startsWith("/api/")) res.status(400).json({ message });
  else res.status(400).type("text/plain").send(message);
};

/**
 * Express middleware: answers a cross-site request 403 with one line in the log, before Remix would throw on it.
 * `appOrigin` is APP_URL's origin, the site's address as its visitors see it; `apiOrigins` are API_CORS_ORIGINS.
 */
export function refuseCrossSiteRequests({ appOrigin, apiOrigins = [] }: { appOrigin: string; apiOrigins?: readonly string[] }): RequestHandler {
  return (req, res, next) => {
    const request = {
      method: req.method,
      path: req.path,
      origin: req.headers.origin,
      protocol: req.protocol,
      host: req.headers.host,
      forwardedHost: req.get("X-Forwarded-Host"),
      appOrigin,
      authorization: req.headers.authorization,
      apiOrigins,
    };
    if (!isCrossSite(request)) return next();
    console.warn(`Refused a cross-site ${req.method} ${req.path} from origin ${JSON.stringify(request.origin)}`);
    const message = "Cross-site requests that change data are not accepted.";
    if (request.path.startsWith("/api/")) res.status(403).json({ message });
    else res.status(403).type("text/plain").send(message);
  };
}
