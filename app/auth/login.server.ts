import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { checkCredentials, recordFailedSignIn, recordSuccessfulSignIn, type SignInOrigin } from "~/models/sign-in.server";
import { InvalidTwoFactorCodeError, verifySecondFactor } from "~/models/two-factor.server";
import type { PublicUser } from "~/models/user.server";
import { clientIp } from "~/utils/http.server";
import { RateLimitedError, consumeAttempt } from "./rate-limit.server";

/** One message for an unknown e-mail and a wrong password, so that the answer reveals no account. */
export class InvalidCredentialsError extends Error {
  constructor() {
    super("Invalid email or password.");
  }
}

/** The password was right for an account with two-factor, and no code came with it: the second step asks for one. */
export class TwoFactorRequiredError extends Error {
  constructor(readonly user: PublicUser) {
    super("Enter the code from your authenticator app, or a recovery code.");
  }
}

function originOf(request: Request, email: string): SignInOrigin {
  return { email, ipAddress: clientIp(request), userAgent: request.headers.get("User-Agent") };
}

/**
 * Checks e-mail and password under the login rate limits (per address and per account). Throws
 * `InvalidCredentialsError` or `RateLimitedError`. The web form (through remix-auth) and `POST /api/login` share it.
 * Every attempt is recorded with its address, browser and outcome, for the account's owner to review.
 */
export async function attemptLogin(request: Request, { email, password, code }: { email: string; password: string; code?: string }): Promise<PublicUser> {
  const origin = originOf(request, email);
  const attempt = await consumeAttempt("login", request, email).catch(async (error: unknown) => {
    if (error instanceof RateLimitedError) await recordFailedSignIn(origin, "rate_limited");
    throw error;
  });
  const result = await checkCredentials(email, password);
  if (!("user" in result)) {
    await recordFailedSignIn(origin, result.reason, result.userId);
    throw new InvalidCredentialsError();
  }
  if (result.twoFactor) {
    if (code === undefined) {
      // not a failure: the second step counts attempts of its own
      await attempt.refund();
      throw new TwoFactorRequiredError(result.user);
    }
    if (!(await verifySecondFactor(result.user.id, code))) {
      await recordFailedSignIn(origin, "wrong_code", result.user.id);
      throw new InvalidTwoFactorCodeError();
    }
  }
  await attempt.refund();
  await recordSuccessfulSignIn(result.user, origin);
  return result.user;
}

/**
 * The second step of a web sign-in: a code (TOTP or recovery) for the account whose password was right, under the
 * same limits as the password. Throws `InvalidTwoFactorCodeError` or `RateLimitedError`.
 */
export async function attemptSecondFactor(request: Request, { user, code }: { user: PublicUser; code: string }): Promise<PublicUser> {
  const origin = originOf(request, user.email);
  const attempt = await consumeAttempt("login", request, user.email).catch(async (error: unknown) => {
    if (error instanceof RateLimitedError) await recordFailedSignIn(origin, "rate_limited", user.id);
    throw error;
  });
  if (!(await verifySecondFactor(user.id, code))) {
    await recordFailedSignIn(origin, "wrong_code", user.id);
    throw new InvalidTwoFactorCodeError();
  }
  await attempt.refund();
  await recordSuccessfulSignIn(user, origin);
  return user;
}

// remix-auth 4 only authenticates; the session (a revocable Session row behind the cookie) is ours: see session.server.
export const authenticator = new Authenticator<PublicUser>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = form.get("email");
    const password = form.get("password");
    if (typeof email !== "string" || typeof password !== "string") throw new InvalidCredentialsError();
    return attemptLogin(request, { email, password });
  }),
  "form",
);
