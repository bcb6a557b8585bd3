import * as z from "zod";

/** A document a loan waits for: the file is required here, and checked from its bytes (`inspectUpload`) after. */
export const loanDocumentSchema = z.object({ document: z.file({ error: "Choose a file to upload" }) });
