import {
  CHECKLIST_FILE_KIND,
  checklistTransition,
  dayOfDueDate,
  dueDateFromDay,
  isOverdue,
  nextReminderAt,
  reminderDue,
  templateItems,
  templateKey,
  todayFor,
  type ChecklistAction,
} from "~/domain/checklist";
import type { Destination } from "~/domain/destinations";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { db, type Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { inspectUpload, removeStoredFile, storeUpload, type StoredFile } from "~/utils/uploads.server";
import { accountLocale } from "./account-locale.server";
import { ActionNotAllowedError, recordAdminChange } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { scheduleJob, unscheduleJobs } from "./job-queue.server";
import { enqueueMail } from "./mail.server";
import { getSettings } from "./settings.server";

/**
 * A student's document checklist: staff add items (from a destination's template or by hand) and decide on what the
 * student uploads; the student uploads versions, every one kept. Overdue items are reminded to the student by mail
 * at most once a day, by a job planned per student in the durable queue.
 */

export const CHECKLIST_ENTITY = "checklist_item";
export const CHECKLIST_DOCUMENT_KIND = "checklist_document";

/** The student or the item is not there, or the item is another student's: the route answers 404. */
export class ChecklistNotFoundError extends Error {}

/** The file breaks the upload rules (its message says which); nothing was stored. The route answers next to the field. */
export class ChecklistFileRefusedError extends Error {}

const zone = () => getEnv().APP_TIME_ZONE;

async function requireStudentRow(tx: Tx, studentId: number) {
  const student = await tx.user.findFirst({ where: { id: studentId, role: "student" }, select: { id: true, name: true } });
  if (!student) throw new ChecklistNotFoundError("This student does not exist.");
  return student;
}

/** Each destination's template as the settings hold it now. */
export async function getChecklistTemplates() {
  return getSettings("checklists");
}

/**
 * Adds a destination's template to the student's list, skipping every entry whose key is on the list already (from
 * this template, another's, or an item of the same name added by hand). Returns how many were added and skipped.
 */
export async function addTemplateItems({ staffId, studentId, destination }: { staffId: number; studentId: number; destination: Destination }) {
  const settings = await getChecklistTemplates();
  const entries = templateItems(settings, destination);
  return db.$transaction(async (tx) => {
    await requireStudentRow(tx, studentId);
    // an item typed by hand under a template entry's name counts as that entry too
    const present = await tx.checklistItem.findMany({ where: { studentId }, select: { templateKey: true, name: true } });
    const have = new Set(present.flatMap((item) => [item.templateKey, templateKey(item.name)]));
    const fresh = entries.filter((entry) => !have.has(entry.templateKey));
    for (const entry of fresh) {
      const item = await tx.checklistItem.create({ data: { studentId, name: entry.name, note: entry.note, templateKey: entry.templateKey }, select: { id: true } });
      await recordAudit(tx, { entityType: CHECKLIST_ENTITY, entityId: item.id, actorId: staffId, action: "checklist_item_added", toStatus: "requested", detail: `${entry.name} (${destination} template)` });
    }
    if (fresh.length > 0) {
      await tx.notification.create({
        data: {
          userId: studentId,
          title: "Documents requested",
          body: `We added ${fresh.length} document${fresh.length === 1 ? "" : "s"} to your checklist for ${destination}.`,
          link: "/student/documents",
        },
      });
    }
    return { added: fresh.length, skipped: entries.length - fresh.length };
  });
}

/** An item typed by hand; its fields were checked by `checklistItemProblems`. */
export async function addChecklistItem({
  staffId,
  studentId,
  name,
  note,
  dueDay,
  now = new Date(),
}: {
  staffId: number;
  studentId: number;
  name: string;
  note: string | null;
  dueDay: string | null;
  now?: Date;
}) {
  return db.$transaction(async (tx) => {
    await requireStudentRow(tx, studentId);
    const item = await tx.checklistItem.create({
      data: { studentId, name, note, dueDate: dueDay ? dueDateFromDay(dueDay) : null },
      select: { id: true, name: true },
    });
    await recordAdminChange(
      tx,
      { entityType: CHECKLIST_ENTITY, entityId: item.id, actorId: staffId, action: "checklist_item_added", toStatus: "requested", detail: name },
      {
        userId: studentId,
        link: "/student/documents",
        write: ({ t, format }) => ({
          title: t("server.Document requested"),
          body: dueDay ? t("server.Please upload: {name}. It is due by {date}.", { name, date: format.calendarDay(dueDay) }) : t("server.Please upload: {name}.", { name }),
        }),
      },
    );
    if (dueDay) await planChecklistReminder(tx, studentId, now);
    return item;
  });
}

async function findItem(tx: Tx, studentId: number, itemId: number) {
  const item = await tx.checklistItem.findUnique({ where: { id: itemId }, select: { id: true, studentId: true, name: true, status: true } });
  if (!item || item.studentId !== studentId) throw new ChecklistNotFoundError("This checklist item does not exist.");
  return item;
}

/** Removes an item with its uploaded versions (their files go once the rows are gone). */
export async function removeChecklistItem({ staffId, studentId, itemId }: { staffId: number; studentId: number; itemId: number }) {
  const removed = await db.$transaction(async (tx) => {
    const item = await findItem(tx, studentId, itemId);
    const versions = await tx.document.findMany({ where: { checklistItemId: item.id }, select: { storageKey: true } });
    await tx.checklistItem.delete({ where: { id: item.id } });
    await recordAudit(tx, { entityType: CHECKLIST_ENTITY, entityId: item.id, actorId: staffId, action: "checklist_item_removed", fromStatus: item.status, detail: item.name });
    return { item, versions };
  });
  for (const version of removed.versions) await removeStoredFile(version.storageKey);
  return removed.item;
}

/**
 * The student's new version of an item: kept beside the earlier ones, and the item waits for review again. The stored
 * file is removed again when the item refuses it (accepted meanwhile, or not the student's).
 */
export async function uploadChecklistVersion({ studentId, itemId, document }: { studentId: number; itemId: number; document: StoredFile }) {
  try {
    return await db.$transaction(async (tx) => {
      const item = await findItem(tx, studentId, itemId);
      const to = guardedMove(item, "upload");
      const changed = await tx.checklistItem.updateMany({ where: { id: item.id, status: item.status }, data: { status: to, reason: null, decidedById: null, decidedAt: null } });
      if (changed.count !== 1) throw new ActionNotAllowedError("This item changed meanwhile; reload the page to see it.");
      const version = await tx.document.create({
        data: { ...document, ownerId: studentId, kind: CHECKLIST_DOCUMENT_KIND, checklistItemId: item.id },
        select: { id: true, originalName: true },
      });
      await recordAudit(tx, { entityType: CHECKLIST_ENTITY, entityId: item.id, actorId: studentId, action: "checklist_document_uploaded", fromStatus: item.status, toStatus: to, detail: version.originalName });
      return { item: { id: item.id, name: item.name }, version };
    });
  } catch (error) {
    await removeStoredFile(document.storageKey);
    throw error;
  }
}

/**
 * The student's upload of a file for an item, from the page's form or the API alike: the file is checked from its bytes
 * against the checklist's types and size, stored, and recorded as the item's new version.
 */
export async function uploadChecklistFile({ studentId, itemId, file }: { studentId: number; itemId: number; file: File }) {
  const upload = await inspectUpload(file, CHECKLIST_FILE_KIND);
  if (!upload?.ok) throw new ChecklistFileRefusedError(upload?.message ?? "Choose a file to upload");
  return uploadChecklistVersion({ studentId, itemId, document: await storeUpload(upload.file, upload.type) });
}

function guardedMove(item: { status: string }, action: ChecklistAction) {
  const move = checklistTransition(item.status, action);
  if (!move.ok) throw new ActionNotAllowedError(move.message);
  return move.to;
}

/**
 * Staff's decision on the uploaded version. The update is conditional on the status the rule was checked against,
 * so of two decisions at once only the first applies; the student hears of it in the app and by mail.
 */
async function decide({ staffId, studentId, itemId, action, reason }: { staffId: number; studentId: number; itemId: number; action: "accept" | "reject"; reason: string | null }) {
  return db.$transaction(async (tx) => {
    const item = await findItem(tx, studentId, itemId);
    const to = guardedMove(item, action);
    const changed = await tx.checklistItem.updateMany({
      where: { id: item.id, status: item.status },
      data: { status: to, reason, decidedById: staffId, decidedAt: new Date() },
    });
    if (changed.count !== 1) throw new ActionNotAllowedError(checklistTransition(to, action).ok ? "This item changed meanwhile; reload the page to see it." : "This document was decided on meanwhile; reload the page to see it.");
    await recordAdminChange(
      tx,
      { entityType: CHECKLIST_ENTITY, entityId: item.id, actorId: staffId, action: action === "accept" ? "checklist_document_accepted" : "checklist_document_rejected", fromStatus: item.status, toStatus: to, detail: reason ?? item.name },
      {
        userId: studentId,
        link: "/student/documents",
        write: ({ t }) =>
          action === "accept"
            ? { title: t("server.Document accepted"), body: t("server.Your {name} has been accepted.", { name: item.name }) }
            : { title: t("server.Document needs another upload"), body: t("server.Your {name} was not accepted: {reason}. Please upload a new version.", { name: item.name, reason }) },
      },
    );
    return { id: item.id, name: item.name, status: to };
  });
}

export function acceptChecklistItem(args: { staffId: number; studentId: number; itemId: number }) {
  return decide({ ...args, action: "accept", reason: null });
}

/** The reason was checked by `rejectionReasonProblem`. */
export function rejectChecklistItem(args: { staffId: number; studentId: number; itemId: number; reason: string }) {
  return decide({ ...args, action: "reject", reason: args.reason });
}

const versionSelect = { id: true, originalName: true, mimeType: true, sizeBytes: true, createdAt: true } as const;

/**
 * The student's checklist, oldest item first, each with its versions (oldest first) and its decisions (from the
 * audit log, which keeps every one: an item rejected twice shows both reasons).
 */
export function listChecklist(studentId: number, now = new Date()) {
  return readChecklist({ studentId }, now);
}

/** One item of the student's checklist as the list shows it; null when it is not there or another student's. */
export async function getChecklistItem(studentId: number, itemId: number, now = new Date()) {
  const [item] = await readChecklist({ studentId, id: itemId }, now);
  return item ?? null;
}

/** The latest version of an item, for its download; null when the item has none, or is not the student's. */
export function getChecklistFile(studentId: number, itemId: number) {
  return db.document.findFirst({
    where: { checklistItemId: itemId, checklistItem: { studentId } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, originalName: true, mimeType: true, storageKey: true },
  });
}

async function readChecklist(where: { studentId: number; id?: number }, now: Date) {
  const items = await db.checklistItem.findMany({
    where,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      name: true,
      note: true,
      dueDate: true,
      status: true,
      reason: true,
      templateKey: true,
      decidedAt: true,
      decidedBy: { select: { name: true } },
      versions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: versionSelect },
    },
  });
  const decisions = items.length
    ? await db.auditLog.findMany({
        where: { entityType: CHECKLIST_ENTITY, entityId: { in: items.map((item) => item.id) }, action: { in: ["checklist_document_accepted", "checklist_document_rejected"] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { entityId: true, toStatus: true, detail: true, createdAt: true, actor: { select: { name: true } } },
      })
    : [];
  const today = todayFor(now, zone());
  return items.map((item) => ({
    ...item,
    dueDay: item.dueDate ? dayOfDueDate(item.dueDate) : null,
    overdue: isOverdue(item, today),
    decisions: decisions
      .filter((decision) => decision.entityId === item.id)
      .map((decision) => ({ status: decision.toStatus, reason: decision.toStatus === "rejected" ? decision.detail : null, at: decision.createdAt, by: decision.actor?.name ?? null })),
  }));
}

export type ChecklistRow = Awaited<ReturnType<typeof listChecklist>>[number];

// Overdue reminders

export type ChecklistReminderPayload = { studentId: number };

export const checklistReminderKey = (studentId: number) => `checklist-reminder:${studentId}`;

/**
 * Plans the student's next overdue reminder in the caller's transaction: when the first open item with a due date
 * becomes overdue, not within a day of the last reminder; dropped when no open item has a due date.
 */
export async function planChecklistReminder(tx: Tx, studentId: number, now = new Date()) {
  const [open, last] = await Promise.all([
    tx.checklistItem.findMany({ where: { studentId, status: { not: "accepted" }, dueDate: { not: null } }, select: { dueDate: true } }),
    tx.checklistItem.aggregate({ where: { studentId }, _max: { lastRemindedAt: true } }),
  ]);
  const runAt = nextReminderAt({ dueDates: open.map((item) => item.dueDate as Date), lastRemindedAt: last._max.lastRemindedAt, zone: zone() });
  const key = checklistReminderKey(studentId);
  if (!runAt) return unscheduleJobs(tx, [key]);
  const payload: ChecklistReminderPayload = { studentId };
  return scheduleJob(tx, { type: "checklist-reminder", key, runAt: runAt < now ? now : runAt, payload });
}

/**
 * A due reminder: mails the student the list of their overdue items, unless they were reminded within a day, and
 * plans the next one. Returns the items it reminded of (none when nothing was due).
 */
export async function sendChecklistReminder(payload: ChecklistReminderPayload, now = new Date()) {
  return db.$transaction(async (tx) => {
    const student = await tx.user.findFirst({ where: { id: payload.studentId, role: "student" }, select: { id: true, name: true, email: true, preferredLanguage: true } });
    if (!student) return [];
    const today = todayFor(now, zone());
    const [open, last] = await Promise.all([
      tx.checklistItem.findMany({ where: { studentId: student.id, status: { not: "accepted" }, dueDate: { not: null } }, orderBy: [{ dueDate: "asc" }, { id: "asc" }], select: { id: true, name: true, status: true, dueDate: true } }),
      tx.checklistItem.aggregate({ where: { studentId: student.id }, _max: { lastRemindedAt: true } }),
    ]);
    const overdue = open.filter((item) => isOverdue(item, today));
    let reminded: typeof overdue = [];
    if (overdue.length > 0 && reminderDue(last._max.lastRemindedAt, now)) {
      const locale = accountLocale(student.preferredLanguage);
      const t = translator(locale);
      const format = createFormatter(locale);
      await enqueueMail(tx, {
        key: `${checklistReminderKey(student.id)}:${today}`,
        to: student.email,
        toName: student.name,
        userId: student.id,
        category: "reminder",
        subject: t("mail.checklistReminder.subject", { count: overdue.length }),
        locale,
        content: {
          template: "notice",
          heading: t("mail.checklistReminder.heading"),
          paragraphs: [t("mail.checklistReminder.paragraph")],
          details: overdue.map((item) => [item.name, t("mail.checklistReminder.due", { date: format.calendarDay(dayOfDueDate(item.dueDate as Date)) })]),
          action: { label: t("mail.checklistReminder.action"), path: "/student/documents" },
        },
      });
      await tx.checklistItem.updateMany({ where: { id: { in: overdue.map((item) => item.id) } }, data: { lastRemindedAt: now } });
      reminded = overdue;
    }
    await planChecklistReminder(tx, student.id, now);
    return reminded;
  });
}
