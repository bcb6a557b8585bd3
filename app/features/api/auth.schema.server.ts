import * as z from "zod";
import { PASSWORDS_DO_NOT_MATCH, existingPasswordField, registrationFields, requireConfirmation } from "~/features/account/account.schema.server";
import { emailField } from "~/utils/form-fields.server";

/** The JSON bodies of `POST /api/login` and `POST /api/register`. */

export const loginBody = z.object({ email: emailField(), password: existingPasswordField(), code: z.string().trim().min(1).max(64).optional() });

// `role` is accepted for the clients that send it, and ignored: a sign-up always makes a student.
export const registerBody = requireConfirmation(z.object({ ...registrationFields, role: z.unknown().optional() }), {
  field: "password",
  confirm: "password_confirmation",
  message: PASSWORDS_DO_NOT_MATCH,
});
