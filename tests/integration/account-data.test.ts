import { strFromU8, unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { EXPORT_KEEP_MS, DELETION_GRACE_MS, erasedEmail } from "~/domain/account-data";
import type { NoticeContent } from "~/domain/mail";
import { runDueJobs } from "~/jobs/worker.server";
import { enableTwoFactor, generateTotpCode, getOrStartTwoFactorSetup, InvalidTwoFactorCodeError } from "~/models/two-factor.server";
import { cancelAccountDeletion, requestAccountDeletion } from "~/models/account-deletion.server";
import { createApiToken } from "~/models/api-token.server";
import { createContactMessage, replyToContactMessage } from "~/models/contact-message.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { WrongPasswordError } from "~/models/user.server";
import { loader as downloadExport } from "~/routes/profile.privacy.exports.$id";
import { loader as usersList } from "~/routes/admin.users._index";
import { action as privacyAction } from "~/routes/profile.privacy/route";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { PDF } from "../support/fixtures/files";
import { callRoute, fieldErrors, routeRequest } from "../support/routes";
import { createTestUser, signedInUser, TEST_PASSWORD } from "../support/users";

const DAY_MS = 24 * 60 * 60 * 1000;

const STORED = 0;
const DEFLATE = 8;

/** Each entry's compression method, read from the ZIP's local file headers (signature, then the method at offset 8). */
function compressionMethods(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const methods: Record<string, number> = {};
  for (let offset = 0; offset + 30 <= zip.length && view.getUint32(offset, true) === 0x04034b50; ) {
    const compressedSize = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    methods[strFromU8(zip.subarray(offset + 30, offset + 30 + nameLength))] = view.getUint16(offset + 8, true);
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return methods;
}

/** Runs every job due at `now` (the worker under a fake clock) until none is left. */
async function drainJobs(now: Date) {
  while ((await runDueJobs({ now, limit: 10 })) > 0);
}

async function studentWithData() {
  const student = await signedInUser("student", "Pema Export");
  await db.user.update({ where: { id: student.user.id }, data: { acceptedTermsVersion: 2 } });
  const stored = await storeBytes(PDF, "passport.pdf", "pdf");
  const document = await db.document.create({ data: { ownerId: student.user.id, kind: "loan_document", ...stored } });
  const conversation = await db.conversation.create({ data: { studentId: student.user.id } });
  await db.conversationMessage.create({ data: { conversationId: conversation.id, authorId: student.user.id, authorSide: "student", body: "Hello from Pema" } });
  const payment = await db.payment.create({
    data: { invoiceNumber: `INV-${student.user.id}-${Date.now()}`, studentId: student.user.id, serviceName: "SOP writing", amountCents: 5000, method: "card", status: "paid" },
  });
  await db.notification.create({ data: { userId: student.user.id, title: "Welcome", body: "Hi" } });
  await db.signInAttempt.create({ data: { userId: student.user.id, email: student.user.email, success: true } });
  await db.inquiry.create({
    data: { serviceType: "counseling", serviceName: "Free Counseling", fullName: "Pema Export", email: student.user.email, phone: "9800000000", country: "Canada", message: "Evenings, please.", notes: "Staff only", userId: student.user.id },
  });
  const admin = await signedInUser("admin");
  const contact = await createContactMessage({ name: "Pema Export", email: student.user.email, subject: "Fees", message: "What does a visa file cost?" });
  await replyToContactMessage({ adminId: admin.user.id, messageId: contact.id, body: "About NPR 20,000." });
  return { ...student, document, payment };
}

describe("the data export", () => {
  test("a requested export is built by the worker into a ZIP of JSON and files that only its owner can download, and is deleted after 7 days", async () => {
    const student = await studentWithData();
    const other = await signedInUser("student");
    const requested = await callRoute(privacyAction, "/profile/privacy", { method: "POST", cookie: student.cookie, form: { intent: "export" } });
    expect(requested.status).toBe(302);
    const row = await db.dataExport.findFirstOrThrow({ where: { userId: student.user.id } });
    expect(row.readyAt).toBeNull();

    const now = new Date();
    await drainJobs(now);
    const ready = await db.dataExport.findUniqueOrThrow({ where: { id: row.id } });
    expect(ready.readyAt).not.toBeNull();
    const mail = await db.mail.findFirstOrThrow({ where: { userId: student.user.id, subject: "Your data is ready to download" } });
    expect(mail.data).toContain(`/profile/privacy/exports/${row.id}`);

    const response = (await downloadExport({ request: routeRequest(`/profile/privacy/exports/${row.id}`, { cookie: student.cookie }), params: { id: String(row.id) }, context: {} })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const archive = new Uint8Array(await response.arrayBuffer());
    const files = unzipSync(archive);
    const profile = JSON.parse(strFromU8(files["profile.json"]));
    // with the terms version they accepted at registration: what they agreed to is theirs to keep
    expect(profile).toMatchObject({ id: student.user.id, email: student.user.email, name: "Pema Export", acceptedTermsVersion: 2 });
    expect(profile).not.toHaveProperty("passwordHash");
    expect(JSON.parse(strFromU8(files["messages.json"]))[0].body).toBe("Hello from Pema");
    expect(JSON.parse(strFromU8(files["payments.json"]))[0].invoiceNumber).toBe(student.payment.invoiceNumber);
    expect(JSON.parse(strFromU8(files["notifications.json"]))).toHaveLength(1);
    expect(JSON.parse(strFromU8(files["sign-ins.json"]))).toHaveLength(1);
    const [inquiry] = JSON.parse(strFromU8(files["inquiries.json"]));
    expect(inquiry).toMatchObject({ serviceName: "Free Counseling", message: "Evenings, please.", country: "Canada" });
    expect(inquiry).not.toHaveProperty("notes");
    expect(JSON.parse(strFromU8(files["contact-messages.json"]))).toEqual([
      expect.objectContaining({ subject: "Fees", message: "What does a visa file cost?", replies: [expect.objectContaining({ body: "About NPR 20,000." })] }),
    ]);
    expect(Object.keys(JSON.parse(strFromU8(files["applications.json"])))).toEqual(["sop", "loans", "universities"]);
    expect(Buffer.from(files[`documents/${student.document.id}-passport.pdf`]).equals(PDF)).toBe(true);
    expect(compressionMethods(archive)).toEqual({ ...Object.fromEntries(Object.keys(files).filter((name) => name.endsWith(".json")).map((name) => [name, DEFLATE])), [`documents/${student.document.id}-passport.pdf`]: STORED });

    const stranger = await callRoute(downloadExport, `/profile/privacy/exports/${row.id}`, { cookie: other.cookie, params: { id: String(row.id) } });
    expect(stranger.status).toBe(404);

    await drainJobs(new Date(now.getTime() + EXPORT_KEEP_MS - 60_000));
    expect(await db.dataExport.findUnique({ where: { id: row.id } })).not.toBeNull();
    await drainJobs(new Date(now.getTime() + EXPORT_KEEP_MS + 1000));
    expect(await db.dataExport.findUnique({ where: { id: row.id } })).toBeNull();
    expect((await callRoute(downloadExport, `/profile/privacy/exports/${row.id}`, { cookie: student.cookie, params: { id: String(row.id) } })).status).toBe(404);
  });
});

describe("a Nepali student's data export", () => {
  test("is announced in Nepali", async () => {
    const student = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(student.user.id, "ne");
    await callRoute(privacyAction, "/profile/privacy", { method: "POST", cookie: student.cookie, form: { intent: "export" } });
    await drainJobs(new Date());
    const mail = await db.mail.findFirstOrThrow({ where: { userId: student.user.id }, orderBy: { id: "desc" } });
    expect(mail.subject).toMatch(/^तपाईंको डेटा डाउनलोडका लागि तयार छ/);
    const { content } = JSON.parse(mail.data) as { content: NoticeContent };
    expect(content.paragraphs[1]).toBe("आफ्नो खातामा साइन इन गरेर तपाईं मात्र यसलाई डाउनलोड गर्न सक्नुहुन्छ। ७ दिनपछि यो मेटाइन्छ।");
    expect(content.action?.label).toBe("मेरो डेटा डाउनलोड गर्नुहोस्");
  });
});

describe("a staff member's data export", () => {
  test("holds what they wrote, without the files they attached in students' conversations or the notifications naming students", async () => {
    const counsellor = await signedInUser("counsellor", "Karma Counsellor");
    const student = await studentWithData();
    const conversation = await db.conversation.findUniqueOrThrow({ where: { studentId: student.user.id } });
    const stored = await storeBytes(PDF, "pema-offer-letter.pdf", "pdf");
    const attached = await db.conversationMessage.create({
      data: {
        conversationId: conversation.id,
        authorId: counsellor.user.id,
        authorSide: "staff",
        body: "Your offer letter, checked",
        attachments: { create: { ...stored, ownerId: counsellor.user.id, kind: "message_attachment" } },
      },
      include: { attachments: true },
    });
    await db.notification.create({ data: { userId: counsellor.user.id, title: "New message from Pema Export", body: "Hello from Pema" } });

    await callRoute(privacyAction, "/profile/privacy", { method: "POST", cookie: counsellor.cookie, form: { intent: "export" } });
    await drainJobs(new Date());
    const row = await db.dataExport.findFirstOrThrow({ where: { userId: counsellor.user.id } });
    const answer = await callRoute(downloadExport, `/profile/privacy/exports/${row.id}`, { cookie: counsellor.cookie, params: { id: String(row.id) } });
    const files = unzipSync(new Uint8Array(await answer.response!.arrayBuffer()));

    expect(Object.keys(files).sort()).toEqual(["messages.json", "passkeys.json", "profile.json", "sign-ins.json"]);
    expect(JSON.parse(strFromU8(files["profile.json"]))).toMatchObject({ id: counsellor.user.id, name: "Karma Counsellor" });
    expect(JSON.parse(strFromU8(files["messages.json"]))).toEqual([{ id: attached.id, conversationId: conversation.id, body: "Your offer letter, checked", createdAt: attached.createdAt.toISOString() }]);
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString("latin1")).join("\n");
    expect(everything).not.toContain("pema-offer-letter");
    expect(everything).not.toContain("Pema Export");
    const mail = await db.mail.findFirstOrThrow({ where: { userId: counsellor.user.id, subject: "Your data is ready to download" } });
    expect(mail.data).toContain("the messages you wrote");
  });
});

describe("deleting an account", () => {
  test("a wrong password is refused and nothing changes", async () => {
    const student = await signedInUser("student");
    const answer = await callRoute(privacyAction, "/profile/privacy", { method: "POST", cookie: student.cookie, form: { intent: "delete", password: "not-my-password" } });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer).password).toEqual(["The password is incorrect."]);
    const user = await db.user.findUniqueOrThrow({ where: { id: student.user.id } });
    expect(user.disabledAt).toBeNull();
    expect(user.deletionRequestedAt).toBeNull();
    expect(await db.session.count({ where: { userId: student.user.id } })).toBe(1);
  });

  test("the account is disabled at once, its sessions and tokens end, and after 14 days its personal data is erased while payments and audit rows stay", async () => {
    const student = await studentWithData();
    await createApiToken(student.user.id);
    const answer = await callRoute(privacyAction, "/profile/privacy", { method: "POST", cookie: student.cookie, form: { intent: "delete", password: TEST_PASSWORD } });
    expect(answer.status).toBe(302);
    const id = student.user.id;
    const closed = await db.user.findUniqueOrThrow({ where: { id } });
    expect(closed.disabledAt).not.toBeNull();
    expect(closed.deletionRequestedAt).not.toBeNull();
    expect(await db.session.count({ where: { userId: id } })).toBe(0);
    expect(await db.apiToken.count({ where: { userId: id } })).toBe(0);

    const inquiry = await db.inquiry.create({
      data: { serviceType: "counseling", serviceName: "Free Counseling", fullName: "Pema Export", email: closed.email, phone: "9800000000", country: "Australia", message: "Call me after six.", userId: id },
    });
    // the contact form, from the account's address: the staff are told (a notification and a mail), and answer by mail
    const admin = await signedInUser("admin");
    const contact = await createContactMessage({ name: "Pema Export", email: closed.email, phone: "9800000001", subject: "Fees", message: "What does a visa file cost?" });
    await replyToContactMessage({ adminId: admin.user.id, messageId: contact.id, body: "About NPR 20,000." });
    const otherSender = await createContactMessage({ name: "Someone Else", email: "someone.else@example.com", subject: "Hours", message: "Open on Saturday?" });
    const mentions = { OR: [{ body: { contains: closed.email } }, { title: { contains: closed.email } }] };
    expect(await db.notification.count({ where: { userId: admin.user.id, ...mentions } })).toBeGreaterThan(0);
    expect(await db.mail.count({ where: { OR: [{ to: closed.email }, { data: { contains: closed.email } }] } })).toBeGreaterThan(0);

    const requestedAt = closed.deletionRequestedAt!;
    await drainJobs(new Date(requestedAt.getTime() + DELETION_GRACE_MS - 60_000));
    expect(await db.mail.count({ where: { userId: id } })).toBeGreaterThan(0);
    expect((await db.user.findUniqueOrThrow({ where: { id } })).erasedAt).toBeNull();

    await drainJobs(new Date(requestedAt.getTime() + DELETION_GRACE_MS + 1000));
    const erased = await db.user.findUniqueOrThrow({ where: { id } });
    expect(erased).toMatchObject({ name: "Deleted account", email: erasedEmail(id), phone: null, address: null, avatarKey: null, passwordHash: "" });
    expect(erased.erasedAt).not.toBeNull();
    expect(await db.document.count({ where: { id: student.document.id } })).toBe(0);
    expect(await db.conversationMessage.count({ where: { authorId: id } })).toBe(0);
    expect(await db.mail.count({ where: { userId: id } })).toBe(0);
    expect(await db.inquiry.findUniqueOrThrow({ where: { id: inquiry.id } })).toMatchObject({ fullName: "Deleted account", email: erasedEmail(id), phone: "", message: null, userId: id });
    expect(await db.contactMessage.count({ where: { id: contact.id } })).toBe(0);
    expect(await db.contactReply.count({ where: { messageId: contact.id } })).toBe(0);
    expect(await db.notification.count({ where: mentions })).toBe(0);
    expect(await db.mail.count({ where: { OR: [{ to: closed.email }, { data: { contains: closed.email } }, { text: { contains: closed.email } }, { html: { contains: closed.email } }] } })).toBe(0);
    // the staff's notification of the message stays, naming nobody
    expect(await db.notification.findFirstOrThrow({ where: { userId: admin.user.id, link: `/admin/messages/${contact.id}` }, select: { body: true } })).toEqual({
      body: `Deleted account (${erasedEmail(id)}) wrote: What does a visa file cost?`,
    });
    // someone else's message, and the staff's copies of it, are untouched
    expect(await db.contactMessage.count({ where: { id: otherSender.id } })).toBe(1);
    expect(await db.notification.count({ where: { body: { contains: "someone.else@example.com" } } })).toBeGreaterThan(0);
    expect(await db.payment.count({ where: { id: student.payment.id } })).toBe(1);
    expect(await db.auditLog.findMany({ where: { entityType: "user", entityId: id }, select: { action: true }, orderBy: { id: "asc" } })).toEqual([
      { action: "request_deletion" },
      { action: "erase" },
    ]);
  });

  test("staff see a pending deletion in the users list", async () => {
    const admin = await signedInUser("admin");
    const student = await signedInUser("student");
    await requestAccountDeletion({ userId: student.user.id, password: TEST_PASSWORD });
    const answer = await callRoute(usersList, `/admin/users?search_keyword=${encodeURIComponent(student.user.email)}`, { cookie: admin.cookie });
    const rows = (answer.body as { rows: Array<{ id: number; state: string }> }).rows;
    expect(rows).toEqual([expect.objectContaining({ id: student.user.id, state: "deletion_pending" })]);
  });

  test("the owner can cancel before the erasure, and the account is open again", async () => {
    const student = await signedInUser("student");
    await requestAccountDeletion({ userId: student.user.id, password: TEST_PASSWORD });
    await expect(cancelAccountDeletion({ email: student.user.email, password: "wrong" })).rejects.toThrow();
    await cancelAccountDeletion({ email: student.user.email, password: TEST_PASSWORD });
    const user = await db.user.findUniqueOrThrow({ where: { id: student.user.id } });
    expect(user.disabledAt).toBeNull();
    expect(user.deletionRequestedAt).toBeNull();
    await drainJobs(new Date(Date.now() + DELETION_GRACE_MS + DAY_MS));
    expect((await db.user.findUniqueOrThrow({ where: { id: student.user.id } })).erasedAt).toBeNull();
  });

  test("the last active admin cannot delete their account", async () => {
    const admins = await db.user.findMany({ where: { role: "admin", disabledAt: null }, select: { id: true } });
    await db.user.updateMany({ where: { id: { in: admins.map((admin) => admin.id) } }, data: { disabledAt: new Date() } });
    try {
      const admin = await createTestUser("admin");
      await expect(requestAccountDeletion({ userId: admin.id, password: TEST_PASSWORD })).rejects.toThrow(/last active admin/);
      expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).disabledAt).toBeNull();
    } finally {
      await db.user.updateMany({ where: { id: { in: admins.map((admin) => admin.id) } }, data: { disabledAt: null } });
    }
  });

  test("an account with two-factor is deleted only with a right code or recovery code; a missing or wrong one changes nothing", async () => {
    const student = await createTestUser("student");
    const { secret } = await getOrStartTwoFactorSetup(student.id);
    const [recovery] = await enableTwoFactor({ userId: student.id, code: generateTotpCode(secret) });
    const wrong = generateTotpCode(secret) === "000000" ? "111111" : "000000";
    for (const code of [undefined, "", wrong]) {
      await expect(requestAccountDeletion({ userId: student.id, password: TEST_PASSWORD, code })).rejects.toBeInstanceOf(InvalidTwoFactorCodeError);
    }
    await expect(requestAccountDeletion({ userId: student.id, password: "wrong password", code: generateTotpCode(secret) })).rejects.toBeInstanceOf(WrongPasswordError);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).disabledAt).toBeNull();

    await requestAccountDeletion({ userId: student.id, password: TEST_PASSWORD, code: recovery });
    expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).deletionRequestedAt).not.toBeNull();
  });
});
