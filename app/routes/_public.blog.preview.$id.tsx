import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/content/article-view";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canEditContent } from "~/domain/roles";
import { articleStatusLabel } from "~/domain/article";
import { articleView } from "~/features/content/article-view.server";
import { readArticleForPreview } from "~/models/article.server";
import { getOptionalUser } from "~/auth/session.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { hasValidSignature } from "~/utils/signed-link.server";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(data ? `Preview: ${data.article.title}` : "Preview", matches) }, { name: "robots", content: "noindex" }];

// A preview is for the person who asked for it: no cache keeps it, and the page cache never stores it.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/**
 * GET /blog/preview/:id: an article as it would show, whatever its state, for the content staff or for anyone with
 * a signed link that has not expired; everyone else gets the same 404 as for an unknown article.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const articleId = requireId(params.id);
  const user = await getOptionalUser(request);
  if (!(user && canEditContent(user)) && !hasValidSignature(request)) throw notFound();
  const article = await readArticleForPreview(articleId);
  if (!article) throw notFound();
  return { article: articleView(article), status: article.status };
}

export default function ArticlePreviewPage() {
  const { article, status } = useLoaderData<typeof loader>();
  const notice = status === "published" ? "Preview: this article is published, and readers see it as it stands here." : `Preview of an article that is ${articleStatusLabel(status).toLowerCase()}: readers see it only once it is published.`;
  return <ArticleView article={article} notice={notice} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
