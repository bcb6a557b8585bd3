import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { replyWithErrors } from "~/utils/form-reply.server";
import { renderMarkdown } from "~/utils/markdown.server";

/**
 * The answer to an editor's Preview button (`intent=preview`, the way to see the body without JavaScript): the form
 * as typed, with its errors, and the body and its Nepali version rendered as their pages will show them (`preview`
 * and `previewNe`, read by `postedPreview`). Nothing is saved.
 */
export function replyWithPreview(request: Request, formData: FormData, schema: $ZodType) {
  const submission = parseWithZod(formData, { schema });
  const rendered = (name: string) => {
    const text = formData.get(name);
    return renderMarkdown(typeof text === "string" ? text : "");
  };
  return replyWithErrors(request, submission, { status: 200, extra: { preview: rendered("body"), previewNe: rendered("bodyNe") } });
}
