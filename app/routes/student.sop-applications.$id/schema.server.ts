import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";

/**
 * The answer to a revision request. The note is required: the reviewer compares versions, and "what changed" is what
 * tells them where to look. The file itself is checked from its bytes (`inspectUpload`).
 */
export const sopRevisionAnswerSchema = z.object({ note: requiredText("Note", 1000, { lines: "many" }) });
