import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConversationAttachment } from "~/models/conversation.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { fileResponse } from "~/utils/uploads.server";

/** Streams a file of the student's own thread; another thread's file is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const file = await getConversationAttachment(student.id, requireId(params.documentId));
  if (!file) throw notFound();
  return fileResponse(file);
}
