import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one HTTP request has already worked out, for the rest of that request. Remix hands each loader of a page a copy
 * of the request of its own, so a memo keyed by the Request would be asked once per loader; the server instead runs
 * each request inside a scope of its own (server/app.ts, through the build's entry module), and every loader and action of that request shares it.
 * Outside a scope (a script, a test calling a loader directly) nothing is remembered.
 */
type Scope = Map<string, unknown>;

const storage = new AsyncLocalStorage<Scope>();

/** Runs `handle` (the handling of one request) with a scope of its own. */
export function runInRequestScope<T>(handle: () => T): T {
  return storage.run(new Map(), handle);
}

/** What `make` answers, asked once per request under `key`. */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const scope = storage.getStore();
  if (!scope) return make();
  if (!scope.has(key)) scope.set(key, make());
  return scope.get(key) as T;
}
