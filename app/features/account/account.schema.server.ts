import * as z from "zod";
import { passwordProblem } from "~/domain/password";
import { emailField, requiredText } from "~/utils/form-fields.server";

/** A password typed in to prove who one is: never trimmed, never judged against the rules for new ones. */
export function existingPasswordField(label = "Password") {
  return z.string({ error: `${label} is required` }).min(1, `${label} is required`).max(1000, `${label} is too long`);
}

/** A password being chosen: the rules of `passwordProblem`, shared by the web forms, the API and the admin script. */
export function newPasswordField(label = "Password") {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: "custom", message: problem.replace(/^Password/, label) });
    });
}

/**
 * Refuses `confirm` when it differs from `field`. It runs even while other fields have errors (zod would otherwise
 * skip it), so that a form shows every problem at once.
 */
export function requireConfirmation<S extends z.ZodObject>(schema: S, { field, confirm, message }: { field: string; confirm: string; message: string }) {
  return schema.refine((value) => (value as Record<string, unknown>)[field] === (value as Record<string, unknown>)[confirm], {
    message,
    path: [confirm],
    when: ({ value }) => typeof (value as Record<string, unknown> | undefined)?.[field] === "string",
  });
}

/** The sign-up fields of the register form and of `POST /api/register`. */
export const registrationFields = {
  name: requiredText("Name", 100),
  email: emailField(),
  password: newPasswordField(),
  password_confirmation: z.string().optional(),
};

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
