import type { NoticeContent } from "~/domain/mail";
import { translator, type ServerTranslate } from "~/i18n/catalogs.server";
import { createFormatter, type Formatter } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { accountLocale } from "./account-locale.server";
import { enqueueMail } from "./mail.server";
import { notifyStaff } from "./staff-notification.server";

type Details = NonNullable<NoticeContent["details"]>;

/** How an application's model writes its confirmation in a language: its messages, its numbers and dates, the zone. */
type MailWriter = { t: ServerTranslate; format: Formatter; zone: string };

/** What an application's confirmation says; the staff's mail shows the same details, in English. */
type ApplicationMailText = { subject: string; paragraph: string; details: Details };

function mailWriter(locale: Locale): MailWriter {
  return { t: translator(locale), format: createFormatter(locale), zone: getEnv().APP_TIME_ZONE };
}

/**
 * The confirmation a student gets for an application form, in their language, and the news to the staff (an in-app
 * notification for every admin and a mail to the office, Reply-To the student), in the transaction that stored the
 * application.
 */
export async function mailApplicationReceived(
  tx: Tx,
  {
    studentId,
    write,
    studentPath,
    staff,
  }: { studentId: number; write: (writer: MailWriter) => ApplicationMailText; studentPath: string; staff: { title: string; link: string } },
) {
  const student = await tx.user.findUniqueOrThrow({ where: { id: studentId }, select: { id: true, name: true, email: true, preferredLanguage: true } });
  const locale = accountLocale(student.preferredLanguage);
  const writer = mailWriter(locale);
  const { subject, paragraph, details } = write(writer);
  await enqueueMail(tx, {
    to: student.email,
    toName: student.name,
    userId: student.id,
    category: "confirmation",
    subject,
    locale,
    content: { template: "notice", heading: subject, paragraphs: [paragraph], details, action: { label: writer.t("mail.application.follow"), path: studentPath } },
  });
  await notifyStaff(
    { title: staff.title, body: `${student.name} (${student.email}) sent a new application.`, link: staff.link },
    { client: tx, mail: { details: write(mailWriter(DEFAULT_LOCALE)).details, replyTo: student.email } },
  );
}
