import * as z from "zod";

/** The verification mail's buttons (the banner's, the profile's and this page's): only where to come back to. */
export const verificationMailSchema = z.object({
  redirectTo: z.string().max(2000).optional(),
});
