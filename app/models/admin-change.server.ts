import type { Tx } from "~/utils/db.server";

/** The record's state does not offer that action (a stale page, a second click, a crafted form): nothing changed. */
export class ActionNotAllowedError extends Error {}

/** The record an admin acted on does not exist (any more). */
export class AdminRecordNotFoundError extends Error {}

export type AdminChange = {
  entityType: string;
  entityId: number;
  actorId: number;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  detail?: string | null;
};

export type StudentNotice = { userId: number; title: string; body: string; link: string };

/**
 * Every admin action leaves the same two traces, inside the transaction that made the change: the audit row (also
 * the record's timeline) and, when the student should hear of it, a notification.
 */
export async function recordAdminChange(tx: Tx, change: AdminChange, notice: StudentNotice | null) {
  await tx.auditLog.create({
    data: {
      entityType: change.entityType,
      entityId: change.entityId,
      actorId: change.actorId,
      action: change.action,
      fromStatus: change.fromStatus ?? null,
      toStatus: change.toStatus ?? null,
      detail: change.detail ?? null,
    },
  });
  if (notice) await tx.notification.create({ data: notice });
}

/** The search on a student's name or e-mail that every admin list offers. */
export function studentMatches(keyword: string) {
  return { OR: [{ name: { contains: keyword } }, { email: { contains: keyword } }] };
}

export const studentSelect = { id: true, name: true, email: true } as const;
