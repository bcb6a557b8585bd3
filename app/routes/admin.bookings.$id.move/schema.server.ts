import * as z from "zod";
import type { Day } from "~/domain/dates";
import { slotChoiceFields } from "~/features/booking/booking.schema.server";

/** The same day and time choice as the student's reschedule form. */
export function moveBookingSchema(today: Day) {
  return z.object(slotChoiceFields(today));
}
