import { ARTICLES_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ArticleEditor } from "~/components/content/article-editor";
import { postedPreview } from "~/components/content/markdown-field";
import { ArticleStatusBadge } from "~/components/content/article-status-badge";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/ui/button";
import { canApplyArticleAction } from "~/domain/article";
import { formatDateTime, toDateTimeLocal, zoneLabel } from "~/domain/dates";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { handleArticleForm } from "~/features/content/article-editor.server";
import { articleFormSchema } from "~/features/content/article.schema.server";
import { ArticleNotFoundError, changeArticleStatus, readArticleForEditor } from "~/models/article.server";
import { listMediaChoices } from "~/models/media.server";
import { listStaffMembers } from "~/models/staff.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { signedLink } from "~/utils/signed-link.server";
import { requireContentEditor } from "~/auth/session.server";

/** How long a shared preview link opens the draft. */
const PREVIEW_LINK_MS = 24 * 60 * 60 * 1000;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Edit: ${data.article.title}` : "Article", "Edit, preview and publish an article.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const articleId = requireId(params.id);
  const [article, authors, mediaChoices] = await Promise.all([readArticleForEditor(articleId), listStaffMembers(), listMediaChoices()]);
  if (!article) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  const previewExpires = new Date(now.getTime() + PREVIEW_LINK_MS);
  const previewPath = `/blog/preview/${article.id}`;
  return {
    article: {
      id: article.id,
      title: article.title,
      slug: article.slug,
      status: article.status,
      formerSlugs: article.formerSlugs.map((row) => row.slug),
      publishedAt: article.publishedAt ? formatDateTime(article.publishedAt, zone) : null,
      publishAt: article.publishAt ? formatDateTime(article.publishAt, zone) : null,
      updatedAt: formatDateTime(article.updatedAt, zone),
      canUnpublish: canApplyArticleAction(article.status, "unpublish"),
      canArchive: canApplyArticleAction(article.status, "archive"),
    },
    values: {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      body: article.body,
      tags: article.tags,
      coverImageId: article.coverImageId === null ? "" : String(article.coverImageId),
      coverAlt: article.coverAlt,
      seoTitle: article.seoTitle,
      seoDescription: article.seoDescription,
      titleNe: article.titleNe ?? "",
      excerptNe: article.excerptNe ?? "",
      bodyNe: article.bodyNe ?? "",
      seoDescriptionNe: article.seoDescriptionNe ?? "",
      authorId: article.authorId === null ? "" : String(article.authorId),
      publishAt: article.publishAt ? toDateTimeLocal(article.publishAt, zone) : "",
    },
    rendered: { text: article.body, html: renderMarkdown(article.body) },
    renderedNe: article.bodyNe ? { text: article.bodyNe, html: renderMarkdown(article.bodyNe) } : null,
    preview: { path: previewPath, shared: `${getEnv().APP_URL}${signedLink(previewPath, previewExpires)}`, until: formatDateTime(previewExpires, zone) },
    constraint: getZodConstraint(articleFormSchema(zone)),
    authors,
    mediaChoices,
    zone: zoneLabel(now, zone),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const articleId = requireId(params.id);
  const formData = await readFormData(request);
  const closeTo = `${ARTICLES_PATH}/${articleId}`;
  const form = () => handleArticleForm(request, formData, { articleId, editorId: editor.id });
  const status = (action: "unpublish" | "archive") => () =>
    runAdminAction(closeTo, async () => {
      const article = await changeArticleStatus(articleId, { action, editorId: editor.id });
      return action === "archive"
        ? { title: "Article archived", description: `"${article.title}" is off the site and kept in the archive.` }
        : { title: "Article unpublished", description: `"${article.title}" is a draft again.` };
    });
  try {
    return await dispatchIntent(formData, { save: form, publish: form, schedule: form, preview: form, unpublish: status("unpublish"), archive: status("archive") });
  } catch (error) {
    if (error instanceof ArticleNotFoundError) throw notFound();
    throw error;
  }
}

export default function EditArticlePage() {
  const { article, values, rendered, renderedNe, preview, constraint, authors, mediaChoices, zone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <RecordHeader
        back={{ to: ARTICLES_PATH, label: "Articles" }}
        title={article.title}
        actions={
          <>
            {article.status === "published" ? <RecordLink to={`/blog/${article.slug}`}>View on the site</RecordLink> : null}
            <RecordLink to={preview.path}>Preview</RecordLink>
            <RecordLink to="revisions">Revisions</RecordLink>
          </>
        }
      >
        <ArticleStatusBadge status={article.status} />
        {article.status === "scheduled" && article.publishAt ? <span>Goes live {article.publishAt}</span> : null}
        {article.status === "published" && article.publishedAt ? <span>Published {article.publishedAt}</span> : null}
        <span>Last edited {article.updatedAt}</span>
      </RecordHeader>
      <ArticleEditor
        id={`article-${article.id}`}
        defaultValue={values}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        constraint={constraint}
        authors={authors}
        mediaChoices={mediaChoices}
        status={article.status}
        zoneLabel={zone}
        preview={postedPreview(actionData)}
        previewNe={postedPreview(actionData, "previewNe")}
        rendered={rendered}
        renderedNe={renderedNe}
      />
      <section aria-labelledby="article-more-heading" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="article-more-heading" className="text-base font-semibold text-gray-900">
          Sharing and state
        </h2>
        <div>
          <label htmlFor="shared-preview" className="block text-sm font-medium text-gray-700">
            Preview link for someone without an account
          </label>
          <input id="shared-preview" readOnly value={preview.shared} className="mt-1 w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm" aria-describedby="shared-preview-hint" />
          <p id="shared-preview-hint" className="pt-1 text-xs text-gray-500">
            Opens this article as it stands, draft or not, until {preview.until}.
          </p>
        </div>
        {article.formerSlugs.length > 0 ? (
          <p className="text-sm text-gray-600">Earlier addresses, which lead here: {article.formerSlugs.map((slug) => `/blog/${slug}`).join(", ")}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {article.canUnpublish ? (
            <Form method="post">
              <SubmitButton name="intent" value="unpublish" variant="secondary" pendingText="Unpublishing...">
                {article.status === "published" ? "Unpublish" : article.status === "scheduled" ? "Cancel the schedule" : "Back to draft"}
              </SubmitButton>
            </Form>
          ) : null}
          {article.canArchive ? (
            <Form method="post">
              <SubmitButton name="intent" value="archive" variant="secondary" pendingText="Archiving...">
                Archive
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
