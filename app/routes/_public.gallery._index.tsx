import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PhotoGrid } from "~/components/content/photo-grid";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { photoCount } from "~/domain/gallery";
import { listShownAlbums } from "~/models/gallery.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Gallery", "Classes, campus tours, counselling sessions, mock interviews and graduations: moments from our students' journeys.", matches);

export async function loader() {
  return { albums: await listShownAlbums() };
}

/** /gallery: every shown album, its first photos and a way to the rest. */
export default function GalleryPage() {
  const { albums } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Gallery" title="Moments from our students' journeys">
        <p>Classes, campus tours, counselling sessions and graduations.</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        {albums.length === 0 ? <p className="text-gray-700">No photos yet: the first albums are on their way.</p> : null}
        {albums.map((album) => (
          <section key={album.id} aria-labelledby={`album-${album.id}`}>
            <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
              <div className="max-w-3xl">
                <h2 id={`album-${album.id}`} className="text-2xl font-bold text-gray-900">
                  {album.title}
                </h2>
                {album.description ? <p className="mt-2 text-gray-700">{album.description}</p> : null}
              </div>
              {album.photoCount > album.photos.length ? (
                <Link to={`/gallery/${album.slug}`} className="font-semibold text-brand-700 hover:underline" aria-label={`All ${album.photoCount} photos of ${album.title}`}>
                  All {photoCount(album.photoCount).toLowerCase()} →
                </Link>
              ) : null}
            </div>
            <PhotoGrid photos={album.photos} />
          </section>
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
