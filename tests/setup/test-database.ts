import { copyFileSync } from "node:fs";
import path from "node:path";
import { runDir } from "./paths";
import { createDatabase, postgresUrl } from "./postgres";

/** `TEST_DATABASE=postgresql` runs the suite against PostgreSQL (scripts/test.sh runs it both ways). */
export const onPostgres = process.env.TEST_DATABASE === "postgresql";

/** This run's PostgreSQL databases start with it: `vitest_<pid>_`. */
export function postgresPrefix() {
  return `${path.basename(runDir()).replace(/\W/g, "_")}_`;
}

export function templateUrl() {
  return onPostgres ? postgresUrl(`${postgresPrefix()}template`) : `file:${path.join(runDir(), "template.db")}`;
}

/** A migrated, empty database of its own (a copy of the run's template), for a test file or a script to work on. */
export async function freshDatabase(name: string) {
  if (!onPostgres) {
    const file = path.join(runDir(), `${name}.db`);
    copyFileSync(path.join(runDir(), "template.db"), file);
    return `file:${file}`;
  }
  const database = `${postgresPrefix()}${name.toLowerCase().replace(/\W/g, "_")}`;
  await createDatabase(database, `${postgresPrefix()}template`);
  return postgresUrl(database);
}
