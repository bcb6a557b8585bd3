import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_CHECKLIST_TEMPLATES, dueDateFromDay } from "~/domain/checklist";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import type { NoticeContent } from "~/domain/mail";
import { runDueJobs } from "~/jobs/worker.server";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import {
  acceptChecklistItem,
  addChecklistItem,
  addTemplateItems,
  checklistReminderKey,
  rejectChecklistItem,
  sendChecklistReminder,
} from "~/models/checklist.server";
import { getJobByKey } from "~/models/job-queue.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { readCaseWork } from "~/models/staff-case-work.server";
import { readStudentCase } from "~/models/student-dashboard.server";
import { getSettings } from "~/models/settings.server";
import * as caseTab from "~/routes/admin.students.$id.checklist/route";
import { loader as adminDocument } from "~/routes/admin.documents.$id";
import * as settingsPage from "~/routes/admin.settings/route";
import { loader as studentDocument } from "~/routes/student.documents.$id";
import * as studentPage from "~/routes/student.documents._index/route";
import { db } from "~/utils/db.server";
import { EXE, PDF, pdfFile } from "../support/fixtures/files";
import { interleave } from "../support/interleave";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
import { createTestUser, signedInUser, type SignedInUser } from "../support/users";

const ZONE = "Asia/Kathmandu";

/** The staff dashboard's case work (one statement), as everyone's or one counsellor's. */
const caseWork = ({ counsellorId, take, now }: { counsellorId?: number; take: number; now?: Date }) =>
  readCaseWork({ viewerId: admin.user.id, counsellorId, take, now, zone: ZONE });
const listChecklistForReview = async (options: { take: number }) => (await caseWork(options)).toReview;
/** The documents the student's dashboard asks for (its case's one statement). */
const documentsToSend = async (studentId: number) => (await readStudentCase(studentId, { upcoming: 3 })).toSend;
const listOverdueItems = async (options: { counsellorId?: number; take: number; now?: Date }) => (await caseWork(options)).overdue;
const DAY_MS = 24 * 60 * 60 * 1000;

let admin: SignedInUser;
let counsellor: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
});

const uploadCount = async () => (await readdir(process.env.UPLOAD_DIR!)).length;
const tabUrl = (studentId: number) => `/admin/students/${studentId}/checklist`;

function postTab(who: SignedInUser, studentId: number, form: Record<string, string>) {
  return callRoute(caseTab.action, tabUrl(studentId), { cookie: who.cookie, params: { id: String(studentId) }, form });
}

function upload(who: SignedInUser, itemId: number, file: File | string = pdfFile("passport.pdf")) {
  return callRoute(studentPage.action, "/student/documents", { cookie: who.cookie, form: { itemId: String(itemId), file }, multipart: true });
}

async function itemsOf(studentId: number) {
  return db.checklistItem.findMany({ where: { studentId }, orderBy: { id: "asc" }, include: { versions: { orderBy: { id: "asc" } } } });
}

type StudentPage = Awaited<ReturnType<typeof studentPage.loader>>;
type CasePage = Awaited<ReturnType<typeof caseTab.loader>>;

/** A student with one item added by hand. */
async function studentWithItem(name = "Passport") {
  const student = await signedInUser("student", "Nima Sherpa");
  await postTab(admin, student.user.id, { intent: "add_item", name });
  const [item] = await itemsOf(student.user.id);
  return { student, item };
}

describe("staff build the checklist", () => {
  test("a destination's template adds its documents once, and another destination's adds only what is not there", async () => {
    const student = await signedInUser("student");
    const first = await postTab(admin, student.user.id, { intent: "add_template", destination: "Canada" });
    expectRedirect(first, tabUrl(student.user.id));
    expect(first.toast).toMatchObject({ type: "success", title: "Template added" });
    const canada = DEFAULT_CHECKLIST_TEMPLATES.Canada.map((entry) => entry.name);
    expect((await itemsOf(student.user.id)).map((item) => item.name)).toEqual(canada);
    expect((await itemsOf(student.user.id)).every((item) => item.status === "requested" && item.templateKey)).toBe(true);

    await postTab(admin, student.user.id, { intent: "add_template", destination: "Canada" });
    expect(await itemsOf(student.user.id)).toHaveLength(canada.length);

    const again = await postTab(counsellor, student.user.id, { intent: "add_template", destination: "United Kingdom" });
    expect(again.toast?.description).toMatch(/already on the list/);
    const names = (await itemsOf(student.user.id)).map((item) => item.name);
    expect(names.filter((name) => name === "Passport")).toHaveLength(1);
    expect(names).toContain("Financial evidence (28 days)");
    expect(await db.notification.count({ where: { userId: student.user.id, title: "Documents requested" } })).toBe(2);
  });

  test("an item added by hand under a template entry's name is not added again by the template", async () => {
    const { student } = await studentWithItem("Passport");
    await postTab(admin, student.user.id, { intent: "add_template", destination: "USA" });
    expect((await itemsOf(student.user.id)).filter((item) => item.name === "Passport")).toHaveLength(1);
  });

  test("an item by hand with a note and a due date; the student is told in the app and by mail", async () => {
    const student = await signedInUser("student");
    const due = addDaysToDay(todayInZone(ZONE), 7);
    const answer = await postTab(admin, student.user.id, { intent: "add_item", name: "Police clearance", note: "From the district office", due_date: due });
    expect(answer.toast).toMatchObject({ title: "Document requested" });
    const [item] = await itemsOf(student.user.id);
    expect(item).toMatchObject({ name: "Police clearance", note: "From the district office", status: "requested", templateKey: null, dueDate: dueDateFromDay(due) });
    expect(await db.auditLog.findFirst({ where: { entityType: "checklist_item", entityId: item.id } })).toMatchObject({ action: "checklist_item_added", actorId: admin.user.id });
    expect(await db.notification.findFirst({ where: { userId: student.user.id, title: "Document requested" } })).toBeTruthy();
    expect(await db.mail.findFirst({ where: { userId: student.user.id, subject: "Document requested" } })).toBeTruthy();
    // its reminder is planned for when it becomes overdue
    expect(await getJobByKey(checklistReminderKey(student.user.id))).toMatchObject({ status: "pending" });
  });

  test("a missing name or a due date in the past is refused next to its field, nothing added", async () => {
    const student = await signedInUser("student");
    const yesterday = addDaysToDay(todayInZone(ZONE), -1);
    expect(fieldErrors(await postTab(admin, student.user.id, { intent: "add_item", name: "  ", due_date: "" })).name).toEqual(["Name is required"]);
    const refused = await postTab(admin, student.user.id, { intent: "add_item", name: "Passport", due_date: yesterday });
    expect(fieldErrors(refused).due_date).toEqual(["The due date cannot be in the past"]);
    expect(formResult(refused).initialValue).toMatchObject({ name: "Passport" });
    expect(fieldErrors(await postTab(admin, student.user.id, { intent: "add_item", name: "Passport", due_date: "2026-02-31" })).due_date).toEqual(["Choose a valid date"]);
    expect(await itemsOf(student.user.id)).toEqual([]);
  });

  test("a name on two lines or a control character in the note or a rejection's reason is refused next to its field, nothing changed", async () => {
    const { student, item } = await studentWithItem();
    const twoLines = await postTab(admin, student.user.id, { intent: "add_item", name: "Passport\nscan", note: "" });
    expect(fieldErrors(twoLines).name).toEqual(["Name must be on one line"]);
    expect(formResult(twoLines).initialValue).toMatchObject({ name: "Passport\nscan" });
    const control = await postTab(admin, student.user.id, { intent: "add_item", name: "Visa", note: "Bring\u0007 the original" });
    expect(fieldErrors(control).note).toEqual(["Note contains a control character that cannot be saved; remove it and try again"]);
    expect((await itemsOf(student.user.id)).map((row) => row.name)).toEqual([item.name]);

    await upload(student, item.id);
    const reason = await postTab(admin, student.user.id, { intent: "reject", itemId: String(item.id), reason: "Blurred\u0000" });
    expect(fieldErrors(reason).reason).toEqual(["Reason contains a control character that cannot be saved; remove it and try again"]);
    expect((await itemsOf(student.user.id))[0].status).toBe("uploaded");
    // a reason may run over several lines
    expect((await postTab(admin, student.user.id, { intent: "reject", itemId: String(item.id), reason: "Blurred.\nPlease scan again." })).toast).toMatchObject({ title: "Document rejected" });
  });

  test("staff remove an item with its versions", async () => {
    const { student, item } = await studentWithItem();
    await upload(student, item.id);
    const files = await uploadCount();
    const answer = await postTab(admin, student.user.id, { intent: "remove", itemId: String(item.id) });
    expect(answer.toast).toMatchObject({ title: "Document removed" });
    expect(await itemsOf(student.user.id)).toEqual([]);
    expect(await db.document.count({ where: { checklistItemId: item.id } })).toBe(0);
    expect(await uploadCount()).toBe(files - 1);
    expect(await db.auditLog.findFirst({ where: { entityType: "checklist_item", entityId: item.id, action: "checklist_item_removed" } })).toBeTruthy();
  });
});

describe("an item's life", () => {
  test("upload, reject with a reason, upload again, accept: every version kept and downloadable by the student and staff", async () => {
    const { student, item } = await studentWithItem();
    const first = await upload(student, item.id, pdfFile("passport v1.pdf"));
    expectRedirect(first, "/student/documents");
    expect(first.toast).toMatchObject({ type: "success", title: "Document uploaded" });
    expect((await itemsOf(student.user.id))[0]).toMatchObject({ status: "uploaded" });
    expect((await listChecklistForReview({ take: 50 })).some((row) => row.id === item.id && row.student.name === "Nima Sherpa")).toBe(true);

    // a rejection needs a reason
    const bare = await postTab(admin, student.user.id, { intent: "reject", itemId: String(item.id), reason: "   " });
    expect(fieldErrors(bare).reason).toEqual(["A reason is required to reject a document"]);
    expect((bare.body as { itemId: number }).itemId).toBe(item.id);
    expect((await itemsOf(student.user.id))[0].status).toBe("uploaded");

    const rejected = await postTab(admin, student.user.id, { intent: "reject", itemId: String(item.id), reason: "The photo page is cut off" });
    expect(rejected.toast).toMatchObject({ title: "Document rejected" });
    expect((await itemsOf(student.user.id))[0]).toMatchObject({ status: "rejected", reason: "The photo page is cut off", decidedById: admin.user.id });
    expect(await db.notification.findFirst({ where: { userId: student.user.id, title: "Document needs another upload" } })).toMatchObject({ link: "/student/documents" });
    expect(await db.mail.findFirst({ where: { userId: student.user.id, subject: "Document needs another upload" } })).toBeTruthy();
    expect((await documentsToSend(student.user.id)).map((row) => [row.name, row.status, row.reason])).toEqual([["Passport", "rejected", "The photo page is cut off"]]);

    // the student sees the reason beside the item
    const page = (await callRoute(studentPage.loader, "/student/documents", { cookie: student.cookie })).body as StudentPage;
    expect(page.items[0]).toMatchObject({ status: "rejected", reason: "The photo page is cut off", canUpload: true });

    expectRedirect(await upload(student, item.id, pdfFile("passport v2.pdf")), "/student/documents");
    expect((await itemsOf(student.user.id))[0]).toMatchObject({ status: "uploaded", reason: null });

    const accepted = await postTab(counsellor, student.user.id, { intent: "accept", itemId: String(item.id) });
    expect(accepted.toast).toMatchObject({ title: "Document accepted" });
    expect((await itemsOf(student.user.id))[0]).toMatchObject({ status: "accepted", decidedById: counsellor.user.id });
    expect(await documentsToSend(student.user.id)).toEqual([]);

    const after = (await callRoute(studentPage.loader, "/student/documents", { cookie: student.cookie })).body as StudentPage;
    expect(after.items[0].canUpload).toBe(false);
    expect(after.items[0].versions.map((version) => version.originalName)).toEqual(["passport v1.pdf", "passport v2.pdf"]);
    expect(after.items[0].decisions.map((decision) => [decision.status, decision.reason])).toEqual([
      ["rejected", "The photo page is cut off"],
      ["accepted", null],
    ]);
    const casePage = (await callRoute(caseTab.loader, tabUrl(student.user.id), { cookie: admin.cookie, params: { id: String(student.user.id) } })).body as CasePage;
    expect(casePage.items[0].versions).toHaveLength(2);

    const other = await signedInUser("student");
    for (const version of after.items[0].versions) {
      const mine = await callRoute(studentDocument, `/student/documents/${version.id}`, { cookie: student.cookie, params: { id: String(version.id) } });
      expect(mine.status).toBe(200);
      expect(Buffer.from(await mine.response!.arrayBuffer())).toEqual(PDF);
      expect((await callRoute(adminDocument, `/admin/documents/${version.id}`, { cookie: admin.cookie, params: { id: String(version.id) } })).status).toBe(200);
      expect((await callRoute(studentDocument, `/student/documents/${version.id}`, { cookie: other.cookie, params: { id: String(version.id) } })).status).toBe(404);
    }

    // an accepted item takes no more versions
    const files = await uploadCount();
    const late = await upload(student, item.id);
    expect(late.status).toBe(409);
    expect(formResult(late).error?.[""]).toEqual(["This document has been accepted: there is nothing more to upload."]);
    expect(await uploadCount()).toBe(files);
  });

  test("a wrong-type, disguised or oversize file is refused next to the field, nothing stored, nothing changed", async () => {
    const { student, item } = await studentWithItem();
    const files = await uploadCount();
    const disguised = new File([EXE], "passport.pdf", { type: "application/pdf" });
    expect(fieldErrors(await upload(student, item.id, disguised), `result`).file).toEqual(["Upload a PDF, DOC, DOCX, JPG, PNG file."]);
    const text = new File(["just text"], "notes.txt", { type: "text/plain" });
    expect(fieldErrors(await upload(student, item.id, text)).file).toEqual(["Upload a PDF, DOC, DOCX, JPG, PNG file."]);
    const big = new File([PDF, new Uint8Array(5 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" });
    const oversize = await upload(student, item.id, big);
    expect(fieldErrors(oversize).file).toEqual(["The file is larger than 5 MB."]);
    expect((oversize.body as { intent: string }).intent).toBe(`upload-${item.id}`);
    expect(fieldErrors(await upload(student, item.id, "")).file).toEqual(["Choose a file to upload"]);
    expect(await uploadCount()).toBe(files);
    expect((await itemsOf(student.user.id))[0]).toMatchObject({ status: "requested", versions: [] });
  });

  test("of two decisions on one upload, only the first applies", async () => {
    const { student, item } = await studentWithItem();
    await upload(student, item.id);
    const stale = interleave(
      "checklistItem",
      () => rejectChecklistItem({ staffId: admin.user.id, studentId: student.user.id, itemId: item.id, reason: "Blurred" }),
      () => acceptChecklistItem({ staffId: counsellor.user.id, studentId: student.user.id, itemId: item.id }),
    );
    await expect(stale).rejects.toThrow(ActionNotAllowedError);
    expect((await itemsOf(student.user.id))[0]).toMatchObject({ status: "accepted", reason: null, decidedById: counsellor.user.id });
    expect(await db.auditLog.count({ where: { entityType: "checklist_item", entityId: item.id, action: { in: ["checklist_document_accepted", "checklist_document_rejected"] } } })).toBe(1);
  });
});

describe("roles and other students", () => {
  test("a student is refused every staff action and the tab; nothing changes", async () => {
    const { student, item } = await studentWithItem();
    await upload(student, item.id);
    expectRedirect(await callRoute(caseTab.loader, tabUrl(student.user.id), { cookie: student.cookie, params: { id: String(student.user.id) } }), "/student");
    const forms: Array<Record<string, string>> = [
      { intent: "accept", itemId: String(item.id) },
      { intent: "reject", itemId: String(item.id), reason: "No" },
      { intent: "remove", itemId: String(item.id) },
      { intent: "add_item", name: "Mine" },
      { intent: "add_template", destination: "USA" },
    ];
    for (const form of forms) {
      expectRedirect(await postTab(student, student.user.id, form), "/student");
    }
    expect((await itemsOf(student.user.id)).map((row) => [row.name, row.status])).toEqual([["Passport", "uploaded"]]);
  });

  test("a staff's id or an unknown id is no case (404); another student's item is a 404 on either side, nothing changed", async () => {
    const { student, item } = await studentWithItem();
    await upload(student, item.id);
    for (const id of [admin.user.id, 999_999]) {
      expect((await callRoute(caseTab.loader, tabUrl(id), { cookie: admin.cookie, params: { id: String(id) } })).status).toBe(404);
      expect((await postTab(admin, id, { intent: "add_item", name: "Passport" })).status).toBe(404);
    }
    const other = await signedInUser("student");
    const forms: Array<Record<string, string>> = [
      { intent: "accept", itemId: String(item.id) },
      { intent: "reject", itemId: String(item.id), reason: "No" },
      { intent: "remove", itemId: String(item.id) },
    ];
    for (const form of forms) {
      expect((await postTab(admin, other.user.id, form)).status).toBe(404);
    }
    const files = await uploadCount();
    expect((await upload(other, item.id)).status).toBe(404);
    expect(await uploadCount()).toBe(files);
    expect((await itemsOf(student.user.id)).map((row) => [row.status, row.versions.length])).toEqual([["uploaded", 1]]);
    expect(await db.checklistItem.count({ where: { studentId: { in: [admin.user.id, other.user.id] } } })).toBe(0);
  });
});

describe("overdue items", () => {
  test("are listed for the staff (a counsellor's own students only) and reminded to the student at most once a day", async () => {
    const student = await createTestUser("student", "Nima Sherpa");
    await db.user.update({ where: { id: student.id }, data: { counsellorId: counsellor.user.id } });
    const stranger = await createTestUser("student", "Other Student");
    const today = todayInZone(ZONE);
    for (const who of [student, stranger]) {
      await addChecklistItem({ staffId: admin.user.id, studentId: who.id, name: "Transcript", note: null, dueDay: today });
      await addChecklistItem({ staffId: admin.user.id, studentId: who.id, name: "SOP", note: null, dueDay: addDaysToDay(today, 3) });
    }
    // nothing overdue yet: the due day is today
    expect((await listOverdueItems({ take: 100 })).some((row) => row.student.id === student.id)).toBe(false);
    const job = await getJobByKey(checklistReminderKey(student.id));
    expect(job?.status).toBe("pending");

    // the job is due when the first item turns overdue; the worker runs it on a clock two days ahead
    const later = new Date(job!.runAt.getTime() + 60_000);
    expect((await listOverdueItems({ take: 100, now: later })).filter((row) => row.student.id === student.id).map((row) => row.name)).toEqual(["Transcript"]);
    expect((await listOverdueItems({ counsellorId: counsellor.user.id, take: 100, now: later })).map((row) => row.student.name)).toEqual(["Nima Sherpa"]);
    await runDueJobs({ now: later, limit: 50 });
    const reminders = () => db.mail.findMany({ where: { userId: student.id, category: "reminder" }, orderBy: { id: "asc" } });
    // a delivered mail's subject carries the site's name after a bar
    const subjects = async () => (await reminders()).map((mail) => mail.subject.replace(/ \| .*$/, ""));
    expect(await subjects()).toEqual(["A document is overdue"]);
    expect(JSON.parse((await reminders())[0].data).content.details).toEqual([["Transcript", expect.stringMatching(/^due /)]]);
    expect((await db.checklistItem.findFirst({ where: { studentId: student.id, name: "Transcript" } }))?.lastRemindedAt).toEqual(later);

    // the same day again: no second mail; the next is planned a day after the last
    expect(await sendChecklistReminder({ studentId: student.id }, new Date(later.getTime() + 6 * 60 * 60 * 1000))).toEqual([]);
    expect(await reminders()).toHaveLength(1);
    expect((await getJobByKey(checklistReminderKey(student.id)))?.runAt).toEqual(new Date(later.getTime() + DAY_MS));

    // a day later both items are overdue and one mail lists them
    const nextDay = new Date(later.getTime() + 4 * DAY_MS);
    await runDueJobs({ now: nextDay, limit: 50 });
    expect(await subjects()).toEqual(["A document is overdue", "2 documents are overdue"]);

    // accepted items are not overdue, and nothing more is planned once nothing is open
    await db.checklistItem.updateMany({ where: { studentId: student.id }, data: { status: "accepted" } });
    expect(await sendChecklistReminder({ studentId: student.id }, new Date(nextDay.getTime() + 2 * DAY_MS))).toEqual([]);
    expect(await reminders()).toHaveLength(2);
  });
});

describe("a Nepali student's checklist mail", () => {
  test("the request and the overdue reminder are in Nepali, their due days with the Bikram Sambat date", async () => {
    const student = await createTestUser("student", "सीता शर्मा");
    await setPreferredLanguage(student.id, "ne");
    const today = todayInZone(ZONE);
    await addChecklistItem({ staffId: admin.user.id, studentId: student.id, name: "Transcript", note: null, dueDay: today });
    await addChecklistItem({ staffId: admin.user.id, studentId: student.id, name: "Passport", note: null, dueDay: today });
    const mails = (category: string) => db.mail.findMany({ where: { userId: student.id, category }, orderBy: { id: "asc" } });
    const [request] = await mails("update");
    expect(request.subject).toBe("कागजात मागियो");
    expect((JSON.parse(request.data) as { content: NoticeContent }).content.paragraphs[0]).toMatch(/^कृपया अपलोड गर्नुहोस्: Transcript। यसको म्याद [०-९]{4} \S+ [०-९]+ \(वि\.सं\. [०-९]+ \S+ [०-९]{4}\) सम्म छ।$/);
    // the notification keeps the English the student area reads back into Nepali
    expect(await db.notification.findFirst({ where: { userId: student.id }, orderBy: { id: "asc" } })).toMatchObject({ title: "Document requested" });

    await sendChecklistReminder({ studentId: student.id }, new Date(Date.now() + 2 * DAY_MS));
    const [reminder] = await mails("reminder");
    expect(reminder.subject).toBe("२ वटा कागजातको म्याद नाघिसक्यो");
    const { content } = JSON.parse(reminder.data) as { content: NoticeContent };
    expect(content.heading).toBe("म्याद नाघेका कागजात");
    expect(content.details).toEqual([
      ["Transcript", expect.stringMatching(/^म्याद [०-९]{4} \S+ [०-९]+ \(वि\.सं\./)],
      ["Passport", expect.stringMatching(/^म्याद /)],
    ]);
  });
});

describe("the Checklists settings tab", () => {
  test("saves each destination's template, refuses a line without a name, and the case tab adds the saved template", async () => {
    const page = await callRoute(settingsPage.loader, "/admin/settings?tab=checklists", { cookie: admin.cookie });
    const values = (page.body as { form: { values: Record<string, string> } }).form.values;
    expect(values.germany).toContain("Blocked account confirmation");
    const form = { intent: "checklists", ...values, germany: "Passport | valid two years\nAPS certificate\nUni-assist VPD | from uni-assist" };

    const refused = await callRoute(settingsPage.action, "/admin/settings", { cookie: admin.cookie, form: { ...form, usa: "| a note without a name" } });
    expect(fieldErrors(refused).usa).toEqual(['Line 1 has a note but no name (write it as "Name | note")']);
    expect((await getSettings("checklists")).germany).toContain("Blocked account confirmation");

    const saved = await callRoute(settingsPage.action, "/admin/settings", { cookie: admin.cookie, form });
    expectRedirect(saved, "/admin/settings?tab=checklists");
    expect((await getSettings("checklists")).germany).toBe("Passport | valid two years\nAPS certificate\nUni-assist VPD | from uni-assist");
    expect(await db.auditLog.findFirst({ where: { entityType: "setting", action: "settings_saved", detail: "Checklists settings" }, orderBy: { id: "desc" } })).toBeTruthy();

    const student = await createTestUser("student");
    await addTemplateItems({ staffId: admin.user.id, studentId: student.id, destination: "Germany" });
    expect((await itemsOf(student.id)).map((item) => [item.name, item.note])).toEqual([
      ["Passport", "valid two years"],
      ["APS certificate", null],
      ["Uni-assist VPD", "from uni-assist"],
    ]);

    // a counsellor does not reach the settings
    expect((await callRoute(settingsPage.loader, "/admin/settings?tab=checklists", { cookie: counsellor.cookie })).status).toBe(403);
  });
});

describe("the demo checklist", () => {
  test("has an item in every state, a reason on the rejected one, one overdue, and is made once", async () => {
    const { seedDemoChecklist } = await import("../../prisma/demo-case/checklist");
    const student = await createTestUser("student");
    expect(await seedDemoChecklist(student.id, admin.user.id)).toBe(true);
    expect(await seedDemoChecklist(student.id, admin.user.id)).toBe(false);
    const items = await itemsOf(student.id);
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(["requested", "uploaded", "accepted", "rejected"]));
    expect(items.find((item) => item.status === "rejected")?.reason).toBeTruthy();
    expect(items.find((item) => item.name === "Passport")?.versions).toHaveLength(2);
    expect((await listOverdueItems({ take: 100 })).filter((row) => row.student.id === student.id).map((row) => row.name)).toEqual(["Police clearance certificate"]);
  });
});
