/// <reference types="@remix-run/dev" />

import "@remix-run/node";
import type { Logger } from "pino";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }

  // What server/app.ts passes to every request (getLoadContext); absent when the build runs under another server or in tests.
  interface AppLoadContext {
    cspNonce?: string;
    // The request's id (X-Request-Id) and the process's logger bound to it (server/request-log.js).
    requestId?: string;
    log?: Logger;
  }
}
