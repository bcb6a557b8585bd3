/**
 * The statements the database driver runs from the moment `recordStatements()` is called to the end of the test:
 * better-sqlite3's, or pg's on PostgreSQL, each with its text and values as the driver got them.
 */
import { createRequire } from "node:module";
import Database from "better-sqlite3";
import { onTestFinished, vi } from "vitest";
import { onPostgres } from "../setup/test-database";

type Method = (...args: unknown[]) => unknown;
// The driver Prisma's PostgreSQL adapter loads; the project has no types for it and needs none but this.
const pg = createRequire(import.meta.url)("pg") as { Client: { prototype: { query: Method } } };

export type RecordedStatement = { sql: string; values: unknown[] };

export function recordStatements() {
  const statements: RecordedStatement[] = [];
  const spyOn = (target: Record<string, Method>, method: string, read: (self: unknown, args: unknown[]) => RecordedStatement) => {
    const original = target[method];
    const spy = vi.spyOn(target, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
      statements.push(read(this, args));
      return original.apply(this, args);
    });
    onTestFinished(() => spy.mockRestore());
  };
  if (onPostgres) {
    spyOn(pg.Client.prototype, "query", (_self, [query, values]) => {
      const config = query as { text?: string; values?: unknown[] };
      return { sql: String(config.text ?? query), values: config.values ?? (values as unknown[] | undefined) ?? [] };
    });
  } else {
    const memory = new Database(":memory:");
    const statement = Object.getPrototypeOf(memory.prepare("SELECT 1")) as Record<string, Method>;
    memory.close();
    // Prisma's adapter binds a statement's values first (`bind`), then runs it without any.
    const bound = new WeakMap<object, unknown[]>();
    const bind = statement.bind;
    const bindSpy = vi.spyOn(statement, "bind").mockImplementation(function (this: object, ...args: unknown[]) {
      bound.set(this, args.length === 1 && Array.isArray(args[0]) ? args[0] : args);
      return bind.apply(this, args);
    });
    onTestFinished(() => bindSpy.mockRestore());
    for (const method of ["all", "get", "run", "iterate"]) {
      spyOn(statement, method, (self, args) => ({
        sql: (self as { source: string }).source,
        values: args.length === 0 ? (bound.get(self as object) ?? []) : args.length === 1 && Array.isArray(args[0]) ? args[0] : args,
      }));
    }
  }
  return statements;
}
