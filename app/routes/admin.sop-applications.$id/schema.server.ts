import * as z from "zod";
import { SOP_PRIORITIES } from "~/domain/admin-lists";
import { optionalText, requiredText } from "~/utils/form-fields.server";

/*
 * The forms of the SOP review page. Conform turns an empty field into `undefined`, so an optional select left on its
 * empty choice ("Not Set", "Unassigned") arrives as undefined.
 */

export const sopPrioritySchema = z.object({ priority: z.enum(SOP_PRIORITIES, { error: "Choose a priority" }).optional() });

export const sopAssignSchema = z.object({ assigneeId: z.number({ error: "Choose an admin" }).int("Choose an admin").positive("Choose an admin").optional() });

/** The reviewed file itself is checked from its bytes (`inspectUpload`); the note replaces any earlier feedback. */
export const sopReviewUploadSchema = z.object({ feedback: optionalText("Feedback", 5000, { lines: "many" }) });

export const sopRevisionSchema = z.object({ feedback: requiredText("Feedback", 5000, { lines: "many" }) });
