import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { checkCredentials, recordFailedSignIn, recordSuccessfulSignIn, type SignInOrigin } from "~/models/sign-in.server";
import type { PublicUser } from "~/models/user.server";
import { clientIp } from "./http.server";
import { RateLimitedError, consumeAttempt } from "./rate-limit.server";

/** One message for an unknown e-mail and a wrong password, so that the answer reveals no account. */
export class InvalidCredentialsError extends Error {
  constructor() {
    super("Invalid email or password.");
  }
}

/**
 * Checks e-mail and password under the login rate limits (per address and per account). Throws
 * `InvalidCredentialsError` or `RateLimitedError`. The web form (through remix-auth) and `POST /api/login` share it.
 * Every attempt is recorded with its address, browser and outcome, for the account's owner to review.
 */
export async function attemptLogin(request: Request, { email, password }: { email: string; password: string }): Promise<PublicUser> {
  const origin: SignInOrigin = { email, ipAddress: clientIp(request), userAgent: request.headers.get("User-Agent") };
  const attempt = await consumeAttempt("login", request, email).catch(async (error: unknown) => {
    if (error instanceof RateLimitedError) await recordFailedSignIn(origin, "rate_limited");
    throw error;
  });
  const result = await checkCredentials(email, password);
  if (!("user" in result)) {
    await recordFailedSignIn(origin, result.reason, result.userId);
    throw new InvalidCredentialsError();
  }
  await attempt.refund();
  await recordSuccessfulSignIn(result.user, origin);
  return result.user;
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
