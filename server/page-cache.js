// The cache of anonymous pages (decision 060): the home page, the service pages, log-in and the rest of the public
// site are the same for every visitor without a session, so each process keeps the last rendered copy of each, with
// its gzip and brotli bodies, and answers the next anonymous visitor from it. A copy is good while the database's
// page version (raised with every change to the settings or the catalogue, app/models/page-version.server.ts) is the
// one it was rendered under, and for TTL_MS at most (a page may show today's date). A visitor with a session or a
// pending toast always gets a page rendered for them, and never leaves one here.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { hasPersonalCookie } from "./http-security.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const TTL_MS = 60_000;
const MAX_ENTRIES = 200;
/** Any cache may keep the page but must ask again each time (answered 304 while unchanged); Cookie decides who gets it. */
export const ANONYMOUS_CACHE_CONTROL = "public, no-cache";
const VARY = "Accept-Encoding, Cookie";

/**
 * Whether a request may be answered from the cache, and fill it: a GET or HEAD of a page without a query string (a
 * log-in's `redirectTo`, a reset link's token: such variants are few visits each and never kept), outside the JSON
 * API, with no Authorization and neither the session nor the toast cookie.
 * @param {{ method: string, path: string, query: string, cookie?: string, authorization?: string }} request
 */
export function isCacheableRequest({ method, path, query, cookie, authorization }) {
  if (method !== "GET" && method !== "HEAD") return false;
  if (query !== "" || authorization || path === "/api" || path.startsWith("/api/")) return false;
  return !hasPersonalCookie(cookie);
}

/** The SHA-256 (base64) of each inline script of a page, as a Content-Security-Policy names them. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Express middleware, mounted after compression and the security headers, just before Remix.
 * @param {{ version: () => Promise<number>, now?: () => number }} options
 */
export function pageCache({ version, now = Date.now }) {
  /** @type {Map<string, { version: number, storedAt: number, contentType: string, body: Buffer, gzip?: Buffer, br?: Buffer, etag: string, scriptHashes: string[] }>} */
  const entries = new Map();
  /** @type {Map<string, Promise<void>>} the render that may fill each path's copy, while it runs */
  const fills = new Map();

  function store(path, entry) {
    entries.delete(path);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
    entries.set(path, entry);
    // Compressed once here instead of on every answer; until they are ready, compression() does it per answer.
    gzipAsync(entry.body).then((body) => (entry.gzip = body), () => {});
    const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length };
    brotliAsync(entry.body, { params: brotliParams }).then((body) => (entry.br = body), () => {});
  }

  function serve(req, res, entry) {
    res.locals.scriptHashes = entry.scriptHashes;
    res.setHeader("ETag", entry.etag);
    res.setHeader("Cache-Control", ANONYMOUS_CACHE_CONTROL);
    res.setHeader("Vary", VARY);
    res.setHeader("X-Page-Cache", "hit");
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) return void res.status(304).end();
    const encoding = req.acceptsEncodings("br", "gzip");
    const body = (encoding === "br" && entry.br) || (encoding === "gzip" && entry.gzip) || entry.body;
    if (body !== entry.body) res.setHeader("Content-Encoding", encoding);
    res.status(200).type(entry.contentType).setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Keeps what Remix writes for this anonymous GET and stores it if it turns out to be a page for everyone. The
   * promise settles when the answer is done, sent or not.
   */
  function capture(req, res, renderedUnder) {
    const chunks = [];
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    };
    const { write, end } = res;
    res.write = function writeKept(chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function endKept(chunk, encoding, callback) {
      keep(chunk, encoding);
      const contentType = String(res.getHeader("Content-Type") ?? "");
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      if (res.statusCode === 200 && contentType.startsWith("text/html") && !res.hasHeader("Set-Cookie") && !/no-store|private/.test(cacheControl)) {
        const body = Buffer.concat(chunks);
        const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
        store(req.path, { version: renderedUnder, storedAt: now(), contentType, body, etag, scriptHashes: inlineScriptHashes(body.toString("utf8")) });
      }
      return end.call(this, chunk, encoding, callback);
    };
    return new Promise((resolve) => res.once("close", resolve));
  }

  const fresh = (entry, current) => entry !== undefined && entry.version === current && now() - entry.storedAt < TTL_MS;

  return (req, res, next) => {
    const request = { method: req.method, path: req.path, query: new URL(req.originalUrl, "http://x").search, cookie: req.headers.cookie, authorization: req.headers.authorization };
    if (!isCacheableRequest(request)) return next();
    version().then(
      (current) => {
        const entry = entries.get(req.path);
        if (fresh(entry, current)) return serve(req, res, entry);
        res.setHeader("Vary", VARY);
        // One render fills a page's copy; the visitors who ask meanwhile wait for it (decision 078). Each of them
        // rendering and compressing the page as well took a process hundreds of MB for a moment.
        const filling = fills.get(req.path);
        if (filling) {
          return void filling.then(() => {
            const filled = entries.get(req.path);
            if (fresh(filled, current)) return serve(req, res, filled);
            next();
          });
        }
        if (req.method === "GET") {
          const fill = capture(req, res, current);
          fills.set(req.path, fill);
          fill.then(() => fills.delete(req.path));
        }
        next();
      },
      // The version could not be read (the database is away): render as if there were no cache.
      () => next(),
    );
  };
}
