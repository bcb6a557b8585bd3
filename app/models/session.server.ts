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

export async function getSessionUser(sessionId: string) {
  const session = await db.session.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, user: { select: { id: true, name: true, email: true, role: true, disabledAt: true } } },
  });
  // Disabling deletes the account's sessions; one created by a login that raced the disabling signs nobody in either.
  if (!session || session.expiresAt <= new Date() || session.user.disabledAt) return null;
  const { disabledAt: _disabledAt, ...user } = session.user;
  return user;
}

export function deleteSession(sessionId: string) {
  return db.session.deleteMany({ where: { id: sessionId } });
}
