/// <reference types="@remix-run/dev" />

import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }

  // What server.js passes to every request (getLoadContext); absent when the build runs under another server or in tests.
  interface AppLoadContext {
    cspNonce?: string;
  }
}
