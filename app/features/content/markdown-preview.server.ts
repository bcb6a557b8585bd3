import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { replyWithErrors } from "~/utils/form-reply.server";
import { renderMarkdown } from "~/utils/markdown.server";

/**
 * The answer to an editor's Preview button (`intent=preview`, the way to see the body without JavaScript): the form
 * as typed, with its errors, and the body rendered as its page will show it (`preview`, read by `postedPreview`).
 * Nothing is saved.
 */
export function replyWithPreview(request: Request, formData: FormData, schema: $ZodType) {
  const submission = parseWithZod(formData, { schema });
  const body = formData.get("body");
  return replyWithErrors(request, submission, { status: 200, extra: { preview: renderMarkdown(typeof body === "string" ? body : "") } });
}
