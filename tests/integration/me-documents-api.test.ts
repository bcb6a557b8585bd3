import { readdir } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { MAX_UPLOAD_BYTES } from "~/domain/uploads";
import { createApiToken } from "~/models/api-token.server";
import { acceptChecklistItem, addChecklistItem, rejectChecklistItem } from "~/models/checklist.server";
import * as listRoute from "~/routes/api.me.documents";
import * as oneRoute from "~/routes/api.me.documents.$id";
import * as fileRoute from "~/routes/api.me.documents.$id.file";
import { db } from "~/utils/db.server";
import { callApi, caseWorkersOf, studentWithToken } from "../support/api";
import { EXE, PDF, PNG, pdfFile } from "../support/fixtures/files";
import { routeRequest, sendRequest, type FormFields } from "../support/routes";
import { staffActorId } from "../support/users";


async function requestDocument(studentId: number, name = "Passport") {
  return addChecklistItem({ staffId: await staffActorId(), studentId, name, note: "The photo page", dueDay: null });
}

const upload = (token: string | null, id: number | string, form: FormFields) => callApi(oneRoute, { method: "POST", path: `/api/me/documents/${id}`, token, params: { id: String(id) }, form });
const download = (token: string | null, id: number | string, query = "") => callApi(fileRoute, { path: `/api/me/documents/${id}/file${query}`, token, params: { id: String(id) } });

const uploadCount = async () => (await readdir(process.env.UPLOAD_DIR!)).length;

/** What a refused upload must leave alone: the student's items, their versions, the audit log and the stored files. */
async function checklistState(studentId: number) {
  return {
    items: await db.checklistItem.findMany({ where: { studentId }, orderBy: { id: "asc" }, select: { id: true, status: true, reason: true } }),
    versions: await db.document.count({ where: { checklistItem: { studentId } } }),
    audits: await db.auditLog.count({ where: { entityType: "checklist_item", action: "checklist_document_uploaded" } }),
    files: await uploadCount(),
  };
}

describe("the student's document checklist through the API", () => {
  test("a student lists the checklist, uploads a file, reads the item's new state and downloads the file, as on the page", async () => {
    const { user, token } = await studentWithToken("Api Uploader");
    const item = await requestDocument(user.id);

    const list = await callApi(listRoute, { path: "/api/me/documents", token });
    expect(list).toMatchObject({
      status: 200,
      body: { data: [{ id: item.id, name: "Passport", note: "The photo page", status: "requested", status_label: "Requested", reason: null, can_upload: true, file: null, versions: [], decisions: [] }] },
    });

    const files = await uploadCount();
    const created = await upload(token, item.id, { file: pdfFile("passport scan.pdf") });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: "Passport is uploaded and with your counsellor for review.",
      data: { id: item.id, status: "uploaded", status_label: "Uploaded, waiting for review", file: { name: "passport scan.pdf", content_type: "application/pdf", size_bytes: PDF.length } },
    });
    // the same traces as the page's form: the version's row, its stored file and the audit row
    expect(await uploadCount()).toBe(files + 1);
    const version = await db.document.findFirstOrThrow({ where: { checklistItemId: item.id } });
    expect(version).toMatchObject({ ownerId: user.id, kind: "checklist_document", originalName: "passport scan.pdf", mimeType: "application/pdf" });
    expect(await db.auditLog.findFirst({ where: { entityType: "checklist_item", entityId: item.id, action: "checklist_document_uploaded" } })).toMatchObject({ actorId: user.id, fromStatus: "requested", toStatus: "uploaded" });
    expect((created.body as { data: { file: { id: number } } }).data.file.id).toBe(version.id);

    const one = await callApi(oneRoute, { path: `/api/me/documents/${item.id}`, token, params: { id: String(item.id) } });
    expect(one.body).toEqual({ data: (created.body as { data: unknown }).data });

    const file = await download(token, item.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toContain("filename*=UTF-8''passport%20scan.pdf");
    expect(Buffer.from(await file.response!.arrayBuffer())).toEqual(PDF);

    // rejected with a reason, the student reads it and sends a photo instead; both versions are kept
    await rejectChecklistItem({ staffId: await staffActorId(), studentId: user.id, itemId: item.id, reason: "The photo page is cut off" });
    const rejected = await callApi(oneRoute, { path: `/api/me/documents/${item.id}`, token, params: { id: String(item.id) } });
    expect(rejected.body).toMatchObject({ data: { status: "rejected", reason: "The photo page is cut off", can_upload: true, decisions: [{ status: "rejected", reason: "The photo page is cut off", by: "Test Staff" }] } });
    const again = await upload(token, item.id, { file: new File([PNG], "passport.png", { type: "image/png" }) });
    expect(again).toMatchObject({ status: 201, body: { data: { status: "uploaded", reason: null, file: { name: "passport.png", content_type: "image/png" } } } });
    expect((again.body as { data: { versions: Array<{ name: string }> } }).data.versions.map((row) => row.name)).toEqual(["passport scan.pdf", "passport.png"]);
    const photo = await download(token, item.id);
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await photo.response!.arrayBuffer())).toEqual(PNG);

    // an accepted item takes no more versions, and nothing is stored
    await acceptChecklistItem({ staffId: await staffActorId(), studentId: user.id, itemId: item.id });
    const before = await checklistState(user.id);
    const late = await upload(token, item.id, { file: pdfFile() });
    expect(late).toMatchObject({ status: 409, body: { message: "This document has been accepted: there is nothing more to upload." } });
    expect(await checklistState(user.id)).toEqual(before);
  });

  test("another student's item, or none, is a 404 read, uploaded to or downloaded, and nothing is stored", async () => {
    const owner = await studentWithToken("Owner Student");
    const other = await studentWithToken("Other Student");
    const item = await requestDocument(owner.user.id);
    await upload(owner.token, item.id, { file: pdfFile() });
    const before = await checklistState(owner.user.id);

    for (const id of [item.id, 999_999, "abc"]) {
      expect(await callApi(oneRoute, { path: `/api/me/documents/${id}`, token: other.token, params: { id: String(id) } })).toMatchObject({ status: 404 });
      expect((await upload(other.token, id, { file: pdfFile() })).status).toBe(404);
      expect((await download(other.token, id)).status).toBe(404);
    }
    expect((await callApi(oneRoute, { path: `/api/me/documents/${item.id}`, token: other.token, params: { id: String(item.id) } })).body).toEqual({ message: "Document not found." });
    expect((await callApi(listRoute, { path: "/api/me/documents", token: other.token })).body).toEqual({ data: [] });
    expect(await checklistState(owner.user.id)).toEqual(before);
    expect(await db.document.count({ where: { ownerId: other.user.id } })).toBe(0);

    // an item of their own with nothing uploaded has no file yet
    const empty = await requestDocument(other.user.id, "Transcript");
    expect(await download(other.token, empty.id)).toMatchObject({ status: 404, body: { message: "No such document, or nothing uploaded for it yet." } });
  });

  test("case workers read their students' checklist and files by student_id; a counsellor not theirs gets a 404, an editor a 403; none of them uploads", async () => {
    const student = await studentWithToken("Counselled Student");
    const { mine, notMine, admin, editor } = await caseWorkersOf(student.user.id);
    const item = await requestDocument(student.user.id);
    await upload(student.token, item.id, { file: pdfFile("passport.pdf") });
    const query = `?student_id=${student.user.id}`;
    const read = async (userId: number, search = query) => callApi(listRoute, { path: `/api/me/documents${search}`, token: await createApiToken(userId) });

    for (const reader of [mine, admin]) {
      const token = await createApiToken(reader.id);
      expect((await read(reader.id)).body).toMatchObject({ data: [{ id: item.id, status: "uploaded", file: { name: "passport.pdf" } }] });
      expect((await callApi(oneRoute, { path: `/api/me/documents/${item.id}${query}`, token, params: { id: String(item.id) } })).status).toBe(200);
      const file = await download(token, item.id, query);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.response!.arrayBuffer())).toEqual(PDF);
    }
    expect(await read(notMine.id)).toMatchObject({ status: 404, body: { message: "Student not found." } });
    expect((await download(await createApiToken(notMine.id), item.id, query)).status).toBe(404);
    expect((await read(editor.id)).status).toBe(403);
    expect((await download(await createApiToken(editor.id), item.id, query)).status).toBe(403);
    expect(await read(mine.id, "")).toMatchObject({ status: 422, body: { errors: { student_id: ["Name the student whose case to read with student_id."] } } });

    // staff read a case; they do not upload for the student through it
    const before = await checklistState(student.user.id);
    for (const staff of [mine, admin]) expect((await upload(await createApiToken(staff.id), item.id, { file: pdfFile() })).status).toBe(403);
    expect(await checklistState(student.user.id)).toEqual(before);
  });

  test("uploads need a verified e-mail address and a token; reads need a token", async () => {
    const unverified = await studentWithToken("Unverified Student", { emailVerified: false });
    const item = await requestDocument(unverified.user.id);
    const before = await checklistState(unverified.user.id);
    const refused = await upload(unverified.token, item.id, { file: pdfFile() });
    expect(refused).toMatchObject({ status: 403, body: { error_type: "email_not_verified" } });
    expect(await checklistState(unverified.user.id)).toEqual(before);
    expect((await callApi(listRoute, { path: "/api/me/documents", token: unverified.token })).status).toBe(200);
    expect((await callApi(listRoute, { path: "/api/me/documents" })).status).toBe(401);
    expect((await upload(null, item.id, { file: pdfFile() })).status).toBe(401);
    expect((await download(null, item.id)).status).toBe(401);
    expect(await checklistState(unverified.user.id)).toEqual(before);
  });

  test("bad input answers 4xx in the documented shape and stores nothing", async () => {
    const { user, token } = await studentWithToken("Careless Student");
    const item = await requestDocument(user.id);
    const before = await checklistState(user.id);
    const fileErrors = async (form: FormFields) => {
      const answer = await upload(token, item.id, form);
      expect(answer.status).toBe(422);
      return (answer.body as { errors: Record<string, string[]> }).errors;
    };

    expect(await fileErrors({ note: "Here it is" })).toEqual({ file: ["Choose a file to upload"] });
    expect(await fileErrors({ file: "passport.pdf" })).toEqual({ file: ["Choose a file to upload"] });
    expect(await fileErrors({ file: [pdfFile("one.pdf"), pdfFile("two.pdf")] })).toEqual({ file: ["Choose a file to upload"] });
    expect(await fileErrors({ file: new File(["just text"], "notes.txt", { type: "text/plain" }) })).toEqual({ file: ["Upload a PDF, DOC, DOCX, JPG, PNG file."] });
    expect(await fileErrors({ file: new File([EXE], "passport.pdf", { type: "application/pdf" }) })).toEqual({ file: ["Upload a PDF, DOC, DOCX, JPG, PNG file."] });
    expect(await fileErrors({ file: new File([], "empty.pdf", { type: "application/pdf" }) })).toEqual({ file: ["The file is empty."] });
    expect(await fileErrors({ file: new File([PDF, new Uint8Array(MAX_UPLOAD_BYTES)], "huge.pdf", { type: "application/pdf" }) })).toEqual({ file: ["The file is larger than 5 MB."] });
    // far past the limit the body is not read at all
    expect(await upload(token, item.id, { file: new File([PDF, new Uint8Array(3 * MAX_UPLOAD_BYTES)], "huger.pdf", { type: "application/pdf" }) })).toMatchObject({
      status: 413,
      body: { message: "The file is larger than 5 MB." },
    });

    // a prototype key is an unknown field, dropped; it reaches no object's prototype
    const polluted = await fileErrors({ ["__proto__"]: "polluted", "__proto__[isAdmin]": "true", constructor: "x", "constructor[prototype][isAdmin]": "true", file: "not a file" });
    expect(polluted).toEqual({ file: ["Choose a file to upload"] });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    // a body that is no multipart form is the client's mistake
    const json = await callApi(oneRoute, { method: "POST", path: `/api/me/documents/${item.id}`, token, params: { id: String(item.id) }, body: { file: "passport.pdf" } });
    expect(json).toMatchObject({ status: 400, body: { message: "The request body must be multipart/form-data." } });
    const cutOff = await sendRequest(
      oneRoute.action,
      routeRequest(`/api/me/documents/${item.id}`, {
        method: "POST",
        token,
        body: '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
        headers: { "Content-Type": "multipart/form-data; boundary=cut" },
      }),
      { id: String(item.id) },
    );
    expect(cutOff.status).toBe(400);

    expect(await checklistState(user.id)).toEqual(before);
    expect((await callApi(listRoute, { path: "/api/me/documents", token })).body).toMatchObject({ data: [{ id: item.id, status: "requested", file: null, versions: [] }] });
  });
});
