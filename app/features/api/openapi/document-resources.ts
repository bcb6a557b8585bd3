import * as z from "zod";
import { CHECKLIST_STATUSES } from "~/domain/checklist";
import { instant } from "./resources";

/*
 * The student's document checklist as the JSON API answers it (`/api/me/documents`), in the manner of resources.ts:
 * the OpenAPI document describes the answers with these, and the integration tests hold every answer to it.
 */

export const documentFileResource = z
  .object({
    id: z.int(),
    name: z.string().meta({ description: "The file's name as the student uploaded it.", examples: ["passport.pdf"] }),
    content_type: z.string().meta({ description: "The type its bytes were found to be, which the download is sent as.", examples: ["application/pdf"] }),
    size_bytes: z.int().min(1),
    uploaded_at: instant,
  })
  .meta({ id: "DocumentFile" });

export const documentDecisionResource = z
  .object({
    status: z.enum(["accepted", "rejected"]),
    reason: z.string().nullable().meta({ description: "Why the upload was not accepted; null for an acceptance." }),
    by: z.string().nullable().meta({ description: "The name of the staff member who decided; null once their account is gone." }),
    at: instant,
  })
  .meta({ id: "DocumentDecision" });

export const documentItemResource = z
  .object({
    id: z.int(),
    name: z.string().meta({ examples: ["Passport"] }),
    note: z.string().nullable().meta({ description: "What staff said the document should be." }),
    status: z.enum(CHECKLIST_STATUSES).meta({ description: "`requested` (nothing uploaded yet), `uploaded` (waiting for review), `accepted` or `rejected` (upload another version)." }),
    status_label: z.string().meta({ examples: ["Uploaded, waiting for review"] }),
    reason: z.string().nullable().meta({ description: "Why the latest upload was rejected; null unless the item is rejected." }),
    due_date: z.iso.date().nullable().meta({ description: "The day it is due by, `yyyy-MM-dd`; null when staff set none." }),
    overdue: z.boolean().meta({ description: "Past its due day and not accepted." }),
    can_upload: z.boolean().meta({ description: "Whether the student may upload a version now (every state but `accepted`)." }),
    file: documentFileResource.nullable().meta({ description: "The latest upload, the one the status is about (`GET /api/me/documents/{id}/file`); null before the first." }),
    versions: z.array(documentFileResource).meta({ description: "Every upload, oldest first; each is kept." }),
    decisions: z.array(documentDecisionResource).meta({ description: "Staff's decisions on the uploads, oldest first." }),
  })
  .meta({ id: "DocumentItem" });
