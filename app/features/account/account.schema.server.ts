import * as z from "zod";
import { IS_REQUIRED, IS_TOO_LONG, fillTemplate } from "~/domain/message-templates";
import { passwordProblem } from "~/domain/password";
import { emailField, requiredText } from "~/utils/form-fields.server";

/** A password typed in to prove who one is: never trimmed, never judged against the rules for new ones. */
export function existingPasswordField(label = "Password") {
  const required = fillTemplate(IS_REQUIRED, { label });
  return z.string({ error: required }).min(1, required).max(1000, fillTemplate(IS_TOO_LONG, { label }));
}

/** A password being chosen: the rules of `passwordProblem`, shared by the web forms, the API and the admin script. */
export function newPasswordField(label = "Password") {
  const required = fillTemplate(IS_REQUIRED, { label });
  return z
    .string({ error: required })
    .min(1, required)
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password, label);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
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
