import { counsellorFilterFor } from "~/domain/student-case";
import {
  MESSAGE_ATTACHMENT_KIND,
  STUDENT_THREAD_PATH,
  advancedReadMark,
  checkMessageBody,
  mailDue,
  messageMailContent,
  otherSide,
  readMarkAfterPosting,
  staffRecipientIds,
  staffThreadPath,
  type AuthorSide,
  type StudentMessageListQuery,
  type ThreadListQuery,
} from "~/domain/conversation";
import { pageMeta } from "~/domain/pagination";
import { translator } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { containsText, db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import type { StoredFile } from "~/utils/uploads.server";
import { accountLocale } from "./account-locale.server";
import { enqueueMail } from "./mail.server";
import { paginate } from "./paginate.server";
import { studentsOf } from "./student-case.server";

export class InvalidMessageError extends Error {}

/** A thread is a student's: a staff account, or no account, has none. */
export class NotAStudentError extends Error {}

/** The student's thread, made on first use; two first messages at once still make one (the id is unique). */
export async function getOrCreateConversation(studentId: number) {
  const existing = await db.conversation.findUnique({ where: { studentId }, select: { id: true } });
  if (existing) return existing;
  try {
    return await db.conversation.create({ data: { studentId }, select: { id: true } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.conversation.findUniqueOrThrow({ where: { studentId }, select: { id: true } });
  }
}

/** What both areas and the API show of a message: its text, side, time, author and files. */
const MESSAGE_FIELDS = {
  id: true,
  body: true,
  authorSide: true,
  createdAt: true,
  author: { select: { id: true, name: true, role: true } },
  attachments: { orderBy: { id: "asc" }, select: { id: true, originalName: true, mimeType: true, sizeBytes: true } },
} satisfies Prisma.ConversationMessageSelect;

/**
 * The thread as one side sees it, oldest first: each message with its author's name and role, its side and its
 * attachments; the read marks of both sides. One query. Null when nothing was ever written.
 */
export function getThread(studentId: number) {
  return db.conversation.findUnique({
    where: { studentId },
    select: {
      id: true,
      lastMessageAt: true,
      studentReadAt: true,
      staffReadAt: true,
      messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: MESSAGE_FIELDS },
    },
  });
}

export type Thread = NonNullable<Awaited<ReturnType<typeof getThread>>>;
export type ThreadMessageRow = Thread["messages"][number];

/** An `after` message that is not one of the thread's: the client's mistake, not an empty answer. */
export class UnknownMessageError extends Error {}

/**
 * One page of the student's thread as the API lists it, with the thread's read marks: the list query's order and
 * search and, when `afterId` is given, only the messages that come after that one in the thread's order (time, then
 * id): what a client polling for new messages has not seen. Throws UnknownMessageError when `afterId` is no message
 * of this thread.
 */
export async function listThreadMessages(studentId: number, query: StudentMessageListQuery, afterId: number | null) {
  const thread = await db.conversation.findUnique({ where: { studentId }, select: { id: true, studentReadAt: true, staffReadAt: true } });
  const after =
    thread && afterId !== null ? await db.conversationMessage.findFirst({ where: { id: afterId, conversationId: thread.id }, select: { id: true, createdAt: true } }) : null;
  if (afterId !== null && !after) throw new UnknownMessageError("No message of this conversation has that id.");
  if (!thread) return { thread: null, rows: [], meta: pageMeta({ total: 0, page: query.page, perPage: query.perPage }) };
  const where: Prisma.ConversationMessageWhereInput = {
    conversationId: thread.id,
    ...(query.search ? { body: containsText(query.search) } : {}),
    ...(after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {}),
  };
  const page = await paginate(query, {
    count: () => db.conversationMessage.count({ where }),
    findMany: (offset) =>
      db.conversationMessage.findMany({ where, orderBy: [{ createdAt: query.sortDirection }, { id: query.sortDirection }], ...offset, select: MESSAGE_FIELDS }),
  });
  return { thread, ...page };
}

/** One message of the student's thread with the thread's read marks; null for a message of another thread. */
export function getThreadMessage(studentId: number, messageId: number) {
  return db.conversationMessage.findFirst({
    where: { id: messageId, conversation: { studentId } },
    select: { ...MESSAGE_FIELDS, conversation: { select: { studentReadAt: true, staffReadAt: true } } },
  });
}

/** What a page polls to know whether its thread changed (a message, or the other side reading): one row. */
export function getThreadState(studentId: number) {
  return db.conversation.findUnique({ where: { studentId }, select: { lastMessageAt: true, studentReadAt: true, staffReadAt: true } });
}

/**
 * Marks the thread read by one side up to the newest message that side has on screen (`newestShown`), never back and
 * never past it: a message that arrives while the page loads stays unread until a page shows it. Writes nothing when
 * the mark does not move. Staff's mark is shared: any staff member opening the thread reads it for the staff side.
 */
export async function markThreadRead(thread: Pick<Thread, "id" | "studentReadAt" | "staffReadAt"> & { messages: ReadonlyArray<{ createdAt: Date }> }, side: AuthorSide) {
  const newestShown = thread.messages.at(-1)?.createdAt ?? null;
  const field = side === "student" ? "studentReadAt" : "staffReadAt";
  const mark = advancedReadMark(thread[field], newestShown);
  if (!mark) return thread[field];
  await db.conversation.updateMany({
    where: { id: thread.id, OR: [{ [field]: null }, { [field]: { lt: mark } }] },
    data: { [field]: mark },
  });
  return mark;
}

/** Opening the thread reads the viewer's notices of it: the bell stops counting messages they have now seen. */
export function markThreadNoticesRead(userId: number, link: string) {
  return db.notification.updateMany({ where: { userId, link, readAt: null }, data: { readAt: new Date() } });
}

/**
 * What having the thread on screen does, in either area or through the API: the viewer's side reads it up to the
 * newest message shown (`thread.messages`, oldest first), and the viewer's notices of it (`link`, the thread's
 * address in their area) are read. Another side's mark never moves. Answers the viewer's side's mark as it now is.
 */
export async function markThreadOpened(
  thread: Parameters<typeof markThreadRead>[0],
  { side, userId, link }: { side: AuthorSide; userId: number; link: string },
) {
  const [mark] = await Promise.all([markThreadRead(thread, side), markThreadNoticesRead(userId, link)]);
  return mark;
}

type Author = { id: number; side: AuthorSide };

async function recipientsOf(tx: Tx, student: { id: number; name: string; email: string; counsellorId: number | null }, side: AuthorSide) {
  if (side === "staff") return [{ id: student.id, name: student.name, email: student.email, side: "student" as const }];
  const counsellor = student.counsellorId
    ? await tx.user.findUnique({ where: { id: student.counsellorId }, select: { id: true, role: true, disabledAt: true } })
    : null;
  const admins = counsellor && counsellor.disabledAt === null ? [] : await tx.user.findMany({ where: { role: "admin", disabledAt: null }, select: { id: true, role: true, disabledAt: true } });
  const ids = staffRecipientIds(counsellor, admins);
  const users = await tx.user.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" }, select: { id: true, name: true, email: true } });
  return users.map((user) => ({ ...user, side: "staff" as const }));
}

/**
 * Posts a message to the student's thread, with the attachment already stored, and tells the other side: a
 * notification at once, and a mail unless that recipient was mailed about this thread within the throttle window.
 * The thread's row is written first, so two messages at once on PostgreSQL take turns at it and the second sees the
 * first one's mail mark: two quick messages mail once.
 */
export async function postMessage({
  studentId,
  author,
  body: rawBody,
  attachment = null,
  now = new Date(),
}: {
  studentId: number;
  author: Author;
  body: string;
  attachment?: StoredFile | null;
  now?: Date;
}) {
  const checked = checkMessageBody(rawBody);
  if (!checked.ok) throw new InvalidMessageError(checked.message);
  const student = await db.user.findFirst({ where: { id: studentId, role: "student" }, select: { id: true, name: true, email: true, counsellorId: true, preferredLanguage: true } });
  if (!student) throw new NotAStudentError("That account is not a student's.");
  const conversation = await getOrCreateConversation(studentId);
  const ownMark = author.side === "student" ? "studentReadAt" : "staffReadAt";

  return db.$transaction(async (tx) => {
    const thread = await tx.conversation.update({
      where: { id: conversation.id },
      data: { lastMessageAt: now },
      select: { studentReadAt: true, staffReadAt: true },
    });
    const otherSideLast = await tx.conversationMessage.findFirst({
      where: { conversationId: conversation.id, authorSide: otherSide(author.side) },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const readMark = readMarkAfterPosting({ readAt: thread[ownMark], otherSideLastAt: otherSideLast?.createdAt ?? null, postedAt: now });
    if (readMark) await tx.conversation.update({ where: { id: conversation.id }, data: { [ownMark]: readMark } });

    const message = await tx.conversationMessage.create({
      data: {
        conversationId: conversation.id,
        authorId: author.id,
        authorSide: author.side,
        body: checked.body,
        createdAt: now,
        ...(attachment ? { attachments: { create: { ...attachment, ownerId: author.id, kind: MESSAGE_ATTACHMENT_KIND } } } : {}),
      },
      select: { id: true, createdAt: true, author: { select: { name: true } } },
    });

    const authorName = message.author?.name ?? "Someone";
    const recipients = await recipientsOf(tx, student, author.side);
    if (recipients.length === 0) return message;
    const link = author.side === "student" ? staffThreadPath(student.id) : STUDENT_THREAD_PATH;
    const sender = author.side === "student" ? student.name : authorName;
    // the notification is stored in English, which the student area reads back into its reader's language
    const title = translator(DEFAULT_LOCALE)("server.New message from {name}", { name: sender });
    const excerpt = checked.body.length > 200 ? `${checked.body.slice(0, 200)}…` : checked.body;
    await tx.notification.createMany({ data: recipients.map((recipient) => ({ userId: recipient.id, title, body: excerpt, link })) });

    const marks = await tx.conversationMailMark.findMany({
      where: { conversationId: conversation.id, userId: { in: recipients.map((recipient) => recipient.id) } },
      select: { userId: true, mailedAt: true },
    });
    for (const recipient of recipients) {
      if (!mailDue(marks.find((mark) => mark.userId === recipient.id)?.mailedAt ?? null, now)) continue;
      // the student reads it in their language; staff's mail is English
      const locale = recipient.side === "student" ? accountLocale(student.preferredLanguage) : DEFAULT_LOCALE;
      const t = translator(locale);
      const heading = t("server.New message from {name}", { name: sender });
      const content = messageMailContent({ authorName, body: checked.body, attachmentNames: attachment ? [attachment.originalName] : [], threadPath: link, heading, t });
      const queued = await enqueueMail(tx, {
        to: recipient.email,
        toName: recipient.name,
        // the student's mail follows their "updates" preference, like the other notices of their case; staff
        // mail follows the admin's switch (and its preferences link would lead to the student profile)
        ...(recipient.side === "student" ? { userId: recipient.id, category: "update" as const } : { category: "staff" as const }),
        subject: heading,
        locale,
        content,
      });
      if (!queued) continue;
      await tx.conversationMailMark.upsert({
        where: { conversationId_userId: { conversationId: conversation.id, userId: recipient.id } },
        create: { conversationId: conversation.id, userId: recipient.id, mailedAt: now },
        update: { mailedAt: now },
      });
    }
    return message;
  });
}

/** A file of a message in this student's thread; null for any other id, so both areas' downloads answer 404. */
export function getConversationAttachment(studentId: number, documentId: number) {
  return db.document.findFirst({
    where: { id: documentId, kind: MESSAGE_ATTACHMENT_KIND, message: { conversation: { studentId } } },
    select: { id: true, originalName: true, mimeType: true, storageKey: true },
  });
}

/** A thread staff have not read: a message came after their mark (staff's own messages move that mark, see postMessage). */
const UNREAD_BY_STAFF: Prisma.ConversationWhereInput = {
  OR: [{ staffReadAt: null, lastMessageAt: { not: null } }, { lastMessageAt: { gt: db.conversation.fields.staffReadAt } }],
};

/** How many of the students' messages in these threads came after staff's read mark, by thread id. */
async function unreadByStaff(threads: Array<{ id: number; staffReadAt: Date | null }>) {
  if (threads.length === 0) return new Map<number, number>();
  const counts = await db.conversationMessage.groupBy({
    by: ["conversationId"],
    where: {
      authorSide: "student",
      OR: threads.map((thread) => ({ conversationId: thread.id, ...(thread.staffReadAt ? { createdAt: { gt: thread.staffReadAt } } : {}) })),
    },
    _count: { _all: true },
  });
  return new Map(counts.map((count) => [count.conversationId, count._count._all]));
}

/**
 * The threads staff work from, newest message first: the student, their counsellor, the last message and how many
 * of the student's messages staff have not read. Whose students (mine / unassigned / everyone, the viewer's default
 * when not chosen), unread only, and a search on the student's name or e-mail.
 */
export async function listConversations(query: ThreadListQuery, viewer: { id: number; role: string }) {
  const counsellor = counsellorFilterFor(query.filters.counsellor, viewer);
  const student: Prisma.UserWhereInput = {
    ...studentsOf(counsellor, viewer.id),
    ...(query.search ? { OR: [{ name: containsText(query.search) }, { email: containsText(query.search) }] } : {}),
  };
  const where: Prisma.ConversationWhereInput = {
    lastMessageAt: { not: null },
    student,
    ...(query.filters.unread ? UNREAD_BY_STAFF : {}),
  };
  const page = await paginate(query, {
    count: () => db.conversation.count({ where }),
    findMany: (offset) =>
      db.conversation.findMany({
        where,
        orderBy: [{ lastMessageAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: {
          id: true,
          studentId: true,
          lastMessageAt: true,
          staffReadAt: true,
          student: { select: { name: true, email: true, counsellor: { select: { id: true, name: true } } } },
          messages: {
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: 1,
            select: { body: true, authorSide: true, createdAt: true, author: { select: { name: true } } },
          },
        },
      }),
  });
  const unread = await unreadByStaff(page.rows);
  return {
    counsellor,
    meta: page.meta,
    rows: page.rows.map(({ messages, ...row }) => ({ ...row, lastMessage: messages[0] ?? null, unread: unread.get(row.id) ?? 0 })),
  };
}

/** The staff messages the student has not read yet (their dashboard's badge). */
export async function countUnreadForStudent(studentId: number): Promise<number> {
  const thread = await db.conversation.findUnique({ where: { studentId }, select: { id: true, studentReadAt: true } });
  if (!thread) return 0;
  return db.conversationMessage.count({
    where: { conversationId: thread.id, authorSide: "staff", ...(thread.studentReadAt ? { createdAt: { gt: thread.studentReadAt } } : {}) },
  });
}
