import { apiRoute, authenticateApi } from "~/auth/api.server";
import { json } from "~/utils/api-response.server";

/** GET /api/user: the account the bearer token belongs to. */
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const { user } = await authenticateApi(request);
    return json({ data: user });
  },
});
