import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountStateBadge, RoleBadge } from "~/components/admin/account-badges";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { ButtonLink } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { accountLifecycle } from "~/domain/account-lifecycle";
import { statusLabel } from "~/domain/statuses";
import { ACCOUNT_STATES, USER_ADMIN_LIST } from "~/domain/admin-lists";
import { formatDateTime } from "~/domain/dates";
import { ROLES, roleLabel } from "~/domain/roles";
import { listUsers } from "~/models/user-admin.server";
import { getEnv } from "~/utils/env.server";
import { readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";
import { requireAdmin } from "~/auth/session.server";

const LIST_PATH = "/admin/users";

export const meta: MetaFunction = ({ matches }) => seoMeta("Users", "Every student and admin account: find one, open its records, change its role or disable it.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { query, view } = readListPage(request, USER_ADMIN_LIST, LIST_PATH);
  const { rows, meta } = await listUsers(query);
  redirectPastLastPage(request, LIST_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role, state: accountLifecycle(row), created: formatDateTime(row.createdAt, zone) })),
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

const Badges = ({ row }: { row: Row }) => (
  <span className="flex flex-wrap gap-1">
    <RoleBadge role={row.role} />
    {row.state === "active" ? null : <AccountStateBadge state={row.state} />}
  </span>
);

const COLUMNS: ListColumn<Row, "created">[] = [
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
  { header: "Role", card: "badge", cell: (row) => <Badges row={row} /> },
  { header: "Created", className: "whitespace-nowrap", card: "meta", cell: (row) => row.created },
];

function UserFilters({ role, state }: { role: string | null; state: string | null }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={USER_ADMIN_LIST} label="Search users" placeholder="Search by name or e-mail" />
      </div>
      <FilterForm spec={USER_ADMIN_LIST}>
        <Field label="Role" id="filter-role" className="w-40">
          {(control) => (
            <Select {...control} name="role" defaultValue={role ?? ""}>
              <option value="">All</option>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="State" id="filter-state" className="w-40">
          {(control) => (
            <Select {...control} name="state" defaultValue={state ?? ""}>
              <option value="">All</option>
              {ACCOUNT_STATES.map((value) => (
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

export default function AdminUsersPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Users"
      description="Every student and admin account, newest first. Open one to see all its records, change its role or disable it."
      actions={<ButtonLink to={`${LIST_PATH}/new`}>Add Staff</ButtonLink>}
      spec={USER_ADMIN_LIST}
      query={query}
      filters={<UserFilters role={query.filters.role} state={query.filters.state} />}
      rows={rows}
      meta={meta}
      empty={{ title: "No users found", hint: "Accounts appear here when students register or an admin is added.", filteredHint: "Try adjusting your search terms or the filters." }}
      table={{ caption: "User accounts", columns: COLUMNS, rowTestId: (row) => `user-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load users" message="Please try again in a moment." />} />;
}
