import * as z from "zod";
import { PARTNER_BANKS } from "~/content/services";
import { optionalText, requiredText } from "~/utils/form-fields.server";
import { SOP_PRIORITIES } from "./admin-lists";
import { PROFICIENCY_CODES } from "./booking-options";

/**
 * The bodies of the admin forms that take input. Conform turns an empty field into `undefined`, so an optional
 * select left on its empty choice ("Not Set", "Unassigned") arrives as undefined.
 */

export const staffAssignSchema = z.object({ staffName: requiredText("Name", 100) });

/** IELTS-style band estimates: 0 to 9 in steps of 0.5, stored as "6.5". */
const bandScore = z
  .string({ error: "Score is required" })
  .trim()
  .regex(/^\d(\.\d)?$/, "Enter a band score from 0 to 9 in steps of 0.5")
  .refine((value) => Number(value) <= 9 && Number.isInteger(Number(value) * 2), "Enter a band score from 0 to 9 in steps of 0.5")
  .transform((value) => Number(value).toFixed(1));

export const speakingFeedbackSchema = z.object({
  feedback: requiredText("Feedback", 2000),
  score: bandScore,
  level: z.enum(PROFICIENCY_CODES, { error: "Choose a level" }),
});

export const meetingLinkSchema = z.object({
  meetingLink: z
    .string({ error: "Meeting link is required" })
    .trim()
    .max(500, "Meeting link must be at most 500 characters")
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: "Enter a meeting link that starts with https://" })),
});

export const sessionNotesSchema = z.object({ notes: requiredText("Notes", 5000) });

export const loanBankSchema = z.object({ bank: z.enum(PARTNER_BANKS, { error: "Choose a partner bank" }) });

export const sopPrioritySchema = z.object({ priority: z.enum(SOP_PRIORITIES, { error: "Choose a priority" }).optional() });

export const sopAssignSchema = z.object({ assigneeId: z.number({ error: "Choose an admin" }).int("Choose an admin").positive("Choose an admin").optional() });

/** The reviewed file itself is checked from its bytes (`inspectUpload`); the note replaces any earlier feedback. */
export const sopReviewUploadSchema = z.object({ feedback: optionalText("Feedback", 5000) });

export const sopRevisionSchema = z.object({ feedback: requiredText("Feedback", 5000) });
