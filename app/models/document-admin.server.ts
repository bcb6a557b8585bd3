import { db } from "~/utils/db.server";

/** Any stored document, for staff: the route that serves it must have checked that the requester is an admin. */
export function getDocumentForAdmin(documentId: number) {
  return db.document.findUnique({ where: { id: documentId }, select: { id: true, originalName: true, mimeType: true, storageKey: true } });
}
