import type { ActionFunctionArgs } from "@remix-run/node";
import { requireContentEditor } from "~/auth/session.server";
import { readFormData } from "~/utils/http.server";
import { renderMarkdown } from "~/utils/markdown.server";

/**
 * POST /admin/content/preview: a Markdown body rendered as its page will show it, for the editors' live preview, which
 * asks with a plain fetch and reads the JSON.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireContentEditor(request);
  const body = (await readFormData(request)).get("body");
  return Response.json({ html: renderMarkdown(typeof body === "string" ? body : "") });
}
