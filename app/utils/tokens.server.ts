import { createHash, randomBytes } from "node:crypto";

/** A random secret for a link or a bearer token; only its hash is stored, so a database leak reveals none. */
export function generateToken() {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}
