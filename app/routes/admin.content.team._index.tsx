import { TEAM_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FilterForm } from "~/components/list/filter-form";
import { ListPage, type ListColumn } from "~/components/list/list-page";
import { SearchForm } from "~/components/list/search-form";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { formatDateTime } from "~/domain/dates";
import { TEAM_ADMIN_LIST, TEAM_VISIBILITIES, teamVisibilityLabel, type TeamSortKey } from "~/domain/team";
import { postedId } from "~/features/admin/admin-actions.server";
import { changeTeamMemberVisibility } from "~/features/content/team-member-editor.server";
import { listTeamMembersForAdmin } from "~/models/team-member.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { listReturnPath, readListPage, redirectPastLastPage } from "~/utils/list-query.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("Team", "The people of the team page, in its order.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const { query, view } = readListPage(request, TEAM_ADMIN_LIST, TEAM_PATH);
  const { rows, meta } = await listTeamMembersForAdmin(query);
  redirectPastLastPage(request, TEAM_PATH, meta);
  const zone = getEnv().APP_TIME_ZONE;
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      position: row.position,
      visible: row.visible,
      hasPhoto: row.photoId !== null,
      account: row.user?.name ?? "",
      updated: formatDateTime(row.updatedAt, zone),
    })),
    meta,
    query,
    view,
  };
}

/** Show and Hide from a row: the list comes back as it was (search, filter, page). */
export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const formData = await readFormData(request);
  const memberId = postedId(formData);
  if (!memberId) throw new Response("Choose a team member.", { status: 400 });
  const closeTo = listReturnPath(request, TEAM_PATH, TEAM_ADMIN_LIST);
  const visibility = (visible: boolean) => () => changeTeamMemberVisibility(closeTo, { memberId, visible, editorId: editor.id });
  return dispatchIntent(formData, { show: visibility(true), hide: visibility(false) });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const COLUMNS: ListColumn<Row, TeamSortKey>[] = [
  {
    header: "Name",
    sortKey: "name",
    className: "min-w-56",
    card: "title",
    cell: (row) => (
      <>
        <Link to={`${TEAM_PATH}/${row.id}`} className="font-medium text-brand-700 hover:underline">
          {row.name}
        </Link>
        <span className="block text-xs text-gray-600">{row.title}</span>
      </>
    ),
  },
  { header: "Shown", card: "badge", cell: (row) => (row.visible ? <Badge tone="green">Shown</Badge> : <Badge>Hidden</Badge>) },
  { header: "Order", sortKey: "position", card: "meta", cell: (row) => row.position },
  { header: "Photo", card: "meta", cell: (row) => (row.hasPhoto ? "Yes" : "None") },
  { header: "Staff account", card: "meta", cell: (row) => row.account || "Not linked" },
  { header: "Last edited", sortKey: "updated", className: "whitespace-nowrap", card: "meta", cell: (row) => row.updated },
  {
    header: <span className="sr-only">Actions</span>,
    card: "actions",
    cell: (row) => (
      <Form method="post">
        <input type="hidden" name="id" value={row.id} />
        <SubmitButton name="intent" value={row.visible ? "hide" : "show"} variant="secondary" size="sm">
          {row.visible ? "Hide" : "Show"}
          <span className="sr-only"> {row.name}</span>
        </SubmitButton>
      </Form>
    ),
  },
];

function TeamFilters({ visibility }: { visibility: string | null }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="w-full max-w-md pb-6">
        <SearchForm spec={TEAM_ADMIN_LIST} label="Search the team" placeholder="Search by name or title" />
      </div>
      <FilterForm spec={TEAM_ADMIN_LIST}>
        <Field label="Shown or hidden" id="filter-visibility" className="w-48">
          {(control) => (
            <Select {...control} name="visibility" defaultValue={visibility ?? ""}>
              <option value="">All</option>
              {TEAM_VISIBILITIES.map((value) => (
                <option key={value} value={value}>
                  {teamVisibilityLabel(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FilterForm>
    </div>
  );
}

export default function TeamPage() {
  const { rows, meta, query, view } = useLoaderData<typeof loader>();
  return (
    <ListPage
      title="Team"
      description="In the order the team page shows them; the about page introduces the first four. A hidden member is kept here, off the site."
      actions={<ButtonLink to={`${TEAM_PATH}/new`}>New team member</ButtonLink>}
      spec={TEAM_ADMIN_LIST}
      query={query}
      filters={<TeamFilters visibility={query.filters.visibility} />}
      rows={rows}
      meta={meta}
      empty={{ title: "No team members found", hint: "Add the first one with New team member.", filteredHint: "Try adjusting your search terms or the filter." }}
      table={{ caption: "Team members", columns: COLUMNS, rowTestId: (row) => `team-row-${row.id}`, cards: true }}
      view={view}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpectedErrorHandler={() => <ErrorPage status={500} title="Failed to load the team" message="Please try again in a moment." />} />;
}
