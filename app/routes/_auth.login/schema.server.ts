import * as z from "zod";
import { existingPasswordField } from "~/features/account/account.schema.server";
import { authenticationAnswerField } from "~/features/account/passkey.schema.server";
import { emailField } from "~/utils/form-fields.server";

export const loginSchema = z.object({
  email: emailField(),
  password: existingPasswordField(),
  redirectTo: z.string().optional(),
});

/** Signing in with a passkey: the browser's answer to the sign-in options, put into the form by the page's script. */
export const passkeySignInSchema = z.object({
  response: authenticationAnswerField(),
  redirectTo: z.string().optional(),
});
