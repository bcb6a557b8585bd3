import * as z from "zod";
import { PROFICIENCY_CODES } from "~/domain/booking-options";
import { requiredText } from "~/utils/form-fields.server";

/** IELTS-style band estimates: 0 to 9 in steps of 0.5, stored as "6.5". */
const bandScore = z
  .string({ error: "Score is required" })
  .trim()
  .regex(/^\d(\.\d)?$/, "Enter a band score from 0 to 9 in steps of 0.5")
  .refine((value) => Number(value) <= 9 && Number.isInteger(Number(value) * 2), "Enter a band score from 0 to 9 in steps of 0.5")
  .transform((value) => Number(value).toFixed(1));

export const speakingFeedbackSchema = z.object({
  feedback: requiredText("Feedback", 2000, { lines: "many" }),
  score: bandScore,
  level: z.enum(PROFICIENCY_CODES, { error: "Choose a level" }),
});

/** An interview preparation session: written feedback, and a score out of 10 when the counselor gives one. */
export const interviewFeedbackSchema = z.object({
  feedback: requiredText("Feedback", 2000, { lines: "many" }),
  score: z
    .string()
    .trim()
    .regex(/^(10|[0-9])$/, "Enter a whole score from 0 to 10, or leave it empty")
    .optional(),
});
