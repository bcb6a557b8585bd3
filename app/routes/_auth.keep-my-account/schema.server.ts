import * as z from "zod";
import { existingPasswordField } from "~/features/account/account.schema.server";

/** Keeping an account that waits for its erasure: signed in with its e-mail and password, and a code when it has two-factor. */
export const keepAccountSchema = z.object({
  email: z.string({ error: "E-mail is required" }).trim().email("Enter a valid e-mail address").max(254),
  password: existingPasswordField("Password"),
  code: z.string().trim().max(64, "That code is not valid.").optional(),
});
