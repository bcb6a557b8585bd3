import * as z from "zod";
import { POSITION_MAX } from "~/domain/content";
import { RATING_RANGE, fillTemplate } from "~/domain/message-templates";
import { EDITOR_TESTIMONIAL_STATUSES, RATING_MAX, RATING_MIN, TESTIMONIAL_FIELD_MAX } from "~/domain/testimonial";
import type { TestimonialInput } from "~/models/testimonial.server";
import { optionalText, requiredText } from "~/utils/form-fields.server";
import { photoAltRule, photoFields, positionField } from "./content-fields.server";

const RATING_MESSAGE = fillTemplate(RATING_RANGE, { min: RATING_MIN, max: RATING_MAX });

/** A rating of 1 to 5 stars; anything else (none, 0, 6, 4.5) is refused with the same message. */
function ratingField() {
  return z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE);
}

/** The words of a testimonial and who and where they are from: what an editor and a student both write. */
export const testimonialTextFields = {
  name: requiredText("Name", TESTIMONIAL_FIELD_MAX.name),
  destination: requiredText("Country", TESTIMONIAL_FIELD_MAX.destination),
  university: requiredText("University", TESTIMONIAL_FIELD_MAX.university),
  quote: requiredText("Testimonial", TESTIMONIAL_FIELD_MAX.quote, { lines: "many" }),
  rating: ratingField(),
};

/** An editor's fields: a student's, the quote's optional Nepali version, the photo and the order. */
const editorFields = {
  ...testimonialTextFields,
  quoteNe: optionalText("Nepali testimonial", TESTIMONIAL_FIELD_MAX.quote, { lines: "many" }),
  ...photoFields,
  position: positionField(POSITION_MAX),
};

/** The testimonial editor's form; its state changes through its own buttons (approve, decline, show, hide). */
export const testimonialFormSchema = z.object(editorFields).superRefine(photoAltRule);

/** A new testimonial written by an editor: shown at once or kept hidden. */
export const newTestimonialFormSchema = z
  .object({ ...editorFields, status: z.enum(EDITOR_TESTIMONIAL_STATUSES, { error: "Choose whether the testimonial shows on the site" }) })
  .superRefine(photoAltRule);

/** The posted form as the model takes it: an empty order put last, no alt text without a photo. */
export function testimonialFromForm(form: z.output<typeof testimonialFormSchema>): TestimonialInput {
  return {
    name: form.name,
    destination: form.destination,
    university: form.university,
    quote: form.quote,
    quoteNe: form.quoteNe ?? null,
    rating: form.rating,
    position: form.position ?? null,
    photoId: form.photoId ?? null,
    photoAlt: form.photoId ? (form.photoAlt ?? "") : "",
  };
}
