import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { diffLines } from "diff";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatDateTime } from "~/domain/dates";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { ARTICLES_PATH } from "~/features/content/article-editor.server";
import { ARTICLE_ENTITY, articleInputOf, readArticleForEditor, restoreArticleRevision, type ArticleInput } from "~/models/article.server";
import { listRevisions, readRevision } from "~/models/content-revision.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, readId, requireId } from "~/utils/route-params.server";
import { requireContentEditor } from "~/auth/session.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Revisions: ${data.article.title}` : "Revisions", "Every saved state of an article, compared and restored.", matches);

/** The fields a revision keeps, as the comparison names and shows them. */
const FIELDS: ReadonlyArray<{ label: string; text: (input: ArticleInput) => string }> = [
  { label: "Title", text: (input) => input.title },
  { label: "Slug", text: (input) => input.slug },
  { label: "Excerpt", text: (input) => input.excerpt },
  { label: "Body", text: (input) => input.body },
  { label: "Tags", text: (input) => input.tags },
  { label: "Cover image", text: (input) => String(input.coverImageId ?? "") },
  { label: "Cover image's alt text", text: (input) => input.coverAlt },
  { label: "SEO title", text: (input) => input.seoTitle },
  { label: "SEO description", text: (input) => input.seoDescription },
  { label: "Author", text: (input) => String(input.authorId ?? "") },
];

/** The fields that differ between a revision and the article now, each as lines removed and added. */
function compare(before: ArticleInput, after: ArticleInput) {
  return FIELDS.filter(({ text }) => text(before) !== text(after)).map(({ label, text }) => ({
    field: label,
    parts: diffLines(text(before), text(after)).map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : "same" })),
  }));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const articleId = requireId(params.id);
  const article = await readArticleForEditor(articleId);
  if (!article) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const revisions = await listRevisions({ entityType: ARTICLE_ENTITY, entityId: articleId });
  const compareId = readId(new URL(request.url).searchParams.get("compare") ?? undefined);
  const compared = compareId === null ? null : await readRevision<ArticleInput>({ entityType: ARTICLE_ENTITY, entityId: articleId, revisionId: compareId });
  return {
    article: { id: article.id, title: article.title },
    revisions: revisions.map((revision, index) => ({ id: revision.id, when: formatDateTime(revision.createdAt, zone), author: revision.author?.name ?? "A former staff member", current: index === 0 })),
    comparison: compared ? { id: compared.id, when: formatDateTime(compared.createdAt, zone), changes: compare(compared.data, articleInputOf(article)) } : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const articleId = requireId(params.id);
  const revisionId = readId(String((await readFormData(request)).get("revisionId") ?? ""));
  if (revisionId === null) throw new Response("Choose a revision to restore.", { status: 400 });
  return runAdminAction(`${ARTICLES_PATH}/${articleId}`, async () => {
    const article = await restoreArticleRevision({ articleId, revisionId, editorId: editor.id });
    return { title: "Revision restored", description: `"${article.title}" is back as it was saved then; the restore is a revision of its own.` };
  });
}

export default function ArticleRevisionsPage() {
  const { article, revisions, comparison } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <div>
        <Link to={`${ARTICLES_PATH}/${article.id}`} className="text-sm font-medium text-brand-700 hover:underline">
          ← {article.title}
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">Revisions</h1>
        <p className="text-sm text-gray-600">Every save, newest first. Compare one with the article as it is now, or put it back.</p>
      </div>
      {comparison ? (
        <section aria-labelledby="comparison-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="comparison-heading" className="text-base font-semibold text-gray-900">
            The revision of {comparison.when} against now
          </h2>
          {comparison.changes.length === 0 ? (
            <p className="text-sm text-gray-600">No difference: the article is as this revision saved it.</p>
          ) : (
            comparison.changes.map((change) => (
              <div key={change.field}>
                <h3 className="text-sm font-semibold text-gray-900">{change.field}</h3>
                <pre className="mt-1 overflow-x-auto whitespace-pre-wrap rounded-md border border-gray-200 p-2 text-sm">
                  {change.parts.map((part, index) => (
                    <span key={index} className={cn(part.change === "added" && "bg-green-100 text-green-900", part.change === "removed" && "bg-red-100 text-red-900 line-through")}>
                      {part.change === "added" ? <span className="sr-only">Added: </span> : part.change === "removed" ? <span className="sr-only">Removed: </span> : null}
                      {part.text}
                    </span>
                  ))}
                </pre>
              </div>
            ))
          )}
        </section>
      ) : null}
      <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {revisions.map((revision) => (
          <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid={`revision-${revision.id}`}>
            <div>
              <p className="font-medium text-gray-900">
                {revision.when}
                {revision.current ? <span className="ml-2 text-sm font-normal text-gray-600">(the article now)</span> : null}
              </p>
              <p className="text-sm text-gray-600">by {revision.author}</p>
            </div>
            {revision.current ? null : (
              <div className="flex flex-wrap items-center gap-3">
                <Link to={`?compare=${revision.id}`} className="text-sm font-medium text-brand-700 hover:underline">
                  Compare with now
                </Link>
                <Form method="post">
                  <input type="hidden" name="revisionId" value={revision.id} />
                  <SubmitButton variant="secondary" pendingText="Restoring...">
                    Restore
                  </SubmitButton>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
