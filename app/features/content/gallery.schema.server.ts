import * as z from "zod";
import { POSITION_MAX } from "~/domain/content";
import { ALBUM_FIELD_MAX, PHOTO_FIELD_MAX } from "~/domain/gallery";
import { SLUG_MAX, isSlug, slugify } from "~/domain/slug";
import type { GalleryAlbumInput, GalleryPhotoInput } from "~/models/gallery.server";
import { checkboxField, optionalText, requiredText } from "~/utils/form-fields.server";
import { nepaliVersionRule } from "./content-fields.server";

const POSITION_MESSAGE = `The order must be a whole number from 0 to ${POSITION_MAX}`;
const positionField = () => z.number({ error: POSITION_MESSAGE }).int(POSITION_MESSAGE).min(0, POSITION_MESSAGE).max(POSITION_MAX, POSITION_MESSAGE).optional();

/**
 * An album's form: its title, its address (made from the title when left empty), its text, its order, shown or not;
 * the Nepali title and description are optional, and whole: a started version has the texts the English has.
 */
export const albumFormSchema = z
  .object({
    title: requiredText("Title", ALBUM_FIELD_MAX.title),
    slug: z.string().trim().toLowerCase().max(SLUG_MAX, `The slug must be at most ${SLUG_MAX} characters`).optional(),
    description: optionalText("Description", ALBUM_FIELD_MAX.description, { lines: "many" }),
    titleNe: optionalText("Nepali title", ALBUM_FIELD_MAX.title),
    descriptionNe: optionalText("Nepali description", ALBUM_FIELD_MAX.description, { lines: "many" }),
    position: positionField(),
    visible: checkboxField(),
  })
  .superRefine((form, ctx) => {
    if (!isSlug(form.slug || slugify(form.title))) ctx.addIssue({ code: "custom", path: ["slug"], message: "Write a slug: lowercase letters a-z, digits and hyphens (e.g. graduation-2025)" });
  })
  .superRefine(
    nepaliVersionRule([
      { english: "title", nepali: "titleNe", label: "title" },
      { english: "description", nepali: "descriptionNe", label: "description" },
    ]),
  );

export function albumFromForm(form: z.output<typeof albumFormSchema>): GalleryAlbumInput {
  return {
    title: form.title,
    slug: form.slug || slugify(form.title),
    description: form.description ?? "",
    titleNe: form.titleNe ?? null,
    descriptionNe: form.descriptionNe ?? null,
    position: form.position ?? null,
    visible: form.visible,
  };
}

const photoFields = {
  caption: optionalText("Caption", PHOTO_FIELD_MAX.caption),
  alt: requiredText("Alt text", PHOTO_FIELD_MAX.alt),
  captionNe: optionalText("Nepali caption", PHOTO_FIELD_MAX.caption),
  altNe: optionalText("Nepali alt text", PHOTO_FIELD_MAX.alt),
  position: positionField(),
};

/** A photo's Nepali caption and alt text are optional, and whole: a started version has the texts the English has. */
const photoNepaliRule = nepaliVersionRule<{ caption?: string; alt: string; captionNe?: string; altNe?: string }>([
  { english: "alt", nepali: "altNe", label: "alt text" },
  { english: "caption", nepali: "captionNe", label: "caption" },
]);

/**
 * A photo added to an album: an image of the library (`imageId`) or a file uploaded with the form, which the route
 * judges (the model checks its bytes); one of the two.
 */
export const photoAddSchema = z.object({ intent: z.literal("add_photo"), imageId: z.number().int().positive().optional(), ...photoFields }).superRefine(photoNepaliRule);

/** A photo's caption, alt text and order, changed in its album. */
export const photoEditSchema = z.object({ intent: z.literal("photo"), photoId: z.number().int().positive(), ...photoFields }).superRefine(photoNepaliRule);

export const photoRemoveSchema = z.object({ intent: z.literal("remove_photo"), photoId: z.number().int().positive() });

export function photoFromForm(form: { caption?: string; alt: string; captionNe?: string; altNe?: string; position?: number }): GalleryPhotoInput {
  return { caption: form.caption ?? "", alt: form.alt, captionNe: form.captionNe ?? null, altNe: form.altNe ?? null, position: form.position ?? null };
}
