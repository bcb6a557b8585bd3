import { ARTICLES_PATH } from "~/domain/content";
import { parseDateTimeInZone } from "~/domain/dates";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { ArticleIncompleteError, ArticleNotFoundError, ScheduleInPastError, SlugTakenError, saveArticle } from "~/models/article.server";
import { ImageGoneError } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { articleFormSchema, articleFromForm } from "./article.schema.server";
import { replyWithPreview } from "./markdown-preview.server";

const OUTCOME = {
  save: (title: string) => ({ title: "Article saved", description: `"${title}" is saved.` }),
  publish: (title: string) => ({ title: "Article published", description: `"${title}" is live on the blog.` }),
  schedule: (title: string) => ({ title: "Article scheduled", description: `"${title}" goes live at its publication time.` }),
};

/**
 * The article editor's post, new or edit: Preview answers the form as typed with its rendered body (nothing saved);
 * Save, Publish and Schedule save it, then publish or schedule it in the same transaction. A taken slug, a missing
 * body or a time in the past comes back next to its field with everything typed kept.
 */
export async function handleArticleForm(request: Request, formData: FormData, { articleId, editorId }: { articleId: number | null; editorId: number }) {
  const zone = getEnv().APP_TIME_ZONE;
  const schema = articleFormSchema(zone);
  if (formData.get("intent") === "preview") return replyWithPreview(request, formData, schema);
  const closeTo = articleId === null ? ARTICLES_PATH : `${ARTICLES_PATH}/${articleId}`;
  return handleAdminIntent(request, formData, {
    schema,
    closeTo,
    notFound: [ArticleNotFoundError],
    refuse: (error, reply) => {
      if (error instanceof SlugTakenError) return reply({ status: 409, fieldErrors: { slug: [error.message] } });
      if (error instanceof ArticleIncompleteError) return reply({ status: 409, fieldErrors: error.fieldErrors });
      if (error instanceof ScheduleInPastError) return reply({ status: 409, fieldErrors: { publishAt: [error.message] } });
      if (error instanceof ImageGoneError) return reply({ status: 409, fieldErrors: { coverImageId: [error.message] } });
      return undefined;
    },
    run: async (form) => {
      const action = form.intent === "publish" || form.intent === "schedule" ? form.intent : null;
      const publishAt = form.intent === "schedule" && form.publishAt ? (parseDateTimeInZone(form.publishAt, zone) ?? undefined) : undefined;
      const article = await saveArticle({ articleId, input: articleFromForm(form), editorId, then: action ? { action, publishAt } : undefined });
      return { ...OUTCOME[action ?? "save"](article.title), to: `${ARTICLES_PATH}/${article.id}` };
    },
  });
}
