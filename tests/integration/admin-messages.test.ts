import { beforeAll, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { createContactMessage } from "~/models/contact-message.server";
import { getSettings } from "~/models/settings.server";
import * as contactPage from "~/routes/_public.contact/route";
import * as messageList from "~/routes/admin.messages._index";
import * as messagePage from "~/routes/admin.messages.$id/route";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { signedInUser, uniqueEmail, type SignedInUser } from "../support/users";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Inbox Admin");
  student = await signedInUser("student");
});

async function newMessage(subject = "Visa question") {
  const email = uniqueEmail("visitor");
  const { id } = await createContactMessage({ name: "Sita Visitor", email, subject, message: "Do you help with the credibility interview?" });
  return { id, email, params: { id: String(id) }, path: `/admin/messages/${id}` };
}

type ListBody = Awaited<ReturnType<typeof messageList.loader>>;
type PageBody = Awaited<ReturnType<typeof messagePage.loader>>;

describe("the inbox", () => {
  test("lists messages newest first with an unread marker; search and the status filter narrow it", async () => {
    const older = await newMessage("Older subject zz-inbox");
    const newer = await newMessage("Newer subject zz-inbox");
    const list = (await callRoute(messageList.loader, "/admin/messages?search_keyword=zz-inbox", { cookie: admin.cookie })).body as ListBody;
    expect(list.rows.map((row) => [row.id, row.unread, row.status])).toEqual([
      [newer.id, true, "new"],
      [older.id, true, "new"],
    ]);
    const answered = encodeURIComponent('{"status":"answered"}');
    const filtered = (await callRoute(messageList.loader, `/admin/messages?search_keyword=zz-inbox&filters=${answered}`, { cookie: admin.cookie })).body as ListBody;
    expect(filtered.rows).toEqual([]);
  });

  test("opening a message marks it read and shows it in full", async () => {
    const message = await newMessage();
    const page = (await callRoute(messagePage.loader, message.path, { cookie: admin.cookie, params: message.params })).body as PageBody;
    expect(page.message).toMatchObject({ email: message.email, text: "Do you help with the credibility interview?", status: "new", replies: [] });
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).not.toBeNull();
  });

  test("a reply is mailed to the sender, Reply-To the office, kept on the record, audited, and marks the message answered", async () => {
    const message = await newMessage("Fees");
    const empty = await callRoute(messagePage.action, message.path, { cookie: admin.cookie, params: message.params, form: { intent: "reply", body: "  " } });
    expect(fieldErrors(empty).body).toEqual(["Your reply is required"]);
    expect(await db.contactReply.count({ where: { messageId: message.id } })).toBe(0);

    const answer = await callRoute(messagePage.action, message.path, {
      cookie: admin.cookie,
      params: message.params,
      form: { intent: "reply", body: "Yes: our counselors prepare you in two sessions." },
    });
    expectRedirect(answer, message.path);
    expect(answer.toast).toMatchObject({ type: "success", title: "Reply sent" });
    const stored = await db.contactMessage.findUniqueOrThrow({ where: { id: message.id }, include: { replies: true } });
    expect(stored.status).toBe("answered");
    expect(stored.replies).toMatchObject([{ authorId: admin.user.id, body: "Yes: our counselors prepare you in two sessions." }]);
    const mail = await db.mail.findUniqueOrThrow({ where: { id: stored.replies[0].mailId! } });
    expect(mail).toMatchObject({ to: message.email, subject: "Re: Fees", category: "reply", status: "queued" });
    expect(JSON.parse(mail.data).replyTo).toBe((await getSettings("general")).contactEmail);
    expect(await db.auditLog.findFirst({ where: { entityType: "contact_message", entityId: message.id } })).toMatchObject({ action: "reply", fromStatus: "new", toStatus: "answered", actorId: admin.user.id });
  });

  test("a message sent from the Nepali contact page is answered in Nepali; the staff's words and the subject stay as written", async () => {
    const email = uniqueEmail("nepali-visitor");
    await callRoute(contactPage.action, "/ne/contact", { form: { name: "सीता शर्मा", email, phone: "", subject: "भिसा", message: "मेरो भिसा कहिले आउँछ?" } });
    const message = await db.contactMessage.findFirstOrThrow({ where: { email } });
    expect(message.locale).toBe("ne");
    const path = `/admin/messages/${message.id}`;
    await callRoute(messagePage.action, path, { cookie: admin.cookie, params: { id: String(message.id) }, form: { intent: "reply", body: "Within three weeks." } });
    const mail = await db.mail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("Re: भिसा");
    const { content, locale } = JSON.parse(mail.data) as { content: NoticeContent; locale: string };
    expect(locale).toBe("ne");
    expect(content.paragraphs).toEqual(["Within three weeks.", "तपाईंले लेख्नुभएको थियो:\nमेरो भिसा कहिले आउँछ?"]);
  });

  test("archive and reopen move the message; a second archive is refused and changes nothing", async () => {
    const message = await newMessage();
    const archived = await callRoute(messagePage.action, message.path, { cookie: admin.cookie, params: message.params, form: { intent: "archive" } });
    expectRedirect(archived, "/admin/messages");
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).status).toBe("archived");
    const again = await callRoute(messagePage.action, message.path, { cookie: admin.cookie, params: message.params, form: { intent: "archive" } });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    expect(await db.auditLog.count({ where: { entityType: "contact_message", entityId: message.id } })).toBe(1);
    await callRoute(messagePage.action, message.path, { cookie: admin.cookie, params: message.params, form: { intent: "reopen" } });
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).status).toBe("new");
  });

  test("the staff notification of a new message opens it", async () => {
    const message = await newMessage("Linked");
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "Contact message: Linked", link: message.path });
  });

  test("students and visitors never see the inbox or answer a message", async () => {
    const message = await newMessage();
    expectRedirect(await callRoute(messageList.loader, "/admin/messages", { cookie: student.cookie }), "/student");
    expectRedirect(await callRoute(messagePage.loader, message.path, { cookie: student.cookie, params: message.params }), "/student");
    expectRedirect(await callRoute(messagePage.action, message.path, { cookie: student.cookie, params: message.params, form: { intent: "reply", body: "Hi" } }), "/student");
    expect((await callRoute(messagePage.loader, message.path, { params: message.params })).location).toMatch(/^\/login\?redirectTo=/);
    expect(await db.contactReply.count({ where: { messageId: message.id } })).toBe(0);
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).readAt).toBeNull();
  });

  test("an unknown message is a 404", async () => {
    const answer = await callRoute(messagePage.loader, "/admin/messages/999999", { cookie: admin.cookie, params: { id: "999999" } });
    expect(answer.status).toBe(404);
  });
});
