import * as z from "zod";
import { isDay } from "~/domain/dates";
import { isTimeZone } from "~/domain/zone-name";
import { checkboxField, emailField, optionalText, phoneField, requiredText } from "~/utils/form-fields.server";
import { existingPasswordField, newPasswordField, requireConfirmation } from "./account.schema.server";

/** The two forms of the profile page of both areas. */

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export function profileSchema(today: string) {
  return z.object({
    fullName: requiredText("Full name", 100),
    email: emailField(),
    phone: phoneField().optional(),
    dob: z
      .string()
      .optional()
      .refine((value) => value === undefined || isDay(value), "Enter a valid date")
      .refine((value) => value === undefined || value <= today, "Date of birth cannot be in the future"),
    address: optionalText("Address", 300, { lines: "many" }),
  });
}

export const passwordSchema = requireConfirmation(
  z.object({
    currentPassword: existingPasswordField("Current password"),
    newPassword: newPasswordField("New password"),
    confirmPassword: z.string({ error: "Confirm password is required" }),
  }),
  { field: "newPassword", confirm: "confirmPassword", message: PASSWORDS_DONT_MATCH },
);

/** The student's e-mail switches; account mail (the password reset) always goes. */
export const emailPreferencesSchema = z.object({ emailReminders: checkboxField(), emailUpdates: checkboxField() });

/** The student's own zone; empty means "use my browser's" (saved as null). */
export const timeZoneSchema = z.object({
  timeZone: z
    .string()
    .optional()
    .refine((value) => value === undefined || isTimeZone(value), "Choose a time zone from the list"),
});
