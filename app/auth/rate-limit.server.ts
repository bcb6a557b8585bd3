import type { HeadersFunction } from "@remix-run/node";
import { lookup } from "~/domain/lookup";
import {
  FIFTEEN_MINUTES_MS,
  decide,
  quotaOf,
  tightestQuota,
  tooManyAttemptsMessage,
  type RateLimitPolicy,
  type RateLimitWindow,
} from "~/domain/rate-limit";
import { countRateLimitAttempt, refundRateLimit } from "~/models/rate-limit.server";
import { normalizeEmail } from "~/models/user.server";
import { clientIp } from "~/utils/http.server";

export type LimitedAction = "login" | "password-reset" | "register" | "verification-mail" | "job-application";

/**
 * An account gets 10 tries in 15 minutes; an address, which many people may share behind one router, gets 50. Only
 * failures count for logins (a success gives its attempt back), so people who mistype once are never held up.
 * Registration is limited per address only, and every well-formed sign-up counts (a new account or a taken
 * e-mail): one person needs one account, so 10 in 15 minutes leave room for a household or an office while a
 * script can neither mass-create accounts nor test which e-mails have one. A verification link (sent again, or to a
 * new address on the profile) goes to an address the account chose: 5 in 15 minutes per account cover a typo and a
 * slow inbox, and keep the form from mailing strangers in bulk. A job application is limited per address like a
 * sign-up: each stores a CV and mails its sender, so 10 in 15 minutes leave room for an office of applicants while a
 * script can neither fill the storage nor mail strangers in bulk.
 */
export const RATE_LIMITS: Record<"ip" | "account" | "registration" | "verificationMail" | "jobApplication", RateLimitPolicy> = {
  ip: { limit: 50, windowMs: FIFTEEN_MINUTES_MS },
  account: { limit: 10, windowMs: FIFTEEN_MINUTES_MS },
  registration: { limit: 10, windowMs: FIFTEEN_MINUTES_MS },
  verificationMail: { limit: 5, windowMs: FIFTEEN_MINUTES_MS },
  jobApplication: { limit: 10, windowMs: FIFTEEN_MINUTES_MS },
};

/** The actions limited per address by a policy of their own; the others share `ip`. */
const ADDRESS_POLICIES = { register: RATE_LIMITS.registration, "job-application": RATE_LIMITS.jobApplication } satisfies Partial<Record<LimitedAction, RateLimitPolicy>>;

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds));
  }

  get headers() {
    return { "Retry-After": String(this.retryAfterSeconds) };
  }
}

/**
 * The windows each request has counted an attempt in, by key, for the `RateLimit-*` headers of its answer. Kept beside
 * the request rather than handed back through every caller, so that every route counting an attempt (through
 * `attemptLogin` as much as directly) tells its client without a line of its own; gone with the request.
 */
type CountedWindow = { policy: RateLimitPolicy; window: RateLimitWindow };

const countedWindows = new WeakMap<Request, Map<string, CountedWindow>>();

function remember(request: Request, key: string, policy: RateLimitPolicy, window: RateLimitWindow) {
  const windows = countedWindows.get(request) ?? new Map<string, CountedWindow>();
  windows.set(key, { policy, window });
  countedWindows.set(request, windows);
}

/**
 * Counts one attempt at `action` from the request's address and, when given, for the account with that e-mail (known
 * or not, so the answer reveals nothing). Throws `RateLimitedError` when either is over its limit.
 */
export async function consumeAttempt(action: LimitedAction, request: Request, email?: string) {
  const addressPolicy = lookup(ADDRESS_POLICIES, action) ?? RATE_LIMITS.ip;
  const keys: Array<[string, RateLimitPolicy]> = [[`${action}:ip:${clientIp(request)}`, addressPolicy]];
  if (email) keys.push([`${action}:account:${normalizeEmail(email)}`, action === "verification-mail" ? RATE_LIMITS.verificationMail : RATE_LIMITS.account]);

  const now = new Date();
  let retryAfterSeconds = 0;
  for (const [key, policy] of keys) {
    const window = await countRateLimitAttempt(key, policy, now);
    remember(request, key, policy, window);
    const decision = decide(window, policy, now);
    if (!decision.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);

  return {
    refund: async () => {
      for (const [key, policy] of keys) {
        await refundRateLimit(key);
        const counted = countedWindows.get(request)?.get(key);
        if (counted) remember(request, key, policy, { ...counted.window, count: Math.max(0, counted.window.count - 1) });
      }
    },
  };
}

/**
 * The IETF draft's `RateLimit-Limit`, `-Remaining` and `-Reset` (seconds until the window starts again) for the answer
 * to a request that counted an attempt, of the limit it is closest to; none for a request that counted none.
 */
export function rateLimitQuotaHeaders(request: Request): Record<string, string> {
  const now = new Date();
  const counted = countedWindows.get(request);
  const quota = tightestQuota([...(counted?.values() ?? [])].map(({ policy, window }) => quotaOf(window, policy, now)));
  if (!quota) return {};
  return { "RateLimit-Limit": String(quota.limit), "RateLimit-Remaining": String(quota.remaining), "RateLimit-Reset": String(quota.resetSeconds) };
}

/**
 * The `headers` of a route whose action can answer 429: Remix passes on only the Set-Cookie of an action's headers
 * unless the route's `headers` says otherwise, and a client told to wait should be told for how long.
 */
export const rateLimitHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
