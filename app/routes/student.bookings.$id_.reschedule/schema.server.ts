import * as z from "zod";
import { SESSION_WINDOW_MONTHS } from "~/domain/booking";
import type { Day } from "~/domain/dates";
import { dateWindow, preferredDateProblem } from "~/domain/preferred-date";

export function rescheduleSchema(today: Day) {
  const window = dateWindow(today, SESSION_WINDOW_MONTHS);
  return z.object({
    date: z.string({ error: "Choose a date" }).superRefine((day, ctx) => {
      const problem = preferredDateProblem(day, window);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    timeSlot: z.number({ error: "Choose a time" }).int("Choose a time").positive("Choose a time"),
  });
}
