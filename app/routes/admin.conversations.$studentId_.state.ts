import type { LoaderFunctionArgs } from "@remix-run/node";
import { threadVersion } from "~/domain/conversation";
import { getThreadState } from "~/models/conversation.server";
import { requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";

/** What an open thread polls in the admin area: its version (newest message, the student's read mark), one query. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const state = await getThreadState(requireId(params.studentId));
  return Response.json({ version: threadVersion(state, "staff") }, { headers: { "Cache-Control": "private, no-store" } });
}
