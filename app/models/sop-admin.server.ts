import { SOP_ACTION_RESULT, adminSopActions, type SopAction } from "~/domain/admin-actions";
import { keywordId, priorityLabel, type SopAdminQuery, type SopPriority } from "~/domain/admin-lists";
import type { ServerTranslate } from "~/i18n/catalogs.server";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { ACTIVE_STAFF } from "./staff.server";
import { removeStoredFile, type StoredFile } from "~/utils/uploads.server";
import { ActionNotAllowedError, AdminRecordNotFoundError, recordAdminChange, studentMatches, type NoticeText } from "./admin-change.server";
import { paginate } from "./paginate.server";
import { SOP_ENTITY, sopDetailsSelect, sopTimelineSelect } from "./sop-application.server";
import { studentsInView } from "./student-case.server";

const SOP_NOT_FOUND = "That SOP application does not exist any more.";

function searchWhere(search: string | null): Prisma.SopApplicationWhereInput[] {
  if (!search) return [];
  const id = keywordId(search);
  return [
    {
      OR: [
        { university: containsText(search) },
        { program: containsText(search) },
        { student: studentMatches(search) },
        ...(id ? [{ id }] : []),
      ],
    },
  ];
}

/**
 * One page of the SOPs of the students in view (the viewer's own by default for a counsellor, everyone's for an
 * admin): searched by id, university, program, student name or e-mail; newest first by default.
 */
export async function listAdminSops(query: SopAdminQuery, viewer: { id: number; role: string }) {
  const where: Prisma.SopApplicationWhereInput = {
    AND: [
      { student: studentsInView(query.filters.counsellor, viewer) },
      ...(query.filters.status ? [{ status: query.filters.status }] : []),
      ...searchWhere(query.search),
    ],
  };
  const { rows, meta } = await paginate(query, {
    count: () => db.sopApplication.count({ where }),
    findMany: (offset) =>
      db.sopApplication.findMany({
        where,
        orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }],
        select: {
          id: true,
          university: true,
          program: true,
          status: true,
          priority: true,
          createdAt: true,
          student: { select: { id: true, name: true, email: true, phone: true } },
          assignee: { select: { id: true, name: true } },
          documents: { where: { kind: "sop_draft" }, orderBy: { id: "desc" }, take: 1, select: { id: true } },
        },
        ...offset,
      }),
  });
  return {
    rows: rows.map(({ documents, ...row }) => ({ ...row, draftDocumentId: documents[0]?.id ?? null, actions: adminSopActions(row) })),
    meta,
  };
}

export type AdminSopRow = Awaited<ReturnType<typeof listAdminSops>>["rows"][number];

/** Everything the review screen shows: the student, the order, its documents and its timeline with who did what. */
export async function getAdminSop(sopId: number) {
  const sop = await db.sopApplication.findUnique({
    where: { id: sopId },
    select: {
      ...sopDetailsSelect,
      priority: true,
      student: { select: { id: true, name: true, email: true, phone: true } },
      assignee: { select: { id: true, name: true } },
    },
  });
  if (!sop) return null;
  const timeline = await db.auditLog.findMany({
    where: { entityType: SOP_ENTITY, entityId: sop.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { ...sopTimelineSelect, actor: { select: { name: true } } },
  });
  return { ...sop, timeline, actions: adminSopActions(sop) };
}


const REFUSED: Record<SopAction, string> = {
  start_review: "Only pending SOPs, or SOPs sent back for revision, can be put under review.",
  complete: "A reviewed SOP can only be uploaded while the SOP is in review. Start the review first.",
  request_revision: "A revision can only be requested while the SOP is in review. Start the review first.",
};

type SopState = { id: number; status: string; studentId: number; university: string; assigneeId: number | null };

async function findSop(tx: Tx, sopId: number): Promise<SopState> {
  const sop = await tx.sopApplication.findUnique({
    where: { id: sopId },
    select: { id: true, status: true, studentId: true, university: true, assigneeId: true },
  });
  if (!sop) throw new AdminRecordNotFoundError(SOP_NOT_FOUND);
  return sop;
}

const studentLink = (sop: SopState) => `/student/sop-applications/${sop.id}`;

/**
 * Moves an SOP along its life cycle in one short transaction. The update is conditional on the status the rules were
 * checked against, so of two admins acting at once only the first gets through.
 */
async function changeSopStatus(
  tx: Tx,
  { adminId, sopId, action }: { adminId: number; sopId: number; action: SopAction },
  change: { data?: (sop: SopState) => Prisma.SopApplicationUncheckedUpdateManyInput; detail?: string; notice: (sop: SopState, t: ServerTranslate) => NoticeText },
) {
  const sop = await findSop(tx, sopId);
  if (!adminSopActions(sop).includes(action)) throw new ActionNotAllowedError(REFUSED[action]);
  const toStatus = SOP_ACTION_RESULT[action];
  const changed = await tx.sopApplication.updateMany({ where: { id: sop.id, status: sop.status }, data: { ...change.data?.(sop), status: toStatus } });
  if (changed.count !== 1) throw new ActionNotAllowedError(REFUSED[action]);
  await recordAdminChange(
    tx,
    { entityType: SOP_ENTITY, entityId: sop.id, actorId: adminId, action, fromStatus: sop.status, toStatus, detail: change.detail },
    { userId: sop.studentId, link: studentLink(sop), write: ({ t }) => change.notice(sop, t) },
  );
  return { id: sop.id, status: toStatus };
}

/** Puts an SOP under review; whoever starts it becomes its assignee unless someone already is. */
export function startSopReview({ adminId, sopId }: { adminId: number; sopId: number }) {
  return db.$transaction((tx) =>
    changeSopStatus(tx, { adminId, sopId, action: "start_review" }, {
      data: (sop) => ({ assigneeId: sop.assigneeId ?? adminId }),
      notice: (sop, t) => ({ title: t("server.SOP review started"), body: t("server.We have started reviewing your SOP for {university}.", { university: sop.university }) }),
    }),
  );
}

/**
 * Delivers the reviewed SOP: the file becomes the SOP's final document and the SOP is completed, so the student's
 * Download SOP works. The review's feedback (or none) replaces any earlier revision request. The stored file is
 * removed again if the change is refused.
 */
export async function completeSopReview({ adminId, sopId, document, feedback }: { adminId: number; sopId: number; document: StoredFile; feedback: string | null }) {
  try {
    return await db.$transaction(async (tx) => {
      const result = await changeSopStatus(tx, { adminId, sopId, action: "complete" }, {
        data: () => ({ feedback }),
        detail: document.originalName,
        notice: (sop, t) => ({ title: t("server.Your SOP is ready"), body: t("server.The reviewed SOP for {university} is ready to download.", { university: sop.university }) }),
      });
      await tx.document.create({ data: { ...document, ownerId: adminId, kind: "sop_final", sopApplicationId: sopId } });
      return result;
    });
  } catch (error) {
    await removeStoredFile(document.storageKey);
    throw error;
  }
}

/** Sends the SOP back to the student with what to change; they see it as Needs Revision. */
export function requestSopRevision({ adminId, sopId, feedback }: { adminId: number; sopId: number; feedback: string }) {
  return db.$transaction((tx) =>
    changeSopStatus(tx, { adminId, sopId, action: "request_revision" }, {
      data: () => ({ feedback }),
      detail: feedback,
      notice: (sop, t) => ({
        title: t("server.SOP needs revision"),
        body: t("server.Your SOP for {university} needs revision. Read the feedback and reply with the details asked for.", { university: sop.university }),
      }),
    }),
  );
}

/** Triage only: staff set it for themselves, so the student is not notified. */
export function setSopPriority({ adminId, sopId, priority }: { adminId: number; sopId: number; priority: SopPriority | null }) {
  return db.$transaction(async (tx) => {
    const sop = await findSop(tx, sopId);
    await tx.sopApplication.update({ where: { id: sop.id }, data: { priority } });
    await recordAdminChange(
      tx,
      { entityType: SOP_ENTITY, entityId: sop.id, actorId: adminId, action: "priority_set", detail: priorityLabel(priority) },
      null,
    );
    return { id: sop.id, priority };
  });
}

export class SopAssigneeNotStaffError extends Error {
  constructor() {
    super("SOPs can only be assigned to a staff member (an admin or a counsellor).");
  }
}

/** Gives the SOP to a staff member (or to nobody); the student hears who is working on it. */
export function assignSop({ adminId, sopId, assigneeId }: { adminId: number; sopId: number; assigneeId: number | null }) {
  return db.$transaction(async (tx) => {
    const sop = await findSop(tx, sopId);
    const assignee = assigneeId === null ? null : await tx.user.findFirst({ where: { id: assigneeId, ...ACTIVE_STAFF }, select: { id: true, name: true } });
    if (assigneeId !== null && !assignee) throw new SopAssigneeNotStaffError();
    await tx.sopApplication.update({ where: { id: sop.id }, data: { assigneeId: assignee?.id ?? null } });
    await recordAdminChange(
      tx,
      { entityType: SOP_ENTITY, entityId: sop.id, actorId: adminId, action: assignee ? "assigned" : "unassigned", detail: assignee?.name ?? null },
      assignee
        ? {
            userId: sop.studentId,
            link: studentLink(sop),
            write: ({ t }) => ({ title: t("server.SOP writer assigned"), body: t("server.{name} is working on your SOP for {university}.", { name: assignee.name, university: sop.university }) }),
          }
        : null,
    );
    return { id: sop.id, assignee };
  });
}
