import { decide, LONGEST_RATE_LIMIT_WINDOW_MS, type RateLimitDecision, type RateLimitPolicy, type RateLimitWindow } from "~/domain/rate-limit";
import { db } from "~/utils/db.server";

/**
 * Counts one attempt under `key` and returns its window with the attempt in it. Both steps are single atomic
 * statements, so concurrent requests (and several server instances on one database) never lose a count: an expired
 * window is restarted by a conditional update, then the count goes up by an upsert.
 */
export async function countRateLimitAttempt(key: string, policy: RateLimitPolicy, now = new Date()): Promise<RateLimitWindow> {
  if (policy.windowMs > LONGEST_RATE_LIMIT_WINDOW_MS) throw new Error(`A rate limit's window may last at most ${LONGEST_RATE_LIMIT_WINDOW_MS} ms: its counters are pruned after that.`);
  const expiredBefore = new Date(now.getTime() - policy.windowMs);
  await db.rateLimit.updateMany({ where: { key, windowStart: { lte: expiredBefore } }, data: { count: 0, windowStart: now } });
  return db.rateLimit.upsert({
    where: { key },
    create: { key, count: 1, windowStart: now },
    update: { count: { increment: 1 } },
    select: { count: true, windowStart: true },
  });
}

/** Counts one attempt under `key` and judges it. */
export async function consumeRateLimit(key: string, policy: RateLimitPolicy, now = new Date()): Promise<RateLimitDecision> {
  return decide(await countRateLimitAttempt(key, policy, now), policy, now);
}

/** Gives an attempt back, e.g. a login that succeeded: only failures should bring a key closer to its limit. */
export function refundRateLimit(key: string) {
  return db.rateLimit.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/** Deletes the counters whose window ran its course under every policy; returns how many. */
export async function pruneExpiredRateLimits(now = new Date()) {
  const { count } = await db.rateLimit.deleteMany({ where: { windowStart: { lte: new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS) } } });
  return count;
}
