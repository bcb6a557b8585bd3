import { beforeAll, describe, expect, test } from "vitest";
import { enqueueMail, recordMailAttemptFailed, recordMailDelivered, recordMailWithdrawn } from "~/models/mail.server";
import { getSettings, saveSettings } from "~/models/settings.server";
import * as detailPage from "~/routes/admin.mail.$id/route";
import * as htmlPart from "~/routes/admin.mail.$id_.html";
import * as mailList from "~/routes/admin.mail._index";
import * as notificationsPage from "~/routes/admin.notifications";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect } from "../support/routes";
import { signedInUser, uniqueEmail, type SignedInUser, staffActorId } from "../support/users";

type MailList = Awaited<ReturnType<typeof mailList.loader>>;
type MailDetail = Awaited<ReturnType<typeof detailPage.loader>>;

const MAILBOX_NOTE =
  "Mail is not being delivered: no SMTP server is configured in the Email settings or the server's environment (SMTP_HOST). " +
  "Messages are kept here instead; open one to read it.";

const WITHDRAWN_REASON = "Its link was withdrawn (a newer change of address, or a cancelled one) before it could be sent.";

const HTML_POLICY = "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; sandbox";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
});

type MailState = "queued" | "kept" | "failed" | "withdrawn" | "sent-with-link";

/**
 * A mail of the outbox as the worker leaves it: queued (just enqueued), kept in the local mailbox with its parts, or
 * failed for good after its attempts (its job spent, as the queue leaves a job that gave up).
 */
async function createMail(state: MailState, { to = uniqueEmail("outbox"), subject = "Your session is scheduled", userId = null as number | null } = {}) {
  const mail = await enqueueMail(db, {
    to,
    userId,
    category: "account",
    subject,
    content: { template: "notice", heading: subject, paragraphs: ["Hello."] },
  });
  if (!mail) throw new Error("an account mail is always queued");
  if (state === "kept") {
    await recordMailDelivered(mail.id, {
      delivery: "mailbox",
      subject,
      text: `${subject}\n\nHello.`,
      html: `<h1>${subject}</h1><p>Hello.</p>`,
      calendar: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR",
      messageId: null,
    });
    const { jobId } = await db.mail.findUniqueOrThrow({ where: { id: mail.id }, select: { jobId: true } });
    await db.job.update({ where: { id: jobId! }, data: { status: "done", attempts: 1, finishedAt: new Date() } });
  }
  if (state === "withdrawn") {
    const { jobId } = await db.mail.findUniqueOrThrow({ where: { id: mail.id }, select: { jobId: true } });
    await db.job.update({ where: { id: jobId! }, data: { status: "done", attempts: 1, finishedAt: new Date() } });
    await recordMailWithdrawn(mail.id, WITHDRAWN_REASON);
  }
  if (state === "sent-with-link") {
    // what the worker keeps of a mail with a one-time link sent over SMTP: no text, no HTML
    await recordMailDelivered(mail.id, { delivery: "smtp", subject, text: null, html: null, calendar: null, messageId: "<link@example.com>" });
  }
  if (state === "failed") {
    const { jobId } = await db.mail.findUniqueOrThrow({ where: { id: mail.id }, select: { jobId: true } });
    await db.job.update({ where: { id: jobId! }, data: { status: "failed", attempts: 6, lastError: "connect ECONNREFUSED", finishedAt: new Date() } });
    await recordMailAttemptFailed(mail.id, "connect ECONNREFUSED", { final: true });
  }
  return mail.id;
}

const snapshot = (mailId: number) =>
  db.mail.findUniqueOrThrow({ where: { id: mailId }, include: { job: { select: { status: true, attempts: true, runAt: true, lastError: true } } } });

const list = async (query = "") => (await callRoute(mailList.loader, `/admin/mail${query}`, { cookie: admin.cookie })).body as MailList;
const detail = (mailId: number, cookie = admin.cookie) => callRoute(detailPage.loader, `/admin/mail/${mailId}`, { cookie, params: { id: String(mailId) } });
const sendAgain = (mailId: number, cookie = admin.cookie) =>
  callRoute(detailPage.action, `/admin/mail/${mailId}`, { cookie, params: { id: String(mailId) }, form: { intent: "retry" } });
const filtered = (status: string) => `filters=${encodeURIComponent(JSON.stringify({ status }))}`;

describe("the outbox at /admin/mail", () => {
  test("lists mail newest first, searched on recipient and subject and filtered by status", async () => {
    const tag = `tag${Date.now()}`;
    const queued = await createMail("queued", { to: `queued-${tag}@example.com`, subject: `Welcome ${tag}` });
    const kept = await createMail("kept", { to: `kept-${tag}@example.com`, subject: `Session booked ${tag}` });
    const failed = await createMail("failed", { to: `failed-${tag}@example.com`, subject: `Reset ${tag}` });

    const ids = async (query: string) => (await list(`?${query}`)).rows.map((row) => row.id);
    expect(await ids(`search_keyword=${tag}`)).toEqual([failed, kept, queued]);
    expect(await ids(`search_keyword=${encodeURIComponent(`kept-${tag}@`)}`)).toEqual([kept]);
    expect(await ids(`search_keyword=${encodeURIComponent(`Session booked ${tag}`)}`)).toEqual([kept]);
    expect(await ids(`search_keyword=${tag}&${filtered("failed")}`)).toEqual([failed]);
    expect(await ids(`search_keyword=${tag}&${filtered("queued")}`)).toEqual([queued]);
    expect(await ids(`search_keyword=${tag}&${filtered("sent")}`)).toEqual([]);

    const rows = (await list(`?search_keyword=${tag}`)).rows;
    expect(rows.find((row) => row.id === failed)).toMatchObject({ to: `failed-${tag}@example.com`, subject: `Reset ${tag}`, status: "failed", attempts: "6/6", lastError: "connect ECONNREFUSED" });
    expect(rows.find((row) => row.id === kept)).toMatchObject({ status: "kept", attempts: "1/6", lastError: null });
    expect(rows.find((row) => row.id === queued)).toMatchObject({ status: "queued", attempts: "0/6", lastError: null });
  });

  test("a filter posted as a field without JavaScript, or an unknown status, is redirected to the canonical URL", async () => {
    expectRedirect(await callRoute(mailList.loader, "/admin/mail?status=kept", { cookie: admin.cookie }), `/admin/mail?${filtered("kept")}`);
    expectRedirect(await callRoute(mailList.loader, `/admin/mail?${filtered("lost")}`, { cookie: admin.cookie }), "/admin/mail");
  });

  test("says mail is kept here while no SMTP server is configured, and names the server once the Email settings give one", async () => {
    const email = await getSettings("email");
    expect((await list()).delivery).toEqual({ kind: "mailbox", message: MAILBOX_NOTE });

    await saveSettings("email", { ...email, smtpHost: "smtp.example.com", smtpPort: 2525 }, await staffActorId());
    try {
      expect((await list()).delivery).toEqual({ kind: "smtp", message: "Delivering through smtp.example.com:2525 (settings)" });
      expect(JSON.stringify(await list())).not.toContain(email.smtpPassword || "no-password-set");
    } finally {
      await saveSettings("email", email, await staffActorId());
    }
    expect((await list()).delivery.kind).toBe("mailbox");
  });
});

describe("one mail at /admin/mail/:id", () => {
  test("shows the headers, the text and calendar parts, and the account it was for", async () => {
    const mailId = await createMail("kept", { subject: "Interview scheduled", userId: student.user.id, to: student.user.email });
    const { mail } = (await detail(mailId)).body as MailDetail;
    expect(mail).toMatchObject({
      id: mailId,
      to: student.user.email,
      subject: "Interview scheduled",
      category: "Account",
      status: "kept",
      delivery: "Kept in the local mailbox (no SMTP server)",
      sentAt: expect.any(String),
      messageId: null,
      attempts: "1 of 6",
      nextAttemptAt: null,
      lastError: null,
      user: "Nima Sherpa",
      text: "Interview scheduled\n\nHello.",
      calendar: "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR",
      hasHtml: true,
      canRetry: false,
    });
  });

  test("a queued mail shows when it is next tried; a failed one its error and Send again", async () => {
    const queued = ((await detail(await createMail("queued"))).body as MailDetail).mail;
    expect(queued).toMatchObject({ status: "queued", attempts: "0 of 6", nextAttemptAt: expect.any(String), sentAt: null, text: null, hasHtml: false, canRetry: false });

    const failed = ((await detail(await createMail("failed"))).body as MailDetail).mail;
    expect(failed).toMatchObject({ status: "failed", attempts: "6 of 6", nextAttemptAt: null, lastError: "connect ECONNREFUSED", lastErrorLabel: "Last error", delivery: "Not delivered yet", canRetry: true });
    expect(queued.missingTextNote).toBe("The message is written when it is sent; this one has not been yet.");
  });

  test("a withdrawn mail says why, not as an error, and cannot be sent again; a sent one with a link says why it keeps no text", async () => {
    const mailId = await createMail("withdrawn");
    const withdrawn = ((await detail(mailId)).body as MailDetail).mail;
    expect(withdrawn).toMatchObject({
      status: "withdrawn",
      delivery: "Not sent: withdrawn",
      lastError: WITHDRAWN_REASON,
      lastErrorLabel: "Why it was withdrawn",
      missingTextNote: "This mail was withdrawn before it was written: nothing was sent.",
      canRetry: false,
    });
    const row = (await list(filtered("withdrawn"))).rows.find((candidate) => candidate.id === mailId);
    expect(row).toMatchObject({ status: "withdrawn", lastError: WITHDRAWN_REASON });

    const sent = ((await detail(await createMail("sent-with-link"))).body as MailDetail).mail;
    expect(sent).toMatchObject({ status: "sent", delivery: "SMTP server", text: null, missingTextNote: "This mail carried a one-time link, so its text is not kept." });
  });

  test("an unknown or malformed id is a 404", async () => {
    expect((await detail(999_999)).status).toBe(404);
    expect((await callRoute(detailPage.loader, "/admin/mail/abc", { cookie: admin.cookie, params: { id: "abc" } })).status).toBe(404);
    expect((await sendAgain(999_999)).status).toBe(404);
  });

  test("the HTML part is served sandboxed and never cached; a mail without one is a 404", async () => {
    const kept = await createMail("kept", { subject: "With HTML" });
    const answer = await callRoute(htmlPart.loader, `/admin/mail/${kept}/html`, { cookie: admin.cookie, params: { id: String(kept) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Security-Policy")).toBe(HTML_POLICY);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(answer.body).toBe("<h1>With HTML</h1><p>Hello.</p>");

    const queued = await createMail("queued");
    expect((await callRoute(htmlPart.loader, `/admin/mail/${queued}/html`, { cookie: admin.cookie, params: { id: String(queued) } })).status).toBe(404);
    expect((await callRoute(htmlPart.loader, "/admin/mail/999999/html", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("Send again", () => {
  test("queues a failed mail again with a fresh set of attempts and says so", async () => {
    const mailId = await createMail("failed");
    const answer = await sendAgain(mailId);
    expectRedirect(answer, `/admin/mail/${mailId}`);
    expect(answer.toast).toMatchObject({ type: "success", title: "Mail queued again" });
    expect(await snapshot(mailId)).toMatchObject({ status: "queued", job: { status: "pending", attempts: 0 } });
  });

  test.each<MailState>(["kept", "queued"])("refuses a %s mail with the reason and changes nothing", async (state) => {
    const mailId = await createMail(state);
    const before = await snapshot(mailId);
    const answer = await sendAgain(mailId);
    expectRedirect(answer, `/admin/mail/${mailId}`);
    expect(answer.toast).toEqual({ type: "error", title: "Action not allowed", description: "Only a failed mail can be sent again." });
    expect(await snapshot(mailId)).toEqual(before);
  });

  test("a second Send again, once the mail is queued, is refused", async () => {
    const mailId = await createMail("failed");
    await sendAgain(mailId);
    const again = await sendAgain(mailId);
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    expect(await snapshot(mailId)).toMatchObject({ status: "queued", job: { status: "pending", attempts: 0 } });
  });
});

describe("who may read the outbox and the admin notifications", () => {
  test("a student is sent to /student from every loader and action, and nothing changes", async () => {
    const failed = await createMail("failed");
    const kept = await createMail("kept");
    const note = await db.notification.create({ data: { userId: admin.user.id, title: "New SOP application", body: "b", link: "/admin/sop-applications" } });
    const before = await Promise.all([snapshot(failed), snapshot(kept), db.notification.findUniqueOrThrow({ where: { id: note.id } })]);

    const calls = [
      callRoute(mailList.loader, "/admin/mail", { cookie: student.cookie }),
      detail(kept, student.cookie),
      sendAgain(failed, student.cookie),
      callRoute(htmlPart.loader, `/admin/mail/${kept}/html`, { cookie: student.cookie, params: { id: String(kept) } }),
      callRoute(notificationsPage.loader, "/admin/notifications", { cookie: student.cookie }),
      callRoute(notificationsPage.action, "/admin/notifications", { cookie: student.cookie, form: { intent: "read-all" } }),
      callRoute(notificationsPage.action, "/admin/notifications", { cookie: student.cookie, form: { intent: "open", id: String(note.id), link: "/admin" } }),
    ];
    for (const answer of await Promise.all(calls)) expectRedirect(answer, "/student");
    expect(await Promise.all([snapshot(failed), snapshot(kept), db.notification.findUniqueOrThrow({ where: { id: note.id } })])).toEqual(before);
  });

  test("a visitor is sent to log in", async () => {
    const kept = await createMail("kept");
    expectRedirect(await callRoute(mailList.loader, "/admin/mail"), "/login?redirectTo=%2Fadmin%2Fmail");
    expectRedirect(await detail(kept, ""), `/login?redirectTo=%2Fadmin%2Fmail%2F${kept}`);
    expectRedirect(await callRoute(htmlPart.loader, `/admin/mail/${kept}/html`, { params: { id: String(kept) } }), `/login?redirectTo=%2Fadmin%2Fmail%2F${kept}%2Fhtml`);
  });
});
