import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuditChangeList } from "~/components/admin/audit-change-list";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Field, Select } from "~/components/ui/field";
import { AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES, AUDIT_LOG_LIST, auditActionLabel, auditRecordName, auditRecordPath, changeLines } from "~/domain/audit-log";
import { formatDateTime } from "~/domain/dates";
import { listAuditActors, listAuditLog } from "~/models/audit-log.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";

const LIST_PATH = "/admin/audit-log";

export const meta: MetaFunction = ({ matches }) => seoMeta("Audit Log", "Every change staff made: who, what, which record, before and after, when.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query, view } = readListPage(request, AUDIT_LOG_LIST, LIST_PATH);
  const [{ rows, meta }, actors] = await Promise.all([listAuditLog(query), listAuditActors()]);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => {
      const changes = changeLines(row.changes, zone);
      return {
        id: row.id,
        when: formatDateTime(row.createdAt, zone),
        actor: row.actor ? { name: row.actor.name, email: row.actor.email } : null,
        action: auditActionLabel(row.action),
        record: { name: auditRecordName(row), path: auditRecordPath(row) },
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        changes,
        // An assignment's detail names the new assignee, which its change line already shows.
        detail: changes.some((change) => change.after === row.detail) ? null : row.detail,
      };
    }),
    actors,
    meta,
    query,
    view,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const Actor = ({ row }: { row: Row }) =>
  row.actor ? (
    <>
      {row.actor.name}
      <span className="block break-all text-xs text-gray-600">{row.actor.email}</span>
    </>
  ) : (
    <span className="text-gray-500">A removed account</span>
  );

const Record = ({ row }: { row: Row }) =>
  row.record.path ? (
    <Link to={row.record.path} className="whitespace-nowrap font-medium text-brand-700 hover:underline">
      {row.record.name}
    </Link>
  ) : (
    <span className="whitespace-nowrap">{row.record.name}</span>
  );

const Detail = ({ row }: { row: Row }) => (row.detail ? <span className="line-clamp-3 break-words text-sm text-gray-700">{row.detail}</span> : null);

const COLUMNS: ListColumn<Row, "when">[] = [
  { header: "When", className: "whitespace-nowrap", card: "meta", cell: (row) => row.when },
  { header: "Who", className: "min-w-36", cell: (row) => <Actor row={row} /> },
  { header: "What", className: "min-w-32 card:font-medium card:text-gray-900", card: "title", cell: (row) => row.action },
  { header: "Record", card: "badge", cell: (row) => <Record row={row} /> },
  {
    header: "Before and after",
    className: "min-w-56",
    cell: (row) => (
      <>
        <AuditChangeList fromStatus={row.fromStatus} toStatus={row.toStatus} changes={row.changes} />
        <Detail row={row} />
      </>
    ),
  },
];

function AuditFilters() {
  const { query, actors } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={AUDIT_LOG_LIST} label="Search the audit log" placeholder="Search by action, detail or who" />
      </div>
      <FilterForm spec={AUDIT_LOG_LIST}>
        <Field label="Record type" id="filter-entity-type" className="w-48">
          {(control) => (
            <Select {...control} name="entity_type" defaultValue={query.filters.entityType ?? ""}>
              <option value="">All</option>
              {AUDIT_ENTITY_TYPES.map((value) => (
                <option key={value} value={value}>
                  {AUDIT_ENTITY_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Who" id="filter-actor" className="w-48">
          {(control) => (
            <Select {...control} name="actor" defaultValue={query.filters.actorId ? String(query.filters.actorId) : ""}>
              <option value="">Anyone</option>
              {actors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterForm>
    </div>
  );
}

export default function AdminAuditLogPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Audit Log"
      description="Every change made in the admin, newest first: who did what to which record, with the values before and after."
      spec={AUDIT_LOG_LIST}
      query={query}
      filters={<AuditFilters />}
      rows={rows}
      meta={meta}
      empty={{ title: "No entries found", hint: "Changes staff make appear here.", filteredHint: "Try adjusting your search terms or the filters." }}
      table={{ caption: "Audit log", columns: COLUMNS, rowTestId: (row) => `audit-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the audit log" message="Please try again in a moment." />} />;
}
