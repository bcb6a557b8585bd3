import * as z from "zod";
import { CHECKLIST_NAME_MAX, CHECKLIST_NOTE_MAX, CHECKLIST_REASON_MAX, checklistItemProblems, rejectionReasonProblem } from "~/domain/checklist";
import type { Day } from "~/domain/dates";
import { DESTINATIONS } from "~/domain/destinations";

export const addTemplateSchema = z.object({ destination: z.enum(DESTINATIONS, { error: "Choose a destination" }) });

/** An item typed by hand; a due date may be today, never a past day (today in the consultancy's zone). */
export function addItemSchema(today: Day) {
  return z
    .object({
      name: z.string({ error: "Name is required" }).trim().max(CHECKLIST_NAME_MAX),
      note: z.string().trim().max(CHECKLIST_NOTE_MAX).optional(),
      due_date: z.string().trim().optional(),
    })
    .superRefine((value, context) => {
      const problems = checklistItemProblems({ name: value.name, note: value.note ?? "", dueDate: value.due_date ?? "" }, today);
      for (const [field, messages] of Object.entries(problems)) context.addIssue({ code: "custom", path: [field], message: messages[0] });
    });
}

export const itemSchema = z.object({ itemId: z.coerce.number().int().positive() });

export const rejectSchema = z
  .object({ itemId: z.coerce.number().int().positive(), reason: z.string().trim().max(CHECKLIST_REASON_MAX).default("") })
  .superRefine((value, context) => {
    const problem = rejectionReasonProblem(value.reason);
    if (problem) context.addIssue({ code: "custom", path: ["reason"], message: problem });
  });
