import { zonedDateTime, type Day } from "~/domain/dates";
import { parseTags } from "~/domain/article";
import { db } from "~/utils/db.server";
import { ARTICLE_ENTITY } from "./article.server";
import { raisePageVersion } from "./page-version.server";

/** An article a new installation starts with (prisma/starter-content/), published on its day. */
export type StarterArticle = { slug: string; title: string; publishedOn: Day; excerpt: string; tags: string; body: string };

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
      const article = await tx.article.create({
        data: { slug: starter.slug, title: starter.title, excerpt: starter.excerpt, body: starter.body, status: "published", publishedAt, createdAt: publishedAt },
        select: { id: true },
      });
      const tags = parseTags(starter.tags);
      if (tags.length > 0) await tx.articleTag.createMany({ data: tags.map((tag) => ({ articleId: article.id, ...tag })) });
      const data = { title: starter.title, slug: starter.slug, excerpt: starter.excerpt, body: starter.body, tags: starter.tags, coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId: null };
      await tx.contentRevision.create({ data: { entityType: ARTICLE_ENTITY, entityId: article.id, authorId: null, data: JSON.stringify(data), createdAt: publishedAt } });
    }
    await raisePageVersion(tx);
    return articles.length;
  });
}
