import * as z from "zod";
import type { Day } from "~/domain/dates";
import { slotChoiceFields } from "~/features/booking/booking.schema.server";

export function rescheduleSchema(today: Day) {
  return z.object(slotChoiceFields(today));
}
