import * as z from "zod";
export const meetingLinkSchema = z.object({
  meetingLink: z
    .string({ error: "Meeting link is required" })
    .trim()
    .max(500, "Meeting link must be at most 500 characters")
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: "Enter a meeting link that starts with https://" })),
});
