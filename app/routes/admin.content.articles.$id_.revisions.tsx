import { ARTICLES_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { RevisionHistory } from "~/components/content/revision-history";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { postedRevisionId, readRevisionHistory, type RevisionField } from "~/features/content/revision-compare.server";
import { ARTICLE_ENTITY, articleInputOf, readArticleForEditor, restoreArticleRevision, type ArticleInput } from "~/models/article.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Revisions: ${data.article.title}` : "Revisions", "Every saved state of an article, compared and restored.", matches);

const FIELDS: ReadonlyArray<RevisionField<ArticleInput>> = [
  { label: "Title", text: (input) => input.title },
  { label: "Slug", text: (input) => input.slug },
  { label: "Excerpt", text: (input) => input.excerpt },
  { label: "Body", text: (input) => input.body },
  { label: "Tags", text: (input) => input.tags },
  { label: "Cover image", text: (input) => String(input.coverImageId ?? "") },
  { label: "Cover image's alt text", text: (input) => input.coverAlt },
  { label: "SEO title", text: (input) => input.seoTitle },
  { label: "SEO description", text: (input) => input.seoDescription },
  { label: "Nepali title", text: (input) => input.titleNe ?? "" },
  { label: "Nepali excerpt", text: (input) => input.excerptNe ?? "" },
  { label: "Nepali body", text: (input) => input.bodyNe ?? "" },
  { label: "Nepali SEO description", text: (input) => input.seoDescriptionNe ?? "" },
  { label: "Author", text: (input) => String(input.authorId ?? "") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const articleId = requireId(params.id);
  const article = await readArticleForEditor(articleId);
  if (!article) throw notFound();
  const history = await readRevisionHistory(request, { entityType: ARTICLE_ENTITY, entityId: articleId, current: articleInputOf(article), fields: FIELDS, zone: getEnv().APP_TIME_ZONE });
  return { article: { id: article.id, title: article.title }, history };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const articleId = requireId(params.id);
  const revisionId = postedRevisionId(await readFormData(request));
  return runAdminAction(`${ARTICLES_PATH}/${articleId}`, async () => {
    const article = await restoreArticleRevision({ articleId, revisionId, editorId: editor.id });
    return { title: "Revision restored", description: `"${article.title}" is back as it was saved then; the restore is a revision of its own.` };
  });
}

export default function ArticleRevisionsPage() {
  const { article, history } = useLoaderData<typeof loader>();
  return <RevisionHistory history={history} back={{ to: `${ARTICLES_PATH}/${article.id}`, label: article.title }} subject="the article" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
