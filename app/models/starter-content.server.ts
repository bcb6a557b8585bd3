import { readFile } from "node:fs/promises";
import path from "node:path";
import { zonedDateTime, type Day } from "~/domain/dates";
import { POSITION_STEP } from "~/domain/gallery";
import { parseTags } from "~/domain/article";
import { db } from "~/utils/db.server";
import { rasterizeTrustedSvg } from "~/utils/images.server";
import type { EmploymentType } from "~/domain/careers";
import type { FaqCategory } from "~/domain/faq";
import { ARTICLE_ENTITY, type ArticleInput } from "./article.server";
import { FAQ_ENTITY, type FaqInput } from "./faq.server";
import { JOB_OPENING_ENTITY, type OpeningInput } from "./job-opening.server";
import { raisePageVersion } from "./page-version.server";
import { TEAM_MEMBER_ENTITY, type TeamMemberInput } from "./team-member.server";
import { TESTIMONIAL_ENTITY, type TestimonialInput } from "./testimonial.server";
import { insertGalleryAlbum, insertGalleryPhoto } from "./gallery.server";
import { discardPreparedImage, insertMediaImage, prepareImage, type PreparedImage } from "./media.server";

/** An article a new installation starts with (prisma/starter-content/), published on its day; some have a Nepali version. */
export type StarterArticle = {
  slug: string;
  title: string;
  publishedOn: Day;
  excerpt: string;
  tags: string;
  body: string;
  nepali?: { title: string; excerpt: string; body: string };
};

/**
 * Writes the starter articles into a database that has never had an article (articles are archived, never deleted,
 * so an empty table is a new installation), so the blog is never empty; a site that has its own is left as it is.
 * Returns how many were written.
 */
export async function addStarterArticles(articles: readonly StarterArticle[], zone: string) {
  return db.$transaction(async (tx) => {
    if ((await tx.article.count()) > 0) return 0;
    for (const starter of articles) {
      const publishedAt = zonedDateTime(starter.publishedOn, "09:00", zone);
      const nepali = { titleNe: starter.nepali?.title ?? null, excerptNe: starter.nepali?.excerpt ?? null, bodyNe: starter.nepali?.body ?? null };
      const article = await tx.article.create({
        data: { slug: starter.slug, title: starter.title, excerpt: starter.excerpt, body: starter.body, ...nepali, status: "published", publishedAt, createdAt: publishedAt },
        select: { id: true },
      });
      const tags = parseTags(starter.tags);
      if (tags.length > 0) await tx.articleTag.createMany({ data: tags.map((tag) => ({ articleId: article.id, ...tag })) });
      const data: ArticleInput = {
        title: starter.title,
        slug: starter.slug,
        excerpt: starter.excerpt,
        body: starter.body,
        ...nepali,
        seoDescriptionNe: null,
        tags: starter.tags,
        coverImageId: null,
        coverAlt: "",
        seoTitle: "",
        seoDescription: "",
        authorId: null,
      };
      await tx.contentRevision.create({ data: { entityType: ARTICLE_ENTITY, entityId: article.id, authorId: null, data: JSON.stringify(data), createdAt: publishedAt } });
    }
    await raisePageVersion(tx);
    return articles.length;
  });
}

/** A question a new installation starts with, shown in its category in the order of the list; some have a Nepali version. */
export type StarterFaq = { category: FaqCategory; question: string; answer: string; questionNe?: string; answerNe?: string };

/**
 * Writes the starter questions into a database that has never had one (questions are hidden, never deleted, so an
 * empty table is a new installation), so the Contact and service pages and /faq are never empty. Returns how many.
 */
export async function addStarterFaqs(faqs: readonly StarterFaq[]) {
  return db.$transaction(async (tx) => {
    if ((await tx.faq.count()) > 0) return 0;
    const positions = new Map<string, number>();
    for (const starter of faqs) {
      const position = (positions.get(starter.category) ?? 0) + 1;
      positions.set(starter.category, position);
      const input: FaqInput = {
        question: starter.question,
        answer: starter.answer,
        questionNe: starter.questionNe ?? null,
        answerNe: starter.answerNe ?? null,
        category: starter.category,
        position,
        visible: true,
      };
      const faq = await tx.faq.create({ data: { ...input, position }, select: { id: true } });
      await tx.contentRevision.create({ data: { entityType: FAQ_ENTITY, entityId: faq.id, authorId: null, data: JSON.stringify(input) } });
    }
    await raisePageVersion(tx);
    return faqs.length;
  });
}

/** An opening a new installation starts with: open, with no closing date. */
export type StarterOpening = { slug: string; title: string; employmentType: EmploymentType; location: string; description: string };

/**
 * Writes the starter openings into a database that has never had one (openings are closed, never deleted, so an empty
 * table is a new installation), so the careers page is never empty. Returns how many.
 */
export async function addStarterOpenings(openings: readonly StarterOpening[]) {
  return db.$transaction(async (tx) => {
    if ((await tx.jobOpening.count()) > 0) return 0;
    for (const starter of openings) {
      const input: OpeningInput = { ...starter, closesOn: null, status: "open" };
      const opening = await tx.jobOpening.create({ data: { ...starter, status: "open", closesOn: null }, select: { id: true } });
      await tx.contentRevision.create({ data: { entityType: JOB_OPENING_ENTITY, entityId: opening.id, authorId: null, data: JSON.stringify(input) } });
    }
    await raisePageVersion(tx);
    return openings.length;
  });
}

/** A photo of the starter album: a drawing of the repository (`file`, from its root), with its texts. */
export type StarterPhoto = { file: string; alt: string; caption: string; altNe: string; captionNe: string };
export type StarterAlbum = { title: string; slug: string; description: string; titleNe: string; descriptionNe: string; photos: readonly StarterPhoto[] };

/** How much larger than its drawing each illustration is rasterised, so that a sharp screen gets a sharp picture. */
const STARTER_SCALE = 2;

/**
 * Writes the starter album into a database that has never had one (albums are hidden, never deleted, so an empty
 * table is a new installation), so the gallery is never empty. Its illustrations are the repository's own SVG files,
 * rasterised and then taken into the media library like any upload (an uploaded SVG is refused). Returns how many
 * photos were written.
 */
export async function addStarterGallery(album: StarterAlbum) {
  if ((await db.galleryAlbum.count()) > 0) return 0;
  const prepared: PreparedImage[] = [];
  for (const photo of album.photos) {
    const png = await rasterizeTrustedSvg(await readFile(photo.file), STARTER_SCALE);
    prepared.push(await prepareImage(png, `${path.basename(photo.file, ".svg")}.png`));
  }
  const discard = () => Promise.all(prepared.map((image) => discardPreparedImage(image)));
  let written: number;
  try {
    written = await db.$transaction(async (tx) => {
      // another deploy may have written it meanwhile
      if ((await tx.galleryAlbum.count()) > 0) return 0;
      const { id: albumId } = await insertGalleryAlbum(tx, { title: album.title, slug: album.slug, description: album.description, titleNe: album.titleNe, descriptionNe: album.descriptionNe, position: POSITION_STEP, visible: true }, null);
      for (const [index, photo] of album.photos.entries()) {
        const image = await insertMediaImage(tx, prepared[index], { alt: photo.alt, uploadedById: null });
        await insertGalleryPhoto(tx, { albumId, imageId: image.id, input: { caption: photo.caption, alt: photo.alt, captionNe: photo.captionNe, altNe: photo.altNe, position: (index + 1) * POSITION_STEP }, editorId: null });
      }
      return album.photos.length;
    });
  } catch (error) {
    await discard();
    throw error;
  }
  if (written === 0) await discard();
  return written;
}

/** A member of the team a new installation starts with, shown in the order of the list. */
export type StarterTeamMember = { name: string; title: string; bio: string };

/**
 * Writes the starter team into a database that has never had one (members are hidden, never deleted, so an empty
 * table is a new installation), so /team and the about page are never empty. Returns how many.
 */
export async function addStarterTeam(members: readonly StarterTeamMember[]) {
  return db.$transaction(async (tx) => {
    if ((await tx.teamMember.count()) > 0) return 0;
    for (const [index, starter] of members.entries()) {
      const input = { ...starter, photoId: null, photoAlt: "", position: index + 1, visible: true, userId: null } satisfies TeamMemberInput;
      const member = await tx.teamMember.create({ data: input, select: { id: true } });
      await tx.contentRevision.create({ data: { entityType: TEAM_MEMBER_ENTITY, entityId: member.id, authorId: null, data: JSON.stringify(input) } });
    }
    await raisePageVersion(tx);
    return members.length;
  });
}

/** A testimonial a new installation starts with, shown in the order of the list; some have their quote in Nepali. */
export type StarterTestimonial = { name: string; university: string; destination: string; quote: string; quoteNe?: string; rating: number };

/**
 * Writes the starter testimonials into a database that has never had one (testimonials are hidden or withdrawn,
 * never deleted, so an empty table is a new installation), so the home page and /testimonials are never empty.
 * Returns how many.
 */
export async function addStarterTestimonials(testimonials: readonly StarterTestimonial[]) {
  return db.$transaction(async (tx) => {
    if ((await tx.testimonial.count()) > 0) return 0;
    for (const [index, starter] of testimonials.entries()) {
      const input = { ...starter, quoteNe: starter.quoteNe ?? null, position: index + 1, photoId: null, photoAlt: "" } satisfies TestimonialInput;
      const testimonial = await tx.testimonial.create({ data: { ...input, status: "shown" }, select: { id: true } });
      await tx.contentRevision.create({ data: { entityType: TESTIMONIAL_ENTITY, entityId: testimonial.id, authorId: null, data: JSON.stringify(input) } });
    }
    await raisePageVersion(tx);
    return testimonials.length;
  });
}
