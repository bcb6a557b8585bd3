import path from "node:path";
import { databaseProvider } from "~/utils/database-url.server";
import { TMP_ROOT } from "./paths";

const given = process.env.DATABASE_URL ?? "";

/**
 * Playwright runs on SQLite by default; `E2E_DATABASE=postgresql`, or a PostgreSQL DATABASE_URL that names the server
 * to use, runs it on PostgreSQL (docs/decisions/059).
 */
export const e2eOnPostgres = process.env.E2E_DATABASE === "postgresql" || databaseProvider(given) === "postgresql";

const POSTGRES_SERVER_URL = databaseProvider(given) === "postgresql" ? given : process.env.TEST_POSTGRES_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

/**
 * The URL of one of the run's databases: a file in tests/.tmp, or a database of that name on the PostgreSQL server.
 * Names carry the run's port, so two runs side by side never share one. Commits skip the wait for the disk: a test
 * kills app servers, never PostgreSQL, and loses nothing by it.
 */
export function e2eDatabaseUrl(name: string) {
  if (!e2eOnPostgres) return `file:${path.join(TMP_ROOT, `${name}.db`)}`;
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name.replace(/\W/g, "_")}`;
  url.searchParams.set("options", "-c synchronous_commit=off");
  return url.toString();
}
