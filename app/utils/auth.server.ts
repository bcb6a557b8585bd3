import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import { consumeAttempt } from "./rate-limit.server";

/** One message for an unknown e-mail and a wrong password, so that the answer reveals no account. */
export class InvalidCredentialsError extends Error {
  constructor() {
    super("Invalid email or password.");
  }
}

/**
 * Checks e-mail and password under the login rate limits (per address and per account). Throws
 * `InvalidCredentialsError` or `RateLimitedError`. The web form (through remix-auth) and `POST /api/login` share it.
 */
export async function attemptLogin(request: Request, { email, password }: { email: string; password: string }): Promise<PublicUser> {
  const attempt = await consumeAttempt("login", request, email);
  const user = await verifyLogin(email, password);
  if (!user) throw new InvalidCredentialsError();
  await attempt.refund();
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
