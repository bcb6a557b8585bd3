import { execFile } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";

/**
 * An online backup of the app's database, taken while the app keeps serving: a SQLite file copied with
 * `VACUUM INTO`, or a PostgreSQL database dumped with `pg_dump --format=custom`. Each lands under a timestamped name
 * in `dir`, written first under a `.partial` name and renamed once complete, so a file with a backup's name is
 * always a whole backup. See docs/decisions/056-online-backups.md.
 */

export class BackupError extends Error {}

const run = promisify(execFile);

const BUSY_TIMEOUT_MS = 5000;

/** `2026-11-24T04:10:00.123Z` -> `2026-11-24T04-10-00Z`: sortable, and legal in every file system's names. */
export function backupTimestamp(now: Date) {
  return now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
}

export function isPostgresUrl(url: string) {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Writes a backup of the database at `databaseUrl` into `dir` (created if missing) and returns the file's path. */
export async function backupDatabase({ databaseUrl, dir, now = new Date() }: { databaseUrl: string; dir: string; now?: Date }) {
  mkdirSync(dir, { recursive: true });
  if (databaseUrl.startsWith("file:")) return backupSqlite(sqliteFile(databaseUrl), dir, now);
  if (isPostgresUrl(databaseUrl)) return backupPostgres(databaseUrl, dir, now);
  throw new BackupError("DATABASE_URL must be a SQLite URL (file:...) or a PostgreSQL URL (postgres://...).");
}

function sqliteFile(url: string) {
  return url.slice("file:".length).replace(/\?.*$/, "");
}

function targetFor(dir: string, name: string, now: Date, extension: string) {
  const file = path.resolve(dir, `${name}-${backupTimestamp(now)}${extension}`);
  if (existsSync(file)) throw new BackupError(`${file} already exists: wait a second and run the backup again.`);
  return { file, partial: `${file}.partial` };
}

/**
 * `VACUUM INTO` rather than better-sqlite3's `backup()`: it is one statement in one read transaction, so in WAL mode
 * the copy is the snapshot of one moment while the app's writers carry on, and it always finishes. The backup API
 * copies page batches between event-loop turns and starts over whenever another connection writes in between, so
 * under steady traffic a large database could be copied again and again. The copy also comes out compacted, and
 * `VACUUM INTO` refuses to write over an existing file.
 */
function backupSqlite(source: string, dir: string, now: Date) {
  if (!existsSync(source)) throw new BackupError(`The SQLite database ${path.resolve(source)} does not exist.`);
  const { file, partial } = targetFor(dir, path.basename(source, path.extname(source)), now, ".db");
  rmSync(partial, { force: true });
  const database = new Database(source, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  try {
    database.prepare("VACUUM INTO ?").run(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`Could not copy ${path.resolve(source)}: ${errorMessage(error)}`);
  } finally {
    database.close();
  }
  assertIntact(partial);
  renameSync(partial, file);
  return file;
}

function assertIntact(file: string) {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new BackupError(`The copy failed its integrity check: ${String(result)}`);
  } catch (error) {
    rmSync(file, { force: true });
    throw error instanceof BackupError ? error : new BackupError(`The copy could not be checked: ${errorMessage(error)}`);
  } finally {
    copy.close();
  }
}

/** Query parameters Prisma reads from a PostgreSQL URL that libpq (and so pg_dump) refuses. */
const PRISMA_ONLY_PARAMETERS = ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size", "socket_timeout"];

/** `pg_dump --format=custom` reads one snapshot of the database without blocking its writers; `pg_restore` reads it back. */
async function backupPostgres(databaseUrl: string, dir: string, now: Date) {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get("schema");
  for (const name of PRISMA_ONLY_PARAMETERS) url.searchParams.delete(name);
  // the password goes through the environment: a command line is visible to every user of the machine
  const password = decodeURIComponent(url.password);
  url.password = "";
  const name = decodeURIComponent(url.pathname.slice(1)) || "postgres";
  const { file, partial } = targetFor(dir, name, now, ".dump");
  try {
    await run("pg_dump", ["--format=custom", `--file=${partial}`, ...(schema ? [`--schema=${schema}`] : []), `--dbname=${url.href}`], {
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
  } catch (error) {
    rmSync(partial, { force: true });
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new BackupError("pg_dump was not found: install the PostgreSQL client tools (the server's major version or newer).");
    }
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    throw new BackupError(`pg_dump failed: ${stderr || errorMessage(error)}`);
  }
  renameSync(partial, file);
  return file;
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
