import Database from "better-sqlite3";
import { describe, expect, test, vi } from "vitest";
import { keepCompiledStatements } from "~/utils/sqlite-adapter.server";

// The SQLite adapter prepares every query's SQL anew and binds its arguments to that statement for good; what
// keepCompiledStatements hands it instead must behave the same for the adapter's calls, while compiling once.
function database() {
  const sqlite = new Database(":memory:");
  sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)");
  const compile = vi.spyOn(sqlite, "prepare");
  keepCompiledStatements(sqlite);
  return { sqlite, compile };
}

/** What the adapter does with a query: prepare, bind its arguments, then run it or read all its rows raw. */
function query(sqlite: Database.Database, sql: string, args: unknown[]) {
  const statement = sqlite.prepare(sql).bind(args) as unknown as Database.Statement;
  return statement.reader ? { columns: statement.columns().map((column) => column.name), rows: statement.raw().all() } : statement.run();
}

describe("compiled statements kept per SQL text", () => {
  test("compile a query once and run it again with each call's own arguments", () => {
    const { sqlite, compile } = database();
    for (const name of ["a", "b", "c"]) query(sqlite, "INSERT INTO t (name) VALUES (?)", [name]);
    expect(query(sqlite, "SELECT id, name FROM t WHERE name = ?", ["b"])).toEqual({ columns: ["id", "name"], rows: [[2, "b"]] });
    expect(query(sqlite, "SELECT id, name FROM t WHERE name = ?", ["c"])).toEqual({ columns: ["id", "name"], rows: [[3, "c"]] });
    expect(query(sqlite, "SELECT id, name FROM t WHERE name = ?", ["z"])).toEqual({ columns: ["id", "name"], rows: [] });
    expect(compile.mock.calls.map(([sql]) => sql)).toEqual(["INSERT INTO t (name) VALUES (?)", "SELECT id, name FROM t WHERE name = ?"]);
  });

  test("a statement without arguments runs as it is, and a write reports what it changed", () => {
    const { sqlite } = database();
    sqlite.prepare("BEGIN").run();
    expect(query(sqlite, "INSERT INTO t (name) VALUES (?)", ["x"])).toMatchObject({ changes: 1 });
    sqlite.prepare("ROLLBACK").run();
    expect(query(sqlite, "SELECT count(*) AS n FROM t", [])).toEqual({ columns: ["n"], rows: [[0]] });
  });

  test("asks the driver for a statement's columns once", () => {
    const { sqlite, compile } = database();
    query(sqlite, "SELECT id, name FROM t WHERE name = ?", ["a"]);
    const statement = compile.mock.results[0].value as Database.Statement;
    const columns = vi.spyOn(statement, "columns");
    expect(query(sqlite, "SELECT id, name FROM t WHERE name = ?", ["b"])).toEqual({ columns: ["id", "name"], rows: [] });
    expect(columns).not.toHaveBeenCalled();
  });

  test("keeps the most recently used 500 and compiles a forgotten one again", () => {
    const { sqlite, compile } = database();
    query(sqlite, "SELECT 0 AS n", []);
    for (let n = 1; n <= 500; n++) query(sqlite, `SELECT ${n} AS n`, []);
    compile.mockClear();
    query(sqlite, "SELECT 500 AS n", []);
    expect(compile).not.toHaveBeenCalled();
    expect(query(sqlite, "SELECT 0 AS n", [])).toEqual({ columns: ["n"], rows: [[0]] });
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
