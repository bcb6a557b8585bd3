import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TimeSlotForm } from "~/components/catalogue/time-slot-form";
import { DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { timeSlotInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { toDateTimeLocal, zoneLabel } from "~/domain/dates";
import { TIME_SLOT_LIST } from "~/domain/time-slot";
import { TimeSlotNotFoundError, TimeSlotRuleError, countActiveBookings, getTimeSlot, updateTimeSlot } from "~/models/time-slot.server";
import { VALIDATION_ERROR, replyWithErrors } from "~/utils/form-reply.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readId } from "~/utils/route-params.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => seoMeta("Edit Time Slot", "Change a bookable time slot.");

const notFoundToast = { type: "error", title: "Error", description: "That time slot does not exist any more." } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
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

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
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

export default function EditTimeSlotDialog() {
  const { constraint, closeTo, zoneName, slot, activeBookings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Time Slot" closeTo={closeTo}>
      <TimeSlotForm
        id="time-slot-edit"
        defaultValue={slot}
        lastResult={actionData && "result" in actionData ? actionData.result : null}
        constraint={constraint}
        submitLabel="Save Changes"
        zoneLabel={zoneName}
        activeBookings={activeBookings}
        closeTo={closeTo}
      />
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots" message="An error occurred while updating data." />;
}
