import { loginBody } from "~/features/api/auth.schema.server";
import { createApiToken } from "~/models/api-token.server";
import { apiRoute } from "~/auth/api.server";
import { ApiError, json, parseJsonBody } from "~/utils/api-response.server";
import { InvalidTwoFactorCodeError, mustSetUpTwoFactorOnSignIn } from "~/models/two-factor.server";
import { InvalidCredentialsError, TwoFactorRequiredError, attemptLogin } from "~/auth/login.server";

/**
 * POST /api/login {email, password, code?} -> 200 {data: {access_token, user}}; 401 on bad credentials or a wrong
 * code, 401 with `error_type: "two_factor_required"` when the account has two-factor and no code came; 403 with
 * `error_type: "two_factor_setup_required"` for staff without two-factor while it is required of staff (a token would
 * open the admin API on a password alone); 429 when limited.
 */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const credentials = await parseJsonBody(request, loginBody);
    const user = await attemptLogin(request, credentials).catch((error: unknown) => {
      if (error instanceof TwoFactorRequiredError) throw new ApiError(401, "This account uses two-factor: send the code from its authenticator app as `code`.", undefined, "two_factor_required");
      throw error instanceof InvalidCredentialsError || error instanceof InvalidTwoFactorCodeError ? new ApiError(401, error.message) : error;
    });
    if (await mustSetUpTwoFactorOnSignIn(user.id, { viaPasskey: false })) {
      throw new ApiError(403, "Staff accounts must use two-factor: set it up on the website's two-factor page, then log in with `code`.", undefined, "two_factor_setup_required");
    }
    const accessToken = await createApiToken(user.id);
    return json({ data: { access_token: accessToken, user } });
  },
});
