import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NepaliFieldset } from "~/components/admin/nepali-fieldset";
import { useAppForm } from "~/components/forms/use-app-form";
import { SubmitButton } from "~/components/ui/button";
import { Field, FormError, Input } from "~/components/ui/field";
import type { MediaChoice, MediaImageRef } from "~/domain/media";
import type { Constraint } from "~/domain/forms";
import { IMAGE_ACCEPT, IMAGE_HINT } from "./image-upload-form";
import { MediaSelect } from "./media-select";
import { ResponsiveImage } from "./responsive-image";

const ALT_HINT = "What the photo shows, for people who cannot see it.";

/** A photo's optional Nepali alt text and caption, for the Nepali gallery. */
function PhotoNepaliFields({ altNe, captionNe }: { altNe: FieldMetadata<string>; captionNe: FieldMetadata<string> }) {
  return (
    <NepaliFieldset hint="Shown on the Nepali gallery instead of the English. Once you start it, write its alt text, and its caption where the English has one.">
      <Field label="Nepali alt text" id={altNe.id} errors={altNe.errors}>
        {(control) => <Input {...getInputProps(altNe, { type: "text", ariaAttributes: false })} {...control} lang="ne" />}
      </Field>
      <Field label="Nepali caption" id={captionNe.id} errors={captionNe.errors}>
        {(control) => <Input {...getInputProps(captionNe, { type: "text", ariaAttributes: false })} {...control} lang="ne" />}
      </Field>
    </NepaliFieldset>
  );
}

/** Adds a photo: an image of the library or a new file (multipart, so it works without JavaScript), with its texts. */
export function AddPhotoForm({ lastResult, constraint, choices }: { lastResult?: SubmissionResult<string[]> | null; constraint: Constraint; choices: MediaChoice[] }) {
  const [form, fields] = useAppForm<{ imageId: string; file: File; caption: string; alt: string; captionNe: string; altNe: string; position: string }>({
    id: "gallery-add-photo",
    lastResult,
    constraint,
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-1">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <MediaSelect
          label="An image of the library"
          name={fields.imageId.name}
          id={fields.imageId.id}
          defaultValue={String(fields.imageId.initialValue ?? "")}
          choices={choices}
          errors={fields.imageId.errors}
        />
        <Field label="Or a new image" id={fields.file.id} errors={fields.file.errors} hint={IMAGE_HINT}>
          {(control) => <Input type="file" name={fields.file.name} accept={IMAGE_ACCEPT} {...control} />}
        </Field>
      </div>
      <Field label="Alt text" id={fields.alt.id} errors={fields.alt.errors} hint={ALT_HINT}>
        {(control) => <Input {...getInputProps(fields.alt, { type: "text", ariaAttributes: false })} {...control} />}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field label="Caption (optional)" id={fields.caption.id} errors={fields.caption.errors} hint="Shown under the photo.">
          {(control) => <Input {...getInputProps(fields.caption, { type: "text", ariaAttributes: false })} {...control} />}
        </Field>
        <Field label="Order" id={fields.position.id} errors={fields.position.errors} hint="Empty: last.">
          {(control) => <Input {...getInputProps(fields.position, { type: "number", ariaAttributes: false })} {...control} />}
        </Field>
      </div>
      <PhotoNepaliFields altNe={fields.altNe} captionNe={fields.captionNe} />
      <FormError errors={form.errors} id={form.errorId} />
      <SubmitButton name="intent" value="add_photo" pendingText="Adding...">
        Add photo
      </SubmitButton>
    </Form>
  );
}

export type AlbumPhoto = { id: number; caption: string; alt: string; captionNe: string; altNe: string; position: number; image: MediaImageRef & { name: string } };

/** One photo of an album: its picture, its caption, alt text and order to edit, and a way out of the album. */
export function PhotoEditForm({ photo, lastResult, constraint }: { photo: AlbumPhoto; lastResult?: SubmissionResult<string[]> | null; constraint: Constraint }) {
  const [form, fields] = useAppForm<{ photoId: string; caption: string; alt: string; captionNe: string; altNe: string; position: string }>({
    id: `gallery-photo-${photo.id}`,
    lastResult,
    constraint,
    defaultValue: { photoId: String(photo.id), caption: photo.caption, alt: photo.alt, captionNe: photo.captionNe, altNe: photo.altNe, position: String(photo.position) },
  });
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <div>
        <ResponsiveImage image={photo.image} alt="" sizes="160px" className="h-auto w-full rounded border border-gray-200" />
        <p className="mt-1 break-all text-xs text-gray-600">{photo.image.name}</p>
      </div>
      <div>
        <Form method="post" {...getFormProps(form)} className="space-y-1">
          <input type="hidden" name={fields.photoId.name} value={String(photo.id)} />
          <Field label="Alt text" id={fields.alt.id} errors={fields.alt.errors}>
            {(control) => <Input {...getInputProps(fields.alt, { type: "text", ariaAttributes: false })} {...control} />}
          </Field>
          <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <Field label="Caption" id={fields.caption.id} errors={fields.caption.errors}>
              {(control) => <Input {...getInputProps(fields.caption, { type: "text", ariaAttributes: false })} {...control} />}
            </Field>
            <Field label="Order" id={fields.position.id} errors={fields.position.errors}>
              {(control) => <Input {...getInputProps(fields.position, { type: "number", ariaAttributes: false })} {...control} />}
            </Field>
          </div>
          <PhotoNepaliFields altNe={fields.altNe} captionNe={fields.captionNe} />
          <FormError errors={form.errors} id={form.errorId} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton name="intent" value="photo" variant="secondary" size="sm" pendingText="Saving...">
              Save photo
            </SubmitButton>
          </div>
        </Form>
        <Form method="post" className="mt-2">
          <input type="hidden" name="photoId" value={String(photo.id)} />
          <SubmitButton name="intent" value="remove_photo" variant="ghost" size="sm" pendingText="Removing..." aria-label={`Remove the photo ${photo.caption || photo.alt} from the album`}>
            Remove from the album
          </SubmitButton>
        </Form>
      </div>
    </div>
  );
}
