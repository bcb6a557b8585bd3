import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Paperclip } from "lucide";
import { StatusBadge } from "~/components/booking/status-badge";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Field, Select } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import { formatDateTime } from "~/domain/dates";
import { INQUIRY_ADMIN_LIST, INQUIRY_SERVICE_LABELS, INQUIRY_SERVICE_TYPES, INQUIRY_STATUSES } from "~/domain/inquiry";
import { statusLabel } from "~/domain/statuses";
import { listInquiries } from "~/models/inquiry-admin.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";

const LIST_PATH = "/admin/inquiries";

export const meta: MetaFunction = ({ matches }) => seoMeta("Inquiries", "What visitors asked for on the service pages, and who is answering them.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { query, view } = readListPage(request, INQUIRY_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listInquiries(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.fullName,
      email: row.email,
      service: row.serviceName,
      status: row.status,
      assignee: row.assignee?.name ?? null,
      documents: row._count.documents,
      received: formatDateTime(row.createdAt, zone),
    })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const NameLink = ({ row }: { row: Row }) => (
  <Link to={`${LIST_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
    {row.name}
  </Link>
);

/** A paperclip and the number of files, so staff see at a glance which inquiries came with documents. */
function Documents({ row }: { row: Row }) {
  if (row.documents === 0) return <span className="sr-only">No documents</span>;
  return (
    <span className="whitespace-nowrap text-sm text-gray-700" title={`${row.documents} document${row.documents === 1 ? "" : "s"}`}>
      <Icon icon={Paperclip} className="mr-1 inline h-4 w-4 align-text-bottom" />
      {row.documents}
      <span className="sr-only"> document{row.documents === 1 ? "" : "s"}</span>
    </span>
  );
}

const Assignee = ({ row }: { row: Row }) => (row.assignee ? <>{row.assignee}</> : <span className="text-gray-500">Unassigned</span>);

const COLUMNS: ListColumn<Row, "received">[] = [
  { header: "Received", className: "whitespace-nowrap", card: "meta", cell: (row) => row.received },
  {
    header: "Name",
    className: "min-w-40",
    card: "title",
    cell: (row) => (
      <>
        <NameLink row={row} />
        <span className="block break-all text-xs text-gray-600">{row.email}</span>
      </>
    ),
  },
  { header: "Service", cell: (row) => row.service },
  { header: "Status", card: "badge", cell: (row) => <StatusBadge status={row.status} /> },
  { header: "Assigned to", cell: (row) => <Assignee row={row} /> },
  { header: "Documents", cell: (row) => <Documents row={row} /> },
];

function InquiryFilters() {
  const { query } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={INQUIRY_ADMIN_LIST} label="Search inquiries" placeholder="Search by name, e-mail or phone" />
      </div>
      <FilterForm spec={INQUIRY_ADMIN_LIST}>
        <Field label="Service" id="filter-service-type" className="w-52">
          {(control) => (
            <Select {...control} name="service_type" defaultValue={query.filters.serviceType ?? ""}>
              <option value="">All</option>
              {INQUIRY_SERVICE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {INQUIRY_SERVICE_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status" id="filter-status" className="w-40">
          {(control) => (
            <Select {...control} name="status" defaultValue={query.filters.status ?? ""}>
              <option value="">All</option>
              {INQUIRY_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterForm>
    </div>
  );
}

export default function AdminInquiriesPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Inquiries"
      description="Applications visitors sent from the service pages, newest first. Open one to assign it, keep notes and move it along."
      spec={INQUIRY_ADMIN_LIST}
      query={query}
      filters={<InquiryFilters />}
      rows={rows}
      meta={meta}
      empty={{ title: "No inquiries found", hint: "Inquiries sent from the service pages appear here.", filteredHint: "Try adjusting your search terms or the filters." }}
      table={{ caption: "Service inquiries", columns: COLUMNS, rowTestId: (row) => `inquiry-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load inquiries" message="Please try again in a moment." />} />;
}
