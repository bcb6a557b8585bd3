import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input, Select } from "~/components/ui/field";
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, OPENING_STATUSES, OPENING_STATUS_LABELS } from "~/domain/careers";
import type { Constraint } from "~/domain/forms";
import { MarkdownField } from "./markdown-field";
import type { RenderedMarkdown } from "./use-markdown-preview";

export type OpeningFormValues = { title: string; slug: string; location: string; employmentType: string; description: string; closesOn: string; status: string };

/** The opening editor: what the careers page and the opening's own page show, and whether it takes applications. */
export function OpeningEditor({
  id,
  defaultValue,
  lastResult,
  constraint,
  zoneLabel,
  rendered = null,
}: {
  id: string;
  defaultValue: OpeningFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  zoneLabel: string;
  /** The saved description's rendering, from the loader. */
  rendered?: RenderedMarkdown | null;
}) {
  const [form, fields] = useAppForm<OpeningFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Title" id={fields.title.id} errors={fields.title.errors}>
          {(control) => <Input {...getInputProps(fields.title, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Slug" id={fields.slug.id} errors={fields.slug.errors} hint="The opening's address, /careers/slug. Left empty, it is made from the title.">
          {(control) => <Input {...getInputProps(fields.slug, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field label="Location" id={fields.location.id} errors={fields.location.errors} hint="e.g. Kathmandu office or remote">
          {(control) => <Input {...getInputProps(fields.location, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Type" id={fields.employmentType.id} errors={fields.employmentType.errors}>
          {(control) => (
            <Select {...getSelectProps(fields.employmentType, { ariaAttributes: false })} {...control}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {EMPLOYMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <MarkdownField field={fields.description} label="Description" rows={16} rendered={rendered} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={`Closing date (optional, ${zoneLabel})`}
          id={fields.closesOn.id}
          errors={fields.closesOn.errors}
          hint="The last day applications are taken; the next day the opening leaves the careers page by itself."
        >
          {(control) => <Input {...getInputProps(fields.closesOn, { type: "date", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Status" id={fields.status.id} errors={fields.status.errors} hint="A closed opening is off the careers page and takes no applications.">
          {(control) => (
            <Select {...getSelectProps(fields.status, { ariaAttributes: false })} {...control}>
              {OPENING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {OPENING_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton pendingText="Saving...">Save opening</SubmitButton>
    </Form>
  );
}
