import type { ArticlePage } from "~/domain/article";
import { dayInZone } from "~/domain/dates";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";

/** An article's page data: its body rendered, its day in the consultancy's zone. */
export function articleView(article: { title: string; body: string; publishedAt: Date | null; author: { name: string } | null; tags: ReadonlyArray<{ slug: string; name: string }> }): ArticlePage {
  return {
    title: article.title,
    day: article.publishedAt ? dayInZone(article.publishedAt, getEnv().APP_TIME_ZONE) : null,
    author: article.author?.name ?? null,
    html: renderMarkdown(article.body),
    tags: article.tags,
  };
}
