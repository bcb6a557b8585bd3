import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { db } from "~/utils/db.server";
import { onPostgres } from "../setup/test-database";

function sqliteFile() {
  return String(process.env.DATABASE_URL).replace(/^file:/, "");
}

/**
 * How many times the event loop has come round, counted where it runs `setImmediate` callbacks: none while something
 * blocks it.
 */
function countEventLoopTurns() {
  let turns = 0;
  let counting = true;
  const turn = () => {
    if (!counting) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  return {
    now: () => turns,
    stop() {
      counting = false;
      return turns;
    },
  };
}

const message = (subject: string) => ({ name: "Test", email: "t@example.com", subject, message: "Hello there" });

describe("database gate", () => {
  test("a write from another request during a transaction that rolls back is kept", async () => {
    let signalStarted!: () => void;
    const started = new Promise<void>((resolve) => (signalStarted = resolve));

    const failing = db
      .$transaction(async (tx) => {
        await tx.contactMessage.create({ data: message("inside") });
        signalStarted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);

    await started;
    // Issued while the transaction is open: without the gate it would run inside it and vanish on rollback.
    const outside = db.contactMessage.create({ data: message("outside") });

    expect(await failing).toBe("roll back");
    await outside;
    const subjects = (await db.contactMessage.findMany({ select: { subject: true } })).map((row) => row.subject);
    expect(subjects).toEqual(["outside"]);
  });

  // On SQLite the read goes to the read-only connection, on PostgreSQL to another pooled connection: either way it
  // answers while the transaction is still open, with the last committed state.
  test("a plain read during a transaction answers at once without its uncommitted rows", async () => {
    let signalStarted!: () => void;
    const started = new Promise<void>((resolve) => (signalStarted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));

    const transaction = db.$transaction(async (tx) => {
      await tx.contactMessage.create({ data: message("pending") });
      signalStarted();
      await held;
    });

    await started;
    expect(await db.contactMessage.count({ where: { subject: "pending" } })).toBe(0);
    release();
    await transaction;
    expect(await db.contactMessage.count({ where: { subject: "pending" } })).toBe(1);
  });

  // SQLite only: the reads of another process (the cluster's other workers) during a write are not its business.
  test.skipIf(onPostgres)("a write or transaction waits for another process's write lock without stopping this one", async () => {
    const other = new Database(sqliteFile(), { timeout: 0 });
    other.prepare("BEGIN IMMEDIATE").run();
    // then() sends it: Prisma's queries are lazy.
    const write = db.contactMessage.create({ data: message("after the lock") }).then((created) => created.id);
    const transaction = db.$transaction((tx) => tx.contactMessage.create({ data: message("after the lock") }));
    const ticks = countEventLoopTurns();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The write is still waiting, and this process went on meanwhile (SQLite's busy handler would have slept in it).
    expect(await db.contactMessage.count({ where: { subject: "after the lock" } })).toBe(0);
    expect(ticks.stop()).toBeGreaterThan(20);
    other.prepare("COMMIT").run();
    other.close();
    await Promise.all([write, transaction]);
    expect(await db.contactMessage.count({ where: { subject: "after the lock" } })).toBe(2);
  });

  // better-sqlite3 answers synchronously: without a turn of the event loop between queries, a burst of requests runs
  // as one chain of promise callbacks, and a request that arrives meanwhile (a health check) is not even read until
  // it ends. PostgreSQL's answers come as I/O, so there the loop turns anyway.
  test("each query of a request lets the event loop turn", async () => {
    const turns = countEventLoopTurns();
    for (let i = 0; i < 5; i++) await db.contactMessage.count();
    expect(turns.stop()).toBeGreaterThanOrEqual(5);
  });

  // SQLite only: on PostgreSQL, transactions on separate connections may well end in the same turn.
  test.skipIf(onPostgres)("transactions queued at the gate end on separate turns of the event loop", async () => {
    const turns = countEventLoopTurns();
    const finishedAt: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => db.$transaction((tx) => tx.contactMessage.create({ data: message(`queued ${i}`) })).then(() => finishedAt.push(turns.now()))),
    );
    turns.stop();
    expect(new Set(finishedAt).size).toBe(6);
  });

  // SQLite only: journal mode and the foreign-key switch are SQLite pragmas; PostgreSQL always enforces foreign keys.
  test.skipIf(onPostgres)("runs SQLite in WAL mode with foreign keys on", async () => {
    const [{ journal_mode }] = await db.$queryRawUnsafe<Array<{ journal_mode: string }>>("PRAGMA journal_mode");
    const [{ foreign_keys }] = await db.$queryRawUnsafe<Array<{ foreign_keys: bigint | number }>>("PRAGMA foreign_keys");
    expect(journal_mode).toBe("wal");
    expect(Number(foreign_keys)).toBe(1);
  });

  // SQLite only: the compiled statements kept per SQL text are the SQLite adapter's (PostgreSQL's pool has its own).
  test("the same query shape answers each call with its own arguments, reads and writes, in a transaction and out", async () => {
    const subjects = ["kept one", "kept two", "kept three"];
    await db.contactMessage.createMany({ data: subjects.map(message) });
    const found = [];
    for (const subject of [...subjects, "kept nowhere"]) found.push(await db.contactMessage.findFirst({ where: { subject }, select: { subject: true } }));
    expect(found).toEqual([...subjects.map((subject) => ({ subject })), null]);

    for (const subject of subjects) await db.contactMessage.updateMany({ where: { subject }, data: { subject: `${subject}, read` } });
    await db.$transaction((tx) => tx.contactMessage.updateMany({ where: { subject: "kept one, read" }, data: { subject: "kept one, twice" } }));
    const rows = await db.contactMessage.findMany({ where: { subject: { startsWith: "kept" } }, orderBy: { id: "asc" }, select: { subject: true } });
    expect(rows.map((row) => row.subject)).toEqual(["kept one, twice", "kept two, read", "kept three, read"]);
  });
});
