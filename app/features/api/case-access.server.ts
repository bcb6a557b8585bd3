import { authenticateApi } from "~/auth/api.server";
import { isCaseWorker } from "~/domain/roles";
import { EmailNotVerifiedError, assertEmailVerified } from "~/models/email-verification.server";
import { findViewableStudent } from "~/models/student-case.server";
import { ApiError, notFoundError, validationError } from "~/utils/api-response.server";
import { readId } from "~/utils/route-params.server";

/*
 * Whose case an `/api/me/...` request reads or writes. A student's token is their own case. A case worker's token reads
 * a student's case named by `student_id`: an admin any student's, a counsellor only their own students' (anyone else's
 * is the same 404 as a student that does not exist). Writes are the student's own, with a verified e-mail address,
 * as on the student's pages.
 */

export const STUDENT_ID_PARAM = "student_id";

/** The student whose case the request reads, and who reads it. */
export async function requireCaseReader(request: Request) {
  const { user } = await authenticateApi(request);
  if (user.role === "student") return { user, studentId: user.id };
  if (!isCaseWorker(user)) throw new ApiError(403, "This action is unauthorized.");
  const raw = new URL(request.url).searchParams.get(STUDENT_ID_PARAM);
  if (raw === null) throw validationError({ [STUDENT_ID_PARAM]: ["Name the student whose case to read with student_id."] });
  const studentId = readId(raw);
  if (studentId === null) throw validationError({ [STUDENT_ID_PARAM]: ["The student id must be a positive whole number."] });
  const student = await findViewableStudent(studentId, user);
  if (!student) throw notFoundError("Student not found.");
  return { user, studentId: student.id };
}

/** The student writing to their own case; see requireVerifiedEmail for what only a verified address may write. */
export async function requireCaseAuthor(request: Request) {
  const { user } = await authenticateApi(request);
  if (user.role !== "student") throw new ApiError(403, "Only the student writes to their own case.");
  return { user, studentId: user.id };
}

/** 403 `email_not_verified` until the student has verified their e-mail address, as on the student's pages. */
export async function requireVerifiedEmail(userId: number) {
  try {
    await assertEmailVerified(userId);
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) throw new ApiError(403, error.message, undefined, "email_not_verified");
    throw error;
  }
}

/** The student writing to their own case, once their e-mail address is verified. */
export async function requireCaseWriter(request: Request) {
  const author = await requireCaseAuthor(request);
  await requireVerifiedEmail(author.user.id);
  return author;
}
