import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { PostDate } from "~/components/marketing/post-date";
import { buttonClass } from "~/components/ui/button";
import { getBlogPost } from "~/content/blog";
import { notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.post.title, data.post.excerpt, matches) : notFoundMeta(matches);

export async function loader({ params }: LoaderFunctionArgs) {
  const post = getBlogPost(params.slug ?? "");
  if (!post) throw notFound();
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

/** An unknown article: the not-found page inside the site's own header and footer, with a way to the others. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage status={404} title="Page Not Found" message="This article does not exist or has been moved.">
            <Link to="/blog" className={buttonClass({ variant: "secondary" })}>
              All articles
            </Link>
          </ErrorPage>
        ),
      }}
    />
  );
}
