import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";
import { REFUND_REASON_MAX } from "./limits";


/** The amount as typed (e.g. "199" or "49.50"); the action compares it with what is left to refund. */
export const refundSchema = z.object({
  amount: z
    .string({ error: "The amount to refund is required" })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "Enter an amount such as 49.50, with at most two decimals")
    .refine((value) => Number(value) > 0, "The amount to refund must be more than 0"),
  reason: requiredText("The reason", REFUND_REASON_MAX, { lines: "many" }),
});
