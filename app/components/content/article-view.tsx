import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import type { ArticlePage } from "~/domain/article";
import { MarkdownBody } from "./markdown-body";


/** An article as the blog shows it (and its preview): title, date and author, the body, its tags. */
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
          <p className="text-base">
            {article.day ? <PostDate day={article.day} /> : null}
            {article.day && article.author ? " · " : null}
            {article.author}
          </p>
        ) : null}
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
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
