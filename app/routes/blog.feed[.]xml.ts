import type { LoaderFunctionArgs } from "@remix-run/node";
import { Feed } from "feed";
import { articleFeedItem } from "~/features/content/article-view.server";
import { translator } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { localizedPath } from "~/i18n/paths";
import { listFeedArticles } from "~/models/article.server";
import { getGeneralSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";

/**
 * GET /blog/feed.xml, and /ne/blog/feed.xml in Nepali: the latest published articles as RSS 2.0, each with its excerpt
 * and its full body, in the feed's language where an editor wrote that version (else in English, as the blog shows it),
 * linking to the article's page in the feed's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = getEnv().APP_URL;
  const [articles, settings, locale] = await Promise.all([listFeedArticles(), getGeneralSettings(), getLocale(request)]);
  const t = translator(locale);
  const blog = `${origin}${localizedPath("/blog", locale)}`;
  const feed = new Feed({
    title: t("public.blog.feedTitle", { siteName: settings.siteName }),
    description: t("public.blog.description"),
    id: blog,
    link: blog,
    language: locale,
    copyright: `© ${settings.siteName}`,
    updated: articles[0]?.updatedAt,
    feedLinks: { rss: `${origin}${localizedPath("/blog/feed.xml", locale)}` },
  });
  for (const article of articles) {
    const { title, excerpt, html } = articleFeedItem(article, locale);
    const link = `${origin}${localizedPath(`/blog/${article.slug}`, locale)}`;
    feed.addItem({
      title,
      id: link,
      link,
      description: excerpt,
      content: html,
      date: article.publishedAt ?? article.updatedAt,
      ...(article.author ? { author: [{ name: article.author.name }] } : {}),
      category: article.tags.map((tag) => ({ name: tag.name, domain: `${blog}?tag=${tag.slug}` })),
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
