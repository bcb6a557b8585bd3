import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDocumentForAdmin } from "~/models/document-admin.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { fileResponse } from "~/utils/uploads.server";

/** Streams any stored document (drafts, reviewed SOPs, loan documents, attachments) to an admin. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const document = await getDocumentForAdmin(requireId(params.id));
  if (!document) throw notFound();
  return fileResponse(document);
}
