import { describe, expect, it } from "vitest";
import { createSession, getSessionUser } from "~/models/session.server";
import { db } from "~/utils/db.server";
import { planCounts } from "~/utils/query-plan-cache.server";
import { onPostgres } from "../setup/test-database";
import { recordStatements } from "../support/statements";
import { createTestUser } from "../support/users";

// The cache wraps the compiler of the module the generated client loads; if a build or an upgrade loaded another
// copy, every query would still work and none would be cached. These tests see both.
describe("query plans on the app's own client", () => {
  it("serves a repeated shape from the cache with each query's own values", async () => {
    await createTestUser(); // ids 0, 1 and -1 are shapes of their own
    const [first, second] = [await createTestUser("student", "Plan One"), await createTestUser("student", "Plan Two")];
    const nameOf = (id: number) => db.user.findUnique({ where: { id }, select: { name: true } });
    await nameOf(first.id);
    const before = planCounts();
    expect(await nameOf(second.id)).toEqual({ name: "Plan Two" });
    expect(await nameOf(first.id)).toEqual({ name: "Plan One" });
    const after = planCounts();
    expect(after.cached - before.cached).toBe(2);
    expect(after.compiled).toBe(before.compiled);
  });

  it("serves a repeated batch (the findUnique calls of one tick) from the cache", async () => {
    await createTestUser(); // ids 0, 1 and -1 are shapes of their own
    const users = [];
    for (const name of ["Batch A", "Batch B", "Batch C", "Batch D"]) users.push(await createTestUser("student", name));
    const nameOf = (id: number) => db.user.findUnique({ where: { id }, select: { name: true } });
    await Promise.all([nameOf(users[0].id), nameOf(users[1].id)]);
    const before = planCounts();
    expect(await Promise.all([nameOf(users[2].id), nameOf(users[3].id)])).toEqual([{ name: "Batch C" }, { name: "Batch D" }]);
    expect(planCounts().cached - before.cached).toBe(1);
  });

  it("plans an upsert whose where repeats its create apart from one whose where does not", async () => {
    const stamp = Date.now();
    const key = (n: number) => `plan-cache-test:${n}:${stamp}`;
    const upsert = (whereKey: string, createKey: string) =>
      db.job.upsert({
        where: { key: whereKey },
        create: { key: createKey, type: "plan-cache-test", payload: "{}", runAt: new Date("2030-01-01T00:00:00Z") },
        update: { payload: '{"again":true}' },
        select: { key: true, payload: true },
      });
    const [a, b] = [key(1), key(2)];
    expect(await upsert(a, a)).toEqual({ key: a, payload: "{}" });
    expect(await upsert(a, a)).toEqual({ key: a, payload: '{"again":true}' });
    expect(await upsert(b, key(3))).toEqual({ key: key(3), payload: "{}" });
    expect(await upsert(b, b)).toEqual({ key: b, payload: "{}" });
    expect(await db.job.count({ where: { type: "plan-cache-test" } })).toBe(3);
  });

  it("filters by each query's own dates", async () => {
    const student = await createTestUser();
    const at = (iso: string) => new Date(iso);
    await db.notification.createMany({
      data: ["2030-01-01T00:00:00Z", "2030-06-01T00:00:00Z", "2031-01-01T00:00:00Z"].map((iso) => ({ userId: student.id, title: iso, body: "", createdAt: at(iso) })),
    });
    const since = (iso: string) => db.notification.count({ where: { userId: student.id, createdAt: { gte: at(iso) } } });
    expect(await since("2029-01-01T00:00:00Z")).toBe(3);
    expect(await since("2030-03-01T00:00:00Z")).toBe(2);
    expect(await since("2030-12-31T23:59:59.999Z")).toBe(1);
  });

  // Prisma's interpreter writes the text of a template without lists of values once per shape (decision 082).
  it("writes each value of a repeated shape in its own place, one placeholder each, numbered in order on PostgreSQL", async () => {
    const student = await createTestUser();
    const write = (n: number) =>
      db.notification.create({
        data: { userId: student.id, title: `title ${n}`, body: `body ${n}`, link: `/link/${n}`, createdAt: new Date(Date.UTC(2030, 0, n)) },
        select: { id: true },
      });
    await write(1);
    const statements = recordStatements();
    const written = [await write(2), await write(3)];
    const inserts = statements.filter(({ sql }) => /^\s*INSERT INTO/i.test(sql));
    expect(inserts).toHaveLength(2);
    for (const { sql, values } of inserts) {
      const placeholders = sql.match(onPostgres ? /\$\d+/g : /\?/g) ?? [];
      expect(placeholders).toHaveLength(values.length);
      if (onPostgres) expect(placeholders).toEqual(values.map((_, index) => `$${index + 1}`));
    }
    const read = await db.notification.findMany({ where: { id: { in: written.map(({ id }) => id) } }, orderBy: { id: "asc" }, select: { title: true, body: true, link: true, createdAt: true } });
    expect(read).toEqual([2, 3].map((n) => ({ title: `title ${n}`, body: `body ${n}`, link: `/link/${n}`, createdAt: new Date(Date.UTC(2030, 0, n)) })));
  });

  it("serves a repeated raw query (the session lookup) from the cache with each query's own values", async () => {
    const [first, second] = [await createTestUser("student", "Raw One"), await createTestUser("student", "Raw Two")];
    const [one, two] = [await createSession({ userId: first.id }), await createSession({ userId: second.id })];
    await getSessionUser(one.id);
    const before = planCounts();
    expect(await getSessionUser(two.id)).toMatchObject({ id: second.id, name: "Raw Two" });
    expect(await getSessionUser(one.id)).toMatchObject({ id: first.id, name: "Raw One" });
    expect(await getSessionUser(one.id, new Date(one.expiresAt.getTime() + 1000))).toBeNull();
    const after = planCounts();
    expect(after.cached - before.cached).toBe(3);
    expect(after.compiled).toBe(before.compiled);
  });

  // JSON writes 1e21 as 1e+21, which the compiler types as a float, and the test setup checks every cached plan
  // against the compiler's own: an integer's plan given to it would differ.
  it("plans a raw query's whole number beyond 2^53 apart from its integers", async () => {
    const below = (small: number, large: number) => db.$queryRaw`SELECT 1 AS "one" WHERE ${small} < ${large}`;
    await below(7, 8);
    const before = planCounts();
    await below(9, 10);
    expect(planCounts().cached - before.cached).toBe(1);
    await below(7, 1e21);
    expect(planCounts().compiled).toBeGreaterThan(before.compiled);
  });

  it("writes a list of values (IN) for each query's own list", async () => {
    const users = [];
    for (const name of ["List A", "List B", "List C"]) users.push(await createTestUser("student", name));
    const namesOf = (ids: number[]) => db.user.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select: { name: true } });
    expect(await namesOf([users[0].id])).toEqual([{ name: "List A" }]);
    expect(await namesOf(users.map(({ id }) => id))).toEqual([{ name: "List A" }, { name: "List B" }, { name: "List C" }]);
    expect(await namesOf([users[2].id, users[1].id])).toEqual([{ name: "List B" }, { name: "List C" }]);
  });
});
