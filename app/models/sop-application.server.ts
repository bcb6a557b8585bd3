import { SOP_PACKAGES, type SopPackage } from "~/domain/booking-options";
import { awaitsSopRevision, sopTab } from "~/domain/booking";
import { sopServiceCode } from "~/domain/catalogue";
import type { StudentSopQuery } from "~/domain/student-lists";
import { createPendingPayment } from "~/models/payment.server";
import { requireOrderable } from "~/models/service.server";
import { containsText, db, type Prisma } from "~/utils/db.server";
import { removeStoredFile, type StoredFile } from "~/utils/uploads.server";
import { mailApplicationReceived } from "./application-mail.server";
import { recordAudit } from "./audit-log.server";
import { enqueueMail } from "./mail.server";
import { paginate } from "./paginate.server";
import { notifyStaff } from "./staff-notification.server";

export const SOP_ENTITY = "sop_application";

/** The packages' names as the student's confirmation writes them. */
const SOP_PACKAGE_KEYS: Record<SopPackage, string> = { standard: "mail.sopApplication.package.standard", premium: "mail.sopApplication.package.premium" };

/**
 * Records a new SOP order: the application (pending), its draft if one was attached, the first timeline entry and a
 * pending invoice for the package. The file is already stored; if the records cannot be written it is removed again.
 */
export async function createSopApplication(input: {
  studentId: number;
  package: SopPackage;
  university: string;
  program: string;
  deadline: Date;
  message: string | null;
  draft: StoredFile | null;
}) {
  const chosen = SOP_PACKAGES.find((option) => option.value === input.package) ?? SOP_PACKAGES[0];
  try {
    return await db.$transaction(async (tx) => {
      const service = await requireOrderable(tx, sopServiceCode(chosen.value));
      const sop = await tx.sopApplication.create({
        data: {
          studentId: input.studentId,
          package: chosen.value,
          university: input.university,
          program: input.program,
          deadline: input.deadline,
          message: input.message,
        },
        select: { id: true },
      });
      if (input.draft) {
        await tx.document.create({ data: { ...input.draft, ownerId: input.studentId, kind: "sop_draft", sopApplicationId: sop.id } });
      }
      await recordAudit(tx, { entityType: SOP_ENTITY, entityId: sop.id, action: "submitted", toStatus: "pending", actorId: input.studentId });
      const invoice = await createPendingPayment(tx, { studentId: input.studentId, service, sopApplicationId: sop.id });
      await mailApplicationReceived(tx, {
        studentId: input.studentId,
        write: ({ t, format, zone }) => ({
          subject: t("mail.sopApplication.subject"),
          paragraph: t("mail.sopApplication.paragraph"),
          details: [
            [t("mail.sopApplication.detail.package"), t(SOP_PACKAGE_KEYS[chosen.value])],
            [t("mail.application.detail.university"), input.university],
            [t("mail.sopApplication.detail.program"), input.program],
            [t("mail.sopApplication.detail.deadline"), format.day(input.deadline, zone)],
            [t("mail.detail.invoice"), t("mail.detail.invoiceValue", { invoiceNumber: invoice.invoiceNumber, amount: format.money(invoice.amountCents, invoice.currency) })],
            [t("mail.sopApplication.detail.draftAttached"), input.draft ? t("mail.application.yes") : t("mail.application.no")],
          ],
        }),
        studentPath: `/student/sop-applications/${sop.id}`,
        staff: { title: "New SOP application", link: `/admin/sop-applications/${sop.id}` },
      });
      return sop;
    });
  } catch (error) {
    if (input.draft) await removeStoredFile(input.draft.storageKey);
    throw error;
  }
}

function searchWhere(search: string | null): Prisma.SopApplicationWhereInput[] {
  const text = search?.trim() ?? "";
  if (!text) return [];
  const id = Number(text.replace(/^#/, ""));
  return [
    {
      OR: [
        { university: containsText(text) },
        { program: containsText(text) },
        ...(Number.isSafeInteger(id) && id > 0 ? [{ id }] : []),
      ],
    },
  ];
}

/** One page of the student's SOPs, newest first by default, filtered by a tab and a search on university, program or id. */
export async function listStudentSops(studentId: number, query: StudentSopQuery) {
  const statuses = sopTab(query.filters.status).statuses;
  const where: Prisma.SopApplicationWhereInput = {
    AND: [{ studentId }, ...(statuses ? [{ status: { in: [...statuses] } }] : []), ...searchWhere(query.search)],
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
          package: true,
          status: true,
          feedback: true,
          createdAt: true,
          documents: { where: { kind: "sop_final" }, orderBy: { id: "desc" }, take: 1, select: { id: true } },
        },
        ...offset,
      }),
  });
  return { rows: rows.map(({ documents, ...row }) => ({ ...row, finalDocumentId: documents[0]?.id ?? null })), meta };
}

/** An SOP order with its documents, as the student's page and the staff's review (sop-admin) show it. */
export const sopDetailsSelect = {
  id: true,
  package: true,
  university: true,
  program: true,
  deadline: true,
  message: true,
  status: true,
  feedback: true,
  createdAt: true,
  updatedAt: true,
  documents: { orderBy: { id: "asc" }, select: { id: true, kind: true, originalName: true, sizeBytes: true, note: true, createdAt: true } },
} satisfies Prisma.SopApplicationSelect;

/** An entry of an SOP's timeline, on both sides (staff also see who made it). */
export const sopTimelineSelect = { id: true, action: true, fromStatus: true, toStatus: true, detail: true, createdAt: true } satisfies Prisma.AuditLogSelect;

/** One of the student's own SOPs with its documents and the timeline of its status changes; null otherwise. */
export async function getStudentSop(studentId: number, sopId: number) {
  const sop = await db.sopApplication.findFirst({ where: { id: sopId, studentId }, select: sopDetailsSelect });
  if (!sop) return null;
  const timeline = await db.auditLog.findMany({
    // The student's timeline is the status changes; staff bookkeeping (priority, assignee) stays on the admin side.
    where: { entityType: SOP_ENTITY, entityId: sop.id, toStatus: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: sopTimelineSelect,
  });
  const finalDocument = [...sop.documents].reverse().find((document) => document.kind === "sop_final") ?? null;
  return { ...sop, timeline, finalDocumentId: finalDocument?.id ?? null };
}

export function countStudentSops(studentId: number) {
  return db.sopApplication.count({ where: { studentId } });
}

export class SopNotFoundError extends Error {
  constructor() {
    super("SOP application not found.");
  }
}

export class SopNotAwaitingRevisionError extends Error {
  constructor() {
    super("This SOP is not waiting for a revised draft.");
  }
}

/**
 * The student's answer to a revision request: a new draft with a note on what changed. The SOP goes back to In
 * Progress (conditional on it still awaiting the revision, so a second post stores nothing), earlier drafts are kept,
 * and the staff and the SOP's reviewer hear of it. The stored file is removed again if the answer is refused.
 */
export async function submitSopRevision({ studentId, sopId, document, note }: { studentId: number; sopId: number; document: StoredFile; note: string }) {
  try {
    return await db.$transaction(async (tx) => {
      const sop = await tx.sopApplication.findFirst({
        where: { id: sopId, studentId },
        select: { id: true, status: true, university: true, assignee: { select: { id: true, name: true, email: true } }, student: { select: { name: true, email: true } } },
      });
      if (!sop) throw new SopNotFoundError();
      if (!awaitsSopRevision(sop.status)) throw new SopNotAwaitingRevisionError();
      const moved = await tx.sopApplication.updateMany({ where: { id: sop.id, status: sop.status }, data: { status: "in_progress" } });
      if (moved.count !== 1) throw new SopNotAwaitingRevisionError();
      const created = await tx.document.create({
        data: { ...document, ownerId: studentId, kind: "sop_draft", sopApplicationId: sop.id, note },
        select: { id: true, originalName: true },
      });
      await recordAudit(tx, {
        entityType: SOP_ENTITY,
        entityId: sop.id,
        action: "revision_submitted",
        fromStatus: sop.status,
        toStatus: "in_progress",
        detail: created.originalName,
        actorId: studentId,
      });
      const notice = {
        title: "Revised SOP draft received",
        body: `${sop.student.name} sent a revised draft of their SOP for ${sop.university}: ${note}`,
        link: `/admin/sop-applications/${sop.id}`,
      };
      await notifyStaff(notice, { client: tx, mail: { replyTo: sop.student.email } });
      if (sop.assignee) {
        await enqueueMail(tx, {
          to: sop.assignee.email,
          toName: sop.assignee.name,
          userId: sop.assignee.id,
          category: "staff",
          subject: notice.title,
          replyTo: sop.student.email,
          content: { template: "notice", heading: notice.title, paragraphs: [notice.body], action: { label: "Open in the admin", path: notice.link } },
        });
      }
      return created;
    });
  } catch (error) {
    await removeStoredFile(document.storageKey);
    throw error;
  }
}
