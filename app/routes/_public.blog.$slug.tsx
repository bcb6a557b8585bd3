import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import { buttonClass } from "~/components/ui/button";
import { getBlogPost } from "~/content/blog";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.post.title, data.post.excerpt) : []);

export async function loader({ params }: LoaderFunctionArgs) {
  const post = getBlogPost(params.slug ?? "");
  if (!post) throw new Response("Not Found", { status: 404 });
  return { post };
}

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Blog" title={post.title}>
        <p className="text-base">
          <PostDate day={post.date} /> · {post.author}
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl space-y-5 px-4 py-16 text-lg text-gray-700 sm:px-6">
        {post.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="pt-6 text-base">
          <Link to="/blog" className="font-semibold text-brand-700 hover:underline">
            ← All articles
          </Link>
        </p>
      </article>
    </>
  );
}

/** An unknown article: the not-found message inside the site's own header and footer. */
export function ErrorBoundary() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Page Not Found</h1>
      <p className="mt-3 text-gray-600">This article does not exist or has been moved.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/blog" className={buttonClass({ variant: "secondary" })}>
          All articles
        </Link>
        <Link to="/" className={buttonClass()}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
