import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterTabs } from "~/components/list/filter-tabs";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Badge } from "~/components/ui/badge";
import { CONVERSATION_ADMIN_LIST, staffThreadPath } from "~/domain/conversation";
import { COUNSELLOR_FILTERS, COUNSELLOR_FILTER_LABELS } from "~/domain/student-case";
import { formatDateTime } from "~/domain/dates";
import { listConversations } from "~/models/conversation.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireStaff } from "~/auth/session.server";

const LIST_PATH = "/admin/conversations";

export const meta: MetaFunction = ({ matches }) => seoMeta("Conversations", "Every student's conversation with the consultancy.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const { query, view } = readListPage(request, CONVERSATION_ADMIN_LIST, LIST_PATH);
  const { rows, meta, counsellor } = await listConversations(query, viewer);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      studentId: row.studentId,
      student: row.student.name,
      email: row.student.email,
      counsellor: row.student.counsellor?.name ?? null,
      last: row.lastMessage
        ? {
            by: row.lastMessage.author?.name ?? (row.lastMessage.authorSide === "staff" ? "Staff" : "Student"),
            side: row.lastMessage.authorSide,
            excerpt: row.lastMessage.body.length > 140 ? `${row.lastMessage.body.slice(0, 140)}…` : row.lastMessage.body,
          }
        : null,
      at: row.lastMessageAt ? formatDateTime(row.lastMessageAt, zone) : "",
      unread: row.unread,
    })),
    meta,
    query,
    view,
    counsellor,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, "last_message">[] = [
  { header: "Last message", className: "whitespace-nowrap", card: "meta", cell: (row) => row.at },
  {
    header: "Student",
    className: "min-w-40",
    card: "title",
    cell: (row) => (
      <>
        {row.unread > 0 ? <span className="sr-only">Unread: </span> : null}
        <Link to={staffThreadPath(row.studentId)} className={row.unread > 0 ? "font-bold text-brand-700 hover:underline" : "font-medium text-brand-700 hover:underline"}>
          {row.student}
        </Link>
        <span className="block break-all text-xs text-gray-600">{row.email}</span>
      </>
    ),
  },
  {
    header: "Message",
    className: "min-w-48",
    cell: (row) =>
      row.last ? (
        <span className="text-sm text-gray-700">
          <span className="font-medium">{row.last.side === "staff" ? `${row.last.by}:` : "Student:"}</span> {row.last.excerpt}
        </span>
      ) : null,
  },
  { header: "Counsellor", card: "line", cell: (row) => row.counsellor ?? <span className="text-gray-600">Unassigned</span> },
  {
    header: "Unread",
    card: "badge",
    cell: (row) => (row.unread > 0 ? <Badge tone="blue">{`${row.unread} unread`}</Badge> : <span className="text-sm text-gray-600">Read</span>),
  },
];

export default function AdminConversationsPage() {
  const { rows, meta, query, view, counsellor } = useLoaderData<typeof loader>();
  const unread = query.filters.unread;
  return (
    <ListPage
      title="Conversations"
      description="Each student's conversation with the consultancy, the latest message first."
      spec={CONVERSATION_ADMIN_LIST}
      query={query}
      filters={
        <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <FilterTabs
            spec={CONVERSATION_ADMIN_LIST}
            label="Whose students"
            tabs={COUNSELLOR_FILTERS.map((value) => ({ key: value, label: COUNSELLOR_FILTER_LABELS[value], filters: { counsellor: value, unread }, current: value === counsellor }))}
          />
          <FilterTabs
            spec={CONVERSATION_ADMIN_LIST}
            label="Read state"
            tabs={[
              { key: "all", label: "All", filters: { counsellor, unread: false }, current: !unread },
              { key: "unread", label: "Unread only", filters: { counsellor, unread: true }, current: unread },
            ]}
          />
          <div className="max-w-md">
            <SearchForm spec={CONVERSATION_ADMIN_LIST} label="Search conversations" placeholder="Search by student name or e-mail" />
          </div>
        </div>
      }
      rows={rows}
      meta={meta}
      empty={{ title: "No conversations found", hint: "A student's messages appear here.", filteredHint: "Try another filter or search." }}
      table={{ caption: "Conversations", columns: COLUMNS, rowTestId: (row) => `conversation-row-${row.studentId}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load conversations" message="Please try again in a moment." />} />;
}
