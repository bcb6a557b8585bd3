import { revokeApiToken } from "~/models/api-token.server";
import { apiRoute, authenticateApi } from "~/auth/api.server";
import { json } from "~/utils/api-response.server";

/** POST /api/logout: revokes the bearer token of the request; it is refused with 401 from then on. */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { token } = await authenticateApi(request);
    await revokeApiToken(token);
    return json({ message: "You have been logged out successfully." });
  },
});
