import { describe, expect, test } from "vitest";
import { db } from "~/utils/db.server";
import { onPostgres } from "../setup/test-database";

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

  // SQLite only: the gate makes a plain read wait for the open transaction on better-sqlite3's single connection. On
  // PostgreSQL the read runs on another pooled connection at once and sees the last committed state, without waiting.
  test.skipIf(onPostgres)("a plain read during a transaction does not see its uncommitted rows", async () => {
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
    const countDuring = db.contactMessage.count({ where: { subject: "pending" } });
    release();
    await transaction;
    // The read waited for the commit instead of reading through the open transaction.
    expect(await countDuring).toBe(1);
  });

  // SQLite only: journal mode and the foreign-key switch are SQLite pragmas; PostgreSQL always enforces foreign keys.
  test.skipIf(onPostgres)("runs SQLite in WAL mode with foreign keys on", async () => {
    const [{ journal_mode }] = await db.$queryRawUnsafe<Array<{ journal_mode: string }>>("PRAGMA journal_mode");
    const [{ foreign_keys }] = await db.$queryRawUnsafe<Array<{ foreign_keys: bigint | number }>>("PRAGMA foreign_keys");
    expect(journal_mode).toBe("wal");
    expect(Number(foreign_keys)).toBe(1);
  });
});
