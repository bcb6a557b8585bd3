import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PhotoGrid } from "~/components/content/photo-grid";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { buttonClass } from "~/components/ui/button";
import { readShownAlbum } from "~/models/gallery.server";
import { notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta(`Gallery: ${data.album.title}`, data.album.description || `Photos of ${data.album.title}.`, matches) : notFoundMeta(matches);

export async function loader({ params }: LoaderFunctionArgs) {
  const album = await readShownAlbum(params.slug ?? "");
  if (!album) throw notFound();
  return { album };
}

/** /gallery/<slug>: a shown album and all its photos. */
export default function AlbumPage() {
  const { album } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Gallery" title={album.title}>
        {album.description ? <p>{album.description}</p> : null}
      </PageHeader>
      <section aria-label="Photos" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {album.photos.length === 0 ? <p className="text-gray-700">No photos in this album yet.</p> : <PhotoGrid photos={album.photos} />}
        <p className="pt-10 text-base">
          <Link to="/gallery" className="font-semibold text-brand-700 hover:underline">
            ← All albums
          </Link>
        </p>
      </section>
    </>
  );
}

/** An unknown or hidden album: the not-found page inside the site's own header and footer, with a way to the others. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage status={404} title="Page Not Found" message="This album does not exist or is no longer shown.">
            <Link to="/gallery" className={buttonClass({ variant: "secondary" })}>
              All albums
            </Link>
          </ErrorPage>
        ),
      }}
    />
  );
}
