import type { MediaImageRef } from "~/domain/media";
import { useLocale } from "~/i18n/i18n";
import { contentLang } from "./content-language";
import { ResponsiveImage } from "./responsive-image";

export type GalleryPhotoView = { id: number; caption: string; alt: string; image: MediaImageRef };

/**
 * Photos as the gallery shows them: a grid of figures, one to three columns, each with its caption. Captions and alt
 * texts are written in English only, so on a page in another language the grid says so (`lang`).
 */
export function PhotoGrid({ photos }: { photos: readonly GalleryPhotoView[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" lang={contentLang("en", useLocale())}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
            <ResponsiveImage image={photo.image} alt={photo.alt} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="h-auto w-full" />
            {photo.caption ? <figcaption className="p-4 font-medium text-gray-900">{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
