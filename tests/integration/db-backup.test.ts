import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { backupDatabase, backupTimestamp } from "~/utils/db-backup.server";
import { createDbClient, db } from "~/utils/db.server";
import { runDir } from "../setup/paths";
import { onPostgres } from "../setup/test-database";
import { createTestUser } from "../support/users";

const run = promisify(execFile);

const WRITER_ROWS = 400;

function backupDir(name: string) {
  return path.join(runDir(), `backups-${name}-${Date.now()}`);
}

/** What a fresh client finds in a backup file, and SQLite's own verdict on it. */
async function readBackup(file: string) {
  const client = createDbClient(`file:${file}`);
  try {
    const [users, subjects] = await Promise.all([
      client.user.findMany({ select: { email: true } }),
      client.contactMessage.findMany({ where: { name: "Other process" }, select: { subject: true } }),
    ]);
    return { emails: users.map((user) => user.email), writerRows: subjects.map((row) => row.subject) };
  } finally {
    await client.$disconnect();
  }
}

function integrity(file: string) {
  const copy = new Database(file, { readonly: true });
  try {
    return copy.pragma("integrity_check", { simple: true });
  } finally {
    copy.close();
  }
}

// The app's own database is the SQLite file these read and copy; the PostgreSQL run backs up its scratch database below.
describe.skipIf(onPostgres)("backupDatabase on SQLite", () => {
  test("names the copy after the database and the time, and a fresh client finds the records in it", async () => {
    const student = await createTestUser("student");
    const dir = backupDir("named");

    const file = await backupDatabase({ databaseUrl: process.env.DATABASE_URL!, dir, now: new Date("2026-11-24T04:10:00.123Z") });

    const source = path.basename(process.env.DATABASE_URL!, ".db");
    expect(file).toBe(path.join(dir, `${source}-2026-11-24T04-10-00Z.db`));
    expect(readdirSync(dir)).toEqual([path.basename(file)]);
    expect(integrity(file)).toBe("ok");
    expect((await readBackup(file)).emails).toContain(student.email);
  });

  test("copies one consistent moment while another process keeps writing", { timeout: 60_000 }, async () => {
    const writer = spawn("npx", ["tsx", "tests/support/sqlite-writer.ts", process.env.DATABASE_URL!, String(WRITER_ROWS)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(writer, "exit");
    await once(writer.stdout, "data");
    const dir = backupDir("online");
    const files: string[] = [];
    for (let round = 0; round < 5; round++) {
      while ((await db.contactMessage.count()) < (round + 1) * 40) await new Promise((resolve) => setTimeout(resolve, 10));
      files.push(await backupDatabase({ databaseUrl: process.env.DATABASE_URL!, dir, now: new Date(Date.UTC(2026, 10, 24, 4, 10, round)) }));
    }
    const [code] = await exited;
    expect(code).toBe(0);

    const seen: number[] = [];
    for (const file of files) {
      expect(integrity(file)).toBe("ok");
      const { writerRows } = await readBackup(file);
      // a snapshot holds the writer's first n rows and nothing after: no gap, no half-written moment
      expect(writerRows.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))).toEqual(Array.from({ length: writerRows.length }, (_, index) => `#${index}`));
      seen.push(writerRows.length);
    }
    expect(seen[0]).toBeGreaterThanOrEqual(40);
    expect(seen[seen.length - 1]).toBeLessThan(WRITER_ROWS);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test("refuses to write over a backup of the same second, and leaves no partial file", async () => {
    const dir = backupDir("twice");
    const now = new Date("2026-11-24T04:10:00Z");
    await backupDatabase({ databaseUrl: process.env.DATABASE_URL!, dir, now });

    await expect(backupDatabase({ databaseUrl: process.env.DATABASE_URL!, dir, now })).rejects.toThrow(/already exists/);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  test("says so when the database file does not exist", async () => {
    await expect(backupDatabase({ databaseUrl: `file:${path.join(runDir(), "missing.db")}`, dir: backupDir("missing") })).rejects.toThrow(
      /missing\.db does not exist/,
    );
  });
});

describe.skipIf(onPostgres)("npm run db:backup", () => {
  test("backs up DATABASE_URL into the given folder and prints the file's path", { timeout: 60_000 }, async () => {
    const file = path.join(runDir(), `script-${Date.now()}.db`);
    copyFileSync(path.join(runDir(), "template.db"), file);
    const client = createDbClient(`file:${file}`);
    await client.contactMessage.create({ data: { name: "Before the backup", email: "before@example.com", subject: "kept", message: "in the copy" } });
    await client.$disconnect();
    const dir = backupDir("script");

    const { stdout } = await run("npm", ["run", "--silent", "db:backup", "--", dir], { env: { ...process.env, DATABASE_URL: `file:${file}` } });

    const written = stdout.trim();
    expect(path.dirname(written)).toBe(dir);
    expect(path.basename(written)).toMatch(/^script-\d+-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
    expect(integrity(written)).toBe("ok");
    const copy = createDbClient(`file:${written}`);
    expect(await copy.contactMessage.findMany({ select: { name: true } })).toEqual([{ name: "Before the backup" }]);
    await copy.$disconnect();
  });

  test("exits non-zero with a message when there is nothing to back up", { timeout: 60_000 }, async () => {
    const dir = backupDir("script-missing");
    const failed = run("npm", ["run", "--silent", "db:backup", "--", dir], { env: { ...process.env, DATABASE_URL: `file:${path.join(runDir(), "nothing.db")}` } });

    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/Backup failed: The SQLite database .*nothing\.db does not exist/) });
    expect(existsSync(path.join(dir, "nothing.db"))).toBe(false);
  });
});

/** A PostgreSQL server to try pg_dump against (trust auth on this machine's 127.0.0.1), when there is one. */
const POSTGRES_ADMIN_URL = process.env.BACKUP_TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const postgresUrl = (database: string) => Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${database}` }).href;

/** psql comes with pg_dump in the PostgreSQL client tools; one SQL statement, its rows as unaligned text. */
async function psql(url: string, sql: string) {
  const { stdout } = await run("psql", ["--no-psqlrc", "--quiet", "--tuples-only", "--no-align", "--set=ON_ERROR_STOP=1", `--dbname=${url}`, "--command", sql]);
  return stdout.trim();
}

async function postgresAvailable() {
  try {
    await run("pg_dump", ["--version"]);
    return (await psql(POSTGRES_ADMIN_URL, "SELECT 1")) === "1";
  } catch {
    return false;
  }
}

describe.skipIf(!(await postgresAvailable()))("backupDatabase on PostgreSQL", () => {
  test("dumps the database in pg_dump's custom format, and pg_restore brings the rows back", { timeout: 60_000 }, async () => {
    const suffix = `${process.pid}_${Date.now()}`;
    const [source, restored] = [`backup_test_${suffix}`, `backup_restored_${suffix}`];
    try {
      await psql(POSTGRES_ADMIN_URL, `CREATE DATABASE ${source}`);
      await psql(POSTGRES_ADMIN_URL, `CREATE DATABASE ${restored}`);
      await psql(postgresUrl(source), "CREATE TABLE booking (id serial PRIMARY KEY, student text NOT NULL)");
      await psql(postgresUrl(source), "INSERT INTO booking (student) SELECT 'student ' || n FROM generate_series(1, 50) AS n");
      const now = new Date("2026-11-24T04:10:00Z");

      const file = await backupDatabase({ databaseUrl: `${postgresUrl(source)}?schema=public`, dir: backupDir("postgres"), now });

      expect(path.basename(file)).toBe(`${source}-${backupTimestamp(now)}.dump`);
      await run("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${postgresUrl(restored)}`, file]);
      expect(await psql(postgresUrl(restored), "SELECT count(*) FROM booking")).toBe("50");
    } finally {
      await psql(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
      await psql(POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
    }
  });

  test("fails with pg_dump's own reason when the database cannot be reached", async () => {
    await expect(backupDatabase({ databaseUrl: postgresUrl("no_such_database_for_backup"), dir: backupDir("postgres-missing") })).rejects.toThrow(
      /pg_dump failed: .*does not exist/,
    );
  });
});
