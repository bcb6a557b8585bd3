import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";

export const bookingNotesSchema = z.object({ notes: requiredText("Notes", 5000, { lines: "many" }) });
