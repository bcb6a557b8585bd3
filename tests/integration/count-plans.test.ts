import { describe, expect, test } from "vitest";
import { db } from "~/utils/db.server";
import { recordStatements } from "../support/statements";
import { createTestUser } from "../support/users";

// The compiler's own count plans, on the app's client and the run's database: counts without paging are made direct,
// and every count still gives the number of rows it is asked for.
describe("counts", () => {
  const counts = (statements: Array<{ sql: string }>) => statements.filter((statement) => /^SELECT COUNT\(\*\)/.test(statement.sql)).map((statement) => statement.sql);

  test("count a table, or its filtered rows, directly, without a subquery that pages them", async () => {
    const stamp = `count-${Date.now()}`;
    const users = [];
    for (const name of ["A", "B", "C"]) users.push(await createTestUser("student", `${stamp} ${name}`));
    await db.user.update({ where: { id: users[2].id }, data: { disabledAt: new Date() } });
    const statements = recordStatements();

    expect(await db.user.count()).toBe(await db.user.findMany({ select: { id: true } }).then((rows) => rows.length));
    expect(await db.user.count({ where: { name: { startsWith: stamp } } })).toBe(3);
    expect(await db.user.count({ where: { name: { startsWith: stamp }, disabledAt: null } })).toBe(2);
    expect(await db.user.count({ where: { id: { in: users.map((user) => user.id) }, role: "student" } })).toBe(3);

    const sql = counts(statements);
    expect(sql).toHaveLength(4);
    for (const statement of sql) expect(statement).not.toMatch(/\bsub\b|LIMIT|OFFSET/);
    expect(sql[0]).toMatch(/^SELECT COUNT\(\*\) AS [`"]_count\$_all[`"] FROM [`"]\w+[`"]\.[`"]User[`"]$/);
  });

  test("keep the paging of a count that asks for it", async () => {
    const stamp = `count-paged-${Date.now()}`;
    for (const name of ["A", "B", "C", "D"]) await createTestUser("student", `${stamp} ${name}`);
    const statements = recordStatements();
    const where = { name: { startsWith: stamp } };

    expect(await db.user.count({ where, take: 2 })).toBe(2);
    expect(await db.user.count({ where, skip: 3 })).toBe(1);
    for (const statement of counts(statements)) expect(statement).toMatch(/\bsub\b/);
  });
});
