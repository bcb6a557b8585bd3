import { apiRoute } from "~/auth/api.server";
import { STUDENT_MESSAGE_LIST, STUDENT_THREAD_PATH, staffThreadPath } from "~/domain/conversation";
import { requireCaseAuthor, requireCaseReader, requireVerifiedEmail } from "~/features/api/case-access.server";
import { messageJson } from "~/features/api/message-json.server";
import { parseMultipartBody } from "~/features/api/multipart-body.server";
import { apiMessageBody, apiMessageListQuery, messageSchema } from "~/features/conversation/message.schema.server";
import { MessageRefusedError, sendMessage } from "~/features/conversation/send-message.server";
import { UnknownMessageError, getThreadMessage, listThreadMessages, markThreadOpened } from "~/models/conversation.server";
import { json, listJson, parseJsonBody, parseQuery, validationError } from "~/utils/api-response.server";
import { parseApiListQuery } from "~/utils/list-query.server";

/** The message a request sends: JSON `{body}`, or a multipart form with `body` and an optional `attachment`, as the page posts it. */
async function readMessage(request: Request): Promise<{ body: string; attachment?: File }> {
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  return multipart ? parseMultipartBody(request, messageSchema) : parseJsonBody(request, apiMessageBody);
}

export const { loader, action } = apiRoute({
  /**
   * The student's conversation, newest first. Reading it is having it on screen: the reader's side reads it up to the
   * newest message listed, as when the student (or staff, in the admin area) opens the thread; a case worker's reading
   * never moves the student's mark.
   */
  async GET({ request }) {
    const { user, studentId } = await requireCaseReader(request);
    const query = parseApiListQuery(request, STUDENT_MESSAGE_LIST);
    const { after } = parseQuery(request, apiMessageListQuery);
    const { thread, rows, meta } = await listThreadMessages(studentId, query, after ?? null).catch((error: unknown) => {
      if (error instanceof UnknownMessageError) throw validationError({ after: [error.message] });
      throw error;
    });
    if (!thread) return listJson(request, { data: [], meta });
    const side = user.role === "student" ? "student" : "staff";
    const shown = query.sortDirection === "asc" ? rows : [...rows].reverse();
    const mark = await markThreadOpened({ ...thread, messages: shown }, { side, userId: user.id, link: side === "student" ? STUDENT_THREAD_PATH : staffThreadPath(studentId) });
    const marks = side === "student" ? { ...thread, studentReadAt: mark } : { ...thread, staffReadAt: mark };
    return listJson(request, { data: rows.map((message) => messageJson(message, marks, { role: user.role, studentId })), meta });
  },

  /**
   * The student writes to their counsellor, as on /student/messages: the same checks, notices and mails. As there, a
   * student whose address is not verified yet may write (to ask for help) but not attach a file: a file is an upload.
   */
  async POST({ request }) {
    const { user, studentId } = await requireCaseAuthor(request);
    const { body, attachment } = await readMessage(request);
    if (attachment) await requireVerifiedEmail(user.id);
    const { id } = await sendMessage({ studentId, author: { id: user.id, side: "student" }, body, attachment }).catch((error: unknown) => {
      if (error instanceof MessageRefusedError) throw validationError(error.errors);
      throw error;
    });
    const message = (await getThreadMessage(studentId, id))!;
    return json({ message: "Message sent.", data: messageJson(message, message.conversation, { role: user.role, studentId }) }, 201);
  },
});
