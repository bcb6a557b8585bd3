import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { LONGEST_RATE_LIMIT_WINDOW_MS } from "~/domain/rate-limit";
import { PASSKEY_CHALLENGE_TTL_MS } from "~/domain/passkeys";
import { RATE_LIMITS } from "~/auth/rate-limit.server";
import { KEEP_FINISHED_JOBS_MS, runHousekeeping } from "~/jobs/worker.server";
import { STALE_CLAIM_MS } from "~/models/job-queue.server";
import { consumeRateLimit } from "~/models/rate-limit.server";
import { db } from "~/utils/db.server";

const now = new Date("2026-11-29T06:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms);

describe("the worker's housekeeping", () => {
  test("deletes the rate-limit counters whose window has ended under every policy, and keeps the others", async () => {
    const ended = `test:${randomUUID()}`;
    const justEnded = `test:${randomUUID()}`;
    const running = `test:${randomUUID()}`;
    await db.rateLimit.createMany({
      data: [
        { key: ended, count: 9, windowStart: before(LONGEST_RATE_LIMIT_WINDOW_MS + 60_000) },
        { key: justEnded, count: 9, windowStart: before(LONGEST_RATE_LIMIT_WINDOW_MS) },
        { key: running, count: 9, windowStart: before(LONGEST_RATE_LIMIT_WINDOW_MS - 60_000) },
      ],
    });

    await runHousekeeping(now);

    const left = await db.rateLimit.findMany({ where: { key: { in: [ended, justEnded, running] } }, select: { key: true, count: true } });
    expect(left).toEqual([{ key: running, count: 9 }]);
  });

  test("deletes jobs finished over a week ago, keeps newer and unfinished ones, and returns a dead worker's jobs", async () => {
    const job = (key: string, data: { status: string; finishedAt?: Date; claimedAt?: Date; claimedBy?: string }) =>
      db.job.create({ data: { type: "mail", payload: "{}", key: `${key}:${randomUUID()}`, runAt: before(KEEP_FINISHED_JOBS_MS * 2), ...data } });
    const old = await job("old", { status: "done", finishedAt: before(KEEP_FINISHED_JOBS_MS + 60_000) });
    const recent = await job("recent", { status: "done", finishedAt: before(KEEP_FINISHED_JOBS_MS - 60_000) });
    const oldFailure = await job("failed", { status: "failed", finishedAt: before(KEEP_FINISHED_JOBS_MS * 2) });
    const abandoned = await job("abandoned", { status: "running", claimedBy: "dead-worker", claimedAt: before(STALE_CLAIM_MS + 60_000) });

    await runHousekeeping(now);

    const left = await db.job.findMany({ where: { id: { in: [old.id, recent.id, oldFailure.id, abandoned.id] } }, orderBy: { id: "asc" }, select: { id: true, status: true, claimedBy: true } });
    // a failed job stays for an admin to read and retry
    expect(left).toEqual([
      { id: recent.id, status: "done", claimedBy: null },
      { id: oldFailure.id, status: "failed", claimedBy: null },
      { id: abandoned.id, status: "pending", claimedBy: null },
    ]);
  });
});

describe("rate-limit windows fit the housekeeping", () => {
  test("every policy's window, and a passkey challenge's lifetime, is at most the longest window the housekeeping keeps", () => {
    for (const policy of Object.values(RATE_LIMITS)) expect(policy.windowMs).toBeLessThanOrEqual(LONGEST_RATE_LIMIT_WINDOW_MS);
    expect(PASSKEY_CHALLENGE_TTL_MS).toBeLessThanOrEqual(LONGEST_RATE_LIMIT_WINDOW_MS);
  });

  test("a policy with a longer window is refused before it counts anything", async () => {
    const key = `test:${randomUUID()}`;
    await expect(consumeRateLimit(key, { limit: 5, windowMs: LONGEST_RATE_LIMIT_WINDOW_MS + 1 })).rejects.toThrow(/at most/);
    expect(await db.rateLimit.findUnique({ where: { key } })).toBeNull();
  });
});
