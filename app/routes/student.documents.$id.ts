import type { LoaderFunctionArgs } from "@remix-run/node";
import { getStudentDocument } from "~/models/document.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStudent } from "~/auth/session.server";
import { fileResponse } from "~/utils/uploads.server";

/** Streams one of the student's documents under its original name; anyone else's id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request);
  const document = await getStudentDocument(student.id, requireId(params.id));
  if (!document) throw notFound();
  return fileResponse(document);
}
