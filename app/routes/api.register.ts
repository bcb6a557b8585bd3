import { registerBody } from "~/features/api/auth.schema.server";
import { createApiToken } from "~/models/api-token.server";
import { EmailTakenError, registerStudent } from "~/models/user.server";
import { apiRoute } from "~/auth/api.server";
import { json, parseJsonBody, validationError } from "~/utils/api-response.server";
import { consumeAttempt } from "~/auth/rate-limit.server";

/**
 * POST /api/register {name, email, password, password_confirmation, role} -> 201 {token, user}; 422 otherwise; 429
 * with Retry-After past the registration limit of the address (shared with the web form).
 */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { name, email, password } = await parseJsonBody(request, registerBody);
    await consumeAttempt("register", request);
    const user = await registerStudent({ name, email, password }).catch((error: unknown) => {
      throw error instanceof EmailTakenError ? validationError({ email: [error.message] }) : error;
    });
    const token = await createApiToken(user.id);
    return json({ token, user }, 201);
  },
});
