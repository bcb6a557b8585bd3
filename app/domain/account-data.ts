/** How long a data export can be downloaded before it is deleted. */
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a deleted account waits (disabled, and its owner can cancel) before its personal data is erased. */
export const DELETION_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

/** The name the ZIP downloads under: the day it was made. */
export function exportFileName(createdAt: Date) {
  return `eduglobal-data-${createdAt.toISOString().slice(0, 10)}.zip`;
}

/** A stored file's place in the ZIP: its folder, and its record's id, which keeps two files of one name apart. */
function zipEntry(folder: string, id: number, originalName: string) {
  // no path separators, nothing a file system refuses, no control or invisible bidi characters
  const name = originalName.replace(/[\\/:*?"<>|]/g, "_").replace(/[\p{Cc}\p{Cf}]/gu, "").trim() || "document";
  return `${folder}/${id}-${name}`;
}

/** Where an uploaded document sits inside the ZIP. */
export function exportDocumentPath(document: { id: number; originalName: string }) {
  return zipEntry("documents", document.id, document.originalName);
}

/** Where the CV of a job application sits inside the ZIP. */
export function exportCvPath(application: { id: number; cvName: string }) {
  return zipEntry("job-applications", application.id, application.cvName);
}

/**
 * An erased account's e-mail: unique by its id, under the reserved `.invalid` domain (RFC 2606) so that no mail can
 * reach it, and no password matches the account anyway.
 */
export function erasedEmail(userId: number) {
  return `erased-${userId}@deleted.invalid`;
}

export function erasureDueAt(requestedAt: Date) {
  return new Date(requestedAt.getTime() + DELETION_GRACE_MS);
}
