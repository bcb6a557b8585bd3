import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";
import { DOCUMENTS_REQUEST_MAX } from "./limits";


export const documentsRequestSchema = z.object({ message: requiredText("The list of documents", DOCUMENTS_REQUEST_MAX, { lines: "many" }) });
