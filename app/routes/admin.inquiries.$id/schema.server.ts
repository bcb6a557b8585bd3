import * as z from "zod";
import { optionalText } from "~/utils/form-fields.server";
import { NOTES_MAX } from "./limits";

/* Conform turns an empty field into `undefined`: the "Unassigned" choice and emptied notes arrive as undefined. */


export const inquiryAssignSchema = z.object({
  intent: z.literal("assign"),
  assigneeId: z.number({ error: "Choose a staff member" }).int("Choose a staff member").positive("Choose a staff member").optional(),
});

export const inquiryNotesSchema = z.object({ intent: z.literal("notes"), notes: optionalText("Notes", NOTES_MAX, { lines: "many" }) });
