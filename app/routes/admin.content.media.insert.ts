import type { ActionFunctionArgs } from "@remix-run/node";
import { requireContentEditor } from "~/auth/session.server";
import { MAX_IMAGE_BYTES, defaultImageUrl, markdownImage, type ImageInsertAnswer } from "~/domain/media";
import { mediaUploadSchema } from "~/features/content/media.schema.server";
import { ImageRefusedError, uploadMediaImage } from "~/models/media.server";
import { parseMultipartForm } from "~/utils/uploads.server";

/**
 * POST /admin/content/media/insert (multipart: `file`, `alt`): the article editor's Insert image, with JavaScript.
 * The image goes into the library through the same checks as its upload form; the answer is its Markdown.
 */
export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const formData = await parseMultipartForm(request, { maxFileBytes: MAX_IMAGE_BYTES });
  const parsed = mediaUploadSchema.safeParse({ alt: formData.get("alt") ?? undefined });
  if (!parsed.success) return Response.json({ ok: false, errors: { alt: parsed.error.issues.map((issue) => issue.message) } } satisfies ImageInsertAnswer, { status: 400 });
  try {
    const image = await uploadMediaImage({ file: formData.get("file"), alt: parsed.data.alt, uploadedById: editor.id });
    return Response.json({ ok: true, markdown: markdownImage(image.alt, defaultImageUrl(image)) } satisfies ImageInsertAnswer);
  } catch (error) {
    if (error instanceof ImageRefusedError) return Response.json({ ok: false, errors: { file: [error.message] } } satisfies ImageInsertAnswer, { status: 400 });
    throw error;
  }
}
