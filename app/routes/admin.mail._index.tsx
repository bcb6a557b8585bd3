import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchAndStatusFilter } from "~/components/admin/list-controls";
import { MailStatusBadge } from "~/components/admin/mail-status-badge";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { MAIL_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDateTime } from "~/domain/dates";
import { MAIL_STATUSES, MAIL_STATUS_LABELS } from "~/domain/mail";
import { resolveMailTransport, type MailTransport } from "~/mail/transport.server";
import { listMails } from "~/models/mail.server";
import { getSettings } from "~/models/settings.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";

const LIST_PATH = "/admin/mail";

export const meta: MetaFunction = ({ matches }) => seoMeta("Mail", "Every e-mail the site sends, where it stands and why one failed.", matches);

/** Where mail goes now, in words, without the credentials: the page only names the server. */
function deliveryOf(transport: MailTransport) {
  if (transport.kind === "smtp") {
    return { kind: "smtp" as const, message: `Delivering through ${transport.options.host}:${transport.options.port} (${transport.source})` };
  }
  return {
    kind: "mailbox" as const,
    message:
      "Mail is not being delivered: no SMTP server is configured in the Email settings or the server's environment (SMTP_HOST). " +
      "Messages are kept here instead; open one to read it.",
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query, view } = readListPage(request, MAIL_ADMIN_LIST, LIST_PATH);
  const [{ rows, meta }, emailSettings] = await Promise.all([
    listMails({ search: query.search, status: query.filters.status, page: query.page, perPage: query.perPage }),
    getSettings("email"),
  ]);
  redirectPastLastPage(request, LIST_PATH, meta);
  const env = getEnv();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      created: formatDateTime(row.createdAt, env.APP_TIME_ZONE),
      to: row.to,
      subject: row.subject,
      status: row.status,
      attempts: row.job ? `${row.job.attempts}/${row.job.maxAttempts}` : null,
      // why a mail did not leave: the error of a failed one, the reason of a withdrawn one
      lastError: row.status === "failed" || row.status === "withdrawn" ? row.lastError : null,
    })),
    meta,
    query,
    view,
    delivery: deliveryOf(resolveMailTransport(emailSettings, env)),
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = Data["rows"][number];

function DeliveryNote({ delivery }: { delivery: Data["delivery"] }) {
  if (delivery.kind === "smtp") {
    return (
      <p className="text-sm text-gray-600" data-testid="mail-delivery">
        {delivery.message}
      </p>
    );
  }
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" data-testid="mail-delivery">
      <p>{delivery.message}</p>
      <Link to="/admin/settings?tab=email" className="mt-2 inline-block font-semibold text-amber-900 underline hover:no-underline">
        Open the Email settings
      </Link>
    </div>
  );
}

const mailLink = (row: Row) => (
  <Link to={`${LIST_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
    {row.subject}
  </Link>
);

const COLUMNS: ListColumn<Row, "created">[] = [
  { header: "Created", className: "whitespace-nowrap", card: "meta", cell: (row) => row.created },
  { header: "To", className: "min-w-40 wrap-anywhere", cell: (row) => row.to },
  { header: "Subject", className: "min-w-40", card: "title", cell: mailLink },
  { header: "Status", card: "badge", cell: (row) => <MailStatusBadge status={row.status} /> },
  { header: "Attempts", className: "whitespace-nowrap", card: "meta", cell: (row) => row.attempts ?? "—" },
  {
    header: "Why not sent",
    cell: (row) =>
      row.lastError ? (
        <span className={`block max-w-40 truncate ${row.status === "withdrawn" ? "text-gray-700" : "text-red-700"}`} title={row.lastError}>
          {row.lastError}
        </span>
      ) : null,
  },
];

export default function AdminMailPage() {
  const { rows, meta, query, view, delivery } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <DeliveryNote delivery={delivery} />
      <ListPage
        title="Mail"
        description="Every e-mail the site has queued, newest first: where it stands, and why one did not leave."
        spec={MAIL_ADMIN_LIST}
        query={query}
        filters={
          <SearchAndStatusFilter
            spec={MAIL_ADMIN_LIST}
            statuses={MAIL_STATUSES}
            status={query.filters.status}
            labelOf={(status) => MAIL_STATUS_LABELS[status]}
            searchLabel="Search mail"
            placeholder="Search by recipient or subject"
          />
        }
        rows={rows}
        meta={meta}
        empty={{
          title: "No mail found",
          hint: "Mail appears here as soon as the site queues one.",
          filteredHint: "Try adjusting your search terms or the status filter.",
        }}
        table={{ caption: "Mail", columns: COLUMNS, rowTestId: (row) => `mail-row-${row.id}`, cards: true }}
        view={view}
      />
    </div>
  );
}

/** The list failure text for an unexpected error; a thrown response gets its status page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load mail" message="Please try again in a moment." />} />;
}
