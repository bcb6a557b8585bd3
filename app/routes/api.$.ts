import { apiRoute } from "~/auth/api.server";
import { notFoundError } from "~/utils/api-response.server";

// Any path under /api that no route claims, with any method: a JSON 404 rather than the site's HTML page.
async function unknownEndpoint(): Promise<Response> {
  throw notFoundError("Not found.");
}

export const { loader, action } = apiRoute({
  GET: unknownEndpoint,
  POST: unknownEndpoint,
  PUT: unknownEndpoint,
  PATCH: unknownEndpoint,
  DELETE: unknownEndpoint,
});
