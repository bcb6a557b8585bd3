import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TimeSlotGeneratorForm } from "~/components/catalogue/time-slot-generator-form";
import { DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { timeSlotGeneratorSchema } from "~/features/catalogue/catalogue.schema.server";
import { addDaysToDay, todayInZone, zoneLabel } from "~/domain/dates";
import { DAILY_SLOT_TIMES, DEFAULT_SEATS, SLOT_MINUTES } from "~/domain/service-types";
import { DEFAULT_GENERATOR_WEEKDAYS, TIME_SLOT_LIST } from "~/domain/time-slot";
import { TimeSlotRuleError, generateTimeSlots } from "~/models/time-slot.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
export const meta: MetaFunction = ({ matches }) => seoMeta("Generate Time Slots", "Create time slots over a date range at chosen times of day.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const zone = getEnv().APP_TIME_ZONE;
  const tomorrow = addDaysToDay(todayInZone(zone), 1);
  return {
    constraint: getZodConstraint(timeSlotGeneratorSchema),
    closeTo: listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST),
    zoneName: zoneLabel(new Date(), zone),
    defaults: {
      service_type: "interview",
      date_from: tomorrow,
      date_to: addDaysToDay(tomorrow, 6),
      times: [...DAILY_SLOT_TIMES],
      weekdays: DEFAULT_GENERATOR_WEEKDAYS.map(String),
      duration_minutes: "",
      max_bookings: "",
      is_available: true,
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  return handleAdminIntent(request, await readFormData(request), {
    schema: timeSlotGeneratorSchema,
    closeTo: listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST),
    refuse: (error, reply) => (error instanceof TimeSlotRuleError ? reply({ ...VALIDATION_ERROR, fieldErrors: error.errors }) : undefined),
    run: async (input) => {
      const result = await generateTimeSlots({
        serviceType: input.service_type,
        dateFrom: input.date_from,
        dateTo: input.date_to,
        times: input.times,
        weekdays: input.weekdays,
        durationMinutes: input.duration_minutes ?? SLOT_MINUTES[input.service_type],
        maxBookings: input.max_bookings ?? DEFAULT_SEATS[input.service_type],
        isAvailable: input.is_available ?? false,
      }, admin.id);
      const skipped = result.skipped > 0 ? ` ${result.skipped} already existed and were left alone.` : "";
      return { title: "Time slots added", description: `${result.created} time slots have been created.${skipped}` };
    },
  });
}

export default function GenerateTimeSlotsDialog() {
  const { constraint, closeTo, zoneName, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <RouteDialog title="Generate Time Slots" description="Create a slot at each chosen time on each chosen day of the range." closeTo={closeTo}>
      <TimeSlotGeneratorForm defaultValue={defaults} lastResult={actionData?.result} constraint={constraint} zoneLabel={zoneName} closeTo={closeTo} />
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots" message="An error occurred while submitting data." />;
}
