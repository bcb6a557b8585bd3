import { readdir } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { createApiToken } from "~/models/api-token.server";
import { countUnreadForStudent, postMessage } from "~/models/conversation.server";
import * as listRoute from "~/routes/api.me.messages";
import * as attachmentRoute from "~/routes/api.me.messages.attachments.$id";
import * as studentThread from "~/routes/student.messages";
import { db } from "~/utils/db.server";
import { callApi } from "../support/api";
import { EXE, PDF, pdfFile } from "../support/fixtures/files";
import { callRoute, type FormFields } from "../support/routes";
import { createTestUser, signedInUser } from "../support/users";

type Message = { id: number; body: string; sent_at: string; sender: { name: string | null; role: string | null; is_student: boolean }; attachments: Array<{ id: number; url: string }>; read: boolean };
type Page = { data: Message[]; meta: { total: number; per_page: number; current_page: number; last_page: number; from: number | null; to: number | null } };

/** A student with a token and a counsellor of their own, as most threads have. */
async function counselledStudent(name: string, options?: { emailVerified?: boolean }) {
  const counsellor = await createTestUser("counsellor", `${name}'s Counsellor`);
  const user = await createTestUser("student", name, options);
  await db.user.update({ where: { id: user.id }, data: { counsellorId: counsellor.id } });
  return { user, counsellor, token: await createApiToken(user.id) };
}

const send = (token: string | null, message: { body?: unknown; form?: FormFields }) => callApi(listRoute, { method: "POST", path: "/api/me/messages", token, ...message });
const read = (token: string | null, query = "") => callApi(listRoute, { path: `/api/me/messages${query}`, token });
const download = (token: string | null, id: number | string, query = "") => callApi(attachmentRoute, { path: `/api/me/messages/attachments/${id}${query}`, token, params: { id: String(id) } });

const bodies = (answer: { body: unknown }) => (answer.body as Page).data.map((message) => message.body);

/** Messages both ways a minute apart, oldest first, as the model posts them for either side's form. */
async function threadOf(studentId: number, counsellorId: number, count: number) {
  const start = Date.now() - count * 60_000;
  for (let index = 0; index < count; index++) {
    const author = index % 2 === 0 ? { id: studentId, side: "student" as const } : { id: counsellorId, side: "staff" as const };
    await postMessage({ studentId, author, body: `Message ${index + 1}`, now: new Date(start + index * 60_000) });
  }
}

/** What a refused request must leave alone: the thread, its read marks, its files (rows and bytes), notices and mails. */
async function threadState(studentId: number) {
  return {
    conversation: await db.conversation.findUnique({ where: { studentId }, select: { lastMessageAt: true, studentReadAt: true, staffReadAt: true } }),
    messages: await db.conversationMessage.findMany({ where: { conversation: { studentId } }, orderBy: { id: "asc" }, select: { id: true, body: true } }),
    files: await db.document.count({ where: { kind: "message_attachment" } }),
    stored: (await readdir(process.env.UPLOAD_DIR!)).length,
    notices: await db.notification.findMany({ orderBy: { id: "asc" }, select: { id: true, readAt: true } }),
    mails: await db.mail.count(),
  };
}

describe("the student's conversation through the API", () => {
  test("a student sends a message; the counsellor is told as from the page, and the answer is the message as the list shows it", async () => {
    const { user, counsellor, token } = await counselledStudent("Api Writer");
    const sent = await send(token, { body: { body: "  When is the Toronto deadline?  " } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: "Message sent.",
      data: { body: "When is the Toronto deadline?", sender: { name: "Api Writer", role: "student", is_student: true }, attachments: [], read: false },
    });
    const listed = await read(token);
    expect((listed.body as Page).data).toEqual([(sent.body as { data: Message }).data]);

    // the page's traces: the counsellor's notice linking the staff thread, and their mail quoting the message
    expect(await db.notification.findFirst({ where: { userId: counsellor.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "New message from Api Writer",
      body: "When is the Toronto deadline?",
      link: `/admin/conversations/${user.id}`,
    });
    const mail = await db.mail.findFirstOrThrow({ where: { to: counsellor.email, subject: "New message from Api Writer" } });
    expect(JSON.parse(mail.data).content.paragraphs).toContain("> When is the Toronto deadline?");
  });

  test("a student sends a file with a message as a multipart form, and downloads it", async () => {
    const { user, token } = await counselledStudent("Api Attacher");
    const stored = (await readdir(process.env.UPLOAD_DIR!)).length;
    const sent = await send(token, { form: { body: "My passport scan", attachment: pdfFile("passport scan.pdf") } });
    expect(sent.status).toBe(201);
    const [file] = (sent.body as { data: Message }).data.attachments;
    expect(file).toEqual({ id: expect.any(Number), name: "passport scan.pdf", content_type: "application/pdf", size_bytes: PDF.length, url: `/api/me/messages/attachments/${file.id}` });
    expect(await db.document.findUniqueOrThrow({ where: { id: file.id } })).toMatchObject({ ownerId: user.id, kind: "message_attachment" });
    expect((await readdir(process.env.UPLOAD_DIR!)).length).toBe(stored + 1);

    const downloaded = await download(token, file.id);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get("Content-Type")).toBe("application/pdf");
    expect(downloaded.headers.get("Content-Disposition")).toMatch(/^attachment; filename="passport scan.pdf"/);
    expect(downloaded.body).toBe(new TextDecoder().decode(PDF));
  });

  test("lists newest first in pages with the list contract's meta and Link header; `after` keeps only newer messages", async () => {
    const { user, counsellor, token } = await counselledStudent("Api Pager");
    await threadOf(user.id, counsellor.id, 12);

    const first = await read(token);
    expect(bodies(first)).toEqual(["Message 12", "Message 11", "Message 10", "Message 9", "Message 8", "Message 7", "Message 6", "Message 5", "Message 4", "Message 3"]);
    expect((first.body as Page).meta).toEqual({ total: 12, per_page: 10, current_page: 1, last_page: 2, from: 1, to: 10 });
    expect(first.headers.get("Link")).toBe('</api/me/messages?page=1>; rel="first", </api/me/messages?page=2>; rel="last", </api/me/messages?page=2>; rel="next"');
    const second = await read(token, "?page=2");
    expect(bodies(second)).toEqual(["Message 2", "Message 1"]);
    expect((first.body as Page).data.map((message) => message.sender.is_student)).toEqual([false, true, false, true, false, true, false, true, false, true]);

    const message10 = (first.body as Page).data[2];
    expect(bodies(await read(token, `?after=${message10.id}`))).toEqual(["Message 12", "Message 11"]);
    expect((await read(token, `?after=${(first.body as Page).data[0].id}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect(bodies(await read(token, "?per_page=25&sort_direction=asc&search_keyword=message 1"))).toEqual(["Message 1", "Message 10", "Message 11", "Message 12"]);

    // a new message while the client polls comes back alone
    await postMessage({ studentId: user.id, author: { id: counsellor.id, side: "staff" }, body: "Your visa is approved" });
    expect(bodies(await read(token, `?after=${(first.body as Page).data[0].id}`))).toEqual(["Your visa is approved"]);
  });

  test("reading the list marks the counsellor's messages read for the student exactly as opening the page does", async () => {
    const viaPage = await signedInUser("student", "Page Reader");
    const viaApi = await counselledStudent("Api Reader");
    for (const student of [viaPage.user, viaApi.user]) {
      await db.user.update({ where: { id: student.id }, data: { counsellorId: viaApi.counsellor.id } });
      await threadOf(student.id, viaApi.counsellor.id, 4);
    }
    const readState = async (studentId: number) => {
      const marks = await db.conversation.findUniqueOrThrow({ where: { studentId }, select: { lastMessageAt: true, studentReadAt: true, staffReadAt: true } });
      return {
        unread: await countUnreadForStudent(studentId),
        unreadNotices: await db.notification.count({ where: { userId: studentId, link: "/student/messages", readAt: null } }),
        readToTheEnd: marks.studentReadAt?.getTime() === marks.lastMessageAt?.getTime(),
        staffRead: marks.staffReadAt !== null,
      };
    };
    expect(await readState(viaApi.user.id)).toEqual({ unread: 2, unreadNotices: 2, readToTheEnd: false, staffRead: false });

    await callRoute(studentThread.loader, "/student/messages", { cookie: viaPage.cookie });
    const listed = await read(viaApi.token);
    expect(await readState(viaApi.user.id)).toEqual({ unread: 0, unreadNotices: 0, readToTheEnd: true, staffRead: false });
    expect(await readState(viaPage.user.id)).toEqual(await readState(viaApi.user.id));
    // the answer tells what each side has read: the counsellor's messages now, and none of the student's yet
    expect((listed.body as Page).data.map((message) => [message.body, message.read])).toEqual([
      ["Message 4", true],
      ["Message 3", false],
      ["Message 2", true],
      ["Message 1", false],
    ]);
  });

  test("the student's mark moves only as far as the messages listed: an older page leaves newer ones unread", async () => {
    const { user, counsellor, token } = await counselledStudent("Api Older Pages");
    await threadOf(user.id, counsellor.id, 12);
    expect(await countUnreadForStudent(user.id)).toBe(6);
    await read(token, "?page=2");
    expect(await countUnreadForStudent(user.id)).toBe(5);
    await read(token);
    expect(await countUnreadForStudent(user.id)).toBe(0);
  });

  test("an admin with student_id reads the thread without marking anything read for the student; staff's side reads it as in the admin area", async () => {
    const { user, counsellor, token } = await counselledStudent("Api Watched");
    const admin = await createTestUser("admin", "Reading Admin");
    await threadOf(user.id, counsellor.id, 3);
    await send(token, { form: { body: "The offer letter", attachment: pdfFile("offer.pdf") } });
    const before = await db.conversation.findUniqueOrThrow({ where: { studentId: user.id } });

    const listed = await read(await createApiToken(admin.id), `?student_id=${user.id}`);
    expect(listed.status).toBe(200);
    expect(bodies(listed)).toEqual(["The offer letter", "Message 3", "Message 2", "Message 1"]);
    const after = await db.conversation.findUniqueOrThrow({ where: { studentId: user.id } });
    expect(after.studentReadAt).toEqual(before.studentReadAt);
    expect(await countUnreadForStudent(user.id)).toBe(1);
    expect(await db.notification.count({ where: { userId: user.id, readAt: null } })).toBe(1);
    expect(after.staffReadAt).toEqual(after.lastMessageAt);
    // the student's messages are read by staff now (the page's "Seen"); the counsellor's still unread by the student
    expect((listed.body as Page).data.map((message) => message.read)).toEqual([true, true, false, true]);
    const [file] = (listed.body as Page).data[0].attachments;
    expect(file.url).toBe(`/api/me/messages/attachments/${file.id}?student_id=${user.id}`);
    expect((await download(await createApiToken(admin.id), file.id, `?student_id=${user.id}`)).status).toBe(200);
  });

  test("the student's counsellor reads the thread and its files; another counsellor gets a 404, an editor a 403, and staff write nothing through it", async () => {
    const { user, counsellor, token } = await counselledStudent("Api Counselled");
    const sent = await send(token, { form: { body: "My transcript", attachment: pdfFile("transcript.pdf") } });
    const fileId = (sent.body as { data: Message }).data.attachments[0].id;
    const mine = await createApiToken(counsellor.id);
    const notMine = await createApiToken((await createTestUser("counsellor", "Another Counsellor")).id);
    const editor = await createApiToken((await createTestUser("editor", "Site Editor")).id);
    const query = `?student_id=${user.id}`;

    expect(bodies(await read(mine, query))).toEqual(["My transcript"]);
    expect((await download(mine, fileId, query)).status).toBe(200);
    const before = await threadState(user.id);
    expect(await read(notMine, query)).toMatchObject({ status: 404, body: { message: "Student not found." } });
    expect((await download(notMine, fileId, query)).status).toBe(404);
    expect((await read(editor, query)).status).toBe(403);
    expect((await download(editor, fileId, query)).status).toBe(403);
    expect(await send(mine, { body: { body: "Writing as the student" } })).toMatchObject({ status: 403, body: { message: "Only the student writes to their own case." } });
    expect(await threadState(user.id)).toEqual(before);
  });

  test("another student's file is a 404, as one that does not exist", async () => {
    const owner = await counselledStudent("File Owner");
    const stranger = await counselledStudent("File Stranger");
    const sent = await send(owner.token, { form: { body: "Private", attachment: pdfFile("bank statement.pdf") } });
    const fileId = (sent.body as { data: Message }).data.attachments[0].id;
    expect(await download(stranger.token, fileId)).toMatchObject({ status: 404, body: { message: "Attachment not found." } });
    expect((await download(stranger.token, 999_999)).status).toBe(404);
    expect((await download(stranger.token, "abc")).status).toBe(404);
    expect((await read(stranger.token)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  test("an unverified student may read and write, as on the page, but not attach a file: 403 email_not_verified; no token is a 401", async () => {
    const { user, token } = await counselledStudent("Api Unverified", { emailVerified: false });
    const before = await threadState(user.id);
    expect(await send(token, { form: { body: "My passport", attachment: pdfFile("passport.pdf") } })).toMatchObject({ status: 403, body: { error_type: "email_not_verified" } });
    expect(await threadState(user.id)).toEqual(before);
    expect(await send(token, { body: { body: "I did not get the link." } })).toMatchObject({ status: 201, body: { data: { body: "I did not get the link.", attachments: [] } } });
    expect(await send(token, { form: { body: "Still no link." } })).toMatchObject({ status: 201, body: { data: { body: "Still no link.", attachments: [] } } });
    expect((await read(token)).status).toBe(200);

    expect((await read(null)).status).toBe(401);
    expect((await send(null, { body: { body: "Hello" } })).status).toBe(401);
    expect((await download(null, 1)).status).toBe(401);
  });

  test("bad input answers 4xx in the documented shape and changes nothing", async () => {
    const { user, counsellor, token } = await counselledStudent("Api Careless");
    await threadOf(user.id, counsellor.id, 2);
    await read(token);
    const other = await counselledStudent("Api Other Thread");
    await threadOf(other.user.id, other.counsellor.id, 1);
    const otherMessage = await db.conversationMessage.findFirstOrThrow({ where: { conversation: { studentId: other.user.id } } });
    const before = await threadState(user.id);

    const errorsOf = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      expect(status).toBe(422);
      return (body as { errors: Record<string, string[]> }).errors;
    };
    expect(await errorsOf(send(token, { body: {} }))).toEqual({ body: ["Message is required"] });
    expect(await errorsOf(send(token, { body: { body: "   " } }))).toEqual({ body: ["Message is required"] });
    expect(await errorsOf(send(token, { body: { body: "x".repeat(5001) } }))).toEqual({ body: ["Message must be at most 5000 characters"] });
    expect(Object.keys(await errorsOf(send(token, { body: { body: "Hello\u0000there" } })))).toEqual(["body"]);
    expect(Object.keys(await errorsOf(send(token, { body: { body: 42 } })))).toEqual(["body"]);
    expect(Object.keys(await errorsOf(send(token, { body: { body: ["a", "b"] } })))).toEqual(["body"]);
    expect((await send(token, { body: "[1, 2]" })).status).toBe(400);
    expect((await send(token, { body: "{not json" })).status).toBe(400);
    // a prototype key is an unknown field, dropped: it neither supplies the text nor reaches any object's prototype
    expect(await errorsOf(send(token, { body: '{"__proto__": {"body": "sneaky", "isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}' }))).toEqual({
      body: ["Message is required"],
    });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    expect(await errorsOf(send(token, { form: { body: "" } }))).toEqual({ body: ["Message is required"] });
    expect(await errorsOf(send(token, { form: { body: "", attachment: pdfFile("only a file.pdf") } }))).toEqual({ body: ["Message is required"] });
    expect(await errorsOf(send(token, { form: { body: "My passport", attachment: new File([EXE], "passport.pdf") } }))).toEqual({
      attachment: ["Upload a PDF, DOC, DOCX, JPG, PNG file."],
    });
    const oversize = new File([PDF, new Uint8Array(5 * 1024 * 1024)], "big.pdf", { type: "application/pdf" });
    expect(await errorsOf(send(token, { form: { body: "A big file", attachment: oversize } }))).toEqual({ attachment: ["The file is larger than 5 MB."] });
    // far past the limit the body is not read at all
    const huge = new File([PDF, new Uint8Array(15 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" });
    expect(await send(token, { form: { body: "A huge file", attachment: huge } })).toMatchObject({ status: 413, body: { message: "The file is larger than 5 MB." } });
    expect(Object.keys(await errorsOf(send(token, { form: { body: "Not a file", attachment: "passport.pdf" } })))).toEqual(["attachment"]);
    expect(Object.keys(await errorsOf(send(token, { form: { body: ["one", "two"] } })))).toEqual(["body"]);
    const prototypeKeys = JSON.parse('{"__proto__": "sneaky", "constructor": "sneaky"}') as FormFields;
    expect(await errorsOf(send(token, { form: prototypeKeys }))).toEqual({ body: ["Message is required"] });

    expect(await errorsOf(read(token, "?after=abc"))).toEqual({ after: ["The after parameter must be a message id: a whole number of at least 1."] });
    expect(Object.keys(await errorsOf(read(token, "?after=0")))).toEqual(["after"]);
    expect(await errorsOf(read(token, `?after=${otherMessage.id}`))).toEqual({ after: ["No message of this conversation has that id."] });
    expect(Object.keys(await errorsOf(read(token, "?page=0")))).toEqual(["page"]);
    expect(Object.keys(await errorsOf(read(token, "?per_page=7")))).toEqual(["per_page"]);
    expect(Object.keys(await errorsOf(read(token, "?sort_type=body")))).toEqual(["sort_type"]);
    expect(Object.keys(await errorsOf(read(token, `?filters=${encodeURIComponent('{"unread":true}')}`)))).toEqual(["filters.unread"]);

    expect(await threadState(user.id)).toEqual(before);
  });
});
