import { apiRoute, authenticateApi, json } from "~/utils/api.server";

/** GET /api/user: the account the bearer token belongs to. */
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const { user } = await authenticateApi(request);
    return json({ data: user });
  },
});
