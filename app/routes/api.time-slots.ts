import { timeSlotInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { TIME_SLOT_LIST, timeSlotJson } from "~/domain/time-slot";
import { createTimeSlot, listTimeSlots } from "~/models/time-slot.server";
import { apiRoute, requireApiAdmin } from "~/auth/api.server";
import { json, listJson, parseJsonBody } from "~/utils/api-response.server";
import { withCatalogueErrors } from "~/features/api/catalogue-errors.server";
import { getEnv } from "~/utils/env.server";
import { parseApiListQuery } from "~/utils/list-query.server";

export const { loader, action } = apiRoute({
  async GET({ request }) {
    await requireApiAdmin(request);
    const zone = getEnv().APP_TIME_ZONE;
    const { rows, meta } = await listTimeSlots(parseApiListQuery(request, TIME_SLOT_LIST));
    return listJson(request, { data: rows.map((slot) => timeSlotJson(slot, zone)), meta });
  },

  async POST({ request }) {
    const { user } = await requireApiAdmin(request);
    const zone = getEnv().APP_TIME_ZONE;
    const input = await parseJsonBody(request, timeSlotInputSchema(zone));
    const slot = await withCatalogueErrors(() =>
      createTimeSlot({
        serviceType: input.service_type,
        startTime: input.start_time,
        endTime: input.end_time,
        isAvailable: input.is_available,
        maxBookings: input.max_bookings,
        currentBookings: input.current_bookings,
      }, user.id),
    );
    return json({ message: "Time slot added", data: timeSlotJson(slot, zone) }, 201);
  },
});
