import { Field, Select, type Errors } from "~/components/ui/field";
import type { MediaChoice } from "~/domain/media";

export type { MediaChoice };

/**
 * Chooses an image of the media library by its file name, or none. A plain `<select>`, so it works before (and
 * without) JavaScript; the value is the image's id, or "" for none.
 */
export function MediaSelect({
  label,
  name,
  id,
  defaultValue,
  choices,
  errors,
  hint,
}: {
  label: string;
  name: string;
  id: string;
  defaultValue: string;
  choices: MediaChoice[];
  errors?: Errors;
  hint?: string;
}) {
  return (
    <Field label={label} id={id} errors={errors} hint={hint}>
      {(control) => (
        <Select {...control} name={name} defaultValue={defaultValue}>
          <option value="">No image</option>
          {choices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.alt ? `${choice.name} (${choice.alt})` : choice.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
