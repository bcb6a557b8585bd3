import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BulkDeleteDialog } from "~/components/list/bulk-delete-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { formatDay } from "~/domain/dates";
import { SERVICE_TYPE_LABELS } from "~/domain/service-types";
import { TIME_SLOT_LIST, formatSlotTime } from "~/domain/time-slot";
import { TimeSlotRuleError, UnknownTimeSlotIdsError, deleteTimeSlots, getTimeSlot } from "~/models/time-slot.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { readIds } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => seoMeta("Delete Time Slots", "Confirm the deletion of several time slots.", matches);

const failedToast = (description: string) => ({ type: "error", title: "Failed to delete time slots.", description }) as const;

/** Opened by the list's bulk form (`?ids=1&ids=2` plus the list state); confirming posts the same ids. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
  const ids = readIds(new URL(request.url).searchParams.getAll("ids"));
  if (!ids || ids.length === 0) throw await redirectWithToast(closeTo, failedToast("Select at least one time slot to delete."));
  const slots = (await Promise.all(ids.map((id) => getTimeSlot(id)))).filter((slot) => slot !== null);
  if (slots.length === 0) throw await redirectWithToast(closeTo, failedToast("The selected time slots do not exist any more."));
  const zone = getEnv().APP_TIME_ZONE;
  return {
    closeTo,
    slots: slots.map((slot) => ({
      id: slot.id,
      summary: `${SERVICE_TYPE_LABELS[slot.serviceType]}, ${formatDay(slot.startTime, zone)}, ${formatSlotTime(slot, zone)}`,
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
  const ids = readIds((await readFormData(request)).getAll("ids"));
  if (!ids || ids.length === 0) return redirectWithToast(closeTo, failedToast("Select at least one time slot to delete."));
  try {
    const deleted = await deleteTimeSlots(ids, admin.id);
    return redirectWithToast(closeTo, { type: "success", title: "Time slots deleted", description: `${deleted} time slots have been successfully deleted.` });
  } catch (error) {
    if (error instanceof UnknownTimeSlotIdsError || error instanceof TimeSlotRuleError) return redirectWithToast(closeTo, failedToast(error.message));
    throw error;
  }
}

export default function BulkDeleteTimeSlotsDialog() {
  const { closeTo, slots } = useLoaderData<typeof loader>();
  return <BulkDeleteDialog closeTo={closeTo} items={slots.map((slot) => ({ id: slot.id, label: slot.summary }))} />;
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots" message="An error occurred while deleting data." />;
}
