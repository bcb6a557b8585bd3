import * as z from "zod";
import { CHECKLIST_FILE_KIND } from "~/domain/checklist";
import { MAX_UPLOAD_BYTES, describeAccepted } from "~/domain/uploads";

/** The file of an item's upload; `uploadChecklistFile` checks it from its bytes after. */
const file = z.file({ error: "Choose a file to upload" });

/** The student's upload form: the item it answers, and the file. */
export const checklistUploadSchema = z.object({
  itemId: z.coerce.number({ error: "Choose a document" }).int().positive(),
  file,
});

/** `POST /api/me/documents/{id}`: the same file as a multipart body, the item named by the path. */
export const apiChecklistUploadBody = z.object({
  file: file.meta({ description: `At most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB, of the types ${describeAccepted(CHECKLIST_FILE_KIND)}, judged by its bytes.` }),
});
