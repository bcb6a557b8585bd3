import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, test } from "vitest";
import type { NoticeContent } from "~/domain/mail";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { completeSopReview, requestSopRevision, startSopReview } from "~/models/sop-admin.server";
import * as reviewPage from "~/routes/admin.sop-applications.$id/route";
import * as sopList from "~/routes/admin.sop-applications._index";
import * as adminDocument from "~/routes/admin.documents.$id";
import { loader as studentDocument } from "~/routes/student.documents.$id";
import { loader as studentSop } from "~/routes/student.sop-applications.$id/route";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { createSop } from "../support/fixtures/applications";
import { PDF, pdfFile } from "../support/fixtures/files";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin", "Asha Admin");
  student = await signedInUser("student", "Nima Sherpa");
});


const uploadCount = async () => (await readdir(process.env.UPLOAD_DIR!)).length;

type SopList = Awaited<ReturnType<typeof sopList.loader>>;

describe("admin SOP list", () => {
  test("searches by id, university, program, student name and e-mail, filters by status and pages", async () => {
    const other = await signedInUser("student", "Priya Searchable");
    const melbourne = await createSop(other.user.id, { university: "University of Melbourne", program: "Master of Data Science" });
    for (let index = 0; index < 10; index++) await createSop(student.user.id, { university: "Paged University", draft: false });
    await startSopReview({ adminId: admin.user.id, sopId: melbourne.id });

    const ids = async (query: string) => ((await callRoute(sopList.loader, `/admin/sop-applications?${query}`, { cookie: admin.cookie })).body as SopList).rows.map((row) => row.id);
    expect(await ids(`search_keyword=${encodeURIComponent(`#${melbourne.id}`)}`)).toEqual([melbourne.id]);
    expect(await ids("search_keyword=Melbourne")).toEqual([melbourne.id]);
    expect(await ids("search_keyword=Data%20Science")).toEqual([melbourne.id]);
    expect(await ids("search_keyword=Priya")).toEqual([melbourne.id]);
    expect(await ids(`search_keyword=${encodeURIComponent(other.user.email)}`)).toEqual([melbourne.id]);
    expect(await ids(`search_keyword=Priya&filters=${encodeURIComponent('{"status":"pending"}')}`)).toEqual([]);
    expect(await ids(`search_keyword=Priya&filters=${encodeURIComponent('{"status":"in_progress"}')}`)).toEqual([melbourne.id]);

    const paged = (await callRoute(sopList.loader, "/admin/sop-applications?search_keyword=Paged", { cookie: admin.cookie })).body as SopList;
    expect(paged.meta).toMatchObject({ total: 10, last_page: 1 });
    const small = (await callRoute(sopList.loader, "/admin/sop-applications?search_keyword=Paged&page=2", { cookie: admin.cookie }));
    expectRedirect(small, "/admin/sop-applications?search_keyword=Paged");

    const row = ((await callRoute(sopList.loader, "/admin/sop-applications?search_keyword=Priya", { cookie: admin.cookie })).body as SopList).rows[0];
    expect(row).toMatchObject({ assignee: "Asha Admin", priority: null, canStartReview: false, canUploadReview: true, student: { name: "Priya Searchable" } });
    expect(row.draftDocumentId).toEqual(expect.any(Number));
  });

  test("Start Review from the list puts a pending SOP in progress, assigns it to whoever started it and tells the student", async () => {
    const sop = await createSop(student.user.id);
    const answer = await callRoute(sopList.action, "/admin/sop-applications?index&search_keyword=Toronto", { cookie: admin.cookie, form: { intent: "start_review", id: String(sop.id) } });
    expectRedirect(answer, "/admin/sop-applications?search_keyword=Toronto");
    expect(answer.toast).toMatchObject({ type: "success", title: "Review started" });
    const { record: after } = await recordSnapshot("sop_application", sop.id);
    expect(after).toMatchObject({ status: "in_progress", assigneeId: admin.user.id });
    expect(await db.notification.findFirst({ where: { userId: student.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "SOP review started",
      link: `/student/sop-applications/${sop.id}`,
    });
  });

  test("a Nepali student hears of the review in Nepali; the notification is stored in English", async () => {
    const nepali = await signedInUser("student", "सीता शर्मा");
    await setPreferredLanguage(nepali.user.id, "ne");
    const sop = await createSop(nepali.user.id, { university: "University of Sydney" });
    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    expect(await db.notification.findFirst({ where: { userId: nepali.user.id }, orderBy: { id: "desc" } })).toMatchObject({ title: "SOP review started" });
    const mail = await db.mail.findFirstOrThrow({ where: { userId: nepali.user.id }, orderBy: { id: "desc" } });
    expect(mail.subject).toBe("SOP को समीक्षा सुरु भयो");
    expect((JSON.parse(mail.data) as { content: NoticeContent }).content.paragraphs).toEqual(["हामीले University of Sydney का लागि तपाईंको SOP को समीक्षा सुरु गरेका छौं।"]);
  });

  test("a second Start Review is refused with an error toast and changes nothing", async () => {
    const sop = await createSop(student.user.id);
    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    const before = await recordSnapshot("sop_application", sop.id);
    const answer = await callRoute(sopList.action, "/admin/sop-applications?index", { cookie: admin.cookie, form: { intent: "start_review", id: String(sop.id) } });
    expect(answer.toast).toMatchObject({ type: "error", title: "Action not allowed" });
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(before);
  });
});

describe("admin SOP review screen", () => {
  test("shows the student, the application, its documents and a timeline of who did what", async () => {
    const sop = await createSop(student.user.id);
    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    const page = (await callRoute(reviewPage.loader, `/admin/sop-applications/${sop.id}`, { cookie: admin.cookie, params: { id: String(sop.id) } })).body as Awaited<
      ReturnType<typeof reviewPage.loader>
    >;
    expect(page.sop).toMatchObject({ student: { name: "Nima Sherpa", email: student.user.email }, university: "University of Toronto", canComplete: true, canStartReview: false });
    // the student's drafts are listed as numbered versions, apart from the reviewed documents
    expect(page.drafts).toMatchObject([{ name: "my draft.pdf", version: 1, latest: true, href: expect.stringMatching(/^\/admin\/documents\/\d+$/) }]);
    expect(page.documents).toEqual([]);
    expect(page.timeline).toMatchObject([
      { label: "Application submitted", by: "Nima Sherpa" },
      { label: "Review started", by: "Asha Admin" },
    ]);
    expect(page.admins.map((row) => row.name)).toContain("Asha Admin");
    expect((await callRoute(reviewPage.loader, "/admin/sop-applications/999999", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });

  test("priority is set and cleared without notifying the student; a bad value is refused under the field", async () => {
    const sop = await createSop(student.user.id);
    const params = { id: String(sop.id) };
    const before = await recordSnapshot("sop_application", sop.id);
    const set = await callRoute(reviewPage.action, `/admin/sop-applications/${sop.id}`, { cookie: admin.cookie, params, form: { intent: "priority", priority: "high" } });
    expectRedirect(set, `/admin/sop-applications/${sop.id}`);
    expect(set.toast).toMatchObject({ title: "Priority updated", description: "The priority is now High." });
    const after = await recordSnapshot("sop_application", sop.id);
    expect(after.record.priority).toBe("high");
    expect(after.audits).toBe(before.audits + 1);
    expect(after.notices).toBe(before.notices);

    await callRoute(reviewPage.action, `/admin/sop-applications/${sop.id}`, { cookie: admin.cookie, params, form: { intent: "priority", priority: "" } });
    expect((await recordSnapshot("sop_application", sop.id)).record.priority).toBeNull();
    expect(fieldErrors(await callRoute(reviewPage.action, `/admin/sop-applications/${sop.id}`, { cookie: admin.cookie, params, form: { intent: "priority", priority: "urgent" } })).priority).toEqual([
      "Choose a priority",
    ]);
  });

  test("assigns to a staff member or to nobody, and refuses a student as assignee", async () => {
    const sop = await createSop(student.user.id);
    const params = { id: String(sop.id) };
    const path = `/admin/sop-applications/${sop.id}`;
    const assigned = await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "assign", assigneeId: String(admin.user.id) } });
    expect(assigned.toast).toMatchObject({ title: "SOP assigned", description: "Asha Admin is now working on this SOP." });
    expect((await recordSnapshot("sop_application", sop.id)).record.assigneeId).toBe(admin.user.id);

    const refused = await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "assign", assigneeId: String(student.user.id) } });
    expect(fieldErrors(refused).assigneeId).toEqual(["SOPs can only be assigned to a staff member (an admin or a counsellor)."]);
    expect((await recordSnapshot("sop_application", sop.id)).record.assigneeId).toBe(admin.user.id);

    await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "assign", assigneeId: "" } });
    expect((await recordSnapshot("sop_application", sop.id)).record.assigneeId).toBeNull();
  });

  test("Upload Review is refused before the review starts: nothing stored, status unchanged", async () => {
    const sop = await createSop(student.user.id);
    const before = await recordSnapshot("sop_application", sop.id);
    const files = await uploadCount();
    const answer = await callRoute(reviewPage.action, `/admin/sop-applications/${sop.id}`, {
      cookie: admin.cookie,
      params: { id: String(sop.id) },
      form: { intent: "upload_review", document: pdfFile("final.pdf") },
    });
    expect(answer.toast).toMatchObject({ type: "error", title: "Action not allowed", description: "A reviewed SOP can only be uploaded while the SOP is in review. Start the review first." });
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(before);
    expect(await uploadCount()).toBe(files);
  });

  test("Upload Review checks the file from its bytes, then completes the SOP so the student downloads it", async () => {
    const sop = await createSop(student.user.id);
    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    const params = { id: String(sop.id) };
    const path = `/admin/sop-applications/${sop.id}`;
    const disguised = new File([new TextEncoder().encode("MZ\x90 not a pdf")], "final.pdf", { type: "application/pdf" });
    expect(fieldErrors(await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "upload_review", document: disguised } })).document).toEqual([
      "Upload a PDF, DOC, DOCX file.",
    ]);
    expect(fieldErrors(await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "upload_review" } })).document).toEqual(["Choose the reviewed SOP to upload"]);
    expect((await recordSnapshot("sop_application", sop.id)).record.status).toBe("in_progress");

    const uploaded = await callRoute(reviewPage.action, path, {
      cookie: admin.cookie,
      params,
      form: { intent: "upload_review", feedback: "Tightened the opening.", document: pdfFile("final sop.pdf") },
    });
    expectRedirect(uploaded, path);
    expect(uploaded.toast).toMatchObject({ type: "success", title: "Reviewed SOP uploaded" });
    const { record: after } = await recordSnapshot("sop_application", sop.id);
    expect(after).toMatchObject({ status: "completed", feedback: "Tightened the opening." });
    const final = after.documents.find((document) => document.kind === "sop_final");
    expect(final).toMatchObject({ originalName: "final sop.pdf", mimeType: "application/pdf" });

    const seen = (await callRoute(studentSop, `/student/sop-applications/${sop.id}`, { cookie: student.cookie, params })).body as { sop: { finalDocumentId: number | null; status: string } };
    expect(seen.sop).toMatchObject({ status: "completed", finalDocumentId: final!.id });
    const download = await callRoute(studentDocument, `/student/documents/${final!.id}`, { cookie: student.cookie, params: { id: String(final!.id) } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.response!.arrayBuffer())).toEqual(PDF);
  });

  test("Request Revision needs feedback; the student then sees Needs Revision with it, and the review can start again", async () => {
    const sop = await createSop(student.user.id);
    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    const params = { id: String(sop.id) };
    const path = `/admin/sop-applications/${sop.id}`;
    expect(fieldErrors(await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "request_revision", feedback: "  " } })).feedback).toEqual(["Feedback is required"]);

    const sent = await callRoute(reviewPage.action, path, { cookie: admin.cookie, params, form: { intent: "request_revision", feedback: "Expand on your research." } });
    expect(sent.toast).toMatchObject({ title: "Revision requested" });
    const seen = (await callRoute(studentSop, `/student/sop-applications/${sop.id}`, { cookie: student.cookie, params })).body as { sop: { status: string; feedback: string }; timeline: Array<{ label: string }> };
    expect(seen.sop).toMatchObject({ status: "rejected", feedback: "Expand on your research." });
    expect(seen.timeline.at(-1)?.label).toBe("Status changed to Needs Revision");

    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    expect((await recordSnapshot("sop_application", sop.id)).record.status).toBe("in_progress");
  });

  test("the models refuse completing or sending back an SOP that is not in review, and remove the stored file", async () => {
    const sop = await createSop(student.user.id);
    const before = await recordSnapshot("sop_application", sop.id);
    const stored = await storeBytes(PDF, "x.pdf", "pdf");
    await expect(completeSopReview({ adminId: admin.user.id, sopId: sop.id, document: stored, feedback: null })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await readdir(process.env.UPLOAD_DIR!)).not.toContain(stored.storageKey);
    await expect(requestSopRevision({ adminId: admin.user.id, sopId: sop.id, feedback: "x" })).rejects.toBeInstanceOf(ActionNotAllowedError);
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(before);
  });

  test("an admin downloads any stored document; an unknown id is a 404", async () => {
    const sop = await createSop(student.user.id);
    const draft = await db.document.findFirstOrThrow({ where: { sopApplicationId: sop.id } });
    const answer = await callRoute(adminDocument.loader, `/admin/documents/${draft.id}`, { cookie: admin.cookie, params: { id: String(draft.id) } });
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("Content-Disposition")).toContain('filename="my draft.pdf"');
    expect((await callRoute(adminDocument.loader, "/admin/documents/999999", { cookie: admin.cookie, params: { id: "999999" } })).status).toBe(404);
  });

  // Once, the uploader's name and extension went out as they were, a right-to-left override included
  test("a download is named with the extension of the type its bytes are, without control or bidi characters", async () => {
    const sop = await createSop(student.user.id);
    for (const [uploaded, ascii, exact] of [
      ["poly.html", "poly.pdf", "poly.pdf"],
      ["invoice\u202Efdp.exe", "invoicefdp.pdf", "invoicefdp.pdf"],
    ]) {
      const stored = await storeBytes(PDF, uploaded, "pdf");
      const document = await db.document.create({ data: { ...stored, ownerId: student.user.id, kind: "sop_draft", sopApplicationId: sop.id } });
      const answer = await callRoute(adminDocument.loader, `/admin/documents/${document.id}`, { cookie: admin.cookie, params: { id: String(document.id) } });
      const disposition = answer.response!.headers.get("Content-Disposition")!;
      expect(disposition).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(exact)}`);
      expect(answer.response!.headers.get("Content-Type")).toBe("application/pdf");
    }
  });
});
