import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Checkbox, Field, FormError, Input, Select, Textarea } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";
import type { MediaChoice } from "~/domain/media";
import { PhotoFields } from "./photo-fields";

export type TeamMemberFormValues = {
  name: string;
  title: string;
  bio: string;
  titleNe: string;
  bioNe: string;
  photoId: string;
  photoAlt: string;
  position: string;
  visible: string;
  userId: string;
};

/**
 * The team member editor: name, title and short bio as /team shows them (and optionally in Nepali), the photo from the
 * media library with its alt text, the order, shown or hidden, and the staff account whose article bylines take this
 * title and photo.
 */
export function TeamMemberForm({
  id,
  defaultValue,
  lastResult,
  constraint,
  photos,
  accounts,
  submitLabel,
}: {
  id: string;
  defaultValue: TeamMemberFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: Constraint;
  photos: MediaChoice[];
  accounts: ReadonlyArray<{ id: number; name: string }>;
  submitLabel: string;
}) {
  const [form, fields] = useAppForm<TeamMemberFormValues>({ id, lastResult, constraint, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" id={fields.name.id} errors={fields.name.errors}>
          {(control) => <Input {...getInputProps(fields.name, { type: "text", ariaAttributes: false })} {...control} autoComplete="off" />}
        </Field>
        <Field label="Title" id={fields.title.id} errors={fields.title.errors} hint="Their role, as the team page and their article bylines show it.">
          {(control) => <Input {...getInputProps(fields.title, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <Field label="Short bio (optional)" id={fields.bio.id} errors={fields.bio.errors} hint="One or two sentences.">
        {(control) => <Textarea {...getTextareaProps(fields.bio, { ariaAttributes: false })} {...control} rows={3} />}
      </Field>
      <NepaliFieldset hint="The title and bio on the Nepali pages: write the title, and the bio if the English has one; leave both empty to show the English there, with a note.">
        <Field label="Nepali title" id={fields.titleNe.id} errors={fields.titleNe.errors}>
          {(control) => <Input {...getInputProps(fields.titleNe, { type: "text", ariaAttributes: false })} {...control} lang="ne" />}
        </Field>
        <Field label="Nepali short bio" id={fields.bioNe.id} errors={fields.bioNe.errors}>
          {(control) => <Textarea {...getTextareaProps(fields.bioNe, { ariaAttributes: false })} {...control} rows={3} lang="ne" />}
        </Field>
      </NepaliFieldset>
      <PhotoFields photoId={fields.photoId} photoAlt={fields.photoAlt} choices={photos} hint="Upload it to the media library first." />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Order (optional)" id={fields.position.id} errors={fields.position.errors} hint="Lower numbers come first; the about page shows the first four. Left empty, the member goes last.">
          {(control) => <Input {...getInputProps(fields.position, { type: "number", ariaAttributes: false })} {...control} step={1} />}
        </Field>
        <Field label="Staff account (optional)" id={fields.userId.id} errors={fields.userId.errors} hint="Their articles' bylines then show this title and photo.">
          {(control) => (
            <Select {...getSelectProps(fields.userId, { ariaAttributes: false })} {...control}>
              <option value="">Not linked</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Checkbox
        label="Show on the team page"
        name={fields.visible.name}
        id={fields.visible.id}
        defaultChecked={fields.visible.initialValue === "on" || fields.visible.initialValue === "true"}
        errors={fields.visible.errors}
      />
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="save" pendingText="Saving...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
