import { auditActionsMatching, type AuditChanges, type AuditLogQuery } from "~/domain/audit-log";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { paginate } from "./paginate.server";

export type AuditEntry = {
  entityType: string;
  entityId: number;
  /** null for what the payment gateway did (its webhooks), not a person. */
  actorId: number | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  detail?: string | null;
  /** An edit's before and after, {field: [before, after]}, only the fields that changed (secrets as "changed"). */
  changes?: AuditChanges | null;
};

/**
 * Writes one row of the audit log, which is also the record's timeline, inside the transaction that made the change
 * it reports. Every audit row is written here: a student's own step, an admin's action (`recordAdminChange`, which
 * adds the student's notice) and a settings change alike.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry) {
  await tx.auditLog.create({
    data: {
      entityType: entry.entityType,
      entityId: entry.entityId,
      actorId: entry.actorId,
      action: entry.action,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      detail: entry.detail ?? null,
      changes: entry.changes && Object.keys(entry.changes).length > 0 ? JSON.stringify(entry.changes) : null,
    },
  });
}

function listWhere(query: Pick<AuditLogQuery, "search" | "filters">): Prisma.AuditLogWhereInput {
  const search = query.search;
  const actions = search ? auditActionsMatching(search) : [];
  return {
    ...(query.filters.entityType ? { entityType: query.filters.entityType } : {}),
    ...(query.filters.actorId ? { actorId: query.filters.actorId } : {}),
    ...(search
      ? {
          OR: [
            { action: containsText(search) },
            ...(actions.length > 0 ? [{ action: { in: actions } }] : []),
            { detail: containsText(search) },
            { actor: { OR: [{ name: containsText(search) }, { email: containsText(search) }] } },
          ],
        }
      : {}),
  };
}

/**
 * Every admin action (and the students' own steps the records' timelines keep), newest first, with the actor and,
 * for sessions, the session's kind (the admin list a booking lives in depends on it).
 */
export async function listAuditLog(query: AuditLogQuery) {
  const where = listWhere(query);
  const page = await paginate(query, {
    count: () => db.auditLog.count({ where }),
    findMany: (offset) =>
      db.auditLog.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: {
          id: true,
          entityType: true,
          entityId: true,
          action: true,
          fromStatus: true,
          toStatus: true,
          detail: true,
          changes: true,
          createdAt: true,
          actor: { select: { id: true, name: true, email: true } },
        },
      }),
  });
  const bookingIds = page.rows.filter((row) => row.entityType === "booking").map((row) => row.entityId);
  const bookings = bookingIds.length > 0 ? await db.booking.findMany({ where: { id: { in: bookingIds } }, select: { id: true, type: true } }) : [];
  const bookingTypes = new Map(bookings.map((booking) => [booking.id, booking.type]));
  return { ...page, rows: page.rows.map((row) => ({ ...row, bookingType: row.entityType === "booking" ? (bookingTypes.get(row.entityId) ?? null) : null })) };
}

/**
 * The people who appear in the log, for its actor filter: the log's actors, read off its actor index, then those few
 * accounts by id. Asking for the users with an entry in the log had SQLite test every account.
 */
export async function listAuditActors() {
  const actors = await db.auditLog.groupBy({ by: ["actorId"], where: { actorId: { not: null } } });
  const ids = actors.flatMap(({ actorId }) => (actorId === null ? [] : [actorId]));
  if (ids.length === 0) return [];
  return db.user.findMany({ where: { id: { in: ids } }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
}
