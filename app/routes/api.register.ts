import * as z from "zod";
import { createApiToken } from "~/models/api-token.server";
import { EmailTakenError, createUser } from "~/models/user.server";
import { PASSWORDS_DO_NOT_MATCH, registrationFields, requireConfirmation } from "~/utils/account-fields.server";
import { apiRoute, json, parseJsonBody, validationError } from "~/utils/api.server";
import { consumeAttempt } from "~/utils/rate-limit.server";

// `role` is accepted for the clients that send it, and ignored: a sign-up always makes a student.
const registerBody = requireConfirmation(z.object({ ...registrationFields, role: z.unknown().optional() }), {
  field: "password",
  confirm: "password_confirmation",
  message: PASSWORDS_DO_NOT_MATCH,
});

/**
 * POST /api/register {name, email, password, password_confirmation, role} -> 201 {token, user}; 422 otherwise; 429
 * with Retry-After past the registration limit of the address (shared with the web form).
 */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { name, email, password } = await parseJsonBody(request, registerBody);
    await consumeAttempt("register", request);
    const user = await createUser({ name, email, password, role: "student" }).catch((error: unknown) => {
      throw error instanceof EmailTakenError ? validationError({ email: [error.message] }) : error;
    });
    const token = await createApiToken(user.id);
    return json({ token, user }, 201);
  },
});
