import { MEDIA_PATH } from "~/domain/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { MediaSnippet } from "~/components/content/media-snippet";
import { MediaUses } from "~/components/content/media-uses";
import { ResponsiveImage } from "~/components/content/responsive-image";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { ButtonLink } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { MEDIA_ADMIN_LIST, defaultImageUrl, formatImageSize, markdownImage, mediaUseHref, mediaUseLabel } from "~/domain/media";
import { listMediaForAdmin } from "~/models/media.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Media", "The images of the public site: upload once, use on articles, the team, testimonials and the gallery.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, MEDIA_ADMIN_LIST, MEDIA_PATH);
  const { rows, meta } = await listMediaForAdmin(query);
  redirectPastLastPage(request, MEDIA_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.originalName,
      alt: row.alt,
      image: { storageKey: row.storageKey, widths: row.widths, width: row.width, height: row.height },
      size: `${row.width} × ${row.height} px · ${formatImageSize(row.sizeBytes)}`,
      snippet: markdownImage(row.alt, defaultImageUrl(row)),
      uses: row.uses.map((use) => ({ label: mediaUseLabel(use), href: mediaUseHref(use) })),
      uploaded: formatDateTime(row.createdAt, zone),
      uploadedBy: row.uploadedBy?.name ?? null,
    })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "uploaded" | "name">[] = [
  {
    header: "Image",
    sortKey: "name",
    className: "min-w-64",
    card: "title",
    cell: (row) => (
      <div className="flex items-start gap-3">
        <div className="w-24 shrink-0 overflow-hidden rounded border border-gray-200 bg-gray-50">
          <ResponsiveImage image={row.image} alt="" sizes="96px" className="h-auto w-full" />
        </div>
        <div className="min-w-0">
          <Link to={`${MEDIA_PATH}/${row.id}`} className="break-all font-medium text-brand-700 hover:underline">
            {row.name}
          </Link>
          <span className="block text-xs text-gray-600">{row.alt || "No alt text suggested"}</span>
          <span className="block text-xs text-gray-600">{row.size}</span>
        </div>
      </div>
    ),
  },
  { header: "Markdown", className: "min-w-64", card: "line", cell: (row) => <MediaSnippet id={`snippet-${row.id}`} snippet={row.snippet} label="Markdown for an article" /> },
  { header: "Used in", className: "min-w-48", card: "line", cell: (row) => <MediaUses uses={row.uses} /> },
  {
    header: "Uploaded",
    sortKey: "uploaded",
    className: "whitespace-nowrap",
    card: "meta",
    cell: (row) => (row.uploadedBy ? `${row.uploaded} by ${row.uploadedBy}` : row.uploaded),
  },
];

export default function MediaLibraryPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Media"
      description="Every image of the site, newest first. Upload an image once and choose it as a cover, a photo or a gallery picture, or paste its Markdown into an article."
      actions={<ButtonLink to={`${MEDIA_PATH}/new`}>Upload an image</ButtonLink>}
      spec={MEDIA_ADMIN_LIST}
      query={query}
      filters={
        <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-4">
          <SearchForm spec={MEDIA_ADMIN_LIST} label="Search images" placeholder="Search by file name or alt text" />
        </div>
      }
      rows={rows}
      meta={meta}
      empty={{ title: "No images found", hint: "Upload the first image with Upload an image.", filteredHint: "Try other words: the search looks at file names and alt texts." }}
      table={{ caption: "Images", columns: COLUMNS, rowTestId: (row) => `media-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the media library" message="Please try again in a moment." />} />;
}
