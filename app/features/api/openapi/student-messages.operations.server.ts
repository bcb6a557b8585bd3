import { MAIL_THROTTLE_MS, MESSAGE_ATTACHMENT_ACCEPTS, MESSAGE_BODY_MAX, STUDENT_MESSAGE_LIST } from "~/domain/conversation";
import { ACCEPT, FILE_TYPE_INFO, MAX_UPLOAD_BYTES, describeAccepted } from "~/domain/uploads";
import { apiMessageBody, apiMessageListQuery, messageSchema } from "~/features/conversation/message.schema.server";
import { messageResource } from "./message-resources";
import { list, ok, withData, type Operation } from "./operation";

/** The student's conversation with the consultancy: one thread, read and written as on /student/messages. */
export const STUDENT_MESSAGE_OPERATIONS: readonly Operation[] = [
  {
    method: "get",
    path: "/api/me/messages",
    route: "api.me.messages",
    operationId: "listMyMessages",
    summary: "List the student's conversation",
    description:
      "Newest first unless `sort_direction` says otherwise; a keyword looks in the messages' text, and `after` keeps only what came after a message, for polling. Reading marks the thread read for the reader's side up to the newest message listed, as opening the page does: the student's reading reads staff's messages (and their notices of the thread); a case worker's reads the student's for the staff side and never moves the student's mark.",
    tag: "Student messages",
    access: "caseReader",
    list: STUDENT_MESSAGE_LIST,
    query: apiMessageListQuery,
    responses: { 200: ok("One page of messages.", list(messageResource)) },
  },
  {
    method: "post",
    path: "/api/me/messages",
    route: "api.me.messages",
    operationId: "sendMyMessage",
    summary: "Send a message to the consultancy",
    description: `As on the student's Messages page: JSON \`{body}\`, or \`multipart/form-data\` with \`body\` and an optional \`attachment\` file (${describeAccepted(MESSAGE_ATTACHMENT_ACCEPTS)}, up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB, judged from its bytes). The text is trimmed and required, at most ${MESSAGE_BODY_MAX} characters. The counsellor (or, with none, every admin) is told in the app, and by mail unless mailed about this thread in the last ${MAIL_THROTTLE_MS / 60_000} minutes.`,
    tag: "Student messages",
    access: "caseAuthor",
    body: apiMessageBody,
    multipartBody: messageSchema,
    responses: { 201: ok("The message as the list shows it.", withData(messageResource, ["Message sent."])) },
  },
  {
    method: "get",
    path: "/api/me/messages/attachments/{id}",
    route: "api.me.messages.attachments.$id",
    operationId: "downloadMyMessageAttachment",
    summary: "Download a file of the conversation",
    description: "A file sent with a message of the student's conversation (a message's `attachments[].url`), under the name it was sent with.",
    tag: "Student messages",
    access: "caseReader",
    responses: { 200: { description: "The file's bytes, with its type as `Content-Type`.", fileTypes: ACCEPT[MESSAGE_ATTACHMENT_ACCEPTS].map((type) => FILE_TYPE_INFO[type].mime) } },
  },
];
