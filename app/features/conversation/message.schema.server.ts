import * as z from "zod";
import { MESSAGE_BODY_MAX } from "~/domain/conversation";
import { requiredText } from "~/utils/form-fields.server";

/** The message form of both sides: the text, and a file that `inspectUpload` checks from its bytes after. */
export const messageSchema = z.object({
  body: requiredText("Message", MESSAGE_BODY_MAX, { lines: "many" }),
  attachment: z.file().optional(),
});
