import { MEDIA_PATH } from "~/domain/content";
import { handleAdminIntent } from "~/features/admin/admin-actions.server";
import { ImageRefusedError, uploadMediaImage } from "~/models/media.server";
import { mediaUploadSchema } from "./media.schema.server";

/**
 * The library's upload form: the image checked, resized and stored with its alt text, then its page; a refused file
 * comes back next to the file field with the alt text kept.
 */
export function handleMediaUpload(request: Request, formData: FormData, editorId: number) {
  return handleAdminIntent(request, formData, {
    schema: mediaUploadSchema,
    closeTo: MEDIA_PATH,
    refuse: (error, reply) => (error instanceof ImageRefusedError ? reply({ status: 400, fieldErrors: { file: [error.message] } }) : undefined),
    run: async ({ alt }) => {
      const image = await uploadMediaImage({ file: formData.get("file"), alt, uploadedById: editorId });
      return { title: "Image uploaded", description: `"${image.originalName}" is in the library.`, to: `${MEDIA_PATH}/${image.id}` };
    },
  });
}
