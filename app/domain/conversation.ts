/**
 * One conversation per student: the rules of a message, of the mail throttle, of read marks and "Seen", of who on the
 * staff side hears of a student's message, and the staff list's filters. Pure: the model applies them.
 */
import type { FieldErrors } from "./forms";
import { readCounsellorFilter, type CounsellorFilter } from "./student-case";
import { readBooleanFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { lookup } from "./lookup";
import type { NoticeContent } from "./mail";
import type { AcceptKind } from "./uploads";

export const MESSAGE_BODY_MAX = 5000;

/** A thread mails a recipient about new messages at most once in this window. */
export const MAIL_THROTTLE_MS = 10 * 60 * 1000;

export const AUTHOR_SIDES = ["student", "staff"] as const;
export type AuthorSide = (typeof AUTHOR_SIDES)[number];

/** The Document.kind of a file sent with a message. */
export const MESSAGE_ATTACHMENT_KIND = "message_attachment";

/** A message's file goes through the same rules as a loan document: PDF, Word or an image, up to 5 MB. */
export const MESSAGE_ATTACHMENT_ACCEPTS: AcceptKind = "loanDocument";

/** The student's thread, and the same thread in the admin area. */
export const STUDENT_THREAD_PATH = "/student/messages";
export const staffThreadPath = (studentId: number) => `/admin/conversations/${studentId}`;

/**
 * The message of each account role as a student's pages name the people they deal with (a message's author, who moved
 * an application); the admin area keeps `roleLabel`.
 */
const PERSON_ROLE_KEYS: Record<string, string> = {
  student: "student.roles.student",
  counsellor: "student.roles.counsellor",
  admin: "student.roles.admin",
  editor: "student.roles.editor",
};

export function personRoleKey(role: string) {
  return lookup(PERSON_ROLE_KEYS, role) ?? "student.roles.staff";
}

export function otherSide(side: AuthorSide): AuthorSide {
  return side === "student" ? "staff" : "student";
}

/** The body as stored (trimmed), or why it cannot be sent. */
export function checkMessageBody(raw: string): { ok: true; body: string } | { ok: false; message: string } {
  const body = raw.trim();
  if (body.length === 0) return { ok: false, message: "Message is required" };
  if (body.length > MESSAGE_BODY_MAX) return { ok: false, message: `Message must be at most ${MESSAGE_BODY_MAX} characters` };
  return { ok: true, body };
}

/** Whether a new message may mail this recipient: never mailed about this thread, or last mailed a window ago. */
export function mailDue(lastMailedAt: Date | null, now: Date) {
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= MAIL_THROTTLE_MS;
}

/**
 * "Seen" under a side's own last message: the other side's read mark is at or after it. A read mark is the time of
 * the newest message that side had on screen, so it never covers a message nobody there has seen.
 */
export function isSeen(ownLastMessageAt: Date | null, otherSideReadAt: Date | null) {
  return ownLastMessageAt !== null && otherSideReadAt !== null && otherSideReadAt.getTime() >= ownLastMessageAt.getTime();
}

/**
 * The read mark after a side had the thread open showing messages up to `newestShown`: moved forward to it, never
 * back. Null when it does not move (nothing to write).
 */
export function advancedReadMark(current: Date | null, newestShown: Date | null): Date | null {
  if (newestShown === null) return null;
  return current === null || newestShown.getTime() > current.getTime() ? newestShown : null;
}

/**
 * The author's own read mark once they post: someone who answers had the thread before them, so their mark moves to
 * their message, unless the other side wrote something after their mark, which they may not have seen (a page
 * loaded before it arrived, without JavaScript): that message stays unread.
 */
export function readMarkAfterPosting({ readAt, otherSideLastAt, postedAt }: { readAt: Date | null; otherSideLastAt: Date | null; postedAt: Date }) {
  const sawEverything = otherSideLastAt === null || (readAt !== null && readAt.getTime() >= otherSideLastAt.getTime());
  return sawEverything ? postedAt : null;
}

/**
 * What a page with the thread open compares to know it is out of date: the newest message and the other side's read
 * mark (its "Seen"). The page's loader and the cheap state poll both compute it.
 */
export function threadVersion(state: { lastMessageAt: Date | null; studentReadAt: Date | null; staffReadAt: Date | null } | null, viewer: AuthorSide) {
  if (!state) return "empty";
  const otherReadAt = viewer === "student" ? state.staffReadAt : state.studentReadAt;
  return `${state.lastMessageAt?.getTime() ?? 0}-${otherReadAt?.getTime() ?? 0}`;
}

export type StaffCandidate = { id: number; role: string; disabledAt: Date | null };

/**
 * Who hears of a student's message: the assigned counsellor while their account is active, otherwise every active
 * admin (an unassigned student, or a counsellor who left).
 */
export function staffRecipientIds(counsellor: StaffCandidate | null, admins: StaffCandidate[]): number[] {
  if (counsellor && counsellor.disabledAt === null && (counsellor.role === "counsellor" || counsellor.role === "admin")) return [counsellor.id];
  return admins.filter((admin) => admin.role === "admin" && admin.disabledAt === null).map((admin) => admin.id);
}

/** A message in the mail's reader's language (app/i18n's `translator`), passed in as this layer imports only itself. */
type TranslateText = (key: string, values?: Record<string, string | number>) => string;

/** The mail of a new message, in its reader's language: who wrote, the message quoted, and the link to the thread. */
export function messageMailContent({
  authorName,
  body,
  attachmentNames,
  threadPath,
  heading,
  t,
}: {
  authorName: string;
  body: string;
  attachmentNames: string[];
  threadPath: string;
  heading: string;
  t: TranslateText;
}): NoticeContent {
  const quoted = body
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    template: "notice",
    heading,
    paragraphs: [
      t("mail.conversation.wrote", { name: authorName }),
      quoted,
      ...(attachmentNames.length > 0 ? [t("mail.conversation.attached", { names: attachmentNames.join(", ") })] : []),
      t("mail.conversation.answerInThread"),
    ],
    action: { label: t("mail.conversation.open"), path: threadPath },
  };
}

// The staff list at /admin/conversations

/** `counsellor` is whose students' threads (null: the viewer's default, see counsellorFilterFor). */
export type ThreadFilters = { counsellor: CounsellorFilter | null; unread: boolean };

export type ThreadListQuery = ListQuery<"last_message", ThreadFilters>;

const THREAD_FILTER_KEYS = ["counsellor", "unread"] as const;

export const CONVERSATION_ADMIN_LIST: ListSpec<"last_message", ThreadFilters> = {
  sortKeys: ["last_message"],
  defaultSort: "last_message",
  defaultSortDirection: "desc",
  filterKeys: THREAD_FILTER_KEYS,
  /** The list's "whose students" filter was once called `show`. */
  renamedFilters: { show: "counsellor" },
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, THREAD_FILTER_KEYS);
    const counsellor = readCounsellorFilter(raw.counsellor);
    if (counsellor.error) errors.counsellor = [`The counsellor filter ${counsellor.error}.`];
    const unread = readBooleanFilter(raw.unread);
    if (unread.error) errors.unread = [`The unread filter ${unread.error}.`];
    return { filters: { counsellor: counsellor.value, unread: unread.value === true }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.counsellor) json.counsellor = filters.counsellor;
    if (filters.unread) json.unread = true;
    return json;
  },
};

// The student's thread through the JSON API

/** The messages of one thread as `GET /api/me/messages` pages them: newest first unless asked, searched in their text. */
export const STUDENT_MESSAGE_LIST: ListSpec<"sent_at", Record<string, never>> = {
  sortKeys: ["sent_at"],
  defaultSort: "sent_at",
  defaultSortDirection: "desc",
  filterKeys: [],
  parseFilters: (raw) => ({ filters: {}, errors: unknownFilterErrors(raw, []) }),
  filtersToJson: () => ({}),
};
export type StudentMessageListQuery = ListQuery<"sent_at", Record<string, never>>;
