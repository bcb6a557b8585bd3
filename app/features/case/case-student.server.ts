import { getStudentCase } from "~/models/student-case.server";
import { notFound, requireId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";

/**
 * The guard of every page of a student's case in the admin area (the case tabs, the conversation): staff only, and a
 * 404 for an id that is not a student's. Returns the staff member and the student.
 */
export async function requireCaseStudent(request: Request, id: string | undefined) {
  const staff = await requireStaff(request);
  const student = await getStudentCase(requireId(id));
  if (!student) throw notFound();
  return { staff, student };
}
