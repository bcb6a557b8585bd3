import { isSeen } from "~/domain/conversation";
import type { ThreadMessageRow } from "~/models/conversation.server";
import { STUDENT_ID_PARAM } from "./case-access.server";

/** Both sides' read marks of a thread: how far each side has had it on screen. */
type ReadMarks = { studentReadAt: Date | null; staffReadAt: Date | null };

/** Who reads the thread: their account's role, and whose thread it is. */
type Reader = { role: string; studentId: number };

/**
 * Where the reader downloads a message's file through the API: a case worker's address names the student, as every
 * request of theirs on the case does.
 */
function attachmentUrl(documentId: number, reader: Reader) {
  const path = `/api/me/messages/attachments/${documentId}`;
  return reader.role === "student" ? path : `${path}?${new URLSearchParams({ [STUDENT_ID_PARAM]: String(reader.studentId) })}`;
}

/**
 * A message as `/api/me/messages` answers it (the `Message` schema): `read` says whether the side it was written to
 * has had it on screen (staff for the student's messages, the web's "Seen"; the student for staff's).
 */
export function messageJson(message: ThreadMessageRow, marks: ReadMarks, reader: Reader) {
  const toStudent = message.authorSide !== "student";
  return {
    id: message.id,
    body: message.body,
    sent_at: message.createdAt.toISOString(),
    sender: { name: message.author?.name ?? null, role: message.author?.role ?? null, is_student: !toStudent },
    attachments: message.attachments.map((file) => ({ id: file.id, name: file.originalName, content_type: file.mimeType, size_bytes: file.sizeBytes, url: attachmentUrl(file.id, reader) })),
    read: isSeen(message.createdAt, toStudent ? marks.studentReadAt : marks.staffReadAt),
  };
}
