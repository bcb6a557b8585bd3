import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import { ResponsiveImage } from "~/components/content/responsive-image";
import { Pagination } from "~/components/ui/pagination";
import { cn } from "~/components/ui/cn";
import { dayInZone } from "~/domain/dates";
import { slugify } from "~/domain/slug";
import { listArticleTags, listPublishedArticles } from "~/models/article.server";
import { mediaImageRef } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";

const DESCRIPTION = "Advice on English tests, visa interviews, statements of purpose and life abroad.";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data?.tag ? `Blog: ${data.tag.name}` : "Blog", DESCRIPTION, matches);

export const links: LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/blog/feed.xml" }];

/** A page number from the query: absent is page 1; anything but a whole number from 1 up is no page at all. */
function readPage(value: string | null) {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = readPage(params.get("page"));
  const tagParam = params.get("tag");
  const tagSlug = tagParam === null ? null : slugify(tagParam);
  const tags = await listArticleTags({ publishedOnly: true });
  const tag = tagSlug === null ? null : (tags.find((row) => row.slug === tagSlug) ?? null);
  if (page === null || (tagParam !== null && !tag)) throw notFound();
  const { rows, meta } = await listPublishedArticles({ page, tag: tag?.slug ?? null });
  if (page > 1 && rows.length === 0) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  return {
    articles: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      day: row.publishedAt ? dayInZone(row.publishedAt, zone) : null,
      author: row.author?.name ?? null,
      cover: row.coverImage ? { image: mediaImageRef(row.coverImage), alt: row.coverAlt } : null,
    })),
    meta,
    tags: tags.map(({ slug, name, count }) => ({ slug, name, count })),
    tag: tag ? { slug: tag.slug, name: tag.name } : null,
  };
}

export default function BlogPage() {
  const { articles, meta, tags, tag } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Resources" title={tag ? `Blog: ${tag.name}` : "Blog"}>
        <p>{DESCRIPTION}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        {tags.length > 0 ? (
          <nav aria-label="Topics" className="mb-8">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to="/blog" aria-current={tag ? undefined : "page"} className={cn("inline-block rounded-full px-3 py-1 text-sm font-medium", tag ? "bg-gray-100 text-gray-800 hover:bg-gray-200" : "bg-brand-700 text-white")}>
                  All
                </Link>
              </li>
              {tags.map((row) => (
                <li key={row.slug}>
                  <Link
                    to={`/blog?tag=${row.slug}`}
                    aria-current={tag?.slug === row.slug ? "page" : undefined}
                    className={cn("inline-block rounded-full px-3 py-1 text-sm font-medium", tag?.slug === row.slug ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200")}
                  >
                    {row.name} <span className="sr-only">({row.count} articles)</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section aria-label="Articles">
          {articles.length === 0 ? (
            <p className="text-gray-700">No articles yet: the first ones are on their way.</p>
          ) : (
            <ul className="space-y-6">
              {articles.map((post) => (
                <li key={post.slug}>
                  <article className="flex flex-col gap-5 rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:flex-row">
                    {post.cover ? (
                      <div className="shrink-0 sm:w-48">
                        <ResponsiveImage image={post.cover.image} alt={post.cover.alt} sizes="(min-width: 640px) 192px, 100vw" className="h-auto w-full rounded-md" />
                      </div>
                    ) : null}
                    <div className="min-w-0">
                      {post.day || post.author ? (
                        <p className="text-sm text-gray-600">
                          {post.day ? <PostDate day={post.day} /> : null}
                          {post.day && post.author ? " · " : null}
                          {post.author}
                        </p>
                      ) : null}
                      <h2 className="mt-1 text-xl font-semibold text-gray-900">
                        <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
                          {post.title}
                        </Link>
                      </h2>
                      {post.excerpt ? <p className="mt-2 text-gray-700">{post.excerpt}</p> : null}
                      <Link to={`/blog/${post.slug}`} className="mt-3 inline-block font-semibold text-brand-700 hover:underline" aria-label={`Read: ${post.title}`}>
                        Read article →
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
        {meta.last_page > 1 ? <Pagination meta={meta} /> : null}
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
