import * as z from "zod";
import { existingPasswordField } from "~/features/account/account.schema.server";

/** Deleting one's account: confirmed with the password. */
export const deleteAccountSchema = z.object({ password: existingPasswordField("Password") });
