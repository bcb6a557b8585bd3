import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import { PhotoGrid } from "~/components/content/photo-grid";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { translator } from "~/i18n/catalogs.server";
import { useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { listShownAlbums } from "~/models/gallery.server";
import { seoMeta, siteNameOf } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : [{ title: siteNameOf(matches) ?? "" }]);

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const t = translator(locale);
  return { seo: { title: t("public.gallery.title"), description: t("public.gallery.description") }, albums: await listShownAlbums(locale) };
}

/** /gallery: every shown album, its first photos and a way to the rest. */
export default function GalleryPage() {
  const { albums } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader eyebrow={t("public.gallery.title")} title={t("public.gallery.heading")}>
        <p>{t("public.gallery.intro")}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        {albums.length === 0 ? <p className="text-gray-700">{t("public.gallery.empty")}</p> : null}
        {albums.map((album) => (
          <section key={album.id} aria-labelledby={`album-${album.id}`}>
            <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
              <div className="max-w-3xl" lang={contentLang(album.lang, locale)}>
                <h2 id={`album-${album.id}`} className="text-2xl font-bold text-gray-900">
                  {album.title}
                </h2>
                {album.description ? <p className="mt-2 text-gray-700">{album.description}</p> : null}
                <UntranslatedNote lang={album.lang} className="mt-2" />
              </div>
              {album.photoCount > album.photos.length ? (
                <Link
                  to={lp(`/gallery/${album.slug}`)}
                  className="font-semibold text-brand-700 hover:underline"
                  aria-label={t("public.gallery.allPhotosOf", { count: album.photoCount, title: album.title })}
                >
                  {t("public.gallery.allPhotos", { count: album.photoCount })}
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
