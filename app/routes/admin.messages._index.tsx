import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchAndStatusFilter } from "~/components/admin/list-controls";
import { StatusBadge } from "~/components/booking/status-badge";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { MESSAGE_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDateTime } from "~/domain/dates";
import { CONTACT_MESSAGE_STATUSES, statusLabel } from "~/domain/statuses";
import { listContactMessages } from "~/models/contact-message.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";

const LIST_PATH = "/admin/messages";

export const meta: MetaFunction = ({ matches }) => seoMeta("Messages", "What visitors wrote through the contact form, and the staff's answers.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const { query, view } = readListPage(request, MESSAGE_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listContactMessages(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      from: row.name,
      email: row.email,
      subject: row.subject,
      excerpt: row.message.length > 140 ? `${row.message.slice(0, 140)}…` : row.message,
      status: row.status,
      unread: row.readAt === null,
      received: formatDateTime(row.createdAt, zone),
    })),
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** An unread message's subject is bold and announced as unread (the marker sits outside the link, so it stays small). */
function SubjectLink({ row }: { row: Row }) {
  return (
    <>
      {row.unread ? <span className="sr-only">Unread: </span> : null}
      <Link to={`${LIST_PATH}/${row.id}`} className={row.unread ? "font-bold text-brand-700 hover:underline" : "font-medium text-brand-700 hover:underline"}>
        {row.subject}
      </Link>
    </>
  );
}

const UnreadDot = ({ row }: { row: Row }) =>
  row.unread ? <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600" title="Unread" /> : null;

const COLUMNS: ListColumn<Row, "received">[] = [
  { header: "Received", className: "whitespace-nowrap", card: "meta", cell: (row) => row.received },
  {
    header: "From",
    className: "min-w-40",
    cell: (row) => (
      <>
        <UnreadDot row={row} />
        {row.from}
        <span className="block break-all text-xs text-gray-600">{row.email}</span>
      </>
    ),
  },
  {
    header: "Subject",
    className: "min-w-48",
    card: "title",
    cell: (row) => (
      <>
        <SubjectLink row={row} />
        <span className="block text-sm text-gray-600">{row.excerpt}</span>
      </>
    ),
  },
  { header: "Status", card: "badge", cell: (row) => <StatusBadge status={row.status} /> },
];

export default function AdminMessagesPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Messages"
      description="What visitors wrote through the contact form, newest first. Open one to read it in full and answer by e-mail."
      spec={MESSAGE_ADMIN_LIST}
      query={query}
      filters={
        <SearchAndStatusFilter
          spec={MESSAGE_ADMIN_LIST}
          statuses={CONTACT_MESSAGE_STATUSES}
          status={query.filters.status}
          labelOf={(status) => statusLabel(status)}
          searchLabel="Search messages"
          placeholder="Search by sender, subject or text"
        />
      }
      rows={rows}
      meta={meta}
      empty={{ title: "No messages found", hint: "Messages sent through the contact form appear here.", filteredHint: "Try adjusting your search terms or the status filter." }}
      table={{ caption: "Contact messages", columns: COLUMNS, rowTestId: (row) => `message-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load messages" message="Please try again in a moment." />} />;
}
