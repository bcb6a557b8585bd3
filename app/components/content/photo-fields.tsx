import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field, Input } from "~/components/ui/field";
import type { MediaChoice } from "~/domain/media";
import { MediaSelect } from "./media-select";

/** A person's photo from the media library and its alt text, side by side (team members, testimonials). */
export function PhotoFields({ photoId, photoAlt, choices, hint }: { photoId: FieldMetadata<string>; photoAlt: FieldMetadata<string>; choices: MediaChoice[]; hint: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MediaSelect
        key={photoId.key}
        label="Photo (optional)"
        name={photoId.name}
        id={photoId.id}
        defaultValue={String(photoId.initialValue ?? "")}
        choices={choices}
        errors={photoId.errors}
        hint={hint}
      />
      <Field label="The photo's alt text" id={photoAlt.id} errors={photoAlt.errors} hint="What the photo shows, for people who cannot see it. Needed with a photo.">
        {(control) => <Input {...getInputProps(photoAlt, { type: "text", ariaAttributes: false })} {...control} />}
      </Field>
    </div>
  );
}
