import { apiRoute } from "~/auth/api.server";
import { openApiDocument } from "~/features/api/openapi/document.server";

/** GET /api/openapi.json: the OpenAPI 3.1 document of /api, generated from the routes' own schemas. */
export const { loader, action } = apiRoute({
  GET: async () => Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
});
