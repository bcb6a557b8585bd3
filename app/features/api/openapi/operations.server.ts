import * as z from "zod";
import type { ListSpec } from "~/domain/list-query";
import { SERVICE_LIST } from "~/domain/service";
import { TIME_SLOT_LIST } from "~/domain/time-slot";
import { loginBody, registerBody } from "~/features/api/auth.schema.server";
import { bulkIdsSchema, serviceInputSchema, timeSlotInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { apiShortlistBody } from "~/features/university/application.schema.server";
import {
  applicationResource,
  applicationWithTimelineResource,
  errorBody,
  pageMetaResource,
  serviceResource,
  timeSlotResource,
  userResource,
  validationErrorBody,
} from "./resources";

/*
 * Every operation of /api, described with the schemas its route validates with (the request) and builds its answers
 * by (the response). The OpenAPI document (document.server.ts) is generated from this list alone; the tests hold
 * the list to the route files and every answer they receive to the document.
 */

/**
 * Who may call an operation: anyone, any account's bearer token, an admin's, or on a student's case
 * (app/features/api/case-access.server.ts) a reader (the student, or a case worker naming `student_id`) or the
 * student writing with a verified e-mail address.
 */
export type Access = "public" | "account" | "admin" | "caseReader" | "caseWriter";

export type ResponseSpec = { description: string; schema?: z.ZodType };

export type Operation = {
  method: "get" | "post" | "put" | "delete";
  /** The path as OpenAPI writes it: `/api/service/{id}`. */
  path: string;
  /** The route file that answers it, as Remix names it: `api.service.$id`. */
  route: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** A list's query: the list contract's parameters, read by the same spec as the route. */
  list?: ListSpec<string, unknown>;
  body?: z.ZodType;
  /** The operation spends a rate limit: 429 with `Retry-After` once it is used up. */
  rateLimited?: boolean;
  responses: Record<number, ResponseSpec>;
};

const DOCUMENTED_ZONE = "Asia/Kathmandu";

const message = (examples: string[]) => z.object({ message: z.string().meta({ examples }) });
const withData = (schema: z.ZodType, examples: string[]) => message(examples).extend({ data: schema });
const list = (schema: z.ZodType) => z.object({ data: z.array(schema), meta: pageMetaResource });
const bulkDeleted = (examples: string[]) => message(examples).extend({ deleted: z.int().min(0) });

const ok = (description: string, schema: z.ZodType): ResponseSpec => ({ description, schema });

export const OPERATIONS: readonly Operation[] = [
  {
    method: "get",
    path: "/api/openapi.json",
    route: "api.openapi[.json]",
    operationId: "openApiDocument",
    summary: "This document",
    description: "Generated from the schemas the routes validate with; `/api/docs` shows it as a page.",
    tag: "Reference",
    access: "public",
    responses: { 200: ok("The OpenAPI 3.1 document.", z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) })) },
  },
  {
    method: "post",
    path: "/api/login",
    route: "api.login",
    operationId: "logIn",
    summary: "Log in and receive a bearer token",
    description:
      "An account with two-factor sends the current code as `code`; without it the answer is 401 with `error_type: two_factor_required`. Staff without two-factor, while the consultancy requires it of staff, get 403 with `error_type: two_factor_setup_required`.",
    tag: "Accounts",
    access: "public",
    body: loginBody,
    rateLimited: true,
    responses: {
      200: ok("The token and its account.", z.object({ data: z.object({ access_token: z.string().meta({ examples: ["4f1c…"] }), user: userResource }) })),
      401: { description: "Wrong e-mail, password or code, or a code is required.", schema: errorBody },
      403: { description: "A staff account must set up two-factor first.", schema: errorBody },
    },
  },
  {
    method: "post",
    path: "/api/register",
    route: "api.register",
    operationId: "register",
    summary: "Create a student account and receive a bearer token",
    description: "`role` is accepted for older clients and ignored: an account made here is always a student's.",
    tag: "Accounts",
    access: "public",
    body: registerBody,
    rateLimited: true,
    responses: { 201: ok("The new account and its token.", z.object({ token: z.string(), user: userResource })) },
  },
  {
    method: "post",
    path: "/api/logout",
    route: "api.logout",
    operationId: "logOut",
    summary: "Revoke the request's bearer token",
    tag: "Accounts",
    access: "account",
    responses: { 200: ok("The token is revoked.", message(["You have been logged out successfully."])) },
  },
  {
    method: "get",
    path: "/api/user",
    route: "api.user",
    operationId: "currentUser",
    summary: "The account the bearer token belongs to",
    tag: "Accounts",
    access: "account",
    responses: { 200: ok("The account.", z.object({ data: userResource })) },
  },
  {
    method: "get",
    path: "/api/service",
    route: "api.service",
    operationId: "listServices",
    summary: "List services",
    tag: "Services",
    access: "admin",
    list: SERVICE_LIST,
    responses: { 200: ok("One page of services.", list(serviceResource)) },
  },
  {
    method: "post",
    path: "/api/service",
    route: "api.service",
    operationId: "createService",
    summary: "Add a service",
    tag: "Services",
    access: "admin",
    body: serviceInputSchema,
    responses: { 201: ok("The new service.", withData(serviceResource, ["Service added"])) },
  },
  {
    method: "delete",
    path: "/api/service/bulk",
    route: "api.service.bulk",
    operationId: "deleteServices",
    summary: "Delete several services",
    description: "All or nothing: an unknown id is refused with 422 and none is deleted.",
    tag: "Services",
    access: "admin",
    body: bulkIdsSchema,
    responses: {
      200: ok("How many were deleted.", bulkDeleted(["3 services have been successfully deleted."])),
    },
  },
  {
    method: "get",
    path: "/api/service/{id}",
    route: "api.service.$id",
    operationId: "getService",
    summary: "One service",
    tag: "Services",
    access: "admin",
    responses: { 200: ok("The service.", z.object({ data: serviceResource })) },
  },
  {
    method: "put",
    path: "/api/service/{id}",
    route: "api.service.$id",
    operationId: "updateService",
    summary: "Change a service",
    description: "The same body as creating one; an omitted `description` or `is_active` keeps its value.",
    tag: "Services",
    access: "admin",
    body: serviceInputSchema,
    responses: { 200: ok("The service as saved.", withData(serviceResource, ["Service updated"])) },
  },
  {
    method: "delete",
    path: "/api/service/{id}",
    route: "api.service.$id",
    operationId: "deleteService",
    summary: "Delete a service",
    tag: "Services",
    access: "admin",
    responses: {
      200: ok("The service is deleted.", message(["Service deleted"])),
    },
  },
  {
    method: "get",
    path: "/api/time-slots",
    route: "api.time-slots",
    operationId: "listTimeSlots",
    summary: "List time slots",
    tag: "Time slots",
    access: "admin",
    list: TIME_SLOT_LIST,
    responses: { 200: ok("One page of time slots.", list(timeSlotResource)) },
  },
  {
    method: "post",
    path: "/api/time-slots",
    route: "api.time-slots",
    operationId: "createTimeSlot",
    summary: "Add a time slot",
    description: "A date and time without an offset is read as wall-clock time in the consultancy's time zone.",
    tag: "Time slots",
    access: "admin",
    body: timeSlotInputSchema(DOCUMENTED_ZONE),
    responses: {
      201: ok("The new time slot.", withData(timeSlotResource, ["Time slot added"])),
    },
  },
  {
    method: "delete",
    path: "/api/time-slots/bulk",
    route: "api.time-slots.bulk",
    operationId: "deleteTimeSlots",
    summary: "Delete several time slots",
    description: "All or nothing: an unknown id, or a slot with bookings, is refused with 422 and none is deleted.",
    tag: "Time slots",
    access: "admin",
    body: bulkIdsSchema,
    responses: {
      200: ok("How many were deleted.", bulkDeleted(["2 time slots have been successfully deleted."])),
    },
  },
  {
    method: "get",
    path: "/api/time-slots/{id}",
    route: "api.time-slots.$id",
    operationId: "getTimeSlot",
    summary: "One time slot",
    tag: "Time slots",
    access: "admin",
    responses: { 200: ok("The time slot.", z.object({ data: timeSlotResource })) },
  },
  {
    method: "put",
    path: "/api/time-slots/{id}",
    route: "api.time-slots.$id",
    operationId: "updateTimeSlot",
    summary: "Change a time slot",
    description: "The same body as creating one; an omitted `is_available`, `max_bookings` or `current_bookings` keeps its value.",
    tag: "Time slots",
    access: "admin",
    body: timeSlotInputSchema(DOCUMENTED_ZONE),
    responses: {
      200: ok("The time slot as saved.", withData(timeSlotResource, ["Time slot updated"])),
    },
  },
  {
    method: "delete",
    path: "/api/time-slots/{id}",
    route: "api.time-slots.$id",
    operationId: "deleteTimeSlot",
    summary: "Delete a time slot",
    tag: "Time slots",
    access: "admin",
    responses: {
      200: ok("The time slot is deleted.", message(["Time slot deleted"])),
      422: { description: "The slot has bookings; nothing changed.", schema: validationErrorBody },
    },
  },
  {
    method: "get",
    path: "/api/me/applications",
    route: "api.me.applications",
    operationId: "listMyApplications",
    summary: "List the student's university applications",
    description: "Open ones first, then by intake, as on the student's Universities page.",
    tag: "Student case",
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
    tag: "Student case",
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
    tag: "Student case",
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
    tag: "Student case",
    access: "caseWriter",
    responses: {
      200: ok("The application, withdrawn.", withData(applicationWithTimelineResource, ["Application withdrawn."])),
      409: { description: "The application has ended already (or moved meanwhile); nothing changed.", schema: errorBody },
    },
  },
];
