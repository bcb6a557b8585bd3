import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { indexablePagePaths } from "~/content/site-map";
import { listArticleAddresses } from "~/models/article.server";
import { listShownAlbumAddresses } from "~/models/gallery.server";
import { getEnv } from "~/utils/env.server";

/** GET /sitemap.xml: every indexable page, and every published article and shown album with the time it last changed. */
export async function loader() {
  const [articles, albums] = await Promise.all([listArticleAddresses(), listShownAlbumAddresses()]);
  const entries = [
    ...indexablePagePaths().map((path) => ({ url: path })),
    ...articles.map((article) => ({ url: `/blog/${article.slug}`, lastmod: article.updatedAt.toISOString() })),
    ...albums.map((album) => ({ url: `/gallery/${album.slug}`, lastmod: album.updatedAt.toISOString() })),
  ];
  const xml = await streamToPromise(Readable.from(entries).pipe(new SitemapStream({ hostname: getEnv().APP_URL, xmlns: { news: false, xhtml: false, image: false, video: false } })));
  return new Response(xml.toString("utf8"), { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
