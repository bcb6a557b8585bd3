import {
  TESTIMONIAL_REVIEW_DONE,
  TESTIMONIAL_REVIEW_RESULT,
  canEditTestimonial,
  canReviewTestimonial,
  testimonialStatusLabel,
  type TestimonialAdminQuery,
  type TestimonialReview,
} from "~/domain/testimonial";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { assertImageInLibrary, mediaImageRef } from "./media.server";
import { contentVersion, storedTranslation } from "./content-language.server";
import { readRevision, saveRevision } from "./content-revision.server";
import { raisePageVersion } from "./page-version.server";
import { paginate } from "./paginate.server";
import { publicPhotoSelect } from "./team-member.server";

export const TESTIMONIAL_ENTITY = "testimonial";

export class TestimonialNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This testimonial no longer exists.");
  }
}

/**
 * What an editor writes; the same fields a revision keeps, with the order resolved (none puts the testimonial last).
 * The state changes through reviews, which are audited. `quoteNe` is the quote's Nepali version (empty or absent:
 * none; a student writes none, and a revision saved before testimonials had one lacks it).
 */
export type TestimonialInput = {
  name: string;
  destination: string;
  university: string;
  quote: string;
  quoteNe?: string | null;
  rating: number;
  position: number | null;
  photoId: number | null;
  photoAlt: string;
};

const savedSelect = { id: true, name: true, status: true } satisfies Prisma.TestimonialSelect;

/** The end of the editors' order: where a testimonial saved without an order goes, a student's included. */
async function nextPosition(tx: Tx) {
  const { _max } = await tx.testimonial.aggregate({ _max: { position: true } });
  return (_max.position ?? 0) + 1;
}

export async function resolvedTestimonialInput(tx: Tx, input: TestimonialInput) {
  await assertImageInLibrary(tx, input.photoId, "photo");
  return { ...input, quoteNe: storedTranslation(input.quoteNe), position: input.position ?? (await nextPosition(tx)) };
}

/** An editor's testimonial, shown at once or kept hidden, with its first revision. */
export function createTestimonial({ input, status, editorId }: { input: TestimonialInput; status: "shown" | "hidden"; editorId: number }) {
  return db.$transaction(async (tx) => {
    const data = await resolvedTestimonialInput(tx, input);
    const testimonial = await tx.testimonial.create({ data: { ...data, status }, select: savedSelect });
    await saveRevision(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonial.id, authorId: editorId, data });
    if (status === "shown") await raisePageVersion(tx);
    return testimonial;
  });
}

/** A withdrawn testimonial is kept as the record of what the student took back, and is not edited. */
async function saveTestimonialEdit(tx: Tx, testimonialId: number, input: TestimonialInput, editorId: number) {
  const before = await tx.testimonial.findUnique({ where: { id: testimonialId }, select: { status: true } });
  if (!before) throw new TestimonialNotFoundError();
  if (!canEditTestimonial(before.status)) throw new ActionNotAllowedError("The student withdrew their consent: this testimonial can no longer be edited or shown.");
  const data = await resolvedTestimonialInput(tx, input);
  const testimonial = await tx.testimonial.update({ where: { id: testimonialId }, data, select: savedSelect });
  await saveRevision(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonialId, authorId: editorId, data });
  if (testimonial.status === "shown") await raisePageVersion(tx);
  return testimonial;
}

export function updateTestimonial(testimonialId: number, input: TestimonialInput, editorId: number) {
  return db.$transaction((tx) => saveTestimonialEdit(tx, testimonialId, input, editorId));
}

/**
 * An editor approves or declines a student's testimonial, or shows or hides any other: as its state allows, audited,
 * with who decided and when. The state the rule was checked against is repeated in the update's WHERE, so of two
 * decisions made on one page state only the first applies (a testimonial withdrawn meanwhile stays withdrawn).
 */
export function reviewTestimonial({ testimonialId, review, editorId, now = new Date() }: { testimonialId: number; review: TestimonialReview; editorId: number; now?: Date }) {
  return db.$transaction(async (tx) => {
    const testimonial = await tx.testimonial.findUnique({ where: { id: testimonialId }, select: { id: true, name: true, status: true } });
    if (!testimonial) throw new TestimonialNotFoundError();
    if (!canReviewTestimonial(testimonial.status, review)) {
      throw new ActionNotAllowedError(`This testimonial is "${testimonialStatusLabel(testimonial.status)}": it cannot be ${TESTIMONIAL_REVIEW_DONE[review]} from here.`);
    }
    const status = TESTIMONIAL_REVIEW_RESULT[review];
    const { count } = await tx.testimonial.updateMany({ where: { id: testimonialId, status: testimonial.status }, data: { status, reviewedById: editorId, reviewedAt: now } });
    if (count === 0) throw new ActionNotAllowedError("This testimonial changed a moment ago. Reload the page to see its state.");
    await recordAudit(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonialId, actorId: editorId, action: review, fromStatus: testimonial.status, toStatus: status });
    if (testimonial.status === "shown" || status === "shown") await raisePageVersion(tx);
    return { id: testimonialId, name: testimonial.name, status };
  });
}

/** Puts an earlier revision back: saved again (a new revision) and audited; the state stays as it is. */
export function restoreTestimonialRevision({ testimonialId, revisionId, editorId }: { testimonialId: number; revisionId: number; editorId: number }) {
  return db.$transaction(async (tx) => {
    const revision = await readRevision<TestimonialInput>({ entityType: TESTIMONIAL_ENTITY, entityId: testimonialId, revisionId }, tx);
    if (!revision) throw new AdminRecordNotFoundError("This revision no longer exists.");
    const testimonial = await saveTestimonialEdit(tx, testimonialId, revision.data, editorId);
    await recordAudit(tx, { entityType: TESTIMONIAL_ENTITY, entityId: testimonialId, actorId: editorId, action: "restore_revision", detail: `Restored the revision of ${revision.createdAt.toISOString()}` });
    return testimonial;
  });
}

function adminWhere(query: Pick<TestimonialAdminQuery, "search" | "filters">): Prisma.TestimonialWhereInput {
  const { search, filters } = query;
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(search
      ? { OR: [{ name: containsText(search) }, { university: containsText(search) }, { destination: containsText(search) }, { quote: containsText(search) }] }
      : {}),
  };
}

const ADMIN_ORDER: Record<TestimonialAdminQuery["sortType"], (direction: Prisma.SortOrder) => Prisma.TestimonialOrderByWithRelationInput[]> = {
  position: (direction) => [{ position: direction }, { id: direction }],
  submitted: (direction) => [{ createdAt: direction }, { id: direction }],
  name: (direction) => [{ name: direction }, { id: direction }],
};

/** The content area's list of testimonials; a student's shows who wrote it. */
export function listTestimonialsForAdmin(query: TestimonialAdminQuery) {
  const where = adminWhere(query);
  return paginate(query, {
    count: () => db.testimonial.count({ where }),
    findMany: (offset) =>
      db.testimonial.findMany({
        where,
        orderBy: ADMIN_ORDER[query.sortType](query.sortDirection),
        ...offset,
        select: { id: true, name: true, destination: true, university: true, quote: true, rating: true, position: true, status: true, createdAt: true, student: { select: { name: true } } },
      }),
  });
}

const editorSelect = {
  id: true,
  name: true,
  destination: true,
  university: true,
  quote: true,
  quoteNe: true,
  rating: true,
  position: true,
  photoId: true,
  photoAlt: true,
  status: true,
  createdAt: true,
  reviewedAt: true,
  consentWithdrawnAt: true,
  // the student's name alone: an editor reviews the words, and sees nothing of the student's case or contact details
  student: { select: { name: true } },
  reviewedBy: { select: { name: true } },
} satisfies Prisma.TestimonialSelect;

/** A testimonial as the editor's page shows it, or null. */
export function readTestimonialForEditor(testimonialId: number) {
  return db.testimonial.findUnique({ where: { id: testimonialId }, select: editorSelect });
}

/** The form's values of a testimonial, the shape of its revisions. */
export function testimonialInputOf(testimonial: Prisma.TestimonialGetPayload<{ select: typeof editorSelect }>): TestimonialInput {
  const { name, destination, university, quote, quoteNe, rating, position, photoId, photoAlt } = testimonial;
  return { name, destination, university, quote, quoteNe, rating, position, photoId, photoAlt };
}

/**
 * The shown testimonials in the editors' order: all of them for /testimonials, the first `take` for the home page.
 * Each quote is in `locale` where an editor wrote that version, else in English; `lang` says which.
 */
export async function listShownTestimonials({ take, locale = DEFAULT_LOCALE }: { take?: number; locale?: Locale } = {}) {
  const testimonials = await db.testimonial.findMany({
    where: { status: "shown" },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    take,
    select: { id: true, name: true, destination: true, university: true, quote: true, quoteNe: true, rating: true, photoAlt: true, photo: { select: publicPhotoSelect } },
  });
  return testimonials.map(({ photo, photoAlt, quote, quoteNe, ...testimonial }) => ({
    ...testimonial,
    ...contentVersion(locale, { en: { quote }, ne: quoteNe ? { quote: quoteNe } : null }),
    photo: photo ? { image: mediaImageRef(photo), alt: photoAlt } : null,
  }));
}

/** How many student testimonials wait for an editor, for the content area's overview. */
export function countPendingTestimonials() {
  return db.testimonial.count({ where: { status: "pending" } });
}
