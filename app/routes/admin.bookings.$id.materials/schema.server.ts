import * as z from "zod";

/**
 * A demo class's materials: an https link (left empty, the link is removed) and a file checked from its bytes
 * (`inspectUpload`); `removeFile` withdraws the file given before.
 */
export const materialsSchema = z.object({
  materialsUrl: z
    .string()
    .trim()
    .max(500, "Materials link must be at most 500 characters")
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: "Enter a link that starts with https://" }))
    .optional(),
  removeFile: z.literal("on").optional(),
});
