import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Select } from "~/components/ui/field";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/domain/service-types";
import type { Constraint } from "~/domain/forms";

export type TimeSlotFormValues = {
  service_type: string;
  start_time: string;
  end_time: string;
  is_available: boolean;
  max_bookings: string;
  current_bookings?: string;
};

/**
 * Times are `datetime-local` inputs in the consultancy's time zone. Current bookings is shown when editing only:
 * a new slot starts with none.
 */
export function TimeSlotForm({
  id,
  defaultValue,
  lastResult,
  constraint,
  submitLabel,
  zoneLabel,
  activeBookings,
  closeTo,
}: {
  id: string;
  defaultValue: TimeSlotFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  submitLabel: string;
  zoneLabel: string;
  activeBookings?: number;
  closeTo: string;
}) {
  const [form, fields] = useAppForm<TimeSlotFormValues>({ id, lastResult, constraint, defaultValue });
  const editing = defaultValue.current_bookings !== undefined;
  const maxSeats = Number(fields.max_bookings.value);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      {activeBookings ? (
        <p className="mb-3 rounded-md bg-yellow-50 p-3 text-sm text-yellow-800">
          {`This slot has ${activeBookings} ${activeBookings === 1 ? "booking" : "bookings"}: its service type and times cannot change.`}
        </p>
      ) : null}
      <Field label="Service type" id={fields.service_type.id} errors={fields.service_type.errors}>
        {(control) => (
          <Select {...getSelectProps(fields.service_type, { ariaAttributes: false })} {...control}>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {SERVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Start time" id={fields.start_time.id} errors={fields.start_time.errors} hint={zoneLabel}>
          {(control) => <Input {...getInputProps(fields.start_time, { type: "datetime-local", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="End time" id={fields.end_time.id} errors={fields.end_time.errors} hint={zoneLabel}>
          {(control) => <Input {...getInputProps(fields.end_time, { type: "datetime-local", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Max bookings" id={fields.max_bookings.id} errors={fields.max_bookings.errors}>
          {(control) => <Input {...getInputProps(fields.max_bookings, { type: "number", ariaAttributes: false })} {...control} step={1} />}
        </Field>
        {editing ? (
          <Field label="Current bookings" id={fields.current_bookings.id} errors={fields.current_bookings.errors}>
            {(control) => (
              <Input
                {...getInputProps(fields.current_bookings, { type: "number", ariaAttributes: false })}
                {...control}
                step={1}
                max={Number.isInteger(maxSeats) && maxSeats >= 1 ? maxSeats : undefined}
              />
            )}
          </Field>
        ) : null}
      </div>
      <Checkbox {...getInputProps(fields.is_available, { type: "checkbox", ariaAttributes: false })} id={fields.is_available.id} label="Available for booking" errors={fields.is_available.errors} />
      <FormError errors={form.errors} id={form.errorId} />
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeTo} />
        <SubmitButton pendingText="Saving...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
