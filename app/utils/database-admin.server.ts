/**
 * What the database scripts (db:deploy, db:reset) and the browser tests do around Prisma's CLI, which migrates a
 * database but never creates one: a SQLite file is made by its first connection once its folder exists, a PostgreSQL
 * database must be created on its server first (the CLI answers "Database `name` does not exist").
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseProvider } from "./database-url.server";

type Connection = Awaited<ReturnType<PrismaPg["connect"]>>;

function sqliteFile(url: string) {
  return url.slice("file:".length);
}

function quoted(identifier: string) {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The database a PostgreSQL URL names, and the same server's maintenance database, where CREATE DATABASE runs. */
function postgresParts(url: string) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: add one, e.g. ${parsed.origin}/app`);
  parsed.pathname = "/postgres";
  return { name, maintenanceUrl: parsed.toString() };
}

async function withConnection<T>(url: string, work: (connection: Connection) => Promise<T>) {
  const connection = await new PrismaPg({ connectionString: url }).connect();
  try {
    return await work(connection);
  } finally {
    await connection.dispose();
  }
}

function isMissingDatabase(error: unknown) {
  return typeof error === "object" && error !== null && "cause" in error && (error.cause as { kind?: string } | undefined)?.kind === "DatabaseDoesNotExist";
}

/**
 * Makes sure the database at `url` exists, empty when new: a SQLite file's folder, or the PostgreSQL database, created
 * through the server's `postgres` database when it is missing. Answers whether it created one.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  if (databaseProvider(url) !== "postgresql") {
    mkdirSync(path.dirname(sqliteFile(url)), { recursive: true });
    return false;
  }
  try {
    // Connecting to the database itself needs no right on any other, so an existing one is found by any account.
    await withConnection(url, (connection) => connection.executeScript("SELECT 1"));
    return false;
  } catch (error) {
    if (!isMissingDatabase(error)) throw error;
  }
  const { name, maintenanceUrl } = postgresParts(url);
  try {
    await withConnection(maintenanceUrl, (connection) => connection.executeScript(`CREATE DATABASE ${quoted(name)}`));
  } catch (error) {
    throw new Error(
      `The PostgreSQL database "${name}" does not exist and could not be created (${error instanceof Error ? error.message : String(error)}). ` +
        `Create it with \`createdb ${name}\` (or CREATE DATABASE ${quoted(name)} as a user who may), then run this again.`,
    );
  }
  return true;
}

/** Deletes the database at `url` if it exists, closing the connections still open on a PostgreSQL one. */
export async function dropDatabase(url: string) {
  if (databaseProvider(url) !== "postgresql") {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${sqliteFile(url)}${suffix}`, { force: true });
    return;
  }
  const { name, maintenanceUrl } = postgresParts(url);
  await withConnection(maintenanceUrl, (connection) => connection.executeScript(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}
