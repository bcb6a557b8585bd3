import { createHmac } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { PASSKEY_CHALLENGE_TTL_MS, isRelyingPartyHost } from "~/domain/passkeys";
import { getEnv } from "./env.server";

/** The relying party of a passkey ceremony: the host the browser is on (its ID) and the page's origin. */
export type RelyingParty = { id: string; origin: string };

export class NotARelyingPartyError extends Error {
  constructor(hostname: string) {
    super(`Passkeys work only when the site is opened by its name, not by an address such as ${hostname}.`);
  }
}

/**
 * The host and origin the browser is on, as the server sees them: behind a proxy that TRUST_PROXY lets Express believe,
 * its X-Forwarded-Host and -Proto, from which the Remix adapter builds `request.url`. Taken from the request rather
 * than APP_URL, so that `localhost` works in development and tests, and any name the site answers to works.
 */
export function relyingPartyOf(request: Request): RelyingParty {
  const url = new URL(request.url);
  if (!isRelyingPartyHost(url.hostname)) throw new NotARelyingPartyError(url.hostname);
  return { id: url.hostname, origin: url.origin };
}

/**
 * The user handle an authenticator keeps with the passkey: derived from the account id under the session secret, so
 * it is the same for every passkey of one account (an authenticator then keeps one per account) and says nothing about
 * the person. Sign-in finds the account by the credential, not by this handle, so rotating the secret breaks nothing.
 */
export function passkeyUserHandle(userId: number) {
  return new Uint8Array(createHmac("sha256", getEnv().SESSION_SECRET).update(`passkey-user:${userId}`).digest());
}

export type PasskeyCeremony = "registration" | "sign-in";

type IssuedChallenge = { ceremony: PasskeyCeremony; challenge: string; userId: number | null; until: number };

// Signed, so the browser cannot choose its challenge; short-lived; read only by the server. The model marks each
// challenge used on its first answer, which the cookie alone could not (a browser may send an old cookie again).
const challengeCookie = createCookie("__passkey", {
  path: "/",
  httpOnly: true,
  sameSite: "strict",
  secure: getEnv().NODE_ENV === "production",
  secrets: [getEnv().SESSION_SECRET],
  maxAge: PASSKEY_CHALLENGE_TTL_MS / 1000,
});

/** The Set-Cookie of a challenge handed out for `ceremony` (a registration names the signed-in account). */
export function challengeCookieHeader({ ceremony, challenge, userId = null }: { ceremony: PasskeyCeremony; challenge: string; userId?: number | null }, now = Date.now()) {
  const issued: IssuedChallenge = { ceremony, challenge, userId, until: now + PASSKEY_CHALLENGE_TTL_MS };
  return challengeCookie.serialize(issued);
}

/** The challenge this browser was handed for `ceremony`, or null (none, another ceremony's, or expired). */
export async function readChallenge(request: Request, ceremony: PasskeyCeremony, now = Date.now()): Promise<{ challenge: string; userId: number | null } | null> {
  const issued: unknown = await challengeCookie.parse(request.headers.get("Cookie"));
  if (!issued || typeof issued !== "object") return null;
  const { ceremony: kind, challenge, userId, until } = issued as Record<string, unknown>;
  if (kind !== ceremony || typeof challenge !== "string" || typeof until !== "number" || until < now) return null;
  return { challenge, userId: typeof userId === "number" ? userId : null };
}

/** Sent with every answer to a ceremony, accepted or not: a challenge is answered once. */
export function clearChallengeCookieHeader() {
  return challengeCookie.serialize("", { maxAge: 0 });
}

/**
 * The answer to a page's script asking for a ceremony's options: the options as JSON, their challenge in the cookie,
 * never cached; 400 with a message when the site is opened by an IP address, which no browser accepts.
 */
export async function passkeyOptionsResponse<Options extends { challenge: string }>(
  request: Request,
  { ceremony, userId = null, options }: { ceremony: PasskeyCeremony; userId?: number | null; options: (rp: RelyingParty) => Promise<Options> },
) {
  let rp: RelyingParty;
  try {
    rp = relyingPartyOf(request);
  } catch (error) {
    if (error instanceof NotARelyingPartyError) return Response.json({ message: error.message }, { status: 400, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
  const made = await options(rp);
  return Response.json(made, { headers: { "Set-Cookie": await challengeCookieHeader({ ceremony, challenge: made.challenge, userId }), "Cache-Control": "no-store" } });
}
