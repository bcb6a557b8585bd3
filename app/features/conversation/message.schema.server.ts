import * as z from "zod";
import { MESSAGE_BODY_MAX } from "~/domain/conversation";
import { requiredText } from "~/utils/form-fields.server";

/** The message form of both sides: the text, and a file that `inspectUpload` checks from its bytes after. */
export const messageSchema = z.object({
  body: requiredText("Message", MESSAGE_BODY_MAX, { lines: "many" }),
  attachment: z.file().optional(),
});

/** `POST /api/me/messages` as JSON: the form's text (a file comes only in a multipart body, as the form's). */
export const apiMessageBody = messageSchema.pick({ body: true });

const AFTER_ERROR = "The after parameter must be a message id: a whole number of at least 1.";

/** What `GET /api/me/messages` reads beside the list contract: the message a polling client has seen last. */
export const apiMessageListQuery = z.object({
  after: z.coerce
    .number({ error: AFTER_ERROR })
    .int(AFTER_ERROR)
    .min(1, AFTER_ERROR)
    .optional()
    .meta({ description: "Only the messages that came after this one (its `id`): what a client polling for new messages has not seen yet." }),
});
