import { db } from "~/utils/db.server";

/**
 * A document the student may download: one they uploaded, or one attached to their own SOP, loan, session or
 * inquiry (a reviewed SOP or class materials uploaded by staff). Null for anything else, so the route answers 404.
 */
export function getStudentDocument(studentId: number, documentId: number) {
  return db.document.findFirst({
    where: {
      id: documentId,
      OR: [
        { ownerId: studentId },
        { sopApplication: { studentId } },
        { loanApplication: { studentId } },
        { booking: { studentId } },
        { inquiry: { userId: studentId } },
      ],
    },
    select: { id: true, originalName: true, mimeType: true, storageKey: true },
  });
}
