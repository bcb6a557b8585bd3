import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import type { Constraint } from "~/domain/forms";

/** The `accept` of every image field: a hint to the browser's file picker; the server judges the bytes. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif";
export const IMAGE_HINT = "A JPEG, PNG, WebP or AVIF image, up to 10 MB and 40 megapixels. Its location and camera details are removed.";
export const ALT_HINT = "What the image shows, for people who cannot see it, e.g. “Students outside the library in Toronto”.";

/** The library's upload form: the file and its alt text, posted as multipart so it works without JavaScript. */
export function ImageUploadForm({ lastResult, constraint }: { lastResult?: SubmissionResult<string[]> | null; constraint: Constraint }) {
  const [form, fields] = useAppForm<{ alt: string; file: File }>({ id: "media-upload", lastResult, constraint });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-2">
      <Field label="Image" id={fields.file.id} errors={fields.file.errors} hint={IMAGE_HINT}>
        {(control) => <Input type="file" name={fields.file.name} accept={IMAGE_ACCEPT} required {...control} />}
      </Field>
      <Field label="Alt text" id={fields.alt.id} errors={fields.alt.errors} hint={ALT_HINT}>
        {(control) => <Input {...getInputProps(fields.alt, { type: "text", ariaAttributes: false })} {...control} />}
      </Field>
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton pendingText="Uploading...">Upload</SubmitButton>
    </Form>
  );
}
