import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import { ResponsiveImage } from "~/components/content/responsive-image";
import { Pagination } from "~/components/ui/pagination";
import { cn } from "~/components/ui/cn";
import { dayInZone } from "~/domain/dates";
import { slugify } from "~/domain/slug";
import { articleSummary, blogFeedLink } from "~/features/content/article-view.server";
import { translator } from "~/i18n/catalogs.server";
import { useFormat, useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listArticleTags, listPublishedArticles } from "~/models/article.server";
import { mediaImageRef } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { feedLink, notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? [...seoMeta(data.seo.title, data.seo.description, matches), feedLink(data.feed)] : notFoundMeta(matches);

/** A page number from the query: absent is page 1; anything but a whole number from 1 up is no page at all. */
function readPage(value: string | null) {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The blog's list in the page's language: each article's Nepali title and excerpt on a Nepali page where it has them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = readPage(params.get("page"));
  const tagParam = params.get("tag");
  const tagSlug = tagParam === null ? null : slugify(tagParam);
  const [tags, locale] = await Promise.all([listArticleTags({ publishedOnly: true }), getLocale(request)]);
  const tag = tagSlug === null ? null : (tags.find((row) => row.slug === tagSlug) ?? null);
  if (page === null || (tagParam !== null && !tag)) throw notFound();
  const { rows, meta } = await listPublishedArticles({ page, tag: tag?.slug ?? null });
  if (page > 1 && rows.length === 0) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const t = translator(locale);
  return {
    seo: { title: tag ? t("public.blog.tagTitle", { tag: tag.name }) : t("public.blog.title"), description: t("public.blog.description") },
    feed: blogFeedLink(locale),
    articles: rows.map((row) => {
      const summary = articleSummary(row, locale);
      return {
        slug: row.slug,
        lang: summary.lang,
        title: summary.title,
        excerpt: summary.excerpt,
        day: row.publishedAt ? dayInZone(row.publishedAt, zone) : null,
        author: row.author?.name ?? null,
        cover: row.coverImage ? { image: mediaImageRef(row.coverImage), alt: row.coverAlt } : null,
      };
    }),
    meta,
    tags: tags.map(({ slug, name, count }) => ({ slug, name, count })),
    tag: tag ? { slug: tag.slug, name: tag.name } : null,
  };
}

export default function BlogPage() {
  const { articles, meta, tags, tag } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  const format = useFormat();
  return (
    <>
      <PageHeader eyebrow={t("public.blog.resources")} title={tag ? t("public.blog.tagTitle", { tag: tag.name }) : t("public.blog.title")}>
        <p>{t("public.blog.description")}</p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        {tags.length > 0 ? (
          <nav aria-label={t("public.blog.topics")} className="mb-8">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to={lp("/blog")} aria-current={tag ? undefined : "page"} className={cn("inline-block rounded-full px-3 py-1 text-sm font-medium", tag ? "bg-gray-100 text-gray-800 hover:bg-gray-200" : "bg-brand-700 text-white")}>
                  {t("public.blog.allTopics")}
                </Link>
              </li>
              {tags.map((row) => (
                <li key={row.slug}>
                  <Link
                    to={lp(`/blog?tag=${row.slug}`)}
                    aria-current={tag?.slug === row.slug ? "page" : undefined}
                    className={cn("inline-block rounded-full px-3 py-1 text-sm font-medium", tag?.slug === row.slug ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200")}
                  >
                    {row.name} <span className="sr-only">{t("public.blog.tagCount", { count: format.number(row.count) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section aria-label={t("public.blog.articles")}>
          {articles.length === 0 ? (
            <p className="text-gray-700">{t("public.blog.empty")}</p>
          ) : (
            <ul className="space-y-6">
              {articles.map((post) => {
                const lang = contentLang(post.lang, locale);
                return (
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
                        <h2 lang={lang} className="mt-1 text-xl font-semibold text-gray-900">
                          <Link to={lp(`/blog/${post.slug}`)} className="hover:text-brand-700">
                            {post.title}
                          </Link>
                        </h2>
                        {post.excerpt ? (
                          <p lang={lang} className="mt-2 text-gray-700">
                            {post.excerpt}
                          </p>
                        ) : null}
                        <UntranslatedNote lang={post.lang} className="mt-2" />
                        <Link to={lp(`/blog/${post.slug}`)} className="mt-3 inline-block font-semibold text-brand-700 hover:underline" aria-label={t("public.blog.readLabel", { title: post.title })}>
                          {t("public.blog.read")}
                        </Link>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {meta.last_page > 1 ? <Pagination meta={meta} /> : null}
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
