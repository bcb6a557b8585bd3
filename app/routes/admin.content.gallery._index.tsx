import { GALLERY_PATH } from "~/domain/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { GALLERY_ADMIN_LIST, photoCount } from "~/domain/gallery";
import { listGalleryAlbumsForAdmin } from "~/models/gallery.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Gallery", "The gallery's albums and their photos.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, GALLERY_ADMIN_LIST, GALLERY_PATH);
  const { rows, meta } = await listGalleryAlbumsForAdmin(query);
  redirectPastLastPage(request, GALLERY_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      position: row.position,
      visible: row.visible,
      photos: photoCount(row._count.photos),
      updated: formatDateTime(row.updatedAt, zone),
    })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "position" | "title" | "updated">[] = [
  { header: "Order", sortKey: "position", className: "w-20", card: "meta", cell: (row) => row.position },
  {
    header: "Album",
    sortKey: "title",
    className: "min-w-56",
    card: "title",
    cell: (row) => (
      <>
        <Link to={`${GALLERY_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.title}
        </Link>
        <span className="block break-all text-xs text-gray-600">/gallery/{row.slug}</span>
      </>
    ),
  },
  { header: "Shown", card: "badge", cell: (row) => (row.visible ? <Badge tone="green">Shown</Badge> : <Badge tone="gray">Hidden</Badge>) },
  { header: "Photos", card: "meta", cell: (row) => row.photos },
  { header: "Last edited", sortKey: "updated", className: "whitespace-nowrap", card: "meta", cell: (row) => row.updated },
];

export default function GalleryAlbumsPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Gallery"
      description="The albums of /gallery, in the order the site shows them. A hidden album is kept, off the site."
      actions={<ButtonLink to={`${GALLERY_PATH}/new`}>New album</ButtonLink>}
      spec={GALLERY_ADMIN_LIST}
      query={query}
      filters={
        <div className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-4">
          <SearchForm spec={GALLERY_ADMIN_LIST} label="Search albums" placeholder="Search by title or slug" />
        </div>
      }
      rows={rows}
      meta={meta}
      empty={{ title: "No albums found", hint: "Make the first album with New album.", filteredHint: "Try other words: the search looks at titles and slugs." }}
      table={{ caption: "Albums", columns: COLUMNS, rowTestId: (row) => `album-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the albums" message="Please try again in a moment." />} />;
}
