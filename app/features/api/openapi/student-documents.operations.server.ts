import * as z from "zod";
import { CHECKLIST_FILE_KIND } from "~/domain/checklist";
import { ACCEPT, FILE_TYPE_INFO } from "~/domain/uploads";
import { apiChecklistUploadBody } from "~/features/case/checklist.schema.server";
import { documentItemResource } from "./document-resources";
import { ok, withData, type Operation } from "./operation";
import { errorBody } from "./resources";

/** A student's document checklist: what staff asked for, its state, and the student's uploads. */
export const STUDENT_DOCUMENT_OPERATIONS: readonly Operation[] = [
  {
    method: "get",
    path: "/api/me/documents",
    route: "api.me.documents",
    operationId: "listMyDocuments",
    summary: "List the student's document checklist",
    description: "Oldest item first, each with its state, the reason of a rejection, its uploads and staff's decisions, as on the student's Documents page.",
    tag: "Student documents",
    access: "caseReader",
    responses: { 200: ok("The checklist.", z.object({ data: z.array(documentItemResource) })) },
  },
  {
    method: "get",
    path: "/api/me/documents/{id}",
    route: "api.me.documents.$id",
    operationId: "getMyDocument",
    summary: "One item of the checklist",
    tag: "Student documents",
    access: "caseReader",
    responses: { 200: ok("The item.", z.object({ data: documentItemResource })) },
  },
  {
    method: "post",
    path: "/api/me/documents/{id}",
    route: "api.me.documents.$id",
    operationId: "uploadMyDocument",
    summary: "Upload a version of a checklist item",
    description:
      "The file goes as `multipart/form-data` in the field `file`, under the same rules as on the student's Documents page. Every version is kept; the item waits for review again (from `requested`, `rejected` or `uploaded`).",
    tag: "Student documents",
    access: "caseWriter",
    multipartBody: apiChecklistUploadBody,
    responses: {
      201: ok("The item with its new version.", withData(documentItemResource, ["Passport is uploaded and with your counsellor for review."])),
      409: { description: "The item has been accepted (or changed meanwhile): it takes no more uploads; nothing was stored.", schema: errorBody },
    },
  },
  {
    method: "get",
    path: "/api/me/documents/{id}/file",
    route: "api.me.documents.$id.file",
    operationId: "downloadMyDocument",
    summary: "Download the item's latest upload",
    description: "The file the item's status is about, under the name it was uploaded with; a 404 before the first upload.",
    tag: "Student documents",
    access: "caseReader",
    responses: { 200: { description: "The file's bytes, with its type as `Content-Type`.", fileTypes: ACCEPT[CHECKLIST_FILE_KIND].map((type) => FILE_TYPE_INFO[type].mime) } },
  },
];
