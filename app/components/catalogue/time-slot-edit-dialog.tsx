import type { SubmissionResult } from "@conform-to/react";
import type { ComponentProps } from "react";
import { RouteDialog } from "~/components/list/route-dialog";
import { TimeSlotForm } from "./time-slot-form";

type FormProps = ComponentProps<typeof TimeSlotForm>;

/** The Edit Time Slot dialog, over the list or over the week: the slot's form, and where closing goes. */
export function TimeSlotEditDialog({
  constraint,
  closeTo,
  zoneName,
  slot,
  activeBookings,
  lastResult,
}: {
  constraint: FormProps["constraint"];
  closeTo: string;
  zoneName: string;
  slot: FormProps["defaultValue"];
  activeBookings: number;
  lastResult: SubmissionResult<string[]> | null;
}) {
  return (
    <RouteDialog title="Edit Time Slot" closeTo={closeTo}>
      <TimeSlotForm
        id="time-slot-edit"
        defaultValue={slot}
        lastResult={lastResult}
        constraint={constraint}
        submitLabel="Save Changes"
        zoneLabel={zoneName}
        activeBookings={activeBookings}
        closeTo={closeTo}
      />
    </RouteDialog>
  );
}
