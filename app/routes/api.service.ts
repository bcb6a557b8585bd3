import { serviceInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { amountToCents } from "~/domain/money";
import { SERVICE_LIST, serviceJson } from "~/domain/service";
import { createService, listServices } from "~/models/service.server";
import { apiRoute, requireApiAdmin } from "~/auth/api.server";
import { json, listJson, parseJsonBody } from "~/utils/api-response.server";
import { parseApiListQuery } from "~/utils/list-query.server";

export const { loader, action } = apiRoute({
  async GET({ request }) {
    await requireApiAdmin(request);
    const { rows, meta } = await listServices(parseApiListQuery(request, SERVICE_LIST));
    return listJson(request, { data: rows.map(serviceJson), meta });
  },

  async POST({ request }) {
    const { user } = await requireApiAdmin(request);
    const input = await parseJsonBody(request, serviceInputSchema);
    const service = await createService({
      name: input.name,
      description: input.description ?? "",
      priceCents: amountToCents(input.price),
      isActive: input.is_active ?? true,
    }, user.id);
    return json({ message: "Service added", data: serviceJson(service) }, 201);
  },
});
