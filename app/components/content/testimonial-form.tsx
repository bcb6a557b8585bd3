import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";
import { EDITOR_TESTIMONIAL_STATUSES, testimonialStatusLabel } from "~/domain/testimonial";
import type { MediaChoice } from "~/domain/media";
import { PhotoFields } from "./photo-fields";
import { RatingField } from "./rating-field";

export type TestimonialFormValues = {
  name: string;
  destination: string;
  university: string;
  quote: string;
  quoteNe: string;
  rating: string;
  photoId: string;
  photoAlt: string;
  position: string;
  status?: string;
};

/**
 * The testimonial editor: who said it and where they study, their words (and optionally their Nepali translation) and
 * rating, the photo with its alt text and the order. A new one is shown at once or kept hidden (`withStatus`); an existing one changes state by its buttons.
 */
export function TestimonialForm({
  id,
  defaultValue,
  lastResult,
  constraint,
  photos,
  withStatus,
  submitLabel,
}: {
  id: string;
  defaultValue: TestimonialFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  photos: MediaChoice[];
  withStatus: boolean;
  submitLabel: string;
}) {
  const [form, fields] = useAppForm<TestimonialFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Name" id={fields.name.id} errors={fields.name.errors} hint="As the site shows it.">
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
        </Field>
        <Field label="University" id={fields.university.id} errors={fields.university.errors}>
          {(control) => <Input {...getInputProps(fields.university, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Country" id={fields.destination.id} errors={fields.destination.errors} hint="Where they study.">
          {(control) => <Input {...getInputProps(fields.destination, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <Field label="Testimonial" id={fields.quote.id} errors={fields.quote.errors} hint="Their own words; shown in quotation marks.">
        {(control) => <Textarea {...getTextareaProps(fields.quote, { ariaAttributes: false })} {...control} rows={5} />}
      </Field>
      <NepaliFieldset hint="Their words on the Nepali pages, translated faithfully; left empty, those pages show the English, with a note.">
        <Field label="Nepali testimonial" id={fields.quoteNe.id} errors={fields.quoteNe.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.quoteNe, { ariaAttributes: false })} {...control} rows={5} lang="ne" />}
        </Field>
      </NepaliFieldset>
      <RatingField key={fields.rating.key} legend="Rating" name={fields.rating.name} id={fields.rating.id} defaultValue={String(fields.rating.initialValue ?? "")} errors={fields.rating.errors} />
      <PhotoFields photoId={fields.photoId} photoAlt={fields.photoAlt} choices={photos} hint="Upload it to the media library first, with the student's permission." />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Order (optional)" id={fields.position.id} errors={fields.position.errors} hint="Lower numbers come first; the home page shows the first three. Left empty, it goes last.">
          {(control) => <Input {...getInputProps(fields.position, { type: "number", ariaAttributes: false })} {...control} step={1} />}
        </Field>
        {withStatus ? (
          <Field label="On the site" id={fields.status.id} errors={fields.status.errors}>
            {(control) => (
              <Select {...getSelectProps(fields.status, { ariaAttributes: false })} {...control}>
                {EDITOR_TESTIMONIAL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status === "shown" ? "Shown on the site" : `${testimonialStatusLabel(status)}: kept here, off the site`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
      </div>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="save" pendingText="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
