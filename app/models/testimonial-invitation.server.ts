import { STUDENT_TESTIMONIAL_PATH, invitesTestimonial } from "~/domain/testimonial";
import { translator, type ServerTranslate } from "~/i18n/catalogs.server";
import type { Tx } from "~/utils/db.server";
import { accountLocale } from "./account-locale.server";
import { enqueueMail } from "./mail.server";

/** What the invitation's mail says first: the news that earned it. */
function congratulations(t: ServerTranslate, { stage, university, country }: { stage: string; university: string; country: string }) {
  return stage === "enrolled" ? t("mail.testimonialInvitation.enrolled", { university }) : t("mail.testimonialInvitation.visa", { country });
}

/**
 * Asks the student, once, for a testimonial when one of their applications reaches visa granted or enrolled: the
 * first such move marks the account invited and queues the mail, in the move's transaction; every later move finds
 * the mark and does nothing. The mark is set by a conditional update, so of two moves at once only one invites. The
 * dashboard's card follows the same mark.
 */
export async function inviteToWriteTestimonial(
  tx: Tx,
  { studentId, stage, university, country, now = new Date() }: { studentId: number; stage: string; university: string; country: string; now?: Date },
) {
  if (!invitesTestimonial(stage)) return false;
  const { count } = await tx.user.updateMany({ where: { id: studentId, role: "student", testimonialInvitedAt: null }, data: { testimonialInvitedAt: now } });
  if (count === 0) return false;
  const student = await tx.user.findUniqueOrThrow({ where: { id: studentId }, select: { name: true, email: true, preferredLanguage: true } });
  const locale = accountLocale(student.preferredLanguage);
  const t = translator(locale);
  const heading = congratulations(t, { stage, university, country });
  await enqueueMail(tx, {
    to: student.email,
    toName: student.name,
    userId: studentId,
    category: "update",
    subject: heading,
    key: `testimonial-invitation:${studentId}`,
    locale,
    content: {
      template: "notice",
      heading,
      paragraphs: [t("mail.testimonialInvitation.story"), t("mail.testimonialInvitation.consent")],
      action: { label: t("mail.testimonialInvitation.action"), path: STUDENT_TESTIMONIAL_PATH },
    },
  });
  return true;
}
