import { INQUIRY_MOVES, inquiryMoveTarget, type InquiryAdminQuery, type InquiryMove } from "~/domain/inquiry";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { ACTIVE_STAFF } from "./staff.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange } from "./admin-change.server";
import { paginate } from "./paginate.server";

export const INQUIRY_ENTITY = "inquiry";

function listWhere(query: Pick<InquiryAdminQuery, "search" | "filters">): Prisma.InquiryWhereInput {
  const search = query.search;
  return {
    ...(query.filters.serviceType ? { serviceType: query.filters.serviceType } : {}),
    ...(query.filters.status ? { status: query.filters.status } : {}),
    ...(search ? { OR: [{ fullName: containsText(search) }, { email: containsText(search) }, { phone: containsText(search) }] } : {}),
  };
}

/** The inquiries staff work through: newest first, searched on name, e-mail and phone, filtered by service and status. */
export function listInquiries(query: InquiryAdminQuery) {
  const where = listWhere(query);
  return paginate(query, {
    count: () => db.inquiry.count({ where }),
    findMany: (offset) =>
      db.inquiry.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: {
          id: true,
          fullName: true,
          email: true,
          serviceType: true,
          serviceName: true,
          status: true,
          createdAt: true,
          assignee: { select: { id: true, name: true } },
          _count: { select: { documents: true } },
        },
      }),
  });
}

/** One inquiry with everything the visitor sent, its documents, the linked account and its history. */
export async function getAdminInquiry(inquiryId: number) {
  const inquiry = await db.inquiry.findUnique({
    where: { id: inquiryId },
    select: {
      id: true,
      serviceType: true,
      serviceName: true,
      fullName: true,
      email: true,
      phone: true,
      country: true,
      preferredDate: true,
      message: true,
      status: true,
      notes: true,
      userId: true,
      createdAt: true,
      user: { select: { id: true, name: true, email: true } },
      assignee: { select: { id: true, name: true } },
      documents: { orderBy: { id: "asc" }, select: { id: true, originalName: true, sizeBytes: true, createdAt: true } },
    },
  });
  if (!inquiry) return null;
  const history = await db.auditLog.findMany({
    where: { entityType: INQUIRY_ENTITY, entityId: inquiry.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, action: true, fromStatus: true, toStatus: true, detail: true, changes: true, createdAt: true, actor: { select: { name: true } } },
  });
  return { ...inquiry, history };
}


export class InquiryAssigneeNotStaffError extends Error {
  constructor() {
    super("Inquiries can only be assigned to a staff member (an admin or a counsellor).");
  }
}

async function findInquiry(tx: Tx, inquiryId: number) {
  const inquiry = await tx.inquiry.findUnique({
    where: { id: inquiryId },
    select: { id: true, status: true, notes: true, assigneeId: true, assignee: { select: { name: true } } },
  });
  if (!inquiry) throw new AdminRecordNotFoundError("That inquiry does not exist any more.");
  return inquiry;
}

/** Gives the inquiry to a staff member, or to nobody. */
export function assignInquiry({ adminId, inquiryId, assigneeId }: { adminId: number; inquiryId: number; assigneeId: number | null }) {
  return db.$transaction(async (tx) => {
    const inquiry = await findInquiry(tx, inquiryId);
    const assignee = assigneeId === null ? null : await tx.user.findFirst({ where: { id: assigneeId, ...ACTIVE_STAFF }, select: { id: true, name: true } });
    if (assigneeId !== null && !assignee) throw new InquiryAssigneeNotStaffError();
    if ((assignee?.id ?? null) === inquiry.assigneeId) throw new ActionNotAllowedError(assignee ? `${assignee.name} is assigned already.` : "Nobody is assigned already.");
    await tx.inquiry.update({ where: { id: inquiry.id }, data: { assigneeId: assignee?.id ?? null } });
    await recordAdminChange(
      tx,
      {
        entityType: INQUIRY_ENTITY,
        entityId: inquiry.id,
        actorId: adminId,
        action: assignee ? "assigned" : "unassigned",
        detail: assignee?.name ?? null,
        changes: { assignee: [inquiry.assignee?.name ?? null, assignee?.name ?? null] },
      },
      null,
    );
    return { assignee };
  });
}

/** The staff's notes on the inquiry; the sender never sees them, so nobody is told. */
export function saveInquiryNotes({ adminId, inquiryId, notes }: { adminId: number; inquiryId: number; notes: string | null }) {
  return db.$transaction(async (tx) => {
    const inquiry = await findInquiry(tx, inquiryId);
    if ((inquiry.notes ?? null) === notes) throw new ActionNotAllowedError("The notes are unchanged.");
    await tx.inquiry.update({ where: { id: inquiry.id }, data: { notes } });
    await recordAdminChange(
      tx,
      { entityType: INQUIRY_ENTITY, entityId: inquiry.id, actorId: adminId, action: "notes", changes: { notes: [inquiry.notes ?? null, notes] } },
      null,
    );
  });
}

/**
 * Moves the inquiry along its status machine. The update is conditional on the status read, so two staff acting on
 * one inquiry at once cannot both move it: the second is refused and changes nothing.
 */
export function moveInquiry({ adminId, inquiryId, move }: { adminId: number; inquiryId: number; move: InquiryMove }) {
  return db.$transaction(async (tx) => {
    const inquiry = await findInquiry(tx, inquiryId);
    const to = inquiryMoveTarget(inquiry.status, move);
    if (!to) throw new ActionNotAllowedError(`An inquiry that is ${inquiry.status} cannot be moved with "${INQUIRY_MOVES[move].label}".`);
    const changed = await tx.inquiry.updateMany({ where: { id: inquiry.id, status: inquiry.status }, data: { status: to } });
    if (changed.count !== 1) throw new ActionNotAllowedError("This inquiry changed meanwhile; reload to see it.");
    await recordAdminChange(tx, { entityType: INQUIRY_ENTITY, entityId: inquiry.id, actorId: adminId, action: move, fromStatus: inquiry.status, toStatus: to }, null);
    return { status: to };
  });
}
