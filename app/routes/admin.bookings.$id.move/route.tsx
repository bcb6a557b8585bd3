import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ActionPage, BookingSummary } from "~/components/admin/action-page";
import { SlotPicker } from "~/components/booking/slot-picker";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { staffClashMessage } from "~/domain/booking";
import { todayInZone } from "~/domain/dates";
import type { ServiceType } from "~/domain/service-types";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { loadBookingForAction } from "~/features/admin/admin-bookings.server";
import { loadSlotChoices, loadSlotDay } from "~/features/booking/booking-forms.server";
import type { SlotChoice } from "~/features/booking/form-setup";
import { bookingTime } from "~/features/booking/booking-views.server";
import { moveBookingByStaff } from "~/models/booking-admin.server";
import { AlreadyBookedError, BookingClashError, SlotFullError, SlotUnavailableError } from "~/models/booking.server";
import { getEnv } from "~/utils/env.server";
import { seoMeta } from "~/utils/meta";
import { parseMultipartForm } from "~/utils/uploads.server";
import { moveBookingSchema } from "./schema.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Move Session", "Move a scheduled session to another open time.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { booking, page, closeTo } = await loadBookingForAction(request, params, "move");
  const zone = getEnv().APP_TIME_ZONE;
  const slotDay = await loadSlotDay({ type: booking.type as ServiceType, askedDay: new URL(request.url).searchParams.get("date"), excludeSlotId: booking.slotId });
  // The list's own query rides along as hidden fields, so choosing another day (a GET of this form) keeps the way back.
  const listQuery = [...new URL(closeTo, "http://list").searchParams.entries()];
  return { booking, noun: page.noun, closeTo, listQuery, constraint: getZodConstraint(moveBookingSchema(todayInZone(zone))), ...slotDay };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { admin, booking, page, closeTo } = await loadBookingForAction(request, params, "move");
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  return handleAdminIntent(request, await parseMultipartForm(request), {
    schema: moveBookingSchema(todayInZone(zone, now)),
    closeTo,
    invalid: { extra: { slots: null as SlotChoice[] | null } },
    // A full slot or a clash with the student's other sessions: the page stays, with what is still open that day.
    refuse: async (error, reply, { date }) => {
      if (!(error instanceof SlotFullError || error instanceof SlotUnavailableError || error instanceof AlreadyBookedError || error instanceof BookingClashError)) return undefined;
      const slots = await loadSlotChoices(booking.type as ServiceType, date, { now, excludeSlotId: booking.slotId });
      const message = error instanceof BookingClashError ? staffClashMessage(error.title, error.when) : error.message;
      return reply({ status: 409, fieldErrors: { timeSlot: [message] }, extra: { slots } });
    },
    run: async ({ timeSlot }) => {
      const moved = await moveBookingByStaff({ adminId: admin.id, bookingId: booking.id, slotId: timeSlot, zone, now });
      return { title: "Session moved", description: `The ${page.noun} now starts ${bookingTime(moved.startTime, zone)}; the student has the updated invitation.` };
    },
  });
}

export default function MoveBookingPage() {
  const { booking, noun, closeTo, listQuery, constraint, window, calendar, day, slots, zoneLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAppForm<{ date: string; timeSlot: number }>({
    id: `move-${booking.id}`,
    lastResult: actionData?.result,
    constraint,
    defaultValue: { date: day },
  });
  return (
    <ActionPage title="Move Session" backTo={closeTo} summary={<BookingSummary booking={booking} noun={noun} />}>
      <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2">
        {listQuery.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SlotPicker window={window} calendar={calendar} day={day} zoneLabel={zoneLabel} slots={actionData?.slots ?? slots} date={fields.date} timeSlot={fields.timeSlot} />
        <div className="space-y-4 sm:col-span-2">
          <FormError errors={form.errors} id={form.errorId} />
          <div className="flex justify-end gap-2 pt-2">
            <CancelLink to={closeTo} />
            <SubmitButton pendingText="Moving...">Move session</SubmitButton>
          </div>
        </div>
      </Form>
    </ActionPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
