import { parseWithZod } from "@conform-to/zod/v4";
import { verifyPasskeySignIn } from "~/models/passkey.server";
import { recordFailedSignIn, recordSuccessfulSignIn, type SignInOrigin } from "~/models/sign-in.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { clientIp, combineHeaders } from "~/utils/http.server";
import { RateLimitedError, consumeAttempt } from "~/auth/rate-limit.server";
import { logIn } from "~/auth/session.server";
import { NotARelyingPartyError, clearChallengeCookieHeader, readChallenge, relyingPartyOf } from "~/utils/webauthn.server";
import { passkeySignInSchema } from "./schema.server";

const intent = "passkey";
const key = "passkey";
const REFUSED = "That passkey did not sign you in. Try again, or log in with your e-mail and password.";
const TOO_LATE = "The passkey request is over (it lasts five minutes). Try again.";

/**
 * The log-in's passkey form: the browser's answer to /login/passkey-options, checked against the challenge in its
 * cookie. Failures count against the address's log-in limit (a passkey cannot be guessed, so there is no account to
 * protect from guessing: the limit stops floods) and are recorded on the passkey's account when it is known. A passkey
 * is two factors (held, and unlocked by its owner), so the session starts at once: never the code step.
 */
export async function signInWithPasskey(request: Request, formData: FormData) {
  // a challenge is answered once, whatever the outcome
  const used = { "Set-Cookie": await clearChallengeCookieHeader() };
  const submission = parseWithZod(formData, { schema: passkeySignInSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission, { intent, key, headers: used, hideFields: ["response"] });
  const origin: SignInOrigin = { email: "", ipAddress: clientIp(request), userAgent: request.headers.get("User-Agent") };
  const refuse = (message: string, status = 401, headers: HeadersInit | null = null) =>
    replyWithErrors(request, submission, {
      intent,
      key,
      status,
      headers: combineHeaders(used, headers),
      toast: { type: "error", title: "Login failed", description: message },
      formErrors: [message],
      hideFields: ["response"],
    });

  let attempt: Awaited<ReturnType<typeof consumeAttempt>>;
  try {
    attempt = await consumeAttempt("login", request);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    await recordFailedSignIn(origin, "rate_limited", null);
    return refuse(error.message, 429, error.headers);
  }
  const issued = await readChallenge(request, "sign-in");
  if (!issued) {
    await recordFailedSignIn(origin, "passkey_failed", null);
    return refuse(TOO_LATE, 400);
  }
  let rp;
  try {
    rp = relyingPartyOf(request);
  } catch (error) {
    if (error instanceof NotARelyingPartyError) return refuse(error.message, 400);
    throw error;
  }
  const result = await verifyPasskeySignIn({ response: submission.value.response, challenge: issued.challenge, rp });
  if (!("user" in result)) {
    await recordFailedSignIn({ ...origin, email: result.owner?.email ?? "" }, result.reason, result.owner?.id ?? null);
    return refuse(REFUSED);
  }
  await attempt.refund();
  await recordSuccessfulSignIn(result.user, { ...origin, email: result.user.email });
  const signedIn = await logIn({
    request,
    userId: result.user.id,
    redirectTo: submission.value.redirectTo,
    toast: { type: "success", title: "Login successful", description: "You have been logged in with your passkey." },
    viaPasskey: true,
  });
  signedIn.headers.append("Set-Cookie", used["Set-Cookie"]);
  return signedIn;
}
