import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TimeSlotForm } from "~/components/catalogue/time-slot-form";
import { DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { timeSlotInputSchema } from "~/features/catalogue/catalogue.schema.server";
import { toDateTimeLocal, zoneLabel } from "~/domain/dates";
import { NEW_SLOT_MINUTES, TIME_SLOT_LIST } from "~/domain/time-slot";
import { TimeSlotRuleError, createTimeSlot } from "~/models/time-slot.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
export const meta: MetaFunction = ({ matches }) => seoMeta("Add Time Slot", "Add a bookable time slot.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  return {
    constraint: getZodConstraint(timeSlotInputSchema(zone)),
    closeTo: listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST),
    zoneName: zoneLabel(now, zone),
    // The form's defaults: an interview, starting now, one hour long, available, one seat.
    defaults: {
      service_type: "interview",
      start_time: toDateTimeLocal(now, zone),
      end_time: toDateTimeLocal(new Date(now.getTime() + NEW_SLOT_MINUTES * 60_000), zone),
      is_available: true,
      max_bookings: "1",
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  return handleAdminIntent(request, await readFormData(request), {
    schema: timeSlotInputSchema(getEnv().APP_TIME_ZONE),
    closeTo: listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST),
    refuse: (error, reply) => (error instanceof TimeSlotRuleError ? reply({ ...VALIDATION_ERROR, fieldErrors: error.errors }) : undefined),
    run: async (input) => {
      await createTimeSlot({
        serviceType: input.service_type,
        startTime: input.start_time,
        endTime: input.end_time,
        isAvailable: input.is_available ?? false,
        maxBookings: input.max_bookings,
      }, admin.id);
      return { title: "Time slot added", description: "The time slot has been added." };
    },
  });
}

export default function NewTimeSlotDialog() {
  const { constraint, closeTo, zoneName, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <RouteDialog title="Add Time Slot" description="A bookable session for one service type." closeTo={closeTo}>
      <TimeSlotForm
        id="time-slot-new"
        defaultValue={defaults}
        lastResult={actionData?.result}
        constraint={constraint}
        submitLabel="Add Time Slot"
        zoneLabel={zoneName}
        closeTo={closeTo}
      />
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots" message="An error occurred while submitting data." />;
}
