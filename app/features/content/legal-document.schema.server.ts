import * as z from "zod";
import { LEGAL_BODY_MAX, LEGAL_SUMMARY_MAX } from "~/domain/legal";
import { optionalText, requiredText } from "~/utils/form-fields.server";

/** What the legal editor's buttons do with the form: save it as the draft, show its preview, or publish it. */
export const LEGAL_FORM_INTENTS = ["save", "preview", "publish"] as const;

/**
 * The legal editor's form: the page's Markdown text, its optional Nepali version, and what changed since the version
 * before (for the list of versions).
 */
export const legalDocumentFormSchema = z.object({
  intent: z.enum(LEGAL_FORM_INTENTS).default("save"),
  body: requiredText("The text", LEGAL_BODY_MAX, { lines: "many" }),
  bodyNe: optionalText("The Nepali text", LEGAL_BODY_MAX, { lines: "many" }),
  summary: optionalText("What changed", LEGAL_SUMMARY_MAX, { lines: "many" }),
});
