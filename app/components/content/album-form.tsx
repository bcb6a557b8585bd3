import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";

export type AlbumFormValues = { title: string; slug: string; description: string; titleNe: string; descriptionNe: string; position: string; visible: string };

/** An album's own fields, new or edited, with their optional Nepali version: the photos are added on its page once it exists. */
export function AlbumForm({
  id,
  defaultValue,
  lastResult,
  constraint,
  submitLabel,
}: {
  id: string;
  defaultValue: AlbumFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  submitLabel: string;
}) {
  const [form, fields] = useAppForm<AlbumFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <Field label="Title" id={fields.title.id} errors={fields.title.errors}>
        {(control) => <Input {...getInputProps(fields.title, { type: "text", ariaAttributes: false })} {...control} />}
      </Field>
      <Field label="Slug" id={fields.slug.id} errors={fields.slug.errors} hint="The album's address, /gallery/slug. Left empty, it is made from the title.">
        {(control) => <Input {...getInputProps(fields.slug, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" spellCheck={false} />}
      </Field>
      <Field label="Description" id={fields.description.id} errors={fields.description.errors} hint="A sentence or two shown above the photos.">
        {(control) => <Textarea {...getTextareaProps(fields.description, { ariaAttributes: false })} {...control} rows={3} />}
      </Field>
      <NepaliFieldset hint="Shown on the Nepali gallery instead of the English. Once you start it, write its title, and its description where the English has one; leave both empty to show the English there, with a note.">
        <Field label="Nepali title" id={fields.titleNe.id} errors={fields.titleNe.errors}>
          {(control) => <Input {...getInputProps(fields.titleNe, { type: "text", ariaAttributes: false })} {...control} lang="ne" />}
        </Field>
        <Field label="Nepali description" id={fields.descriptionNe.id} errors={fields.descriptionNe.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.descriptionNe, { ariaAttributes: false })} {...control} rows={3} lang="ne" />}
        </Field>
      </NepaliFieldset>
      <Field label="Order" id={fields.position.id} errors={fields.position.errors} hint="Albums show from the lowest number up. Left empty, the album goes last.">
        {(control) => <Input {...getInputProps(fields.position, { type: "number", ariaAttributes: false })} {...control} className="w-32" />}
      </Field>
      <Checkbox
        label="Shown on the gallery page"
        name={fields.visible.name}
        id={fields.visible.id}
        defaultChecked={fields.visible.initialValue === "on" || fields.visible.initialValue === "true"}
        errors={fields.visible.errors}
      />
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="album" pendingText="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
