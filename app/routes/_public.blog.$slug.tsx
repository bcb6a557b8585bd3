import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/content/article-view";
import { JsonLd } from "~/components/content/json-ld";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { articleStructuredData, articleView } from "~/features/content/article-view.server";
import { readPublishedArticle } from "~/models/article.server";
import { getGeneralSettings } from "~/models/settings.server";
import { notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(data.seo.title, data.seo.description, matches, { type: "article" }) : notFoundMeta(matches);

export const links: LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/blog/feed.xml" }];

export async function loader({ params }: LoaderFunctionArgs) {
  const found = await readPublishedArticle(params.slug ?? "");
  if (!found) throw notFound();
  // an article's earlier address leads to where it is now, for readers' bookmarks and search engines alike
  if ("movedTo" in found) throw redirect(`/blog/${found.movedTo}`, 301);
  const { article } = found;
  const { siteName } = await getGeneralSettings();
  return {
    article: articleView(article),
    seo: { title: article.seoTitle || article.title, description: article.seoDescription || article.excerpt },
    structuredData: articleStructuredData(article, siteName),
  };
}

export default function BlogPostPage() {
  const { article, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <ArticleView article={article} />
      <JsonLd data={structuredData} />
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
