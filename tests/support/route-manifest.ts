/**
 * The app's routes as Remix's own CLI lists them (`remix routes --json`, its public way to print the route config),
 * flattened into the manifest shape the server reads from its build: id → { id, parentId, path, index }.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { inject } from "vitest";
import type { RouteManifestEntry } from "../../server/route-labels";

declare module "vitest" {
  export interface ProvidedContext {
    routeManifest: Record<string, RouteManifestEntry>;
  }
}

/** The manifest the run's global setup read once (tests/setup/global-setup.ts). */
export const providedRouteManifest = () => inject("routeManifest");

type ListedRoute = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: ListedRoute[] };

export async function appRouteManifest(): Promise<Record<string, RouteManifestEntry>> {
  const { stdout } = await promisify(execFile)("npx", ["remix", "routes", "--json"], {
    // Remix's CLI loads Vite's CommonJS entry even for the classic compiler; its deprecation notice is not ours to act on.
    env: { ...process.env, VITE_CJS_IGNORE_WARNING: "true" },
  });
  const manifest: Record<string, RouteManifestEntry> = {};
  const add = (routes: ListedRoute[], parentId?: string) => {
    for (const { id, path, index, caseSensitive, children } of routes) {
      manifest[id] = { id, parentId, path: path || undefined, index, caseSensitive };
      add(children ?? [], id);
    }
  };
  add(JSON.parse(stdout) as ListedRoute[]);
  return manifest;
}
