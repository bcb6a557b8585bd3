import * as z from "zod";
import { existingPasswordField } from "~/features/account/account.schema.server";
import { emailField } from "~/utils/form-fields.server";

export const loginSchema = z.object({
  email: emailField(),
  password: existingPasswordField(),
  redirectTo: z.string().optional(),
});
