import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConversationAttachment } from "~/models/conversation.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { fileResponse } from "~/utils/uploads.server";

/** Streams a file of this student's thread to staff (a counsellor included); a file of another thread is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const file = await getConversationAttachment(requireId(params.studentId), requireId(params.documentId));
  if (!file) throw notFound();
  return fileResponse(file);
}
