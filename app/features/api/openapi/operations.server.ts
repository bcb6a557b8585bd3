import * as z from "zod";
import { SERVICE_LIST } from "~/domain/service";
import { TIME_SLOT_LIST } from "~/domain/time-slot";
import { loginBody, registerBody } from "~/features/api/auth.schema.server";
import { bulkIdsSchema, serviceInputSchema, timeSlotInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { bulkDeleted, list, message, ok, withData, type Operation } from "./operation";
import { errorBody, serviceResource, timeSlotResource, userResource, validationErrorBody } from "./resources";
import { STUDENT_APPLICATION_OPERATIONS } from "./student-applications.operations.server";
import { STUDENT_BOOKING_OPERATIONS } from "./student-bookings.operations.server";
import { STUDENT_DOCUMENT_OPERATIONS } from "./student-documents.operations.server";
import { STUDENT_MESSAGE_OPERATIONS } from "./student-messages.operations.server";

/*
 * Every operation of /api, described with the schemas its route validates with (the request) and builds its answers
 * by (the response). The OpenAPI document (document.server.ts) is generated from this list alone; the tests hold
 * the list to the route files and every answer they receive to the document.
 */

const DOCUMENTED_ZONE = "Asia/Kathmandu";

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
  ...STUDENT_APPLICATION_OPERATIONS,
  ...STUDENT_BOOKING_OPERATIONS,
  ...STUDENT_DOCUMENT_OPERATIONS,
  ...STUDENT_MESSAGE_OPERATIONS,
];
