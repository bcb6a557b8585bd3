import * as z from "zod";
import { PASSWORDS_DO_NOT_MATCH, newPasswordField, requireConfirmation } from "~/features/account/account.schema.server";

export const resetPasswordSchema = requireConfirmation(
  z.object({
    token: z.string({ error: "The reset link is incomplete" }).min(1),
    password: newPasswordField(),
    password_confirmation: z.string().optional(),
  }),
  { field: "password", confirm: "password_confirmation", message: PASSWORDS_DO_NOT_MATCH },
);
