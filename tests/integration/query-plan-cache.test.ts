import { describe, expect, it } from "vitest";
import { db } from "~/utils/db.server";
import { planCounts } from "~/utils/query-plan-cache.server";
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
});
