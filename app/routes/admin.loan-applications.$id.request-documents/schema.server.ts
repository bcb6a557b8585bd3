import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";

export const DOCUMENTS_REQUEST_MAX = 1000;

export const documentsRequestSchema = z.object({ message: requiredText("The list of documents", DOCUMENTS_REQUEST_MAX, { lines: "many" }) });
