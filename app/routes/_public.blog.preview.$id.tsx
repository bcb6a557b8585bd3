import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleView } from "~/components/content/article-view";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { canEditContent } from "~/domain/roles";
import type { ArticleStatus } from "~/domain/article";
import { lookup } from "~/domain/lookup";
import { articleView } from "~/features/content/article-view.server";
import { translator } from "~/i18n/catalogs.server";
import { useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { readArticleForPreview } from "~/models/article.server";
import { getOptionalUser } from "~/auth/session.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { hasValidSignature } from "~/utils/signed-link.server";
import { notFoundMeta, pageTitle } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? [{ title: pageTitle(data.title, matches) }, { name: "robots", content: "noindex" }] : notFoundMeta(matches));

// A preview is for the person who asked for it: no cache keeps it, and the page cache never stores it.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** What the preview's banner says of the article's state: readers see it only once it is published. */
const NOTICE_KEYS: Record<ArticleStatus, string> = {
  draft: "public.blog.preview.draft",
  scheduled: "public.blog.preview.scheduled",
  published: "public.blog.preview.published",
  archived: "public.blog.preview.archived",
};

/**
 * GET /blog/preview/:id: an article as it would show, whatever its state, for the content staff or for anyone with
 * a signed link that has not expired; everyone else gets the same 404 as for an unknown article. A Nepali preview
 * shows the Nepali version as a Nepali reader would see it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const articleId = requireId(params.id);
  const user = await getOptionalUser(request);
  if (!(user && canEditContent(user)) && !hasValidSignature(request)) throw notFound();
  const article = await readArticleForPreview(articleId);
  if (!article) throw notFound();
  const locale = await getLocale(request);
  const view = articleView(article, locale);
  return { article: view, status: article.status, title: translator(locale)("public.blog.preview.title", { title: view.title }) };
}

export default function ArticlePreviewPage() {
  const { article, status } = useLoaderData<typeof loader>();
  const t = useT();
  return <ArticleView article={article} notice={t(lookup(NOTICE_KEYS, status) ?? NOTICE_KEYS.draft)} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
