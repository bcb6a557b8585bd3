import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { indexablePagePaths } from "~/content/site-map";
import { listArticleAddresses } from "~/models/article.server";
import { listShownAlbumAddresses } from "~/models/gallery.server";
import { getEnv } from "~/utils/env.server";
import { DEFAULT_LOCALE, LOCALE_CODES } from "~/i18n/locales";
import { localizedPath } from "~/i18n/paths";

/**
 * GET /sitemap.xml: every indexable page, and every published article and shown album with the time it last changed,
 * at its address in each language, each entry naming all of them as alternates (hreflang, as the pages' heads do).
 */
export async function loader() {
  const [articles, albums] = await Promise.all([listArticleAddresses(), listShownAlbumAddresses()]);
  const pages: Array<{ url: string; lastmod?: string }> = [
    ...indexablePagePaths().map((path) => ({ url: path })),
    ...articles.map((article) => ({ url: `/blog/${article.slug}`, lastmod: article.updatedAt.toISOString() })),
    ...albums.map((album) => ({ url: `/gallery/${album.slug}`, lastmod: album.updatedAt.toISOString() })),
  ];
  const origin = getEnv().APP_URL;
  const entries = pages.flatMap((page) => {
    const links = [
      ...LOCALE_CODES.map((lang) => ({ lang, url: `${origin}${localizedPath(page.url, lang)}` })),
      { lang: "x-default", url: `${origin}${localizedPath(page.url, DEFAULT_LOCALE)}` },
    ];
    return LOCALE_CODES.map((locale) => ({ ...page, url: localizedPath(page.url, locale), links }));
  });
  const xml = await streamToPromise(Readable.from(entries).pipe(new SitemapStream({ hostname: origin, xmlns: { news: false, xhtml: true, image: false, video: false } })));
  return new Response(xml.toString("utf8"), { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
