import * as z from "zod";
import { ROLES } from "~/domain/roles";
import { SERVICE_TYPES } from "~/domain/service-types";
import { APPLICATION_STAGES } from "~/domain/university-application";

/*
 * What the JSON API answers, as zod schemas: the OpenAPI document describes each response with them, the mappers that
 * build the answers are typed by them, and the integration tests hold every answer to the document. Each schema's
 * `id` names it under the document's components.
 */

export const instant = z.iso.datetime({ offset: true }).meta({ description: "An instant in ISO 8601, in UTC.", examples: ["2026-12-03T04:15:00.000Z"] });

/** The one error shape of /api (app/utils/api-response.server.ts). */
export const errorBody = z
  .object({
    message: z.string().meta({ examples: ["Unauthenticated."] }),
    error_type: z.string().optional().meta({ description: "What a client can act on when the status alone does not say: `two_factor_required`, `email_not_verified`." }),
  })
  .meta({ id: "Error" });

export const validationErrorBody = z
  .object({
    message: z.string().meta({ examples: ["The name is required. (and 1 more error)"] }),
    error_type: z.literal("validation_error"),
    errors: z.record(z.string(), z.array(z.string())).meta({ description: "Each refused field with its messages.", examples: [{ name: ["The name is required."] }] }),
  })
  .meta({ id: "ValidationError" });

export const pageMetaResource = z
  .object({
    total: z.int().min(0),
    per_page: z.int().min(1),
    current_page: z.int().min(1),
    last_page: z.int().min(1),
    from: z.int().min(1).nullable(),
    to: z.int().min(1).nullable(),
  })
  .meta({ id: "PageMeta", examples: [{ total: 42, per_page: 10, current_page: 2, last_page: 5, from: 11, to: 20 }] });

export const userResource = z
  .object({ id: z.int(), name: z.string(), email: z.string().meta({ description: "The e-mail address, in lower case." }), role: z.enum(ROLES) })
  .meta({ id: "User", examples: [{ id: 7, name: "Asha Gurung", email: "asha@example.com", role: "student" }] });

export const serviceResource = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    price: z.number().min(0).meta({ description: "In the consultancy's currency, with at most two decimals." }),
    is_active: z.boolean(),
    created_at: instant,
    updated_at: instant,
  })
  .meta({ id: "Service" });

export const timeSlotResource = z
  .object({
    id: z.int(),
    service_type: z.enum(SERVICE_TYPES),
    start_time: instant,
    end_time: instant,
    is_available: z.boolean(),
    max_bookings: z.int().min(1),
    current_bookings: z.int().min(0),
    formatted_date: z.string().meta({ description: "The start's day in the consultancy's time zone.", examples: ["Dec 3, 2026"] }),
    formatted_time: z.string().meta({ examples: ["10:00 AM - 11:00 AM"] }),
    duration_minutes: z.int().min(0),
    remaining_slots: z.int().min(0),
    created_at: instant,
    updated_at: instant,
  })
  .meta({ id: "TimeSlot" });

const day = z.iso.date().meta({ description: "A calendar day, `yyyy-MM-dd`." });

export const applicationEventResource = z
  .object({
    from_stage: z.enum(APPLICATION_STAGES).nullable().meta({ description: "Null for the application's first entry." }),
    to_stage: z.enum(APPLICATION_STAGES),
    note: z.string().nullable(),
    at: instant,
    by: z.object({ name: z.string(), role: z.enum(ROLES) }).nullable().meta({ description: "Who made the move; null once their account is gone." }),
  })
  .meta({ id: "ApplicationEvent" });

export const applicationResource = z
  .object({
    id: z.int(),
    university: z.string(),
    country: z.string(),
    program: z.string(),
    level: z.string(),
    intake_month: z.int().min(1).max(12),
    intake_year: z.int(),
    stage: z.enum(APPLICATION_STAGES),
    stage_label: z.string().meta({ description: "The stage as the student's page names it for the application's country.", examples: ["CAS issued"] }),
    ended: z.boolean().meta({ description: "Whether the stage is an end (enrolled, rejected, withdrawn…): it moves no more." }),
    application_number: z.string().nullable(),
    portal_url: z.string().nullable(),
    deadline: day.nullable(),
    added_by: z.enum(["student", "staff"]),
    created_at: instant,
    updated_at: instant,
  })
  .meta({ id: "Application" });

export const applicationWithTimelineResource = applicationResource.extend({ timeline: z.array(applicationEventResource) }).meta({ id: "ApplicationWithTimeline" });
