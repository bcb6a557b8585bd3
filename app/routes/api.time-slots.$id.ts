import { timeSlotInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { timeSlotJson } from "~/domain/time-slot";
import { deleteTimeSlot, requireTimeSlot, updateTimeSlot } from "~/models/time-slot.server";
import { apiRoute, requireApiAdmin } from "~/auth/api.server";
import { json, requireApiId, parseJsonBody } from "~/utils/api-response.server";
import { withCatalogueErrors } from "~/features/api/catalogue-errors.server";
import { getEnv } from "~/utils/env.server";

export const { loader, action } = apiRoute({
  async GET({ request, params }) {
    await requireApiAdmin(request);
    const id = requireApiId(params.id);
    const slot = await withCatalogueErrors(() => requireTimeSlot(id));
    return json({ data: timeSlotJson(slot, getEnv().APP_TIME_ZONE) });
  },

  /** The same body as POST; an omitted is_available, max_bookings or current_bookings keeps its current value. */
  async PUT({ request, params }) {
    const { user } = await requireApiAdmin(request);
    const id = requireApiId(params.id);
    const zone = getEnv().APP_TIME_ZONE;
    const input = await parseJsonBody(request, timeSlotInputSchema(zone));
    const slot = await withCatalogueErrors(() =>
      updateTimeSlot(id, {
        serviceType: input.service_type,
        startTime: input.start_time,
        endTime: input.end_time,
        isAvailable: input.is_available,
        maxBookings: input.max_bookings,
        currentBookings: input.current_bookings,
      }, user.id),
    );
    return json({ message: "Time slot updated", data: timeSlotJson(slot, zone) });
  },

  async DELETE({ request, params }) {
    const { user } = await requireApiAdmin(request);
    const id = requireApiId(params.id);
    await withCatalogueErrors(() => deleteTimeSlot(id, user.id));
    return json({ message: "Time slot deleted" });
  },
});
