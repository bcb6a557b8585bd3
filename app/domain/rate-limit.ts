import { TRY_AGAIN_IN_MINUTES, TRY_AGAIN_IN_SECONDS, fillTemplate } from "./message-templates";

/** How many attempts one key (an IP address or an account) may make within a fixed window. */
export type RateLimitPolicy = { limit: number; windowMs: number };

export type RateLimitWindow = { count: number; windowStart: Date };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/**
 * No policy's window may be longer: a counter whose window started this long ago has run its course under every
 * policy, so the queue's housekeeping deletes it (the next attempt under its key starts from zero, as it would anyway).
 * Without that, every address, account and passkey challenge ever seen kept a row.
 */
export const LONGEST_RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** A window that has run its course starts again from zero on the next attempt. */
export function windowHasExpired(window: RateLimitWindow, policy: RateLimitPolicy, now: Date) {
  return now.getTime() - window.windowStart.getTime() >= policy.windowMs;
}

/** Judges a window that already counts the current attempt: the attempt that makes it exceed the limit is refused. */
export function decide(window: RateLimitWindow, policy: RateLimitPolicy, now: Date): RateLimitDecision {
  if (window.count <= policy.limit || windowHasExpired(window, policy, now)) return { allowed: true };
  const remainingMs = window.windowStart.getTime() + policy.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/**
 * What a client is told of a window that counts its attempt (the `RateLimit-*` headers): the limit, the attempts left
 * in the window, and the whole seconds until it starts again.
 */
export type RateLimitQuota = { limit: number; remaining: number; resetSeconds: number };

export function quotaOf(window: RateLimitWindow, policy: RateLimitPolicy, now: Date): RateLimitQuota {
  const remainingMs = window.windowStart.getTime() + policy.windowMs - now.getTime();
  return { limit: policy.limit, remaining: Math.max(0, policy.limit - window.count), resetSeconds: Math.max(0, Math.ceil(remainingMs / 1000)) };
}

/**
 * Of the quotas one request spent (an address's and an account's), the one the client runs into first: the fewest
 * attempts left, and of those the one that lasts longest.
 */
export function tightestQuota(quotas: readonly RateLimitQuota[]): RateLimitQuota | null {
  let tightest: RateLimitQuota | null = null;
  for (const quota of quotas) {
    if (!tightest || quota.remaining < tightest.remaining || (quota.remaining === tightest.remaining && quota.resetSeconds > tightest.resetSeconds)) tightest = quota;
  }
  return tightest;
}

/** "Too many attempts. Please try again in 12 minutes.": in seconds under a minute, else in whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  if (retryAfterSeconds < 60) {
    return retryAfterSeconds === 1 ? "Too many attempts. Please try again in 1 second." : fillTemplate(TRY_AGAIN_IN_SECONDS, { seconds: retryAfterSeconds });
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1 ? "Too many attempts. Please try again in 1 minute." : fillTemplate(TRY_AGAIN_IN_MINUTES, { minutes });
}
