import type { NoticeContent } from "~/domain/mail";
import { containsText, type Tx } from "~/utils/db.server";
import { recordAudit, type AuditEntry } from "./audit-log.server";
import { enqueueMail } from "./mail.server";

/** The record's state does not offer that action (a stale page, a second click, a crafted form): nothing changed. */
export class ActionNotAllowedError extends Error {}

/** The record an admin acted on does not exist (any more). */
export class AdminRecordNotFoundError extends Error {}

export type AdminChange = AuditEntry;

export type StudentNotice = {
  userId: number;
  title: string;
  body: string;
  link: string;
  /** What the mail lists under the message (a session's time and link, an amount). */
  details?: NoticeContent["details"];
  /** A session's invitation travels with the mail when the change is one a calendar must show. */
  calendar?: NoticeContent["calendar"];
};

/**
 * Every admin action leaves the same traces, inside the transaction that made the change: the audit row (also the
 * record's timeline) and, when the student should hear of it, a notification and the same news by e-mail.
 */
export async function recordAdminChange(tx: Tx, change: AdminChange, notice: StudentNotice | null) {
  await recordAudit(tx, change);
  if (notice) await noticeStudent(tx, notice);
}

/** The search on a student's name or e-mail that every admin list offers. */
export function studentMatches(keyword: string) {
  return { OR: [{ name: containsText(keyword) }, { email: containsText(keyword) }] };
}

export const studentSelect = { id: true, name: true, email: true } as const;

/** The in-app notification and its e-mail (an "update": the admin's switch and the student's preference apply). */
export async function noticeStudent(tx: Tx, { details, calendar, ...notice }: StudentNotice) {
  await tx.notification.create({ data: notice });
  const student = await tx.user.findUnique({ where: { id: notice.userId }, select: { name: true, email: true } });
  if (!student) return;
  await enqueueMail(tx, {
    to: student.email,
    toName: student.name,
    userId: notice.userId,
    category: "update",
    subject: notice.title,
    content: { template: "notice", heading: notice.title, paragraphs: [notice.body], details, action: { label: "Open in your account", path: notice.link }, calendar },
  });
}
