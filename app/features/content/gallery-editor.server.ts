import { GALLERY_PATH } from "~/domain/content";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { AlbumSlugTakenError, GalleryAlbumNotFoundError, PhotoImageGoneError, addGalleryPhoto, createGalleryAlbum, removeGalleryPhoto, updateGalleryAlbum, updateGalleryPhoto } from "~/models/gallery.server";
import { ImageRefusedError, prepareUploadedImage } from "~/models/media.server";
import { VALIDATION_ERROR } from "~/utils/form-reply.server";
import { albumFormSchema, albumFromForm, photoAddSchema, photoEditSchema, photoFromForm, photoRemoveSchema } from "./gallery.schema.server";

/** A new album, or an album's own fields: a taken slug comes back next to its field with everything typed kept. */
export function handleAlbumForm(request: Request, formData: FormData, { albumId, editorId }: { albumId: number | null; editorId: number }) {
  return handleAdminIntent(request, formData, {
    schema: albumFormSchema,
    closeTo: albumId === null ? GALLERY_PATH : `${GALLERY_PATH}/${albumId}`,
    intent: "album",
    notFound: [GalleryAlbumNotFoundError],
    refuse: (error, reply) => (error instanceof AlbumSlugTakenError ? reply({ status: 409, fieldErrors: { slug: [error.message] } }) : undefined),
    run: async (form) => {
      const input = albumFromForm(form);
      const album = albumId === null ? await createGalleryAlbum(input, editorId) : await updateGalleryAlbum(albumId, input, editorId);
      const where = album.visible ? "It is on the gallery page." : "It is hidden from the site.";
      return { title: albumId === null ? "Album created" : "Album saved", description: `"${album.title}" is saved. ${where}`, to: `${GALLERY_PATH}/${album.id}` };
    },
  });
}

/** Whether the form carries a file (a browser sends an empty part for a file field left empty). */
function postedFile(value: FormDataEntryValue | null): value is File {
  return value instanceof File && !(value.size === 0 && value.name === "");
}

type PhotoForm = { albumId: number; editorId: number };

/**
 * Adds a photo to an album: an image of the library, or a new upload that joins the library with the photo's alt
 * text. A refused file, or neither or both chosen, comes back next to its field.
 */
export function handleAddPhoto(request: Request, formData: FormData, { albumId, editorId }: PhotoForm) {
  const file = formData.get("file");
  const chosen = String(formData.get("imageId") ?? "") !== "";
  const choice = postedFile(file) === chosen ? (chosen ? "Choose an image of the library or upload a new one, not both." : "Choose an image of the library or upload a new one.") : null;
  return handleAdminIntent(request, formData, {
    schema: photoAddSchema,
    closeTo: `${GALLERY_PATH}/${albumId}`,
    intent: "add_photo",
    fieldErrors: choice ? { imageId: [choice] } : undefined,
    refuse: (error, reply) => {
      if (error instanceof ImageRefusedError) return reply({ status: 400, fieldErrors: { file: [error.message] } });
      if (error instanceof PhotoImageGoneError) return reply({ status: 409, fieldErrors: { imageId: [error.message] } });
      return undefined;
    },
    run: async (form) => {
      const source = form.imageId ? { imageId: form.imageId } : { upload: await prepareUploadedImage(file), uploadedById: editorId };
      await addGalleryPhoto({ albumId, source, input: photoFromForm(form), editorId });
      return { title: "Photo added", description: "The photo is in the album." };
    },
  });
}

/** A photo's caption, alt text and order; the reply names the photo, so that only its form shows the errors. */
export function handleEditPhoto(request: Request, formData: FormData, { albumId, editorId }: PhotoForm) {
  return handleAdminIntent(request, formData, {
    schema: photoEditSchema,
    closeTo: `${GALLERY_PATH}/${albumId}`,
    intent: "photo",
    invalid: { ...VALIDATION_ERROR, extra: { photoId: String(formData.get("photoId") ?? "") } },
    run: async (form) => {
      await updateGalleryPhoto({ albumId, photoId: form.photoId, input: photoFromForm(form), editorId });
      return { title: "Photo saved", description: "Its caption, alt text and order are saved." };
    },
  });
}

export function handleRemovePhoto(request: Request, formData: FormData, { albumId, editorId }: PhotoForm) {
  return handleAdminIntent(request, formData, {
    schema: photoRemoveSchema,
    closeTo: `${GALLERY_PATH}/${albumId}`,
    intent: "remove_photo",
    run: async (form) => {
      await removeGalleryPhoto({ albumId, photoId: form.photoId, editorId });
      return { title: "Photo removed", description: "The photo is out of the album; its image stays in the media library." };
    },
  });
}
