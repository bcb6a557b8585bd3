/**
 * The statements the database driver runs from the moment `recordStatements()` is called to the end of the test:
 * better-sqlite3's, or pg's on PostgreSQL, each with its text and values as the driver got them.
 */
import { createRequire } from "node:module";
import Database from "better-sqlite3";
import { onTestFinished } from "vitest";
import { onPostgres } from "../setup/test-database";

// The driver Prisma's PostgreSQL adapter loads; the project has no types for it and needs none but this.
const pg = createRequire(import.meta.url)("pg") as { Client: { prototype: Record<string, unknown> } };

export type RecordedStatement = { sql: string; values: unknown[] };

export function recordStatements() {
  const statements: RecordedStatement[] = [];
  const wrap = (target: Record<string, unknown>, method: string, read: (self: unknown, args: unknown[]) => RecordedStatement) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = function (this: unknown, ...args: unknown[]) {
      statements.push(read(this, args));
      return original.apply(this, args);
    };
    onTestFinished(() => {
      target[method] = original;
    });
  };
  if (onPostgres) {
    wrap(pg.Client.prototype, "query", (_self, [query, values]) => {
      const config = query as { text?: string; values?: unknown[] };
      return { sql: String(config.text ?? query), values: config.values ?? (values as unknown[] | undefined) ?? [] };
    });
  } else {
    const memory = new Database(":memory:");
    const statement = Object.getPrototypeOf(memory.prepare("SELECT 1")) as Record<string, unknown>;
    memory.close();
    for (const method of ["all", "get", "run", "iterate"]) {
      wrap(statement, method, (self, [values]) => ({ sql: (self as { source: string }).source, values: Array.isArray(values) ? values : [] }));
    }
  }
  return statements;
}
