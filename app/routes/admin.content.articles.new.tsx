import { ARTICLES_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArticleEditor } from "~/components/content/article-editor";
import { postedPreview } from "~/components/content/markdown-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { zoneLabel } from "~/domain/dates";
import { handleArticleForm } from "~/features/content/article-editor.server";
import { articleFormSchema } from "~/features/content/article.schema.server";
import { listMediaChoices } from "~/models/media.server";
import { listStaffMembers } from "~/models/staff.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { requireContentEditor } from "~/auth/session.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("New article", "Write an article for the blog.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const editor = await requireContentEditor(request);
  const zone = getEnv().APP_TIME_ZONE;
  const [authors, mediaChoices] = await Promise.all([listStaffMembers(), listMediaChoices()]);
  return { constraint: getZodConstraint(articleFormSchema(zone)), authors, mediaChoices, editorId: editor.id, zone: zoneLabel(new Date(), zone) };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleArticleForm(request, await readFormData(request), { articleId: null, editorId: editor.id });
}

export default function NewArticlePage() {
  const { constraint, authors, mediaChoices, editorId, zone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <Link to={ARTICLES_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Articles
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">New article</h1>
      </div>
      <ArticleEditor
        id="article-new"
        defaultValue={{
          title: "",
          slug: "",
          excerpt: "",
          body: "",
          tags: "",
          coverImageId: "",
          coverAlt: "",
          seoTitle: "",
          seoDescription: "",
          titleNe: "",
          excerptNe: "",
          bodyNe: "",
          seoDescriptionNe: "",
          authorId: String(editorId),
          publishAt: "",
        }}
        lastResult={actionData?.result}
        constraint={constraint}
        authors={authors}
        mediaChoices={mediaChoices}
        status={null}
        zoneLabel={zone}
        preview={postedPreview(actionData)}
        previewNe={postedPreview(actionData, "previewNe")}
        rendered={null}
        renderedNe={null}
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
