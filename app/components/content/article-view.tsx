import { Link } from "@remix-run/react";
import { PostDate } from "~/components/marketing/post-date";
import type { ArticlePage } from "~/domain/article";
import { useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { UntranslatedNote, contentLang } from "./content-language";
import { MarkdownBody } from "./markdown-body";
import { ResponsiveImage } from "./responsive-image";

/**
 * An article as the blog shows it (and its preview): title, date and author, its cover, the body, its tags. The band
 * at the top is the marketing pages' header, written here so that the title alone can carry the article's language
 * when it differs from the page's (an article without its Nepali version, on a Nepali page).
 */
export function ArticleView({ article, notice }: { article: ArticlePage; notice?: string }) {
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  const lang = contentLang(article.lang, locale);
  return (
    <>
      {notice ? (
        <p role="status" className="bg-yellow-50 px-4 py-2 text-center text-sm font-medium text-yellow-900">
          {notice}
        </p>
      ) : null}
      <section className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{t("public.blog.eyebrow")}</p>
          <h1 lang={lang} className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {article.title}
          </h1>
          {article.day || article.author ? (
            <div className="mt-4 flex max-w-3xl items-center gap-3 text-lg text-brand-100">
              {article.authorPhoto ? (
                <ResponsiveImage image={article.authorPhoto.image} alt={article.authorPhoto.alt} sizes="48px" className="h-12 w-12 rounded-full object-cover" />
              ) : null}
              <p className="text-base">
                {article.day ? <PostDate day={article.day} /> : null}
                {article.day && article.author ? " · " : null}
                {article.author}
                {article.author && article.authorTitle ? (
                  <>
                    {", "}
                    <span lang={contentLang(article.authorTitleLang, locale)}>{article.authorTitle}</span>
                  </>
                ) : null}
              </p>
            </div>
          ) : null}
        </div>
      </section>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {article.cover ? (
          // the first thing under the title: loaded at once, not when scrolled to
          <ResponsiveImage image={article.cover.image} alt={article.cover.alt} sizes="(min-width: 768px) 720px, 100vw" loading="eager" className="mb-10 h-auto w-full rounded-lg" />
        ) : null}
        <UntranslatedNote lang={article.lang} className="mb-6" />
        <div lang={lang}>
          <MarkdownBody html={article.html} />
        </div>
        {article.tags.length > 0 ? (
          <ul aria-label={t("public.blog.tags")} className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={lp(`/blog?tag=${tag.slug}`)} className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100">
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="pt-8 text-base">
          <Link to={lp("/blog")} className="font-semibold text-brand-700 hover:underline">
            {t("public.blog.allArticlesBack")}
          </Link>
        </p>
      </article>
    </>
  );
}
