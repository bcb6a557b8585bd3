import { loginBody } from "~/features/api/auth.schema.server";
import { createApiToken } from "~/models/api-token.server";
import { ApiError, apiRoute, json, parseJsonBody } from "~/utils/api.server";
import { InvalidCredentialsError, attemptLogin } from "~/utils/auth.server";

/** POST /api/login {email, password} -> 200 {data: {access_token, user}}; 401 on bad credentials; 429 when limited. */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const credentials = await parseJsonBody(request, loginBody);
    const user = await attemptLogin(request, credentials).catch((error: unknown) => {
      throw error instanceof InvalidCredentialsError ? new ApiError(401, error.message) : error;
    });
    const accessToken = await createApiToken(user.id);
    return json({ data: { access_token: accessToken, user } });
  },
});
