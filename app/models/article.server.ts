import {
  ARTICLE_ACTION_RESULT,
  BLOG_PAGE_SIZE,
  FEED_SIZE,
  canApplyArticleAction,
  formatTags,
  missingForPublication,
  parseTags,
  type ArticleAction,
  type ArticleAdminQuery,
  type ArticleTagValue,
} from "~/domain/article";
import type { FieldErrors } from "~/domain/forms";
import { pageMeta } from "~/domain/pagination";
import { containsText, db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { storedTranslation } from "./content-language.server";
import { readRevision, saveRevision } from "./content-revision.server";
import { scheduleJob, unscheduleJobs } from "./job-queue.server";
import { assertImageInLibrary } from "./media.server";
import { raisePageVersion } from "./page-version.server";
import { paginate } from "./paginate.server";
import { publicPhotoSelect } from "./team-member.server";

export const ARTICLE_ENTITY = "article";

export class ArticleNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This article no longer exists.");
  }
}

/** The slug names another article, now or before (its old address still leads there). */
export class SlugTakenError extends Error {
  constructor() {
    super("Another article uses this slug. Choose another one.");
  }
}

/** A publication the article is not ready for: the missing fields, each with its message. */
export class ArticleIncompleteError extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super("The article is not ready to be published.");
  }
}

/** The cover chosen is no longer in the media library (deleted while the form was open, or since a revision). */
export class ScheduleInPastError extends Error {
  constructor() {
    super("Choose a publication time in the future.");
  }
}

/**
 * What an editor writes; the same fields a revision keeps. The `…Ne` fields are the Nepali version (empty or absent:
 * none; a revision saved before articles had one lacks them).
 */
export type ArticleInput = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  titleNe?: string | null;
  excerptNe?: string | null;
  bodyNe?: string | null;
  seoDescriptionNe?: string | null;
  tags: string;
  coverImageId: number | null;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
  authorId: number | null;
};

const publishJobKey = (articleId: number) => `article-publish:${articleId}`;

export type ArticlePublishPayload = { articleId: number; publishAt: string };

/** Whether the slug is free for this article: not another article's, now or as a former address. */
async function assertSlugFree(tx: Tx, slug: string, articleId: number | null) {
  const [current, former] = await Promise.all([
    tx.article.findUnique({ where: { slug }, select: { id: true } }),
    tx.articleSlug.findUnique({ where: { slug }, select: { articleId: true } }),
  ]);
  if ((current && current.id !== articleId) || (former && former.articleId !== articleId)) throw new SlugTakenError();
}

function articleData(input: ArticleInput) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    body: input.body,
    titleNe: storedTranslation(input.titleNe),
    excerptNe: storedTranslation(input.excerptNe),
    bodyNe: storedTranslation(input.bodyNe),
    seoDescriptionNe: storedTranslation(input.seoDescriptionNe),
    coverImageId: input.coverImageId,
    coverAlt: input.coverAlt,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    authorId: input.authorId,
  };
}

async function replaceTags(tx: Tx, articleId: number, tags: ArticleTagValue[]) {
  await tx.articleTag.deleteMany({ where: { articleId } });
  if (tags.length > 0) await tx.articleTag.createMany({ data: tags.map((tag) => ({ articleId, ...tag })) });
}

/** A unique-index race (two editors saving one slug at once) reads as the same refusal as the check before it. */
async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

async function insertArticle(tx: Tx, input: ArticleInput, editorId: number) {
  await assertSlugFree(tx, input.slug, null);
  await assertImageInLibrary(tx, input.coverImageId, "cover image");
  const article = await tx.article.create({ data: articleData(input), select: { id: true, title: true, status: true } });
  await replaceTags(tx, article.id, parseTags(input.tags));
  await saveRevision(tx, { entityType: ARTICLE_ENTITY, entityId: article.id, authorId: editorId, data: input });
  return article;
}

/** A new draft, with its first revision. */
export function createArticle(input: ArticleInput, editorId: number) {
  return withSlugGuard(() => db.$transaction((tx) => insertArticle(tx, input, editorId)));
}

/**
 * Saves an edit and keeps it as a revision. A changed slug keeps the old one as a former address (answered 301),
 * and a slug the article had before is simply its own again. A live or scheduled article keeps what its publication
 * needs; a live article's edit shows at once on every instance.
 */
async function saveArticleEdit(tx: Tx, articleId: number, input: ArticleInput, editorId: number) {
  const before = await tx.article.findUnique({ where: { id: articleId }, select: { slug: true, status: true } });
  if (!before) throw new ArticleNotFoundError();
  if (before.status === "published" || before.status === "scheduled") {
    const missing = missingForPublication(input);
    if (Object.keys(missing).length > 0) throw new ArticleIncompleteError(missing);
  }
  if (input.slug !== before.slug) {
    await assertSlugFree(tx, input.slug, articleId);
    await tx.articleSlug.deleteMany({ where: { slug: input.slug, articleId } });
    await tx.articleSlug.upsert({ where: { slug: before.slug }, create: { slug: before.slug, articleId }, update: { articleId } });
  }
  await assertImageInLibrary(tx, input.coverImageId, "cover image");
  const article = await tx.article.update({ where: { id: articleId }, data: articleData(input), select: { id: true, title: true, status: true } });
  await replaceTags(tx, articleId, parseTags(input.tags));
  await saveRevision(tx, { entityType: ARTICLE_ENTITY, entityId: articleId, authorId: editorId, data: input });
  if (article.status === "published") await raisePageVersion(tx);
  return article;
}

export function updateArticle(articleId: number, input: ArticleInput, editorId: number) {
  return withSlugGuard(() => db.$transaction((tx) => saveArticleEdit(tx, articleId, input, editorId)));
}

type StatusChange = { action: ArticleAction; editorId: number; publishAt?: Date; now?: Date };

/**
 * Publishes, schedules, unpublishes or archives an article, as its state allows; audited. Publishing needs a title
 * and a body; scheduling, a time in the future (the job queue publishes it then). Whatever takes the article on or
 * off the site raises the page version, so every instance's cached pages change within a second.
 */
async function applyArticleAction(tx: Tx, articleId: number, { action, editorId, publishAt, now = new Date() }: StatusChange) {
  const article = await tx.article.findUnique({ where: { id: articleId }, select: { id: true, title: true, body: true, status: true, publishedAt: true } });
  if (!article) throw new ArticleNotFoundError();
  if (!canApplyArticleAction(article.status, action)) throw new ActionNotAllowedError(`This article is ${article.status}: it cannot be ${ARTICLE_ACTION_RESULT[action]} from here.`);
  if (action === "publish" || action === "schedule") {
    const missing = missingForPublication(article);
    if (Object.keys(missing).length > 0) throw new ArticleIncompleteError(missing);
  }
  const status = ARTICLE_ACTION_RESULT[action];
  let data: Prisma.ArticleUpdateInput;
  if (action === "schedule") {
    if (!publishAt || publishAt.getTime() <= now.getTime()) throw new ScheduleInPastError();
    data = { status, publishAt };
    const payload: ArticlePublishPayload = { articleId, publishAt: publishAt.toISOString() };
    await scheduleJob(tx, { type: "article-publish", key: publishJobKey(articleId), runAt: publishAt, payload });
  } else {
    data = { status, publishAt: null, ...(action === "publish" ? { publishedAt: article.publishedAt ?? now } : {}) };
    await unscheduleJobs(tx, [publishJobKey(articleId)]);
  }
  await tx.article.update({ where: { id: articleId }, data });
  await recordAudit(tx, {
    entityType: ARTICLE_ENTITY,
    entityId: articleId,
    actorId: editorId,
    action,
    fromStatus: article.status,
    toStatus: status,
    detail: action === "schedule" ? `Scheduled for ${publishAt!.toISOString()}` : null,
  });
  if (article.status === "published" || status === "published") await raisePageVersion(tx);
  return { id: articleId, title: article.title, status };
}

export function changeArticleStatus(articleId: number, change: StatusChange) {
  return db.$transaction((tx) => applyArticleAction(tx, articleId, change));
}

/**
 * The editor's form: a new article or an edit saved, and, when the editor pressed Publish or Schedule, published or
 * scheduled in the same transaction (a refusal keeps nothing of the save).
 */
export function saveArticle({ articleId, input, editorId, then }: { articleId: number | null; input: ArticleInput; editorId: number; then?: Omit<StatusChange, "editorId"> }) {
  return withSlugGuard(() =>
    db.$transaction(async (tx) => {
      const saved = articleId === null ? await insertArticle(tx, input, editorId) : await saveArticleEdit(tx, articleId, input, editorId);
      return then ? applyArticleAction(tx, saved.id, { ...then, editorId }) : { id: saved.id, title: saved.title, status: saved.status };
    }),
  );
}

/**
 * The job queue's publication of a scheduled article at its time. An article unscheduled, published by hand or moved
 * to another time meanwhile is left alone (its state no longer matches what the job was planned for).
 */
export function publishScheduledArticle({ articleId, publishAt }: ArticlePublishPayload) {
  const due = new Date(publishAt);
  return db.$transaction(async (tx) => {
    const { count } = await tx.article.updateMany({ where: { id: articleId, status: "scheduled", publishAt: due }, data: { status: "published", publishedAt: due, publishAt: null } });
    if (count === 0) return false;
    await recordAudit(tx, { entityType: ARTICLE_ENTITY, entityId: articleId, actorId: null, action: "publish", fromStatus: "scheduled", toStatus: "published", detail: "Published at its scheduled time" });
    await raisePageVersion(tx);
    return true;
  });
}

function adminWhere(query: Pick<ArticleAdminQuery, "search" | "filters">): Prisma.ArticleWhereInput {
  const search = query.search;
  return {
    ...(query.filters.status ? { status: query.filters.status } : {}),
    ...(query.filters.tag ? { tags: { some: { slug: query.filters.tag } } } : {}),
    ...(search ? { OR: [{ title: containsText(search) }, { slug: containsText(search) }, { excerpt: containsText(search) }] } : {}),
  };
}

const ADMIN_ORDER: Record<ArticleAdminQuery["sortType"], (direction: Prisma.SortOrder) => Prisma.ArticleOrderByWithRelationInput[]> = {
  updated: (direction) => [{ updatedAt: direction }, { id: direction }],
  published: (direction) => [{ publishedAt: { sort: direction, nulls: "last" } }, { id: direction }],
  title: (direction) => [{ title: direction }, { id: direction }],
};

/** The content area's list of articles. */
export function listArticlesForAdmin(query: ArticleAdminQuery) {
  const where = adminWhere(query);
  return paginate(query, {
    count: () => db.article.count({ where }),
    findMany: (offset) =>
      db.article.findMany({
        where,
        orderBy: ADMIN_ORDER[query.sortType](query.sortDirection),
        ...offset,
        select: {
          id: true,
          title: true,
          slug: true,
          status: true,
          publishAt: true,
          publishedAt: true,
          updatedAt: true,
          author: { select: { name: true } },
          tags: { select: { name: true, slug: true }, orderBy: { name: "asc" } },
        },
      }),
  });
}

/** Every tag in use, for the filters and the blog's tag links: by name, with how many published articles carry it. */
export async function listArticleTags({ publishedOnly }: { publishedOnly: boolean }) {
  const rows = await db.articleTag.findMany({
    where: publishedOnly ? { article: { status: "published" } } : {},
    select: { slug: true, name: true },
    orderBy: [{ slug: "asc" }],
  });
  const tags = new Map<string, { slug: string; name: string; count: number }>();
  for (const row of rows) {
    const tag = tags.get(row.slug) ?? { slug: row.slug, name: row.name, count: 0 };
    tag.count += 1;
    tags.set(row.slug, tag);
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const editorSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  body: true,
  titleNe: true,
  excerptNe: true,
  bodyNe: true,
  seoDescriptionNe: true,
  coverImageId: true,
  coverAlt: true,
  seoTitle: true,
  seoDescription: true,
  authorId: true,
  status: true,
  publishAt: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  tags: { select: { name: true }, orderBy: { name: "asc" } },
  formerSlugs: { select: { slug: true }, orderBy: { createdAt: "asc" } },
} satisfies Prisma.ArticleSelect;

/** An article as the editor's form shows it, or null. */
export async function readArticleForEditor(articleId: number) {
  const article = await db.article.findUnique({ where: { id: articleId }, select: editorSelect });
  return article ? { ...article, tags: formatTags(article.tags) } : null;
}

/** The form's values of an article, the shape of its revisions. */
export function articleInputOf(article: NonNullable<Awaited<ReturnType<typeof readArticleForEditor>>>): ArticleInput {
  const { title, slug, excerpt, body, titleNe, excerptNe, bodyNe, seoDescriptionNe, tags, coverImageId, coverAlt, seoTitle, seoDescription, authorId } = article;
  return { title, slug, excerpt, body, titleNe, excerptNe, bodyNe, seoDescriptionNe, tags, coverImageId, coverAlt, seoTitle, seoDescription, authorId };
}

/**
 * Puts an earlier revision back: its fields are saved as the article's (a new revision, so the restore itself can be
 * undone) and the restore is audited. Its slug must still be free.
 */
export function restoreArticleRevision({ articleId, revisionId, editorId }: { articleId: number; revisionId: number; editorId: number }) {
  return withSlugGuard(() =>
    db.$transaction(async (tx) => {
      const revision = await readRevision<ArticleInput>({ entityType: ARTICLE_ENTITY, entityId: articleId, revisionId }, tx);
      if (!revision) throw new AdminRecordNotFoundError("This revision no longer exists.");
      const article = await saveArticleEdit(tx, articleId, revision.data, editorId);
      await recordAudit(tx, { entityType: ARTICLE_ENTITY, entityId: articleId, actorId: editorId, action: "restore_revision", detail: `Restored the revision of ${revision.createdAt.toISOString()}` });
      return article;
    }),
  );
}

const publicSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  body: true,
  titleNe: true,
  excerptNe: true,
  bodyNe: true,
  seoDescriptionNe: true,
  coverAlt: true,
  coverImage: { select: { id: true, storageKey: true, width: true, height: true, widths: true } },
  seoTitle: true,
  seoDescription: true,
  publishedAt: true,
  updatedAt: true,
  // the byline adds the author's title and photo when their account is linked to a team member (shown on /team)
  author: { select: { id: true, name: true, teamMember: { select: { title: true, titleNe: true, visible: true, photoAlt: true, photo: { select: publicPhotoSelect } } } } },
  tags: { select: { name: true, slug: true }, orderBy: { name: "asc" } },
} satisfies Prisma.ArticleSelect;

const PUBLISHED = { status: "published" } as const;

/** A page of the blog: published articles, newest first, optionally of one tag. */
export async function listPublishedArticles({ page, tag }: { page: number; tag: string | null }) {
  const where: Prisma.ArticleWhereInput = { ...PUBLISHED, ...(tag ? { tags: { some: { slug: tag } } } : {}) };
  const [total, rows] = await Promise.all([
    db.article.count({ where }),
    db.article.findMany({
      where,
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * BLOG_PAGE_SIZE,
      take: BLOG_PAGE_SIZE,
      select: {
        id: true,
        title: true,
        slug: true,
        excerpt: true,
        titleNe: true,
        excerptNe: true,
        publishedAt: true,
        coverAlt: true,
        coverImage: { select: { storageKey: true, width: true, height: true, widths: true } },
        author: { select: { name: true } },
        tags: { select: { name: true, slug: true }, orderBy: { name: "asc" } },
      },
    }),
  ]);
  return { rows, meta: pageMeta({ total, page, perPage: BLOG_PAGE_SIZE }) };
}

/**
 * The article a blog address shows: the published article with that slug, or the address it moved to when the slug
 * is a former one of a published article (the page answers 301), or null.
 */
export async function readPublishedArticle(slug: string): Promise<{ article: Prisma.ArticleGetPayload<{ select: typeof publicSelect }> } | { movedTo: string } | null> {
  const article = await db.article.findFirst({ where: { slug, ...PUBLISHED }, select: publicSelect });
  if (article) return { article };
  const former = await db.articleSlug.findUnique({ where: { slug }, select: { article: { select: { slug: true, status: true } } } });
  return former?.article.status === "published" ? { movedTo: former.article.slug } : null;
}

/** Any article as it would show, for a preview (staff, or a signed link). */
export function readArticleForPreview(articleId: number) {
  return db.article.findUnique({ where: { id: articleId }, select: { ...publicSelect, status: true } });
}

/** The newest published articles, for the feed. */
export function listFeedArticles() {
  return db.article.findMany({ where: PUBLISHED, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], take: FEED_SIZE, select: publicSelect });
}

/** Every published article's address and last change, for the sitemap. */
export function listArticleAddresses() {
  return db.article.findMany({ where: PUBLISHED, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], select: { slug: true, title: true, updatedAt: true } });
}

/** How many articles each state holds, and the next ones due to go live, for the content area's overview. */
export async function readArticleOverview() {
  const [counts, scheduled] = await Promise.all([
    db.article.groupBy({ by: ["status"], _count: { _all: true } }),
    db.article.findMany({ where: { status: "scheduled" }, orderBy: [{ publishAt: "asc" }, { id: "asc" }], take: 5, select: { id: true, title: true, publishAt: true } }),
  ]);
  return { counts: Object.fromEntries(counts.map((row) => [row.status, row._count._all])) as Record<string, number>, scheduled };
}
