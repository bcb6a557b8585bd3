import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import { BLOG_POSTS } from "~/content/blog";
import { seoMeta } from "~/utils/meta";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = ({ matches }) => seoMeta("Blog", "Advice on English tests, visa interviews, statements of purpose and studying abroad.", matches);

export default function BlogPage() {
  return (
    <>
      <PageHeader eyebrow="Resources" title="Blog">
        <p>Advice on English tests, visa interviews, statements of purpose and life abroad.</p>
      </PageHeader>
      <section aria-label="Articles" className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="space-y-6">
          {BLOG_POSTS.map((post) => (
            <li key={post.slug}>
              <article className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
                <p className="text-sm text-gray-500">
                  <PostDate day={post.date} /> · {post.author}
                </p>
                <h2 className="mt-1 text-xl font-semibold text-gray-900">
                  <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 text-gray-700">{post.excerpt}</p>
                <Link to={`/blog/${post.slug}`} className="mt-3 inline-block font-semibold text-brand-700 hover:underline" aria-label={`Read: ${post.title}`}>
                  Read article →
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
