import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * What the app logs on the failure paths some tests take on purpose: captured, not printed, so that a passing run prints
 * no stack trace. Each is matched by its test file, its test (or describe) name and the log's first words; the same log
 * from any other test, and every other log, is printed as before.
 */
const DELIBERATE_LOGS: Array<{ file: string; test: string; log: RegExp }> = [
  // a booking whose invoice cannot be written: the form action logs the database's error, with its stack
  { file: "tests/integration/catalogue.test.ts", test: "the invoice is written in the booking's transaction", log: /^Booking a \w+ slot failed / },
  // the worker logs each failed attempt of a mail the SMTP server refuses, or that can never be built
  { file: "tests/integration/mail-queue.test.ts", test: "delivery attempts", log: /^Job \d+ \(mail\) failed on attempt \d+/ },
  // React's warning when a crawler's page is cut off at the delay while parts of it are still suspended
  { file: "tests/unit/html-stream.test.ts", test: "keeps a crawler waiting until the delay", log: /^Warning: There was still abortable task at the root when we closed\./ },
];

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/database.ts"],
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single one on a two-core machine, where the files spend
    // much of their time waiting on child processes, the database and the disk. Two there (each file has a database of
    // its own, see tests/setup/database.ts), the default on bigger machines.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    env: {
      NODE_ENV: "test",
      SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
      APP_URL: "http://localhost:3000",
      APP_TIME_ZONE: "Asia/Kathmandu",
      // the thousands of accounts the tests make would otherwise spend minutes in bcrypt (docs/decisions/121)
      PASSWORD_HASH_COST: "4",
    },
    onConsoleLog(log, type, entity) {
      if (type !== "stderr" || entity?.type !== "test") return;
      const file = path.relative(import.meta.dirname, entity.module.moduleId);
      const deliberate = DELIBERATE_LOGS.some((expected) => expected.file === file && entity.fullName.includes(expected.test) && expected.log.test(log));
      if (deliberate) return false;
    },
  },
});
