import * as z from "zod";
import { apiShortlistBody } from "~/features/university/application.schema.server";
import { ok, withData, type Operation } from "./operation";
import { applicationResource, applicationWithTimelineResource, errorBody } from "./resources";

/** A student's university applications: the case's first part that the API opens. */
export const STUDENT_APPLICATION_OPERATIONS: readonly Operation[] = [
  {
    method: "get",
    path: "/api/me/applications",
    route: "api.me.applications",
    operationId: "listMyApplications",
    summary: "List the student's university applications",
    description: "Open ones first, then by intake, as on the student's Universities page.",
    tag: "Student applications",
    access: "caseReader",
    responses: { 200: ok("The applications.", z.object({ data: z.array(applicationResource) })) },
  },
  {
    method: "post",
    path: "/api/me/applications",
    route: "api.me.applications",
    operationId: "shortlistUniversity",
    summary: "Shortlist a university",
    description: "As on the student's Universities page: it starts shortlisted, on the timeline, and the counsellor (or, with none, every admin) is told.",
    tag: "Student applications",
    access: "caseWriter",
    body: apiShortlistBody("2026-01-01"),
    responses: { 201: ok("The new application with its timeline.", withData(applicationWithTimelineResource, ["University of Toronto is on your shortlist for your counsellor to review."])) },
  },
  {
    method: "get",
    path: "/api/me/applications/{id}",
    route: "api.me.applications.$id",
    operationId: "getMyApplication",
    summary: "One application with its timeline",
    tag: "Student applications",
    access: "caseReader",
    responses: { 200: ok("The application.", z.object({ data: applicationWithTimelineResource })) },
  },
  {
    method: "post",
    path: "/api/me/applications/{id}/withdraw",
    route: "api.me.applications.$id.withdraw",
    operationId: "withdrawMyApplication",
    summary: "Withdraw an application",
    description: "From any stage that is not an end; kept on the timeline, and the counsellor is told.",
    tag: "Student applications",
    access: "caseWriter",
    responses: {
      200: ok("The application, withdrawn.", withData(applicationWithTimelineResource, ["Application withdrawn."])),
      409: { description: "The application has ended already (or moved meanwhile); nothing changed.", schema: errorBody },
    },
  },
];
