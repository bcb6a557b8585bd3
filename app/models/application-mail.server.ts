import { formatDay } from "~/domain/dates";
import type { NoticeContent } from "~/domain/mail";
import type { Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { enqueueMail } from "./mail.server";
import { notifyStaff } from "./staff-notification.server";

type Details = NonNullable<NoticeContent["details"]>;

/**
 * The confirmation a student gets for an application form, and the news to the staff (an in-app notification for
 * every admin and a mail to the office, Reply-To the student), in the transaction that stored the application.
 */
export async function mailApplicationReceived(
  tx: Tx,
  {
    studentId,
    subject,
    paragraph,
    details,
    studentPath,
    staff,
  }: { studentId: number; subject: string; paragraph: string; details: Details; studentPath: string; staff: { title: string; link: string } },
) {
  const student = await tx.user.findUniqueOrThrow({ where: { id: studentId }, select: { id: true, name: true, email: true } });
  await enqueueMail(tx, {
    to: student.email,
    toName: student.name,
    userId: student.id,
    category: "confirmation",
    subject,
    content: { template: "notice", heading: subject, paragraphs: [paragraph], details, action: { label: "Follow your application", path: studentPath } },
  });
  await notifyStaff(
    { title: staff.title, body: `${student.name} (${student.email}) sent a new application.`, link: staff.link },
    { client: tx, mail: { details, replyTo: student.email } },
  );
}

export function deadlineLabel(deadline: Date) {
  return formatDay(deadline, getEnv().APP_TIME_ZONE);
}
