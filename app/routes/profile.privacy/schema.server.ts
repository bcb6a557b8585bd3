import * as z from "zod";
import { existingPasswordField } from "~/features/account/account.schema.server";

/** Deleting one's account: confirmed with the password, and a code when the account has two-factor. */
export const deleteAccountSchema = z.object({
  password: existingPasswordField("Password"),
  code: z.string().trim().max(64, "That code is not valid.").optional(),
});
