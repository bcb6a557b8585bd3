import * as z from "zod";
import { optionalText } from "~/utils/form-fields.server";

const PHOTO_ALT_MAX = 200;

/** The content forms' photo: an image of the media library, or none, and what it shows for people who cannot see it. */
export const photoFields = {
  photoId: z.number({ error: "Choose an image from the library" }).int().positive().optional(),
  photoAlt: optionalText("The photo's alt text", PHOTO_ALT_MAX),
};

/** A chosen photo needs its alt text: the public pages never show an image that a screen reader cannot describe. */
export function photoAltRule(form: { photoId?: number; photoAlt?: string }, ctx: z.RefinementCtx) {
  if (form.photoId && !form.photoAlt) ctx.addIssue({ code: "custom", path: ["photoAlt"], message: "Describe the photo for people who cannot see it" });
}

/** Where a record comes in its list on the site; left empty, the model puts it last. */
export function positionField(max: number) {
  const message = `The order must be a whole number from 0 to ${max}`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message).optional();
}

/** A field of a record's Nepali version beside the English field it translates, named for its message. */
export type NepaliTwin<Form> = { english: keyof Form & string; nepali: keyof Form & string; label: string };

const writtenText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * A record's Nepali version is whole or absent: once any field of it is written, each twin whose English field is
 * written needs its Nepali text too, since a Nepali page shows the version whole (never a Nepali title over an English
 * body) or the English one with a note.
 */
export function nepaliVersionRule<Form>(twins: ReadonlyArray<NepaliTwin<Form>>, extra: ReadonlyArray<keyof Form & string> = []) {
  return (form: Form, ctx: z.RefinementCtx) => {
    const started = [...twins.map((twin) => twin.nepali), ...extra].some((name) => writtenText(form[name]));
    if (!started) return;
    for (const { english, nepali, label } of twins) {
      if (writtenText(form[english]) && !writtenText(form[nepali])) {
        ctx.addIssue({ code: "custom", path: [nepali], message: `The Nepali version needs its ${label} too, or none of its fields` });
      }
    }
  };
}
