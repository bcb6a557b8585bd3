import { STUDENT_TESTIMONIAL_PATH, invitesTestimonial } from "~/domain/testimonial";
import type { Tx } from "~/utils/db.server";
import { enqueueMail } from "./mail.server";

/** What the invitation's mail says first: the news that earned it. */
function congratulations({ stage, university, country }: { stage: string; university: string; country: string }) {
  return stage === "enrolled" ? `Congratulations on enrolling at ${university}!` : `Congratulations on your visa for ${country}!`;
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
  const student = await tx.user.findUniqueOrThrow({ where: { id: studentId }, select: { name: true, email: true } });
  const heading = congratulations({ stage, university, country });
  await enqueueMail(tx, {
    to: student.email,
    toName: student.name,
    userId: studentId,
    category: "update",
    subject: heading,
    key: `testimonial-invitation:${studentId}`,
    content: {
      template: "notice",
      heading,
      paragraphs: [
        "Your story could help the next student who is where you were when you first came to us. Would you tell them, in a few lines, how your journey went?",
        "It takes a couple of minutes. Our team reads every testimonial before it goes on our website, it is shown only with your consent, and you can take that consent back at any time from your account.",
      ],
      action: { label: "Write your testimonial", path: STUDENT_TESTIMONIAL_PATH },
    },
  });
  return true;
}
