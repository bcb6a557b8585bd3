import { APPLICATIONS_PATH, CAREERS_PATH } from "~/domain/content";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListFilterPanel, ListPage, type ListColumn } from "~/components/list/list-page";
import { Field, Select } from "~/components/ui/field";
import { JOB_APPLICATION_ADMIN_LIST } from "~/domain/careers";
import { formatDateTime } from "~/domain/dates";
import { listJobApplications } from "~/models/job-application.server";
import { listOpeningChoices } from "~/models/job-opening.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Job applications", "The applications sent from the careers page, with their CVs.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, JOB_APPLICATION_ADMIN_LIST, APPLICATIONS_PATH);
  const [{ rows, meta }, openings] = await Promise.all([listJobApplications(query), listOpeningChoices()]);
  redirectPastLastPage(request, APPLICATIONS_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      coverNote: row.coverNote,
      cvName: row.cvName,
      opening: row.opening,
      received: formatDateTime(row.createdAt, zone),
    })),
    openings,
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row>[] = [
  {
    header: "Applicant",
    className: "min-w-56",
    card: "title",
    cell: (row) => (
      <>
        <span className="font-medium text-gray-900">{row.name}</span>
        <a href={`mailto:${row.email}`} className="block break-all text-sm text-brand-700 hover:underline">
          {row.email}
        </a>
        <span className="block text-sm text-gray-600">{row.phone}</span>
      </>
    ),
  },
  {
    header: "Opening",
    card: "meta",
    cell: (row) => (
      <Link to={`${CAREERS_PATH}/${row.opening.id}`} className="text-brand-700 hover:underline">
        {row.opening.title}
      </Link>
    ),
  },
  {
    header: "CV",
    card: "line",
    cell: (row) => (
      <a href={`${APPLICATIONS_PATH}/${row.id}/cv`} download className="break-all font-medium text-brand-700 hover:underline" aria-label={`Download the CV of ${row.name}: ${row.cvName}`}>
        {row.cvName}
      </a>
    ),
  },
  { header: "Cover note", className: "min-w-64 max-w-md", card: "line", cell: (row) => <p className="whitespace-pre-line text-sm text-gray-700">{row.coverNote || "None"}</p> },
  { header: "Received", className: "whitespace-nowrap", card: "meta", cell: (row) => row.received },
];

export default function JobApplicationsPage() {
  const { rows, openings, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Job applications"
      description="Sent from the careers page, newest first. Each came with a confirmation mail to the applicant."
      actions={
        <Link to={CAREERS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Openings
        </Link>
      }
      spec={JOB_APPLICATION_ADMIN_LIST}
      query={query}
      filters={
        <ListFilterPanel spec={JOB_APPLICATION_ADMIN_LIST} searchLabel="Search applications" placeholder="Search by name, e-mail or phone">
          <Field label="Opening" id="filter-opening" className="w-72">
            {(control) => (
              <Select {...control} name="opening" defaultValue={query.filters.openingId ?? ""}>
                <option value="">All</option>
                {openings.map((opening) => (
                  <option key={opening.id} value={opening.id}>
                    {opening.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </ListFilterPanel>
      }
      rows={rows}
      meta={meta}
      empty={{ title: "No applications found", hint: "Applications sent from the careers page show here.", filteredHint: "Try adjusting your search terms or the opening." }}
      table={{ caption: "Job applications", columns: COLUMNS, rowTestId: (row) => `application-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the applications" message="Please try again in a moment." />} />;
}
