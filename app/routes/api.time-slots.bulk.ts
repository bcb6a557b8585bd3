import { bulkIdsSchema } from "~/features/catalogue/catalogue.schema.server";
import { deleteTimeSlots } from "~/models/time-slot.server";
import { apiRoute, requireApiAdmin } from "~/auth/api.server";
import { json, parseJsonBody } from "~/utils/api-response.server";
import { withCatalogueErrors } from "~/features/api/catalogue-errors.server";

export const { loader, action } = apiRoute({
  async DELETE({ request }) {
    const { user } = await requireApiAdmin(request);
    const { ids } = await parseJsonBody(request, bulkIdsSchema);
    const deleted = await withCatalogueErrors(() => deleteTimeSlots(ids, user.id));
    return json({ message: `${deleted} time slots have been successfully deleted.`, deleted });
  },
});
