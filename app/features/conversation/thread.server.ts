import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { MESSAGE_ATTACHMENT_ACCEPTS, isSeen, personRoleKey, threadVersion, type AuthorSide } from "~/domain/conversation";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { translator } from "~/i18n/catalogs.server";
import { createFormatter } from "~/i18n/format";
import { getLocale } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { NotAStudentError, markThreadOpened, type Thread } from "~/models/conversation.server";
import { getEnv } from "~/utils/env.server";
import { refuseUnverifiedEmail } from "~/features/account/email-verification.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { notFound } from "~/utils/route-params.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseMultipartForm } from "~/utils/uploads.server";
import { messageSchema } from "./message.schema.server";
import { MessageRefusedError, sendMessage } from "./send-message.server";

/** What the message form needs from its loader: the native constraints and the accepted files. */
export function messageFormSetup() {
  return {
    constraint: getZodConstraint(messageSchema),
    accept: acceptAttribute(MESSAGE_ATTACHMENT_ACCEPTS),
    acceptedTypes: describeAccepted(MESSAGE_ATTACHMENT_ACCEPTS),
  };
}

/**
 * The thread as `viewer` sees it, marked read for that side up to the newest message shown: each message with its
 * author, time and files (linked under `attachmentPath`), "Seen" under the viewer's own last message, and the version
 * the live update compares. Names of roles and times are in `locale` (the admin area's default: English).
 */
export async function openThread(
  thread: Thread | null,
  { side: viewer, userId, threadPath, locale = DEFAULT_LOCALE }: { side: AuthorSide; userId: number; threadPath: string; locale?: Locale },
  attachmentPath: (documentId: number) => string,
) {
  if (!thread) return { messages: [], seenMessageId: null, version: threadVersion(null, viewer) };
  await markThreadOpened(thread, { side: viewer, userId, link: threadPath });
  const zone = getEnv().APP_TIME_ZONE;
  const [t, format] = [translator(locale), createFormatter(locale)];
  const ownLast = thread.messages.filter((message) => message.authorSide === viewer).at(-1) ?? null;
  const otherReadAt = viewer === "student" ? thread.staffReadAt : thread.studentReadAt;
  return {
    messages: thread.messages.map((message) => ({
      id: message.id,
      body: message.body,
      side: message.authorSide as AuthorSide,
      own: message.authorSide === viewer,
      author: message.author?.name ?? t(message.authorSide === "staff" ? "student.messages.formerStaff" : "student.messages.formerStudent"),
      role: t(message.author ? personRoleKey(message.author.role) : message.authorSide === "staff" ? "student.roles.staff" : "student.roles.student"),
      at: format.dateTime(message.createdAt, zone),
      iso: message.createdAt.toISOString(),
      attachments: message.attachments.map((file) => ({ id: file.id, name: file.originalName, size: file.sizeBytes, href: attachmentPath(file.id) })),
    })),
    seenMessageId: ownLast && isSeen(ownLast.createdAt, otherReadAt) ? ownLast.id : null,
    version: threadVersion(thread, viewer),
  };
}

/**
 * The action of both message forms: the message sent as the API sends it (sendMessage), then back to the thread with
 * a toast. Invalid input comes back with its messages next to the fields and the text kept; nothing is stored. A
 * student whose address is not verified yet may write but not attach a file: a file is an upload.
 */
export async function postMessageFromForm(request: Request, { studentId, author, threadPath }: { studentId: number; author: { id: number; side: AuthorSide }; threadPath: string }) {
  const submission = parseWithZod(await parseMultipartForm(request), { schema: messageSchema });
  if (submission.status !== "success") return replyWithErrors(request, submission);
  const { body, attachment } = submission.value;
  const unverified = attachment && author.side === "student" ? await refuseUnverifiedEmail(request, author.id, submission) : null;
  if (unverified) return unverified;
  try {
    await sendMessage({ studentId, author, body, attachment });
  } catch (error) {
    if (error instanceof NotAStudentError) throw notFound();
    if (error instanceof MessageRefusedError) return replyWithErrors(request, submission, { fieldErrors: error.errors });
    throw error;
  }
  if (author.side === "staff") return redirectWithToast(threadPath, { type: "success", title: "Message sent", description: "The student has been told." });
  const t = translator(await getLocale(request));
  return redirectWithToast(threadPath, { type: "success", title: t("student.messages.sentTitle"), description: t("student.messages.sentDescription") });
}
