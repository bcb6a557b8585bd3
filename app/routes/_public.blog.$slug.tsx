import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/content/article-view";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { articleView } from "~/features/content/article-view.server";
import { readPublishedArticle } from "~/models/article.server";
import { notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.seo.title, data.seo.description, matches) : notFoundMeta(matches);

export async function loader({ params }: LoaderFunctionArgs) {
  const found = await readPublishedArticle(params.slug ?? "");
  if (!found) throw notFound();
  // an article's earlier address leads to where it is now, for readers' bookmarks and search engines alike
  if ("movedTo" in found) throw redirect(`/blog/${found.movedTo}`, 301);
  const { article } = found;
  return { article: articleView(article), seo: { title: article.seoTitle || article.title, description: article.seoDescription || article.excerpt } };
}

export default function BlogPostPage() {
  const { article } = useLoaderData<typeof loader>();
  return <ArticleView article={article} />;
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
