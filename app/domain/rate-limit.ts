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

/** "Too many attempts. Please try again in 12 minutes.": in seconds under a minute, else in whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  if (retryAfterSeconds < 60) {
    return retryAfterSeconds === 1 ? "Too many attempts. Please try again in 1 second." : fillTemplate(TRY_AGAIN_IN_SECONDS, { seconds: retryAfterSeconds });
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1 ? "Too many attempts. Please try again in 1 minute." : fillTemplate(TRY_AGAIN_IN_MINUTES, { minutes });
}
