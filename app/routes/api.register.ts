import * as z from "zod";
import { createApiToken } from "~/models/api-token.server";
import { EmailTakenError, createUser } from "~/models/user.server";
import { PASSWORDS_DO_NOT_MATCH, registrationFields, requireConfirmation } from "~/utils/account-fields.server";
import { apiRoute, json, parseJsonBody, validationError } from "~/utils/api.server";

// `role` is accepted for the clients that send it, and ignored: a sign-up always makes a student.
const registerBody = requireConfirmation(z.object({ ...registrationFields, role: z.unknown().optional() }), {
  field: "password",
  confirm: "password_confirmation",
  message: PASSWORDS_DO_NOT_MATCH,
});

/** POST /api/register {name, email, password, password_confirmation, role} -> 201 {token, user}; 422 otherwise. */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { name, email, password } = await parseJsonBody(request, registerBody);
    const user = await createUser({ name, email, password, role: "student" }).catch((error: unknown) => {
      throw error instanceof EmailTakenError ? validationError({ email: [error.message] }) : error;
    });
    const token = await createApiToken(user.id);
    return json({ token, user }, 201);
  },
});
