import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { toDateTimeLocal, zoneLabel } from "~/domain/dates";
import { TimeSlotNotFoundError, TimeSlotRuleError, countActiveBookings, getTimeSlot, updateTimeSlot } from "~/models/time-slot.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { readId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { timeSlotInputSchema } from "./catalogue.schema.server";

/**
 * Loader and action of the Edit Time Slot dialog, which opens over the list (`/admin/time-slots/:id/edit`) and over
 * the week (`/admin/time-slots/week/:id/edit`): one implementation, each route saying where it goes back to.
 */

const notFoundToast = { type: "error", title: "Error", description: "That time slot does not exist any more." } as const;

export async function loadTimeSlotEdit(request: Request, params: { id?: string }, closeTo: string) {
  await requireStaff(request);
  const id = readId(params.id);
  const slot = id ? await getTimeSlot(id) : null;
  if (!slot) throw await redirectWithToast(closeTo, notFoundToast);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    constraint: getZodConstraint(timeSlotInputSchema(zone)),
    closeTo,
    zoneName: zoneLabel(slot.startTime, zone),
    activeBookings: await countActiveBookings(slot.id),
    slot: {
      service_type: slot.serviceType,
      start_time: toDateTimeLocal(slot.startTime, zone),
      end_time: toDateTimeLocal(slot.endTime, zone),
      is_available: slot.isAvailable,
      max_bookings: String(slot.maxBookings),
      current_bookings: String(slot.currentBookings),
    },
  };
}

export async function saveTimeSlotEdit(request: Request, params: { id?: string }, closeTo: string) {
  const admin = await requireStaff(request);
  const id = readId(params.id);
  if (!id) return redirectWithToast(closeTo, notFoundToast);
  const submission = parseWithZod(await readFormData(request), { schema: timeSlotInputSchema(getEnv().APP_TIME_ZONE) });
  if (submission.status !== "success") return replyWithErrors(request, submission, VALIDATION_ERROR);
  const input = submission.value;
  try {
    await updateTimeSlot(id, {
      serviceType: input.service_type,
      startTime: input.start_time,
      endTime: input.end_time,
      isAvailable: input.is_available ?? false,
      maxBookings: input.max_bookings,
      currentBookings: input.current_bookings,
    }, admin.id);
  } catch (error) {
    if (error instanceof TimeSlotRuleError) return replyWithErrors(request, submission, { ...VALIDATION_ERROR, fieldErrors: error.errors });
    if (error instanceof TimeSlotNotFoundError) return redirectWithToast(closeTo, notFoundToast);
    throw error;
  }
  return redirectWithToast(closeTo, { type: "success", title: "Time slot updated", description: "The time slot has been updated." });
}
