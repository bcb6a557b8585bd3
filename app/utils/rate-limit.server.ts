import { FIFTEEN_MINUTES_MS, tooManyAttemptsMessage, type RateLimitPolicy } from "~/domain/rate-limit";
import { consumeRateLimit, refundRateLimit } from "~/models/rate-limit.server";
import { normalizeEmail } from "~/models/user.server";
import { clientIp } from "./http.server";

export type LimitedAction = "login" | "password-reset";

/**
 * An account gets 10 tries in 15 minutes; an address, which many people may share behind one router, gets 50. Only
 * failures count for logins (a success gives its attempt back), so people who mistype once are never held up.
 */
export const RATE_LIMITS: Record<"ip" | "account", RateLimitPolicy> = {
  ip: { limit: 50, windowMs: FIFTEEN_MINUTES_MS },
  account: { limit: 10, windowMs: FIFTEEN_MINUTES_MS },
};

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds));
  }

  get headers() {
    return { "Retry-After": String(this.retryAfterSeconds) };
  }
}

/**
 * Counts one attempt at `action` from the request's address and, when given, for the account with that e-mail (known
 * or not, so the answer reveals nothing). Throws `RateLimitedError` when either is over its limit.
 */
export async function consumeAttempt(action: LimitedAction, request: Request, email?: string) {
  const keys: Array<[string, RateLimitPolicy]> = [[`${action}:ip:${clientIp(request)}`, RATE_LIMITS.ip]];
  if (email) keys.push([`${action}:account:${normalizeEmail(email)}`, RATE_LIMITS.account]);

  let retryAfterSeconds = 0;
  for (const [key, policy] of keys) {
    const decision = await consumeRateLimit(key, policy);
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);

  return {
    refund: async () => {
      for (const [key] of keys) await refundRateLimit(key);
    },
  };
}
