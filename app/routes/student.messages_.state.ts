import type { LoaderFunctionArgs } from "@remix-run/node";
import { threadVersion } from "~/domain/conversation";
import { getThreadState } from "~/models/conversation.server";
import { requireStudent } from "~/auth/session.server";

/** What the open thread polls: its version (newest message, staff's read mark), read in one query. */
export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const state = await getThreadState(student.id);
  return Response.json({ version: threadVersion(state, "student") }, { headers: { "Cache-Control": "private, no-store" } });
}
