import * as z from "zod";

/** A version of a checklist item: the item it answers, and the file, checked from its bytes (`inspectUpload`) after. */
export const checklistUploadSchema = z.object({
  itemId: z.coerce.number({ error: "Choose a document" }).int().positive(),
  file: z.file({ error: "Choose a file to upload" }),
});
