import type { LoaderFunctionArgs } from "@remix-run/node";
import { getMail } from "~/models/mail.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireAdmin } from "~/auth/session.server";

/**
 * The HTML part of a mail as the recipient's client would show it. The markup was built from what users typed, so it
 * is served sandboxed: no script, no form, no request to anywhere but images over https, and never cached.
 */
const MAIL_HTML_POLICY = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; sandbox";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const mail = await getMail(requireId(params.id));
  if (!mail?.html) throw notFound();
  return new Response(mail.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": MAIL_HTML_POLICY,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
