import * as z from "zod";
import { PASSWORDS_DO_NOT_MATCH, registrationFields, requireConfirmation } from "~/features/account/account.schema.server";

export const registerSchema = requireConfirmation(
  z.object({
    ...registrationFields,
    terms: z.literal("on", { error: "You must agree to the Terms and Conditions" }),
  }),
  { field: "password", confirm: "password_confirmation", message: PASSWORDS_DO_NOT_MATCH },
);
