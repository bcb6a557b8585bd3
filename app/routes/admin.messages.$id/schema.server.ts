import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";

export const REPLY_MAX = 5000;

export const replySchema = z.object({ intent: z.literal("reply"), body: requiredText("Your reply", REPLY_MAX, { lines: "many" }) });
