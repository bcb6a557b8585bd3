import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";
import { REPLY_MAX } from "./limits";


export const replySchema = z.object({ intent: z.literal("reply"), body: requiredText("Your reply", REPLY_MAX, { lines: "many" }) });
