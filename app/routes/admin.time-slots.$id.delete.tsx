import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CancelLink, DialogRouteError, RouteDialog } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { formatDay } from "~/domain/dates";
import { SERVICE_TYPE_LABELS } from "~/domain/service-types";
import { TIME_SLOT_LIST, deleteBlockedMessage, formatSlotTime } from "~/domain/time-slot";
import { TimeSlotNotFoundError, TimeSlotRuleError, countActiveBookings, deleteTimeSlot, getTimeSlot } from "~/models/time-slot.server";
import { getEnv } from "~/utils/env.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Delete Time Slot", "Confirm the deletion of a time slot.", matches);

const failedToast = (description: string) => ({ type: "error", title: "Failed to delete time slot.", description }) as const;
const GONE = "That time slot does not exist any more.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
  const id = readId(params.id);
  const slot = id ? await getTimeSlot(id) : null;
  if (!slot) throw await redirectWithToast(closeTo, failedToast(GONE));
  const zone = getEnv().APP_TIME_ZONE;
  const activeBookings = await countActiveBookings(slot.id);
  return {
    closeTo,
    summary: `${SERVICE_TYPE_LABELS[slot.serviceType]}, ${formatDay(slot.startTime, zone)}, ${formatSlotTime(slot, zone)}`,
    blocked: activeBookings > 0 ? deleteBlockedMessage(activeBookings) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
  const id = readId(params.id);
  try {
    if (!id) throw new TimeSlotNotFoundError(0);
    await deleteTimeSlot(id, admin.id);
  } catch (error) {
    if (error instanceof TimeSlotNotFoundError) return redirectWithToast(closeTo, failedToast(GONE));
    if (error instanceof TimeSlotRuleError) return redirectWithToast(closeTo, failedToast(error.message));
    throw error;
  }
  return redirectWithToast(closeTo, { type: "success", title: "Time slot deleted", description: "The time slot has been successfully deleted." });
}

export default function DeleteTimeSlotDialog() {
  const { closeTo, summary, blocked } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Are you sure?" description="This action cannot be undone. This will permanently delete this item." closeTo={closeTo}>
      <p className="text-sm text-gray-700">
        Time slot: <strong>{summary}</strong>
      </p>
      {blocked ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {blocked}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex justify-end gap-2">
        <CancelLink to={closeTo} />
        <SubmitButton variant="danger" pendingText="Deleting...">
          Delete
        </SubmitButton>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots" message="An error occurred while deleting data." />;
}
