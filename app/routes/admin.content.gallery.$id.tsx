import { GALLERY_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { AlbumForm } from "~/components/content/album-form";
import { AddPhotoForm, PhotoEditForm } from "~/components/content/gallery-photo-forms";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTime } from "~/domain/dates";
import { MAX_IMAGE_BYTES } from "~/domain/media";
import { handleAddPhoto, handleAlbumForm, handleEditPhoto, handleRemovePhoto } from "~/features/content/gallery-editor.server";
import { albumFormSchema, photoAddSchema, photoEditSchema } from "~/features/content/gallery.schema.server";
import { readGalleryAlbumForEditor } from "~/models/gallery.server";
import { listMediaChoices } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";
import { parseMultipartForm } from "~/utils/uploads.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Album: ${data.album.title}` : "Album", "An album of the gallery: its texts and its photos.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const [album, choices] = await Promise.all([readGalleryAlbumForEditor(requireId(params.id)), listMediaChoices()]);
  if (!album) throw notFound();
  return {
    album: { id: album.id, title: album.title, slug: album.slug, visible: album.visible, updatedAt: formatDateTime(album.updatedAt, getEnv().APP_TIME_ZONE) },
    values: {
      title: album.title,
      slug: album.slug,
      description: album.description,
      titleNe: album.titleNe ?? "",
      descriptionNe: album.descriptionNe ?? "",
      position: String(album.position),
      visible: album.visible ? "on" : "",
    },
    photos: album.photos.map((photo) => ({ id: photo.id, caption: photo.caption, alt: photo.alt, captionNe: photo.captionNe ?? "", altNe: photo.altNe ?? "", position: photo.position, image: photo.image })),
    choices,
    constraints: { album: getZodConstraint(albumFormSchema), add: getZodConstraint(photoAddSchema), photo: getZodConstraint(photoEditSchema) },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const albumId = requireId(params.id);
  // The add-photo form may carry a new image: the media library's limit, not the documents'.
  const formData = await parseMultipartForm(request, { maxFileBytes: MAX_IMAGE_BYTES });
  const forms = { albumId, editorId: editor.id };
  return dispatchIntent(formData, {
    album: () => handleAlbumForm(request, formData, forms),
    add_photo: () => handleAddPhoto(request, formData, forms),
    photo: () => handleEditPhoto(request, formData, forms),
    remove_photo: () => handleRemovePhoto(request, formData, forms),
  });
}

export default function AlbumPage() {
  const { album, values, photos, choices, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answered = (intent: string) => (actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined);
  const editedPhoto = actionData && "photoId" in actionData ? actionData.photoId : null;
  return (
    <div className="space-y-4">
      <RecordHeader
        back={{ to: GALLERY_PATH, label: "Gallery" }}
        title={album.title}
        actions={album.visible ? <RecordLink to={`/gallery/${album.slug}`}>View on the site</RecordLink> : null}
      >
        {album.visible ? "Shown on the site" : "Hidden from the site"} · Last edited {album.updatedAt}
      </RecordHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <SectionCard id="album-photos" title={`Photos (${photos.length})`}>
            {photos.length === 0 ? (
              <p className="text-sm text-gray-600">No photos yet: add the first one below.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {photos.map((photo) => (
                  <li key={photo.id} className="py-4 first:pt-0">
                    <PhotoEditForm photo={photo} lastResult={editedPhoto === String(photo.id) ? answered("photo") : undefined} constraint={constraints.photo} />
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard id="album-add-photo" title="Add a photo">
            <AddPhotoForm lastResult={answered("add_photo")} constraint={constraints.add} choices={choices} />
          </SectionCard>
        </div>
        <SectionCard id="album-details" title="Album">
          <AlbumForm id={`album-${album.id}`} defaultValue={values} lastResult={answered("album")} constraint={constraints.album} submitLabel="Save album" />
        </SectionCard>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
