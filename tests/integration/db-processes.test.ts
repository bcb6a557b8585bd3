import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { db } from "~/utils/db.server";
import { onPostgres } from "../setup/test-database";

const OTHER_ROWS = 300;

// SQLite only: two processes on one file contend for SQLite's single write lock (busy timeout, BEGIN IMMEDIATE).
// PostgreSQL's instances are covered by the multi-instance tests of the scale-out work.
describe.skipIf(onPostgres)("SQLite shared by two processes", () => {
  test("a transaction that reads and then writes never fails because another process wrote in between", { timeout: 60_000 }, async () => {
    const writer = spawn("npx", ["tsx", "tests/support/sqlite-writer.ts", process.env.DATABASE_URL!, String(OTHER_ROWS)], { stdio: ["ignore", "pipe", "inherit"] });
    await once(writer.stdout, "data");
    const exited = once(writer, "exit");
    let running = true;
    void exited.then(() => (running = false));

    let committed = 0;
    const failures: string[] = [];
    while (running) {
      try {
        await db.$transaction(async (tx) => {
          const seen = await tx.contactMessage.count();
          await new Promise((resolve) => setTimeout(resolve, 3));
          await tx.contactMessage.create({ data: { name: "This process", email: "me@example.com", subject: `after ${seen}`, message: "read, then wrote" } });
        });
        committed++;
      } catch (error) {
        failures.push(error instanceof Error ? error.message.split("\n").filter(Boolean).pop()! : String(error));
      }
      // Requests come and go; a process that held the write lock without a pause would starve the other one.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    const [code] = await exited;
    expect(code).toBe(0);
    expect(failures).toEqual([]);
    expect(committed).toBeGreaterThan(10);
    expect(await db.contactMessage.count()).toBe(OTHER_ROWS + committed);
  });
});
