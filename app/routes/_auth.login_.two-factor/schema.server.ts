import * as z from "zod";

export const twoFactorCodeSchema = z.object({
  code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(64, "That code is not valid."),
});
