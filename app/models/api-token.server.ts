import { db } from "~/utils/db.server";
import { generateToken, hashToken } from "~/utils/tokens.server";
import { publicUserSelect } from "./user.server";

export const API_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Returns the plain token once; only its hash is kept. */
export async function createApiToken(userId: number) {
  const token = generateToken();
  await db.apiToken.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + API_TOKEN_TTL_MS) },
  });
  return token;
}

export async function getUserByApiToken(token: string) {
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, revokedAt: true, user: { select: { ...publicUserSelect, disabledAt: true } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || row.user.disabledAt) return null;
  const { disabledAt: _disabledAt, ...user } = row.user;
  return user;
}

export function revokeApiToken(token: string) {
  return db.apiToken.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
