import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";

export const staffAssignSchema = z.object({ staffName: requiredText("Name", 100) });
