import { MESSAGE_ATTACHMENT_ACCEPTS, type AuthorSide } from "~/domain/conversation";
import type { FieldErrors } from "~/domain/forms";
import { InvalidMessageError, postMessage } from "~/models/conversation.server";
import { inspectUpload, removeStoredFile, storeUpload } from "~/utils/uploads.server";

/** A message the rules refused, with the reasons by field (`body`, `attachment`); nothing was stored. */
export class MessageRefusedError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors).flat().join(" "));
  }
}

/**
 * Sends a message to the student's thread, from either side's form or the API: the file checked from its bytes and
 * stored, then the message posted, which tells the other side (postMessage). A refused text or file throws
 * MessageRefusedError and leaves nothing behind, the stored file included; a thread that is no student's throws
 * NotAStudentError. Whether the sender may attach a file at all is the caller's to ask first.
 */
export async function sendMessage({
  studentId,
  author,
  body,
  attachment,
}: {
  studentId: number;
  author: { id: number; side: AuthorSide };
  body: string;
  attachment: FormDataEntryValue | null | undefined;
}) {
  const upload = await inspectUpload(attachment ?? null, MESSAGE_ATTACHMENT_ACCEPTS);
  if (upload && !upload.ok) throw new MessageRefusedError({ attachment: [upload.message] });
  const stored = upload ? await storeUpload(upload.file, upload.type) : null;
  try {
    return await postMessage({ studentId, author, body, attachment: stored });
  } catch (error) {
    if (stored) await removeStoredFile(stored.storageKey);
    if (error instanceof InvalidMessageError) throw new MessageRefusedError({ body: [error.message] });
    throw error;
  }
}
