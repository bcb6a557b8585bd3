import { serviceInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { amountToCents } from "~/domain/money";
import { serviceJson } from "~/domain/service";
import { deleteService, requireService, updateService } from "~/models/service.server";
import { apiRoute, requireApiAdmin } from "~/auth/api.server";
import { json, requireApiId, parseJsonBody } from "~/utils/api-response.server";
import { withCatalogueErrors } from "~/features/api/catalogue-errors.server";

export const { loader, action } = apiRoute({
  async GET({ request, params }) {
    await requireApiAdmin(request);
    const id = requireApiId(params.id);
    const service = await withCatalogueErrors(() => requireService(id));
    return json({ data: serviceJson(service) });
  },

  /** The same body as POST; an omitted description or is_active keeps its current value. */
  async PUT({ request, params }) {
    const { user } = await requireApiAdmin(request);
    const id = requireApiId(params.id);
    const input = await parseJsonBody(request, serviceInputSchema);
    const service = await withCatalogueErrors(() =>
      updateService(id, {
        name: input.name,
        priceCents: amountToCents(input.price),
        ...(input.description !== undefined ? { description: input.description ?? "" } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      }, user.id),
    );
    return json({ message: "Service updated", data: serviceJson(service) });
  },

  async DELETE({ request, params }) {
    const { user } = await requireApiAdmin(request);
    const id = requireApiId(params.id);
    await withCatalogueErrors(() => deleteService(id, user.id));
    return json({ message: "Service deleted" });
  },
});
