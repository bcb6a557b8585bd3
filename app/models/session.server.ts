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
    select: { expiresAt: true, user: { select: { id: true, name: true, email: true, role: true } } },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  return session.user;
}

export function deleteSession(sessionId: string) {
  return db.session.deleteMany({ where: { id: sessionId } });
}
