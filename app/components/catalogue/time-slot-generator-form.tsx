import { getCollectionProps, getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { CancelLink } from "~/components/list/route-dialog";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, ErrorLine, Field, FormError, Input, Select } from "~/components/ui/field";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/domain/service-types";
import type { Constraint } from "~/domain/forms";
import { GENERATOR_TIMES, WEEKDAYS } from "~/domain/time-slot";

export type GeneratorFormValues = {
  service_type: string;
  date_from: string;
  date_to: string;
  times: string[];
  weekdays: string[];
  duration_minutes: string;
  max_bookings: string;
  is_available: boolean;
};

function hourLabel(time: string) {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${String(((hours + 11) % 12) + 1).padStart(2, "0")}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** Slots for one service type on every chosen weekday of a date range, at the chosen times of day. */
export function TimeSlotGeneratorForm({
  defaultValue,
  lastResult,
  constraint,
  zoneLabel,
  closeTo,
}: {
  defaultValue: GeneratorFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  zoneLabel: string;
  closeTo: string;
}) {
  const [form, fields] = useAppForm<GeneratorFormValues>({ id: "time-slot-generator", lastResult, constraint, defaultValue });
  const boxClass = "flex items-center gap-1.5 rounded-md border border-gray-200 px-2 py-1 text-sm text-gray-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
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
        <Field label="From" id={fields.date_from.id} errors={fields.date_from.errors}>
          {(control) => <Input {...getInputProps(fields.date_from, { type: "date", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="To" id={fields.date_to.id} errors={fields.date_to.errors}>
          {(control) => <Input {...getInputProps(fields.date_to, { type: "date", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <fieldset aria-describedby={`${fields.weekdays.id}-error`}>
        <legend className="mb-1 text-sm font-medium text-gray-700">Days of the week</legend>
        <div className="flex flex-wrap gap-1.5">
          {getCollectionProps(fields.weekdays, { type: "checkbox", options: WEEKDAYS.map((day) => String(day.value)), ariaAttributes: false }).map(({ key, ...props }) => (
            <label key={key} className={boxClass}>
              <input {...props} className="h-3.5 w-3.5" />
              {WEEKDAYS.find((day) => String(day.value) === props.value)?.label}
            </label>
          ))}
        </div>
        <ErrorLine id={`${fields.weekdays.id}-error`} errors={fields.weekdays.errors} />
      </fieldset>
      <fieldset aria-describedby={`${fields.times.id}-error`}>
        <legend className="mb-1 text-sm font-medium text-gray-700">Times of day ({zoneLabel})</legend>
        <div className="grid max-h-40 grid-cols-3 gap-1.5 overflow-y-auto sm:grid-cols-4">
          {getCollectionProps(fields.times, { type: "checkbox", options: GENERATOR_TIMES, ariaAttributes: false }).map(({ key, ...props }) => (
            <label key={key} className={boxClass}>
              <input {...props} className="h-3.5 w-3.5" />
              {hourLabel(props.value)}
            </label>
          ))}
        </div>
        <ErrorLine id={`${fields.times.id}-error`} errors={fields.times.errors} />
      </fieldset>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Duration (minutes)" id={fields.duration_minutes.id} errors={fields.duration_minutes.errors} hint="Empty: the service's usual length.">
          {(control) => <Input {...getInputProps(fields.duration_minutes, { type: "number", ariaAttributes: false })} {...control} step={5} />}
        </Field>
        <Field label="Max bookings per slot" id={fields.max_bookings.id} errors={fields.max_bookings.errors} hint="Empty: the service's usual seats.">
          {(control) => <Input {...getInputProps(fields.max_bookings, { type: "number", ariaAttributes: false })} {...control} step={1} />}
        </Field>
      </div>
      <Checkbox {...getInputProps(fields.is_available, { type: "checkbox", ariaAttributes: false })} id={fields.is_available.id} label="Available for booking" errors={fields.is_available.errors} />
      <FormError errors={form.errors} id={form.errorId} />
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeTo} />
        <SubmitButton pendingText="Generating...">Generate Slots</SubmitButton>
      </div>
    </Form>
  );
}
