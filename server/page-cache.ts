// The cache of anonymous pages (decision 060): the home page, the service pages, log-in and the rest of the public
// site are the same for every visitor without a session, so each process keeps the last rendered copy of each, with
// its gzip and brotli bodies, and answers the next anonymous visitor from it. A copy is good while the database's
// page version (raised with every change to the settings or the catalogue, app/models/page-version.server.ts) is the
// one it was rendered under, and for TTL_MS at most (a page may show today's date). A visitor with a session or a
// pending toast always gets a page rendered for them, and never leaves one here.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { hasPersonalCookie, isSharedFilePath } from "./http-security.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const TTL_MS = 60_000;
const MAX_ENTRIES = 200;
/** Any cache may keep the page but must ask again each time (answered 304 while unchanged); Cookie decides who gets it. */
export const ANONYMOUS_CACHE_CONTROL = "public, no-cache";
const VARY = "Accept-Encoding, Accept-Language, Cookie";

/**
 * Whether a request may be answered from the cache, and fill it: a GET or HEAD of a page without a query string (a
 * log-in's `redirectTo`, a reset link's token: such variants are few visits each and never kept), outside the JSON
 * API, the media library's images and the message files (cached by the browser for a year), with no Authorization and neither the
 * session nor the toast cookie.
 */
export function isCacheableRequest({
  method,
  path,
  query,
  cookie,
  authorization,
}: {
  method: string;
  path: string;
  query: string;
  cookie?: string;
  authorization?: string;
}): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (query !== "" || authorization || path === "/api" || path.startsWith("/api/") || isSharedFilePath(path)) return false;
  return !hasPersonalCookie(cookie);
}

/** The SHA-256 (base64) of each inline script of a page, as a Content-Security-Policy names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.push(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** A page's copy: the body as rendered, and compressed once its gzip and brotli bodies are ready. */
type Entry = { version: number; storedAt: number; contentType: string; body: Buffer; gzip?: Buffer; br?: Buffer; etag: string; scriptHashes: string[] };

/** Express middleware, mounted after compression and the security headers, just before Remix. */
export function pageCache({
  version,
  language,
  now = Date.now,
}: {
  version: () => Promise<number>;
  /** The language the request's page is in: a copy per path and language (a sign-in page has one address for all). */
  language: (req: Request) => string;
  now?: () => number;
}): RequestHandler {
  const entries = new Map<string, Entry>();
  /** The render that may fill each path's copy, while it runs. */
  const fills = new Map<string, Promise<void>>();

  function store(key: string, entry: Entry) {
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    // Compressed once here instead of on every answer; until they are ready, compression() does it per answer.
    gzipAsync(entry.body).then((body) => (entry.gzip = body), () => {});
    const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length };
    brotliAsync(entry.body, { params: brotliParams }).then((body) => (entry.br = body), () => {});
  }

  function serve(req: Request, res: Response, entry: Entry) {
    res.locals.scriptHashes = entry.scriptHashes;
    res.setHeader("ETag", entry.etag);
    res.setHeader("Cache-Control", ANONYMOUS_CACHE_CONTROL);
    res.setHeader("Vary", VARY);
    res.setHeader("X-Page-Cache", "hit");
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) return void res.status(304).end();
    const encoding = req.acceptsEncodings("br", "gzip");
    const body = (encoding === "br" && entry.br) || (encoding === "gzip" && entry.gzip) || entry.body;
    if (body !== entry.body && encoding) res.setHeader("Content-Encoding", encoding);
    res.status(200).type(entry.contentType).setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Keeps what Remix writes for this anonymous GET and stores it if it turns out to be a page for everyone. The
   * promise settles when the answer is done, sent or not.
   */
  function capture(key: string, res: Response, renderedUnder: number): Promise<void> {
    const chunks: Buffer[] = [];
    // write() and end() take (chunk, encoding, callback), each of them left out at will: a chunk is text or bytes.
    // Their overloads' arguments are passed on as they came.
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8"));
      else if (Buffer.isBuffer(chunk)) chunks.push(chunk);
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as Response["write"];
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const contentType = String(res.getHeader("Content-Type") ?? "");
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      if (res.statusCode === 200 && contentType.startsWith("text/html") && !res.hasHeader("Set-Cookie") && !/no-store|private/.test(cacheControl)) {
        const body = Buffer.concat(chunks);
        const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
        store(key, { version: renderedUnder, storedAt: now(), contentType, body, etag, scriptHashes: inlineScriptHashes(body.toString("utf8")) });
      }
      return end(...args);
    }) as Response["end"];
    return new Promise((resolve) => res.once("close", () => resolve()));
  }

  const fresh = (entry: Entry | undefined, current: number): entry is Entry => entry !== undefined && entry.version === current && now() - entry.storedAt < TTL_MS;

  return (req, res, next) => {
    const request = { method: req.method, path: req.path, query: new URL(req.originalUrl, "http://x").search, cookie: req.headers.cookie, authorization: req.headers.authorization };
    if (!isCacheableRequest(request)) return next();
    const key = `${language(req)} ${req.path}`;
    version().then(
      (current) => {
        const entry = entries.get(key);
        if (fresh(entry, current)) return serve(req, res, entry);
        res.setHeader("Vary", VARY);
        // One render fills a page's copy; the visitors who ask meanwhile wait for it (decision 078). Each of them
        // rendering and compressing the page as well drove a process's memory up for a moment.
        const filling = fills.get(key);
        if (filling) {
          return void filling.then(() => {
            const filled = entries.get(key);
            if (fresh(filled, current)) return serve(req, res, filled);
            next();
          });
        }
        if (req.method === "GET") {
          const fill = capture(key, res, current);
          fills.set(key, fill);
          fill.then(() => fills.delete(key));
        }
        next();
      },
      // The version could not be read (the database is away): render as if there were no cache.
      () => next(),
    );
  };
}
