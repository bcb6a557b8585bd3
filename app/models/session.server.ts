import type { PublicUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { generateToken } from "~/utils/tokens.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession({ userId, userAgent }: { userId: number; userAgent?: string | null }) {
  // Expired rows sign nobody in; dropping the user's old ones here keeps the table from growing without end.
  await db.session.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
  return db.session.create({
    data: {
      id: generateToken(),
      userId,
      userAgent: userAgent?.slice(0, 255) ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    },
    select: { id: true, expiresAt: true },
  });
}

/**
 * Who a session signs in: nobody when it is unknown or expired, or when the account is disabled (disabling deletes the
 * account's sessions; one created by a login that raced the disabling signs nobody in either). Every signed-in page
 * asks, so it is one statement with a join: Prisma reads a relation in a statement of its own, the session and then
 * its user. The quoted names are Prisma's own, the same on SQLite and PostgreSQL.
 */
export async function getSessionUser(sessionId: string, now = new Date()): Promise<PublicUser | null> {
  const [user] = await db.$queryRaw<PublicUser[]>`
    SELECT "User"."id", "User"."name", "User"."email", "User"."role"
    FROM "Session" JOIN "User" ON "User"."id" = "Session"."userId"
    WHERE "Session"."id" = ${sessionId} AND "Session"."expiresAt" > ${now} AND "User"."disabledAt" IS NULL`;
  return user ?? null;
}

export function deleteSession(sessionId: string) {
  return db.session.deleteMany({ where: { id: sessionId } });
}
