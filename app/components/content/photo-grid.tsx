import type { MediaImageRef } from "~/domain/media";
import { useLocale } from "~/i18n/i18n";
import { contentLang } from "./content-language";
import { ResponsiveImage } from "./responsive-image";

export type GalleryPhotoView = { id: number; caption: string; alt: string; lang: string; image: MediaImageRef };

/**
 * Photos as the gallery shows them: a grid of figures, one to three columns, each with its caption. A photo whose
 * caption and alt text are in English on a page in another language says so (`lang`).
 */
export function PhotoGrid({ photos }: { photos: readonly GalleryPhotoView[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id} lang={contentLang(photo.lang, locale)}>
          <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm">
            <ResponsiveImage image={photo.image} alt={photo.alt} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="h-auto w-full" />
            {photo.caption ? <figcaption className="p-4 font-medium text-gray-900">{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
