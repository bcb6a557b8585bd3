import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, test } from "vitest";
import { assignSop, requestSopRevision, startSopReview } from "~/models/sop-admin.server";
import { SopNotAwaitingRevisionError, submitSopRevision } from "~/models/sop-application.server";
import * as reviewPage from "~/routes/admin.sop-applications.$id/route";
import { loader as adminDocument } from "~/routes/admin.documents.$id";
import { loader as studentDocument } from "~/routes/student.documents.$id";
import * as studentSop from "~/routes/student.sop-applications.$id/route";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { createSop } from "../support/fixtures/applications";
import { PDF, pdfFile } from "../support/fixtures/files";
import { recordSnapshot } from "../support/fixtures/records";
import { callRoute, expectRedirect, fieldErrors, formResult } from "../support/routes";
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

/** An SOP sent back to the student, reviewed by `admin`. */
async function sopNeedingRevision(studentId = student.user.id) {
  const sop = await createSop(studentId);
  await startSopReview({ adminId: admin.user.id, sopId: sop.id });
  await requestSopRevision({ adminId: admin.user.id, sopId: sop.id, feedback: "Say more about your research." });
  return sop;
}

const postRevision = (sopId: number, form: Record<string, string | File>, who = student) =>
  callRoute(studentSop.action, `/student/sop-applications/${sopId}`, { cookie: who.cookie, params: { id: String(sopId) }, form, multipart: true });

type StudentPage = Awaited<ReturnType<typeof studentSop.loader>>;
type AdminPage = Awaited<ReturnType<typeof reviewPage.loader>>;

describe("the student answers a revision request", () => {
  test("a revised draft with a note goes back to In Progress, audited, staff and the reviewer told; both pages list every version", async () => {
    const sop = await sopNeedingRevision();
    const page = (await callRoute(studentSop.loader, `/student/sop-applications/${sop.id}`, { cookie: student.cookie, params: { id: String(sop.id) } })).body as StudentPage;
    expect(page.sop.awaitsRevision).toBe(true);
    const staffMailsBefore = await db.mail.count({ where: { category: "staff", to: admin.user.email } });

    const answer = await postRevision(sop.id, { document: pdfFile("draft v2.pdf"), note: "Added two paragraphs on my thesis." });
    expectRedirect(answer, `/student/sop-applications/${sop.id}#drafts`);
    expect(answer.toast).toMatchObject({ type: "success", title: "Revised draft sent" });

    const after = await recordSnapshot("sop_application", sop.id);
    expect(after.record.status).toBe("in_progress");
    const drafts = after.record.documents.filter((document) => document.kind === "sop_draft");
    expect(drafts.map((document) => [document.originalName, document.note])).toEqual([
      ["my draft.pdf", null],
      ["draft v2.pdf", "Added two paragraphs on my thesis."],
    ]);
    expect(await db.auditLog.findFirst({ where: { entityType: "sop_application", entityId: sop.id }, orderBy: { id: "desc" } })).toMatchObject({
      action: "revision_submitted",
      actorId: student.user.id,
      fromStatus: "rejected",
      toStatus: "in_progress",
      detail: "draft v2.pdf",
    });
    expect(await db.notification.findFirst({ where: { userId: admin.user.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Revised SOP draft received",
      link: `/admin/sop-applications/${sop.id}`,
    });
    // the reviewer who started the review (its assignee) gets the news by e-mail as well
    expect(await db.mail.count({ where: { category: "staff", to: admin.user.email } })).toBe(staffMailsBefore + 1);

    const studentPage = (await callRoute(studentSop.loader, `/student/sop-applications/${sop.id}`, { cookie: student.cookie, params: { id: String(sop.id) } })).body as StudentPage;
    expect(studentPage.sop.awaitsRevision).toBe(false);
    expect(studentPage.drafts.map(({ version, latest, note }) => ({ version, latest, note }))).toEqual([
      { version: 1, latest: false, note: null },
      { version: 2, latest: true, note: "Added two paragraphs on my thesis." },
    ]);
    const adminPage = (await callRoute(reviewPage.loader, `/admin/sop-applications/${sop.id}`, { cookie: admin.cookie, params: { id: String(sop.id) } })).body as AdminPage;
    expect(adminPage.drafts.map(({ version, latest, name }) => ({ version, latest, name }))).toEqual([
      { version: 1, latest: false, name: "my draft.pdf" },
      { version: 2, latest: true, name: "draft v2.pdf" },
    ]);
    expect(adminPage.sop.canComplete).toBe(true);
    // every version downloads, for the staff and for the student
    for (const draft of adminPage.drafts) {
      const file = await callRoute(adminDocument, draft.href, { cookie: admin.cookie, params: { id: String(draft.id) } });
      expect(file.status).toBe(200);
      expect((await callRoute(studentDocument, `/student/documents/${draft.id}`, { cookie: student.cookie, params: { id: String(draft.id) } })).status).toBe(200);
    }
  });

  test("the note is required and the file is checked from its bytes: nothing stored, nothing changed", async () => {
    const sop = await sopNeedingRevision();
    const before = await recordSnapshot("sop_application", sop.id);
    const files = await uploadCount();
    expect(fieldErrors(await postRevision(sop.id, { document: pdfFile(), note: "   " })).note).toEqual(["Note is required"]);
    expect(fieldErrors(await postRevision(sop.id, { note: "New version" })).document).toEqual(["Choose your revised draft to upload"]);
    const disguised = new File([new TextEncoder().encode("MZ\x90 not a pdf")], "v2.pdf", { type: "application/pdf" });
    expect(fieldErrors(await postRevision(sop.id, { document: disguised, note: "New version" })).document).toEqual(["Upload a PDF, DOC, DOCX file."]);
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(before);
    expect(await uploadCount()).toBe(files);
  });

  test("refused when the SOP is not awaiting a revision: nothing stored, status unchanged", async () => {
    const sop = await createSop(student.user.id);
    await startSopReview({ adminId: admin.user.id, sopId: sop.id });
    const before = await recordSnapshot("sop_application", sop.id);
    const files = await uploadCount();
    const answer = await postRevision(sop.id, { document: pdfFile(), note: "Unasked" });
    expect(answer.status).toBe(409);
    expect(formResult(answer).error?.[""]).toEqual(["This SOP is not waiting for a revised draft."]);
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(before);
    expect(await uploadCount()).toBe(files);
  });

  test("a second answer to the same request is refused (the first moved it back to In Progress)", async () => {
    const sop = await sopNeedingRevision();
    await submitSopRevision({ studentId: student.user.id, sopId: sop.id, note: "First", document: await storeBytes(PDF, "v2.pdf", "pdf") });
    const files = await uploadCount();
    await expect(submitSopRevision({ studentId: student.user.id, sopId: sop.id, note: "Again", document: await storeBytes(PDF, "v3.pdf", "pdf") })).rejects.toThrow(
      SopNotAwaitingRevisionError,
    );
    expect(await uploadCount()).toBe(files);
    expect(await db.document.count({ where: { sopApplicationId: sop.id, kind: "sop_draft" } })).toBe(2);
  });

  test("a student cannot upload to another student's SOP (404, nothing stored)", async () => {
    const other = await signedInUser("student", "Other Student");
    const sop = await sopNeedingRevision(other.user.id);
    const before = await recordSnapshot("sop_application", sop.id);
    const files = await uploadCount();
    expect((await postRevision(sop.id, { document: pdfFile(), note: "Not mine" })).status).toBe(404);
    expect(await recordSnapshot("sop_application", sop.id)).toEqual(before);
    expect(await uploadCount()).toBe(files);
  });

  test("an admin cannot post as a student, and a visitor is sent to log in", async () => {
    const sop = await sopNeedingRevision();
    const asAdmin = await postRevision(sop.id, { document: pdfFile(), note: "x" }, admin);
    expect(asAdmin.status).toBeGreaterThanOrEqual(300);
    const visitor = await callRoute(studentSop.action, `/student/sop-applications/${sop.id}`, { params: { id: String(sop.id) }, form: { note: "x" } });
    expect(visitor.location).toMatch(/^\/login/);
    expect((await recordSnapshot("sop_application", sop.id)).record.status).toBe("rejected");
  });

  test("an assigned reviewer other than the one who asked is the one e-mailed", async () => {
    const reviewer = await signedInUser("admin", "Ravi Reviewer");
    const sop = await sopNeedingRevision();
    await assignSop({ adminId: admin.user.id, sopId: sop.id, assigneeId: reviewer.user.id });
    await postRevision(sop.id, { document: pdfFile(), note: "Shorter intro" });
    expect(await db.mail.findFirst({ where: { to: reviewer.user.email }, orderBy: { id: "desc" } })).toMatchObject({ subject: "Revised SOP draft received", category: "staff" });
  });
});
