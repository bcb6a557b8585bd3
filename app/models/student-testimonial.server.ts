import { TESTIMONIAL_INVITING_STAGES, canWithdrawConsent } from "~/domain/testimonial";
import { db } from "~/utils/db.server";
import { ActionNotAllowedError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { saveRevision } from "./content-revision.server";
import { raisePageVersion } from "./page-version.server";
import { notifyStaff } from "./staff-notification.server";
import { TESTIMONIAL_ENTITY, TestimonialNotFoundError, resolvedTestimonialInput, type TestimonialInput } from "./testimonial.server";

/** The student has not been asked for a testimonial yet (no application has reached visa granted or enrolled). */
export class NotInvitedError extends Error {
  constructor() {
    super("You can write a testimonial once one of your applications reaches visa granted or enrolled.");
  }
}

/** The student already has a testimonial that is theirs (waiting, shown or hidden): one at a time. */
export class TestimonialAlreadyWrittenError extends Error {
  constructor() {
    super("You have already written a testimonial. You can see it on this page.");
  }
}

/** What a student writes: their words and how they want to be named; the photo and the order are the editors'. */
export type StudentTestimonialInput = Pick<TestimonialInput, "name" | "destination" | "university" | "quote" | "rating">;

const studentViewSelect = {
  id: true,
  name: true,
  destination: true,
  university: true,
  quote: true,
  rating: true,
  status: true,
  createdAt: true,
  consentWithdrawnAt: true,
} as const;

/**
 * The student's testimonial page: when they were invited (null: not yet), the application that earned it (its
 * university and country fill the form), and their latest testimonial, whatever its state.
 */
export async function readStudentTestimonial(studentId: number) {
  const [student, application, testimonial] = await Promise.all([
    db.user.findUnique({ where: { id: studentId }, select: { testimonialInvitedAt: true } }),
    db.universityApplication.findFirst({
      where: { studentId, stage: { in: [...TESTIMONIAL_INVITING_STAGES] } },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      select: { university: true, country: true },
    }),
    db.testimonial.findFirst({ where: { studentId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: studentViewSelect }),
  ]);
  return { invitedAt: student?.testimonialInvitedAt ?? null, application, testimonial };
}

/**
 * An invited student's testimonial: stored as pending (not public until an editor approves it), kept as its first
 * revision and audited; the content staff (admins and editors, never a counsellor: it is no case work) are told in
 * the app. A student has one testimonial at a time; after withdrawing one they may write another.
 */
export function submitStudentTestimonial({ studentId, input }: { studentId: number; input: StudentTestimonialInput }) {
  return db.$transaction(async (tx) => {
    const student = await tx.user.findUnique({ where: { id: studentId }, select: { name: true, role: true, testimonialInvitedAt: true } });
    if (!student || student.role !== "student" || !student.testimonialInvitedAt) throw new NotInvitedError();
    if (await tx.testimonial.findFirst({ where: { studentId, status: { not: "withdrawn" } }, select: { id: true } })) throw new TestimonialAlreadyWrittenError();
    const data = await resolvedTestimonialInput(tx, { ...input, position: null, photoId: null, photoAlt: "" });
    const testimonial = await tx.testimonial.create({ data: { ...data, studentId, status: "pending" }, select: { id: true } });
    await saveRevision(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonial.id, authorId: studentId, data });
    await recordAudit(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonial.id, actorId: studentId, action: "submitted", toStatus: "pending" });
    await notifyStaff(
      {
        title: `${student.name} wrote a testimonial`,
        body: `${student.name} (${input.university}, ${input.destination}) sent a testimonial. It shows on the site once you approve it.`,
        link: `/admin/content/testimonials/${testimonial.id}`,
      },
      { client: tx, reach: "content" },
    );
    return testimonial;
  });
}

/**
 * The student takes their consent back: the testimonial is withdrawn (kept for the record, never shown again) and off
 * the site at once, audited, and the content staff are told. It wins over an editor's decision made at the same
 * moment: the update matches any state but withdrawn, and the page version rises whatever state it was read in.
 * Another student's testimonial is not found.
 */
export function withdrawTestimonialConsent({ studentId, testimonialId, now = new Date() }: { studentId: number; testimonialId: number; now?: Date }) {
  return db.$transaction(async (tx) => {
    const testimonial = await tx.testimonial.findUnique({ where: { id: testimonialId }, select: { id: true, status: true, studentId: true, student: { select: { name: true } } } });
    if (!testimonial || testimonial.studentId !== studentId) throw new TestimonialNotFoundError();
    const refused = new ActionNotAllowedError("You have already withdrawn your consent for this testimonial.");
    if (!canWithdrawConsent(testimonial.status)) throw refused;
    const { count } = await tx.testimonial.updateMany({ where: { id: testimonialId, status: { not: "withdrawn" } }, data: { status: "withdrawn", consentWithdrawnAt: now } });
    if (count === 0) throw refused;
    await recordAudit(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonialId, actorId: studentId, action: "withdraw_consent", fromStatus: testimonial.status, toStatus: "withdrawn" });
    await raisePageVersion(tx);
    const name = testimonial.student?.name ?? "A student";
    await notifyStaff(
      { title: `${name} withdrew their testimonial`, body: `${name} took back their consent: the testimonial is off the site and must not be used anywhere else.`, link: `/admin/content/testimonials/${testimonialId}` },
      { client: tx, reach: "content" },
    );
    return { id: testimonialId };
  });
}
