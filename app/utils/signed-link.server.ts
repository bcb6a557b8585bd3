import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "./env.server";

/*
 * A link that opens one page without a session until it expires (a draft's preview for someone outside the staff):
 * the path and the expiry signed with a key derived from SESSION_SECRET, so it cannot be made for another page or
 * stretched, and rotating the secret withdraws every link.
 */

function signature(path: string, expires: number) {
  const key = createHmac("sha256", getEnv().SESSION_SECRET).update("signed-link").digest();
  return createHmac("sha256", key).update(`${path}\n${expires}`).digest("base64url");
}

/** `path` with the query that opens it until `expiresAt`. */
export function signedLink(path: string, expiresAt: Date) {
  const expires = expiresAt.getTime();
  return `${path}?${new URLSearchParams({ expires: String(expires), signature: signature(path, expires) })}`;
}

/** Whether the request's URL carries a signature of its path that has not expired. */
export function hasValidSignature(request: Request, now = Date.now()) {
  const url = new URL(request.url);
  const expires = Number(url.searchParams.get("expires"));
  const given = url.searchParams.get("signature") ?? "";
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = Buffer.from(signature(url.pathname, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
