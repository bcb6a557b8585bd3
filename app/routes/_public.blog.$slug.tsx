import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/content/article-view";
import { JsonLd } from "~/components/content/json-ld";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonClass } from "~/components/ui/button";
import { articleSeo, articleStructuredData, articleView, blogFeedLink } from "~/features/content/article-view.server";
import { useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { localizedPath } from "~/i18n/paths";
import { readPublishedArticle } from "~/models/article.server";
import { getGeneralSettings } from "~/models/settings.server";
import { feedLink, notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? [...seoMeta(data.seo.title, data.seo.description, matches, { type: "article" }), feedLink(data.feed)] : notFoundMeta(matches);

/** An article in the page's language: its Nepali version on a Nepali page when it has one, else the English. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const found = await readPublishedArticle(params.slug ?? "");
  if (!found) throw notFound();
  // an article's earlier address leads to where it is now, for readers' bookmarks and search engines alike
  if ("movedTo" in found) throw redirect(localizedPath(`/blog/${found.movedTo}`, locale), 301);
  const { article } = found;
  const { siteName } = await getGeneralSettings();
  return {
    article: articleView(article, locale),
    seo: articleSeo(article, locale),
    feed: blogFeedLink(locale),
    structuredData: articleStructuredData(article, siteName, locale),
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

function ArticleNotFound() {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <ErrorPage status={404} title={t("public.blog.notFound.title")} message={t("public.blog.notFound.message")}>
      <Link to={lp("/blog")} className={buttonClass({ variant: "secondary" })}>
        {t("public.blog.allArticles")}
      </Link>
    </ErrorPage>
  );
}

/** An unknown article: the not-found page inside the site's own header and footer, with a way to the others. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ArticleNotFound /> }} />;
}
