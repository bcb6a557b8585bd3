import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireContentEditor } from "~/auth/session.server";
import { readApplicationCv } from "~/models/job-application.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { fileResponse } from "~/utils/uploads.server";

/** Streams an applicant's CV to an admin or an editor: the careers are content work, not case work. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const cv = await readApplicationCv(requireId(params.id));
  if (!cv) throw notFound();
  return fileResponse(cv);
}
