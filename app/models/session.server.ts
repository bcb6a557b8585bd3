import type { PublicUser } from "~/models/user.server";
import { db, type Tx } from "~/utils/db.server";
import { AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { generateToken, hashToken } from "~/utils/tokens.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session's last use is written when the mark is older than this: a page that finds it fresh writes nothing. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export async function createSession({
  userId,
  userAgent,
  ipAddress,
  mustSetUpTwoFactor = false,
  viaPasskey = false,
}: {
  userId: number;
  userAgent?: string | null;
  ipAddress?: string | null;
  mustSetUpTwoFactor?: boolean;
  viaPasskey?: boolean;
}) {
  // Expired rows sign nobody in; dropping the user's old ones here keeps the table from growing without end.
  await db.session.deleteMany({ where: { userId, expiresAt: { lte: new Date() } } });
  return db.session.create({
    data: {
      id: generateToken(),
      userId,
      userAgent: userAgent?.slice(0, 255) ?? null,
      ipAddress: ipAddress?.slice(0, 64) ?? null,
      lastSeenAt: new Date(),
      mustSetUpTwoFactor,
      viaPasskey,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    },
    select: { id: true, expiresAt: true },
  });
}

/**
 * The signed-in account, whether its session may open only the two-factor set-up page for now, and whether its
 * address is verified (the student area's banner reads it here rather than in a statement of its own).
 */
export type SessionUser = PublicUser & { mustSetUpTwoFactor: boolean; emailVerified: boolean; unreadNotifications: number; preferredLanguage: string };

/**
 * Who a session signs in: nobody when it is unknown or expired, or when the account is disabled (disabling deletes the
 * account's sessions; one created by a login that raced the disabling signs nobody in either). Every signed-in page
 * asks, so it is one statement with a join: Prisma reads a relation in a statement of its own, the session and then
 * its user. The quoted names are Prisma's own, the same on SQLite and PostgreSQL. The same statement tells whether the
 * session's last-seen mark is stale; only then is it written, so most pages still make this one statement. It also
 * counts the account's unread notifications, which every signed-in page's bell shows (through the index of
 * `userId, readAt`): a statement of its own cost each page about as much as the session's.
 */
export async function getSessionUser(sessionId: string, now = new Date()): Promise<SessionUser | null> {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  const [row] = await db.$queryRaw<Array<PublicUser & { preferredLanguage: string; stale: unknown; mustSetUpTwoFactor: unknown; emailVerified: unknown; unreadNotifications: unknown }>>`
    SELECT "User"."id", "User"."name", "User"."email", "User"."role", "User"."preferredLanguage", "Session"."mustSetUpTwoFactor",
      CASE WHEN "User"."emailVerifiedAt" IS NULL THEN 0 ELSE 1 END AS "emailVerified",
      CASE WHEN "Session"."lastSeenAt" IS NULL OR "Session"."lastSeenAt" < ${staleBefore} THEN 1 ELSE 0 END AS "stale",
      (SELECT COUNT(*) FROM "Notification" WHERE "Notification"."userId" = "User"."id" AND "Notification"."readAt" IS NULL) AS "unreadNotifications"
    FROM "Session" JOIN "User" ON "User"."id" = "Session"."userId"
    WHERE "Session"."id" = ${sessionId} AND "Session"."expiresAt" > ${now} AND "User"."disabledAt" IS NULL`;
  if (!row) return null;
  const { stale, mustSetUpTwoFactor, emailVerified, unreadNotifications, ...user } = row;
  if (Number(stale) === 1) await db.session.updateMany({ where: { id: sessionId }, data: { lastSeenAt: now } });
  // SQLite answers a boolean column as 0 or 1, PostgreSQL as a boolean, and a count as bigint
  return { ...user, mustSetUpTwoFactor: Boolean(Number(mustSetUpTwoFactor)), emailVerified: Number(emailVerified) === 1, unreadNotifications: Number(unreadNotifications) };
}

export function deleteSession(sessionId: string) {
  return db.session.deleteMany({ where: { id: sessionId } });
}

export class SessionNotFoundError extends Error {
  constructor() {
    super("That session has ended already.");
  }
}

/**
 * A session's name on a page: its id is what the signed cookie carries, so it never leaves the server; a page names a
 * session by a hash of it instead.
 */
export const sessionHandle = (sessionId: string) => hashToken(sessionId).slice(0, 32);

/** The account's sessions that still sign it in, the most recently used first, each with its `handle`. */
export async function listActiveSessions(userId: number, now = new Date()) {
  const rows = await db.session.findMany({
    where: { userId, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    select: { id: true, createdAt: true, lastSeenAt: true, ipAddress: true, userAgent: true },
  });
  return rows.map(({ id, ...row }) => ({ ...row, id, handle: sessionHandle(id) }));
}

async function findSessionId(client: Pick<Tx, "session">, userId: number, handle: string) {
  const rows = await client.session.findMany({ where: { userId }, select: { id: true } });
  return rows.find((row) => sessionHandle(row.id) === handle)?.id ?? null;
}

/**
 * Ends one of the account's own sessions by its handle and returns its id; another account's (or an unknown)
 * session is `SessionNotFoundError`, and nothing changes.
 */
export async function endOwnSession({ userId, handle }: { userId: number; handle: string }) {
  const sessionId = await findSessionId(db, userId, handle);
  const { count } = sessionId ? await db.session.deleteMany({ where: { id: sessionId, userId } }) : { count: 0 };
  if (!sessionId || count === 0) throw new SessionNotFoundError();
  return sessionId;
}

/** Ends every session of the account but the one in use; returns how many ended. */
export async function endOtherSessions({ userId, currentSessionId }: { userId: number; currentSessionId: string }) {
  const { count } = await db.session.deleteMany({ where: { userId, id: { not: currentSessionId } } });
  return count;
}

const USER_ENTITY = "user";

/** An admin ends one session of an account (by its handle), or all of them (`handle` null), audited on the account. */
export async function endUserSessionsAsAdmin({ adminId, userId, handle }: { adminId: number; userId: number; handle: string | null }) {
  return db.$transaction(async (tx) => {
    const sessionId = handle ? await findSessionId(tx, userId, handle) : null;
    if (handle && !sessionId) throw new AdminRecordNotFoundError("That session has ended already.");
    const { count } = await tx.session.deleteMany({ where: { userId, ...(sessionId ? { id: sessionId } : {}) } });
    await recordAudit(tx, {
      entityType: USER_ENTITY,
      entityId: userId,
      actorId: adminId,
      action: handle ? "end_session" : "end_all_sessions",
      detail: handle ? "Ended one of the account's sessions." : `Ended all of the account's sessions (${count}).`,
    });
    return count;
  });
}
