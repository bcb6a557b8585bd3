import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import { PhotoGrid } from "~/components/content/photo-grid";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/marketing/page-header";
import { buttonClass } from "~/components/ui/button";
import { translator } from "~/i18n/catalogs.server";
import { useLocale, useLocalizedPath, useT } from "~/i18n/i18n";
import { getLocale } from "~/i18n/locale.server";
import { readShownAlbum } from "~/models/gallery.server";
import { notFoundMeta, seoMeta } from "~/utils/meta";
import { notFound } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? seoMeta(data.seo.title, data.seo.description, matches) : notFoundMeta(matches));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  const album = await readShownAlbum(params.slug ?? "", locale);
  if (!album) throw notFound();
  const t = translator(locale);
  return {
    seo: { title: t("public.gallery.albumTitle", { title: album.title }), description: album.description || t("public.gallery.albumDescription", { title: album.title }) },
    album,
  };
}

/** /gallery/<slug>: a shown album and all its photos, in the page's language where the editors wrote it. */
export default function AlbumPage() {
  const { album } = useLoaderData<typeof loader>();
  const t = useT();
  const lp = useLocalizedPath();
  const lang = contentLang(album.lang, useLocale());
  return (
    <>
      <PageHeader eyebrow={t("public.gallery.title")} title={album.title} titleLang={lang}>
        {album.description ? <p lang={lang}>{album.description}</p> : null}
        <UntranslatedNote lang={album.lang} className="mt-2 text-brand-100" />
      </PageHeader>
      <section aria-label={t("public.gallery.photos")} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {album.photos.length === 0 ? <p className="text-gray-700">{t("public.gallery.albumEmpty")}</p> : <PhotoGrid photos={album.photos} />}
        <p className="pt-10 text-base">
          <Link to={lp("/gallery")} className="font-semibold text-brand-700 hover:underline">
            {t("public.gallery.allAlbumsBack")}
          </Link>
        </p>
      </section>
    </>
  );
}

function AlbumNotFound() {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <ErrorPage status={404} title={t("public.gallery.notFound.title")} message={t("public.gallery.notFound.message")}>
      <Link to={lp("/gallery")} className={buttonClass({ variant: "secondary" })}>
        {t("public.gallery.allAlbums")}
      </Link>
    </ErrorPage>
  );
}

/** An unknown or hidden album: the not-found page inside the site's own header and footer, with a way to the others. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <AlbumNotFound /> }} />;
}
