import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TimeSlotEditDialog } from "~/components/catalogue/time-slot-edit-dialog";
import { DialogRouteError } from "~/components/list/route-dialog";
import { TIME_SLOT_LIST } from "~/domain/time-slot";
import { loadTimeSlotEdit, saveTimeSlotEdit } from "~/features/catalogue/time-slot-edit.server";
import { listReturnPath } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Edit Time Slot", "Change a bookable time slot.", matches);

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTimeSlotEdit(request, params, listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST));
}

export function action({ request, params }: ActionFunctionArgs) {
  return saveTimeSlotEdit(request, params, listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST));
}

export default function EditTimeSlotDialog() {
  const actionData = useActionData<typeof action>();
  return <TimeSlotEditDialog {...useLoaderData<typeof loader>()} lastResult={actionData && "result" in actionData ? actionData.result : null} />;
}

export function ErrorBoundary() {
  return <DialogRouteError listPath="/admin/time-slots" message="An error occurred while updating data." />;
}
