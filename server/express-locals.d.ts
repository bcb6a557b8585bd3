// What the server's middleware keeps in `res.locals` for the ones after it, Remix's load context and the request log.
// Each is unset until the middleware that sets it has run.
import type { Logger } from "pino";

declare global {
  namespace Express {
    interface Locals {
      /** The request's id (X-Request-Id), set by requestLog (request-log.ts). */
      requestId?: string;
      /** The process's logger bound to the request's id, set by requestLog. */
      log?: Logger;
      /** The Content-Security-Policy nonce of this response (http-security.ts). */
      cspNonce?: string;
      /** The hashes of the inline scripts of a page served from the page cache, which its policy allows instead. */
      scriptHashes?: string[];
      /** The Remix route id that answers the request (route-labels.ts), "metrics" for /metrics; unset for a file. */
      route?: string;
      /** The request's path with its secrets masked, for the log. */
      loggedPath?: string;
      /** A probe (a health check, a scrape) whose success is logged as detail. */
      routine?: boolean;
    }
  }
}

export {};
