import { APPLICATIONS_PATH, CAREERS_PATH } from "~/domain/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { SearchAndStatusFilter } from "~/components/admin/list-controls";
import { OpeningStatusBadge } from "~/components/content/opening-status-badge";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { ButtonLink } from "~/components/ui/button";
import { acceptsApplications, employmentTypeLabel, OPENING_ADMIN_LIST, OPENING_STATUSES, openingStatusLabel } from "~/domain/careers";
import { formatDateTime, formatDay } from "~/domain/dates";
import { listOpeningsForAdmin } from "~/models/job-opening.server";
import { openingApplicationsPath } from "~/models/job-application.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Careers", "The openings of the careers page and the applications they received.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, OPENING_ADMIN_LIST, CAREERS_PATH);
  const { rows, meta } = await listOpeningsForAdmin(query);
  redirectPastLastPage(request, CAREERS_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  const now = new Date();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: row.status,
      accepting: acceptsApplications(row, now, zone),
      details: `${employmentTypeLabel(row.employmentType)} · ${row.location}`,
      closes: row.closesOn ? formatDay(row.closesOn, zone) : "",
      applications: row._count.applications,
      applicationsHref: openingApplicationsPath(row.id),
      updated: formatDateTime(row.updatedAt, zone),
    })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row>[] = [
  {
    header: "Opening",
    className: "min-w-56",
    card: "title",
    cell: (row) => (
      <>
        <Link to={`${CAREERS_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.title}
        </Link>
        <span className="block break-all text-xs text-gray-600">/careers/{row.slug}</span>
      </>
    ),
  },
  { header: "Status", card: "badge", cell: (row) => <OpeningStatusBadge status={row.status} accepting={row.accepting} /> },
  { header: "Type and location", card: "meta", cell: (row) => row.details },
  { header: "Closing date", className: "whitespace-nowrap", card: "meta", cell: (row) => row.closes || "None" },
  {
    header: "Applications",
    card: "meta",
    cell: (row) => (
      <Link to={row.applicationsHref} className="text-brand-700 hover:underline" aria-label={`${row.applications} applications for ${row.title}`}>
        {row.applications}
      </Link>
    ),
  },
  { header: "Last edited", className: "whitespace-nowrap", card: "meta", cell: (row) => row.updated },
];

export default function OpeningsPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Careers"
      description="The openings of /careers, last edited first. An open opening is listed until its closing date, and takes applications until then."
      actions={
        <>
          <ButtonLink to={APPLICATIONS_PATH} variant="secondary">
            Applications
          </ButtonLink>
          <ButtonLink to={`${CAREERS_PATH}/new`}>New opening</ButtonLink>
        </>
      }
      spec={OPENING_ADMIN_LIST}
      query={query}
      filters={<SearchAndStatusFilter spec={OPENING_ADMIN_LIST} statuses={OPENING_STATUSES} status={query.filters.status} labelOf={openingStatusLabel} searchLabel="Search openings" placeholder="Search by title, slug or location" />}
      rows={rows}
      meta={meta}
      empty={{ title: "No openings found", hint: "Post the first one with New opening.", filteredHint: "Try adjusting your search terms or the status." }}
      table={{ caption: "Openings", columns: COLUMNS, rowTestId: (row) => `opening-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the openings" message="Please try again in a moment." />} />;
}
