import type { ActionFunctionArgs } from "@remix-run/node";
import { TIME_SLOT_LIST } from "~/domain/time-slot";
import { TimeSlotNotFoundError, setTimeSlotAvailability } from "~/models/time-slot.server";
import { postOnlyLoader, readFormData } from "~/utils/http.server";
import { listReturnPath } from "~/utils/list-query.server";
import { readId } from "~/utils/route-params.server";
import { requireStaff } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = postOnlyLoader;

/** The Available/Unavailable switch of a list row: sets the flag, then back to the same list page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireStaff(request);
  const closeTo = listReturnPath(request, "/admin/time-slots", TIME_SLOT_LIST);
  const id = readId(params.id);
  const isAvailable = (await readFormData(request)).get("is_available") === "true";
  try {
    if (!id) throw new TimeSlotNotFoundError(0);
    await setTimeSlotAvailability(id, isAvailable, admin.id);
  } catch (error) {
    if (error instanceof TimeSlotNotFoundError) {
      return redirectWithToast(closeTo, { type: "error", title: "Error", description: "That time slot does not exist any more." });
    }
    throw error;
  }
  return redirectWithToast(closeTo, {
    type: "success",
    title: "Time slot updated",
    description: isAvailable ? "The time slot is now available." : "The time slot is now unavailable.",
  });
}
