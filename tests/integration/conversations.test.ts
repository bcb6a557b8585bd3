import { beforeAll, describe, expect, test } from "vitest";
import { MAIL_THROTTLE_MS } from "~/domain/conversation";
import type { NoticeContent } from "~/domain/mail";
import { countUnreadForStudent, postMessage } from "~/models/conversation.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { readCaseWork } from "~/models/staff-case-work.server";
import * as adminList from "~/routes/admin.conversations._index";
import * as adminThread from "~/routes/admin.conversations.$studentId";
import * as adminAttachment from "~/routes/admin.conversations.$studentId_.attachments.$documentId";
import * as adminState from "~/routes/admin.conversations.$studentId_.state";
import * as studentThread from "~/routes/student.messages";
import * as studentAttachment from "~/routes/student.messages_.attachments.$documentId";
import * as studentState from "~/routes/student.messages_.state";
import { db } from "~/utils/db.server";
import { seedDemoConversation } from "../../prisma/demo-case/conversation";
import { EXE, PDF, pdfFile } from "../support/fixtures/files";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

type ThreadBody = Awaited<ReturnType<typeof studentThread.loader>>;
type AdminThreadBody = Awaited<ReturnType<typeof adminThread.loader>>;
type ListBody = Awaited<ReturnType<typeof adminList.loader>>;

let counsellor: SignedInUser;

/** The staff dashboard's unread threads (its case work's one statement), everyone's or one counsellor's. */
const listUnreadThreads = async ({ counsellorId, take }: { counsellorId?: number; take: number }) =>
  (await readCaseWork({ viewerId: counsellor.user.id, counsellorId, take, zone: "Asia/Kathmandu" })).unreadThreads;
let otherCounsellor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
  otherCounsellor = await signedInUser("counsellor", "Other Counsellor");
  admin = await signedInUser("admin", "Asha Admin");
});

/** A student with the given counsellor (or none). */
async function newStudent(name: string, counsellorId: number | null = counsellor.user.id) {
  const student = await signedInUser("student", name);
  await db.user.update({ where: { id: student.user.id }, data: { counsellorId } });
  return student;
}

function studentPosts(student: SignedInUser, form: Record<string, string | File>) {
  return callRoute(studentThread.action, "/student/messages", { cookie: student.cookie, multipart: true, form });
}

function staffPosts(staff: SignedInUser, studentId: number, form: Record<string, string | File>) {
  return callRoute(adminThread.action, `/admin/conversations/${studentId}`, { cookie: staff.cookie, params: { studentId: String(studentId) }, multipart: true, form });
}

const studentView = async (student: SignedInUser) => (await callRoute(studentThread.loader, "/student/messages", { cookie: student.cookie })).body as ThreadBody;
const staffView = async (staff: SignedInUser, studentId: number) =>
  (await callRoute(adminThread.loader, `/admin/conversations/${studentId}`, { cookie: staff.cookie, params: { studentId: String(studentId) } })).body as AdminThreadBody;

const mailsTo = (email: string) => db.mail.count({ where: { to: email } });
const messagesOf = (studentId: number) => db.conversationMessage.count({ where: { conversation: { studentId } } });

describe("posting", () => {
  test("a student posts; the counsellor is told in the app and by mail quoting the message with a link to the thread", async () => {
    const student = await newStudent("Posting Student");
    const posted = await studentPosts(student, { body: "  When is the Toronto deadline?  " });
    expectRedirect(posted, "/student/messages");
    expect(posted.toast).toMatchObject({ type: "success", title: "Message sent" });

    const view = await studentView(student);
    expect(view.messages).toMatchObject([{ body: "When is the Toronto deadline?", author: "Posting Student", role: "Student", own: true, attachments: [] }]);
    const notice = await db.notification.findFirstOrThrow({ where: { userId: counsellor.user.id, link: `/admin/conversations/${student.user.id}` } });
    expect(notice).toMatchObject({ title: "New message from Posting Student", body: "When is the Toronto deadline?" });
    const mail = await db.mail.findFirstOrThrow({ where: { to: counsellor.user.email, subject: "New message from Posting Student" } });
    const content = JSON.parse(mail.data).content;
    expect(content.paragraphs).toContain("> When is the Toronto deadline?");
    expect(content.action.path).toBe(`/admin/conversations/${student.user.id}`);
    expect(await db.notification.count({ where: { userId: otherCounsellor.user.id } })).toBe(0);
  });

  test("staff reply with an attachment; the student sees it oldest first with the author's name and role, and is told", async () => {
    const student = await newStudent("Reply Student");
    await studentPosts(student, { body: "First question" });
    const replied = await staffPosts(counsellor, student.user.id, { body: "Here is the checklist.", attachment: pdfFile("checklist.pdf") });
    expectRedirect(replied, `/admin/conversations/${student.user.id}`);

    const view = await studentView(student);
    expect(view.messages.map((message) => [message.body, message.author, message.role, message.own])).toEqual([
      ["First question", "Reply Student", "Student", true],
      ["Here is the checklist.", "Kiran Counsellor", "Counsellor", false],
    ]);
    expect(view.messages[1].attachments).toMatchObject([{ name: "checklist.pdf", href: expect.stringMatching(/^\/student\/messages\/attachments\/\d+$/) }]);
    const document = await db.document.findFirstOrThrow({ where: { originalName: "checklist.pdf", ownerId: counsellor.user.id } });
    expect(document).toMatchObject({ kind: "message_attachment", mimeType: "application/pdf" });
    expect(document.messageId).not.toBeNull();
    expect(await db.notification.count({ where: { userId: student.user.id, link: "/student/messages" } })).toBe(1);
    expect(await db.mail.count({ where: { to: student.user.email, userId: student.user.id, category: "update" } })).toBe(1);
  });

  test("an unassigned student's message reaches every active admin", async () => {
    const student = await newStudent("Unassigned Student", null);
    const disabledAdmin = await signedInUser("admin", "Gone Admin");
    await db.user.update({ where: { id: disabledAdmin.user.id }, data: { disabledAt: new Date() } });
    await studentPosts(student, { body: "Anyone there?" });
    const link = `/admin/conversations/${student.user.id}`;
    expect(await db.notification.count({ where: { userId: admin.user.id, link } })).toBe(1);
    expect(await db.notification.count({ where: { userId: disabledAdmin.user.id, link } })).toBe(0);
    expect(await db.notification.count({ where: { userId: counsellor.user.id, link } })).toBe(0);
    expect(await mailsTo(admin.user.email)).toBeGreaterThan(0);
  });

  test("a Nepali student's mail of a counsellor's message is in Nepali, the message quoted as written; the counsellor's stays English", async () => {
    const student = await newStudent("सीता शर्मा");
    await setPreferredLanguage(student.user.id, "ne");
    await postMessage({ studentId: student.user.id, author: { id: counsellor.user.id, side: "staff" }, body: "Your offer letter arrived." });
    const mail = await db.mail.findFirstOrThrow({ where: { to: student.user.email }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("Kiran Counsellor बाट नयाँ सन्देश");
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.paragraphs).toEqual([
      "Kiran Counsellor ले लेख्नुभयो:",
      "> Your offer letter arrived.",
      "कुराकानीमै जवाफ दिनुहोस्। अबका केही मिनेटभित्र आउने थप सन्देशहरू फेरि इमेल गरिँदैनन्; ती सबै कुराकानीमा नै हुन्छन्।",
    ]);
    expect(content.action?.label).toBe("कुराकानी खोल्नुहोस्");
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "New message from Kiran Counsellor" });

    await postMessage({ studentId: student.user.id, author: { id: student.user.id, side: "student" }, body: "Thank you!" });
    expect(await db.mail.findFirst({ where: { to: counsellor.user.email }, orderBy: { id: "desc" } })).toMatchObject({ subject: "New message from सीता शर्मा" });
  });

  test("the student's mail follows their e-mail preference; the in-app notice still comes", async () => {
    const student = await newStudent("Quiet Student");
    await db.user.update({ where: { id: student.user.id }, data: { emailUpdates: false } });
    await staffPosts(counsellor, student.user.id, { body: "News about your offer" });
    expect(await mailsTo(student.user.email)).toBe(0);
    expect(await db.notification.count({ where: { userId: student.user.id } })).toBe(1);
  });
});

describe("bad input changes nothing", () => {
  test("an empty and a 5,001-character body are refused next to the field, with the text kept", async () => {
    const student = await newStudent("Bad Input Student");
    const empty = await studentPosts(student, { body: "   " });
    expect(fieldErrors(empty).body).toEqual(["Message is required"]);
    const long = "x".repeat(5001);
    const tooLong = await studentPosts(student, { body: long });
    expect(fieldErrors(tooLong).body).toEqual(["Message must be at most 5000 characters"]);
    expect(formResult(tooLong).initialValue.body).toBe(long);
    const staffTooLong = await staffPosts(counsellor, student.user.id, { body: long });
    expect(fieldErrors(staffTooLong).body).toEqual(["Message must be at most 5000 characters"]);
    expect(await messagesOf(student.user.id)).toBe(0);
    expect(await db.notification.count({ where: { link: `/admin/conversations/${student.user.id}` } })).toBe(0);
  });

  test("a wrong-type or oversize file is refused with its message, and nothing is stored", async () => {
    const student = await newStudent("Bad File Student");
    const documentsBefore = await db.document.count();
    const wrongType = await studentPosts(student, { body: "My passport", attachment: new File([EXE], "passport.pdf") });
    expect(fieldErrors(wrongType).attachment).toEqual(["Upload a PDF, DOC, DOCX, JPG, PNG file."]);
    expect(formResult(wrongType).initialValue.body).toBe("My passport");
    const big = new File([PDF, new Uint8Array(5 * 1024 * 1024)], "big.pdf", { type: "application/pdf" });
    const oversize = await staffPosts(counsellor, student.user.id, { body: "A big file", attachment: big });
    expect(fieldErrors(oversize).attachment).toEqual(["The file is larger than 5 MB."]);
    expect(await messagesOf(student.user.id)).toBe(0);
    expect(await db.document.count()).toBe(documentsBefore);
  });
});

describe("roles", () => {
  test("staff of another kind of id: a non-student's thread is a 404 and nothing is posted", async () => {
    const asPage = await callRoute(adminThread.loader, `/admin/conversations/${counsellor.user.id}`, { cookie: admin.cookie, params: { studentId: String(counsellor.user.id) } });
    expect(asPage.status).toBe(404);
    const posted = await staffPosts(admin, counsellor.user.id, { body: "Hello?" });
    expect(posted.status).toBe(404);
    expect(await db.conversation.count({ where: { studentId: counsellor.user.id } })).toBe(0);
    const missing = await callRoute(adminThread.loader, "/admin/conversations/abc", { cookie: admin.cookie, params: { studentId: "abc" } });
    expect(missing.status).toBe(404);
  });

  test("a student is sent away from the admin routes, changing nothing", async () => {
    const student = await newStudent("Curious Student");
    const other = await newStudent("Other Student");
    await studentPosts(other, { body: "Private words" });
    const params = { studentId: String(other.user.id) };
    const calls = [
      callRoute(adminList.loader, "/admin/conversations", { cookie: student.cookie }),
      callRoute(adminThread.loader, `/admin/conversations/${other.user.id}`, { cookie: student.cookie, params }),
      callRoute(adminThread.action, `/admin/conversations/${other.user.id}`, { cookie: student.cookie, params, multipart: true, form: { body: "Sneaky" } }),
      callRoute(adminState.loader, `/admin/conversations/${other.user.id}/state`, { cookie: student.cookie, params }),
    ];
    for (const call of calls) expectRedirect(await call, "/student");
    expect(await messagesOf(other.user.id)).toBe(1);
  });

  test("another student's attachment is a 404 for a student; staff and the owner can download it", async () => {
    const owner = await newStudent("Owner Student");
    const stranger = await newStudent("Stranger Student");
    await studentPosts(owner, { body: "My transcript", attachment: pdfFile("transcript.pdf") });
    const file = await db.document.findFirstOrThrow({ where: { ownerId: owner.user.id, originalName: "transcript.pdf" } });
    const id = String(file.id);

    const refused = await callRoute(studentAttachment.loader, `/student/messages/attachments/${id}`, { cookie: stranger.cookie, params: { documentId: id } });
    expect(refused.status).toBe(404);
    const wrongThread = await callRoute(adminAttachment.loader, `/admin/conversations/${stranger.user.id}/attachments/${id}`, {
      cookie: counsellor.cookie,
      params: { studentId: String(stranger.user.id), documentId: id },
    });
    expect(wrongThread.status).toBe(404);

    const own = await callRoute(studentAttachment.loader, `/student/messages/attachments/${id}`, { cookie: owner.cookie, params: { documentId: id } });
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Disposition")).toMatch(/^attachment; filename="transcript.pdf"/);
    expect(own.body).toBe(new TextDecoder().decode(PDF));
    const staff = await callRoute(adminAttachment.loader, `/admin/conversations/${owner.user.id}/attachments/${id}`, {
      cookie: otherCounsellor.cookie,
      params: { studentId: String(owner.user.id), documentId: id },
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("Content-Disposition")).toContain("attachment");
  });

  test("another student's thread stays theirs: the student page shows only one's own", async () => {
    const owner = await newStudent("Thread Owner");
    const stranger = await newStudent("Thread Stranger");
    await studentPosts(owner, { body: "Only mine" });
    expect((await studentView(stranger)).messages).toEqual([]);
    expect(await messagesOf(stranger.user.id)).toBe(0);
  });

  test("a visitor is sent to log in", async () => {
    const visits = [
      callRoute(studentThread.loader, "/student/messages"),
      callRoute(studentThread.action, "/student/messages", { multipart: true, form: { body: "Hi" } }),
      callRoute(studentState.loader, "/student/messages/state"),
      callRoute(adminList.loader, "/admin/conversations"),
      callRoute(adminThread.loader, "/admin/conversations/1", { params: { studentId: "1" } }),
    ];
    for (const visit of visits) {
      const answer = await visit;
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login\?redirectTo=/);
    }
  });
});

describe("mail throttle", () => {
  test("two messages within 10 minutes queue one mail per recipient; one after 10 minutes queues another", async () => {
    const student = await newStudent("Chatty Student");
    await studentPosts(student, { body: "One" });
    await studentPosts(student, { body: "Two" });
    expect(await db.mail.count({ where: { to: counsellor.user.email, subject: "New message from Chatty Student" } })).toBe(1);
    expect(await db.notification.count({ where: { userId: counsellor.user.id, link: `/admin/conversations/${student.user.id}` } })).toBe(2);

    const conversation = await db.conversation.findUniqueOrThrow({ where: { studentId: student.user.id } });
    await db.conversationMailMark.update({
      where: { conversationId_userId: { conversationId: conversation.id, userId: counsellor.user.id } },
      data: { mailedAt: new Date(Date.now() - MAIL_THROTTLE_MS - 1000) },
    });
    await studentPosts(student, { body: "Three" });
    expect(await db.mail.count({ where: { to: counsellor.user.email, subject: "New message from Chatty Student" } })).toBe(2);
  });

  test("two messages posted at the same moment mail once", async () => {
    const student = await newStudent("Racing Student");
    await postMessage({ studentId: student.user.id, author: { id: student.user.id, side: "student" }, body: "Warm-up" });
    await db.conversationMailMark.deleteMany({ where: { conversation: { studentId: student.user.id } } });
    await Promise.all([
      postMessage({ studentId: student.user.id, author: { id: student.user.id, side: "student" }, body: "A" }),
      postMessage({ studentId: student.user.id, author: { id: student.user.id, side: "student" }, body: "B" }),
    ]);
    expect(await db.mail.count({ where: { to: counsellor.user.email, subject: "New message from Racing Student" } })).toBe(2);
  });
});

describe("read state", () => {
  test("Seen shows under the student's last message once staff opened the thread after it", async () => {
    const student = await newStudent("Seen Student");
    await studentPosts(student, { body: "Did you get my documents?" });
    expect((await studentView(student)).seenMessageId).toBeNull();

    const opened = await staffView(otherCounsellor, student.user.id);
    const view = await studentView(student);
    expect(view.seenMessageId).toBe(opened.messages[0].id);

    await studentPosts(student, { body: "And another thing" });
    const after = await studentView(student);
    expect(after.seenMessageId).toBeNull();
  });

  test("read flags per side: unread counts, the list's flag, and the version the live update polls", async () => {
    const student = await newStudent("Flags Student");
    await studentPosts(student, { body: "Question one" });
    await studentPosts(student, { body: "Question two" });
    const conversation = await db.conversation.findUniqueOrThrow({ where: { studentId: student.user.id } });
    expect(conversation.staffReadAt).toBeNull();
    expect(conversation.studentReadAt).not.toBeNull();

    const unreadThreads = await listUnreadThreads({ counsellorId: counsellor.user.id, take: 50 });
    expect(unreadThreads.find((thread) => thread.studentId === student.user.id)).toMatchObject({ studentName: "Flags Student", unread: 2 });
    expect((await listUnreadThreads({ counsellorId: otherCounsellor.user.id, take: 50 })).some((thread) => thread.studentId === student.user.id)).toBe(false);

    const params = { studentId: String(student.user.id) };
    const polledBefore = (await callRoute(studentState.loader, "/student/messages/state", { cookie: student.cookie })).body as { version: string };
    const staffPage = await staffView(counsellor, student.user.id);
    expect((await db.conversation.findUniqueOrThrow({ where: { id: conversation.id } })).staffReadAt).toEqual(await lastMessageAt(student.user.id));
    expect(await db.notification.count({ where: { userId: counsellor.user.id, link: `/admin/conversations/${student.user.id}`, readAt: null } })).toBe(0);
    const polledAfter = (await callRoute(studentState.loader, "/student/messages/state", { cookie: student.cookie })).body as { version: string };
    expect(polledAfter.version).not.toBe(polledBefore.version);
    const staffPoll = (await callRoute(adminState.loader, `/admin/conversations/${student.user.id}/state`, { cookie: counsellor.cookie, params })).body as { version: string };
    expect(staffPoll.version).toBe(staffPage.version);
    expect((await listUnreadThreads({ counsellorId: counsellor.user.id, take: 50 })).some((thread) => thread.studentId === student.user.id)).toBe(false);

    await staffPosts(counsellor, student.user.id, { body: "Answer one" });
    await staffPosts(counsellor, student.user.id, { body: "Answer two" });
    expect(await countUnreadForStudent(student.user.id)).toBe(2);
    expect((await listUnreadThreads({ take: 500 })).some((thread) => thread.studentId === student.user.id)).toBe(false);
    await studentView(student);
    expect(await countUnreadForStudent(student.user.id)).toBe(0);
  });

  test("a staff reply does not mark read a student message the replier's page never showed", async () => {
    const student = await newStudent("Crossing Student");
    await studentPosts(student, { body: "First" });
    await staffView(counsellor, student.user.id);
    await studentPosts(student, { body: "Second, while staff were typing" });
    await staffPosts(counsellor, student.user.id, { body: "Reply to the first" });
    const conversation = await db.conversation.findUniqueOrThrow({ where: { studentId: student.user.id } });
    const second = await db.conversationMessage.findFirstOrThrow({ where: { conversationId: conversation.id, body: "Second, while staff were typing" } });
    expect(conversation.staffReadAt!.getTime()).toBeLessThan(second.createdAt.getTime());
    expect((await studentView(student)).seenMessageId).toBeNull();
  });
});

async function lastMessageAt(studentId: number) {
  return (await db.conversation.findUniqueOrThrow({ where: { studentId } })).lastMessageAt;
}

describe("staff list", () => {
  let mine: SignedInUser;
  let theirs: SignedInUser;
  let unassigned: SignedInUser;

  beforeAll(async () => {
    mine = await newStudent("Zq Mine", counsellor.user.id);
    theirs = await newStudent("Zq Theirs", otherCounsellor.user.id);
    unassigned = await newStudent("Zq Unassigned", null);
    await studentPosts(mine, { body: "mine" });
    await studentPosts(theirs, { body: "theirs" });
    await studentPosts(unassigned, { body: "unassigned" });
    await staffView(admin, theirs.user.id);
  });

  const list = async (staff: SignedInUser, filters?: object) => {
    const search = new URLSearchParams({ search_keyword: "Zq" });
    if (filters) search.set("filters", JSON.stringify(filters));
    return (await callRoute(adminList.loader, `/admin/conversations?${search}`, { cookie: staff.cookie })).body as ListBody;
  };
  const names = (body: ListBody) => body.rows.map((row) => row.student).sort();

  test("a counsellor starts on their own students, an admin on everyone", async () => {
    const asCounsellor = await list(counsellor);
    expect(asCounsellor.counsellor).toBe("mine");
    expect(names(asCounsellor)).toEqual(["Zq Mine"]);
    const asAdmin = await list(admin);
    expect(asAdmin.counsellor).toBe("everyone");
    expect(names(asAdmin)).toEqual(["Zq Mine", "Zq Theirs", "Zq Unassigned"]);
  });

  test("mine, unassigned and unread only filter; each row has its last message, counsellor and unread count", async () => {
    expect(names(await list(admin, { counsellor: "unassigned" }))).toEqual(["Zq Unassigned"]);
    expect(names(await list(otherCounsellor, { counsellor: "mine" }))).toEqual(["Zq Theirs"]);
    expect(names(await list(admin, { unread: true }))).toEqual(["Zq Mine", "Zq Unassigned"]);
    const everyone = await list(counsellor, { counsellor: "everyone" });
    const row = everyone.rows.find((entry) => entry.student === "Zq Mine")!;
    expect(row).toMatchObject({ counsellor: "Kiran Counsellor", unread: 1, last: { excerpt: "mine", side: "student" } });
    expect(everyone.rows.find((entry) => entry.student === "Zq Theirs")).toMatchObject({ unread: 0 });
  });

  test("an old link's `show` filter redirects to the same list under `counsellor`, the rest of the query kept", async () => {
    const old = new URLSearchParams({ search_keyword: "Zq", filters: JSON.stringify({ show: "unassigned", unread: true }), per_page: "25" });
    const current = new URLSearchParams({ search_keyword: "Zq", filters: JSON.stringify({ counsellor: "unassigned", unread: true }), per_page: "25" });
    expectRedirect(await callRoute(adminList.loader, `/admin/conversations?${old}`, { cookie: admin.cookie }), `/admin/conversations?${current}`);
    expectRedirect(await callRoute(adminList.loader, "/admin/conversations?show=mine", { cookie: admin.cookie }), `/admin/conversations?${new URLSearchParams({ filters: '{"counsellor":"mine"}' })}`);
    const body = (await callRoute(adminList.loader, `/admin/conversations?${current}`, { cookie: admin.cookie })).body as ListBody;
    expect(body.counsellor).toBe("unassigned");
    expect(names(body)).toEqual(["Zq Unassigned"]);
  });

  test("search finds a student by e-mail", async () => {
    const body = (await callRoute(adminList.loader, `/admin/conversations?search_keyword=${encodeURIComponent(theirs.user.email)}`, { cookie: admin.cookie })).body as ListBody;
    expect(body.rows.map((entry) => entry.studentId)).toEqual([theirs.user.id]);
  });
});

test("the demo conversation: messages both ways, one attachment, Seen under the student's last, one staff message unread", async () => {
  const student = await newStudent("Demo Student");
  expect(await seedDemoConversation(student.user.id, counsellor.user.id)).toBe(true);
  expect(await seedDemoConversation(student.user.id, counsellor.user.id)).toBe(false);
  expect(await countUnreadForStudent(student.user.id)).toBe(1);
  const view = await studentView(student);
  expect(view.messages.map((message) => message.side)).toEqual(["student", "staff", "student", "staff"]);
  expect(view.messages[1].attachments).toMatchObject([{ name: "document-checklist.pdf" }]);
  expect(view.seenMessageId).toBe(view.messages[2].id);
});
