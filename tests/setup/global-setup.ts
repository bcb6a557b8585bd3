import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { appRouteManifest } from "../support/route-manifest";
import { migrateDatabase } from "./migrate";
import { TMP_ROOT } from "./paths";
import { createDatabase, dropDatabases } from "./postgres";
import { onPostgres, postgresPrefix, templateUrl } from "./test-database";

const STALE_MS = 60 * 60 * 1000;

// Migrate once per run; every test file then starts from its own copy of this template (see database.ts). The route
// list is read once per run too: Remix's CLI takes seconds to start, longer than a test hook may wait on a busy machine.
export default async function setup(project: TestProject) {
  mkdirSync(TMP_ROOT, { recursive: true });
  for (const name of readdirSync(TMP_ROOT)) {
    const entry = path.join(TMP_ROOT, name);
    if (name.startsWith("vitest-") && Date.now() - statSync(entry).mtimeMs > STALE_MS) rmSync(entry, { recursive: true, force: true });
  }
  const dir = path.join(TMP_ROOT, `vitest-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env.VITEST_RUN_DIR = dir;
  if (onPostgres) {
    await dropDatabases("vitest_", (name) => isRunning(Number(name.split("_")[1])));
    await createDatabase(`${postgresPrefix()}template`);
  }
  migrateDatabase(templateUrl());
  project.provide("routeManifest", await appRouteManifest());
  return async () => {
    if (onPostgres) await dropDatabases(postgresPrefix());
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Whether the run that made a database is still going (its name holds the process id). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
