import * as z from "zod";
import { requiredText } from "~/utils/form-fields.server";

const ALT_MAX = 200;

/** The alt text asked with every image: what it shows, for people who cannot see it. */
const altField = () => requiredText("Alt text", ALT_MAX);

/**
 * The library's upload form (and the article editor's Insert image): the alt text. The file itself is judged by the
 * model (`prepareUploadedImage`), whose refusal comes back next to the file field.
 */
export const mediaUploadSchema = z.object({ alt: altField() });

/** The image page's forms: its suggested alt text, or its deletion. */
export const mediaAltSchema = z.object({ intent: z.literal("alt"), alt: altField() });

export const mediaDeleteSchema = z.object({ intent: z.literal("delete") });
