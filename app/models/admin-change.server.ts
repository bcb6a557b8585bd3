import type { NoticeContent } from "~/domain/mail";
import { translator, type ServerTranslate } from "~/i18n/catalogs.server";
import { createFormatter, type Formatter } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { containsText, type Tx } from "~/utils/db.server";
import { accountLocale } from "./account-locale.server";
import { recordAudit, type AuditEntry } from "./audit-log.server";
import { enqueueMail } from "./mail.server";

/** The record's state does not offer that action (a stale page, a second click, a crafted form): nothing changed. */
export class ActionNotAllowedError extends Error {}

/** The record an admin acted on does not exist (any more). */
export class AdminRecordNotFoundError extends Error {}

export type AdminChange = AuditEntry;

/** How a notice is written in a language: its messages, its dates and amounts. */
export type NoticeWriter = { locale: Locale; t: ServerTranslate; format: Formatter };

/** What a notice says: the notification's title and text, which are also the mail's heading and paragraph. */
export type NoticeText = {
  title: string;
  body: string;
  /** What the mail lists under the message (a session's time and link, an amount). */
  details?: NoticeContent["details"];
};

export type StudentNotice = {
  userId: number;
  link: string;
  /** A session's invitation travels with the mail when the change is one a calendar must show. */
  calendar?: NoticeContent["calendar"];
} & (
  | {
      /**
       * The notice in a language: the notification is stored in English (the student area reads it back into its
       * reader's language through the same `server.` messages), the mail goes in the student's own.
       */
      write: (writer: NoticeWriter) => NoticeText;
    }
  /** A notice written in English only: its mail is English whatever the student's language. */
  | NoticeText
);

function noticeWriter(locale: Locale): NoticeWriter {
  return { locale, t: translator(locale), format: createFormatter(locale) };
}

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
export async function noticeStudent(tx: Tx, { userId, link, calendar, ...notice }: StudentNotice) {
  const write = "write" in notice ? notice.write : () => notice;
  const english = write(noticeWriter(DEFAULT_LOCALE));
  await tx.notification.create({ data: { userId, title: english.title, body: english.body, link } });
  const student = await tx.user.findUnique({ where: { id: userId }, select: { name: true, email: true, preferredLanguage: true } });
  if (!student) return;
  const locale = "write" in notice ? accountLocale(student.preferredLanguage) : DEFAULT_LOCALE;
  const writer = noticeWriter(locale);
  const { title, body, details } = locale === DEFAULT_LOCALE ? english : write(writer);
  await enqueueMail(tx, {
    to: student.email,
    toName: student.name,
    userId,
    category: "update",
    subject: title,
    locale,
    content: { template: "notice", heading: title, paragraphs: [body], details, action: { label: writer.t("mail.notice.openInAccount"), path: link }, calendar },
  });
}
