import { Feed } from "feed";
import { listFeedArticles } from "~/models/article.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";

/** GET /blog/feed.xml: the latest published articles as RSS 2.0, each with its excerpt and its full body. */
export async function loader() {
  const origin = getEnv().APP_URL;
  const [articles, settings] = await Promise.all([listFeedArticles(), getGeneralSettings()]);
  const feed = new Feed({
    title: `${settings.siteName} blog`,
    description: "Advice on English tests, visa interviews, statements of purpose and life abroad.",
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: "en",
    copyright: `© ${settings.siteName}`,
    updated: articles[0]?.updatedAt,
    feedLinks: { rss: `${origin}/blog/feed.xml` },
  });
  for (const article of articles) {
    feed.addItem({
      title: article.title,
      id: `${origin}/blog/${article.slug}`,
      link: `${origin}/blog/${article.slug}`,
      description: article.excerpt,
      content: renderMarkdown(article.body),
      date: article.publishedAt ?? article.updatedAt,
      ...(article.author ? { author: [{ name: article.author.name }] } : {}),
      category: article.tags.map((tag) => ({ name: tag.name, domain: `${origin}/blog?tag=${tag.slug}` })),
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
