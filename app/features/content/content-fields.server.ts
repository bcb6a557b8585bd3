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
