import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import type { ArticlePage } from "~/domain/article";
import { MarkdownBody } from "./markdown-body";
import { ResponsiveImage } from "./responsive-image";


/** An article as the blog shows it (and its preview): title, date and author, its cover, the body, its tags. */
export function ArticleView({ article, notice }: { article: ArticlePage; notice?: string }) {
  return (
    <>
      {notice ? (
        <p role="status" className="bg-yellow-50 px-4 py-2 text-center text-sm font-medium text-yellow-900">
          {notice}
        </p>
      ) : null}
      <PageHeader eyebrow="Blog" title={article.title}>
        {article.day || article.author ? (
          <div className="flex items-center gap-3">
            {article.authorPhoto ? (
              <ResponsiveImage image={article.authorPhoto.image} alt={article.authorPhoto.alt} sizes="48px" className="h-12 w-12 rounded-full object-cover" />
            ) : null}
            <p className="text-base">
              {article.day ? <PostDate day={article.day} /> : null}
              {article.day && article.author ? " · " : null}
              {article.author}
              {article.author && article.authorTitle ? `, ${article.authorTitle}` : null}
            </p>
          </div>
        ) : null}
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {article.cover ? (
          // the first thing under the title: loaded at once, not when scrolled to
          <ResponsiveImage image={article.cover.image} alt={article.cover.alt} sizes="(min-width: 768px) 720px, 100vw" loading="eager" className="mb-10 h-auto w-full rounded-lg" />
        ) : null}
        <MarkdownBody html={article.html} />
        {article.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={`/blog?tag=${tag.slug}`} className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100">
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="pt-8 text-base">
          <Link to="/blog" className="font-semibold text-brand-700 hover:underline">
            ← All articles
          </Link>
        </p>
      </article>
    </>
  );
}
