import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TimeSlotEditDialog } from "~/components/catalogue/time-slot-edit-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { loadTimeSlotEdit, saveTimeSlotEdit } from "~/features/catalogue/time-slot-edit.server";
import { weekReturnPath } from "~/features/catalogue/time-slot-week.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Edit Time Slot", "Change a bookable time slot.", matches);

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTimeSlotEdit(request, params, weekReturnPath(request));
}

export function action({ request, params }: ActionFunctionArgs) {
  return saveTimeSlotEdit(request, params, weekReturnPath(request));
}

export default function EditTimeSlotOverWeekDialog() {
  const actionData = useActionData<typeof action>();
  return <TimeSlotEditDialog {...useLoaderData<typeof loader>()} lastResult={actionData && "result" in actionData ? actionData.result : null} />;
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots/week" message="An error occurred while updating data." />;
}
