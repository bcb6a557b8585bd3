import * as z from "zod";
import { optionalText } from "~/utils/form-fields.server";

/** The reason is optional; when given, the student reads it in the notification and the e-mail. */
export const cancelBookingSchema = z.object({ reason: optionalText("Reason", 500, { lines: "many" }) });
