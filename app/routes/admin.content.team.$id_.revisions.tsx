import { TEAM_PATH } from "~/domain/content";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { RevisionHistory } from "~/components/content/revision-history";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { runAdminAction } from "~/features/admin/admin-actions.server";
import { postedRevisionId, readRevisionHistory, type RevisionField } from "~/features/content/revision-compare.server";
import { TEAM_MEMBER_ENTITY, readTeamMemberForEditor, restoreTeamMemberRevision, teamMemberInputOf, type TeamMemberInput } from "~/models/team-member.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Revisions: ${data.member.name}` : "Revisions", "Every saved state of a team member, compared and restored.", matches);

const FIELDS: ReadonlyArray<RevisionField<TeamMemberInput>> = [
  { label: "Name", text: (input) => input.name },
  { label: "Title", text: (input) => input.title },
  { label: "Short bio", text: (input) => input.bio },
  { label: "Nepali title", text: (input) => input.titleNe ?? "" },
  { label: "Nepali short bio", text: (input) => input.bioNe ?? "" },
  { label: "Photo", text: (input) => String(input.photoId ?? "") },
  { label: "The photo's alt text", text: (input) => input.photoAlt },
  { label: "Order", text: (input) => String(input.position ?? "") },
  { label: "Shown on the site", text: (input) => (input.visible ? "Yes" : "No") },
  { label: "Staff account", text: (input) => String(input.userId ?? "") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const memberId = requireId(params.id);
  const member = await readTeamMemberForEditor(memberId);
  if (!member) throw notFound();
  const history = await readRevisionHistory(request, { entityType: TEAM_MEMBER_ENTITY, entityId: memberId, current: teamMemberInputOf(member), fields: FIELDS, zone: getEnv().APP_TIME_ZONE });
  return { member: { id: member.id, name: member.name }, history };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const memberId = requireId(params.id);
  const revisionId = postedRevisionId(await readFormData(request));
  return runAdminAction(`${TEAM_PATH}/${memberId}`, async () => {
    const member = await restoreTeamMemberRevision({ memberId, revisionId, editorId: editor.id });
    return { title: "Revision restored", description: `${member.name} is back as saved then; the restore is a revision of its own.` };
  });
}

export default function TeamMemberRevisionsPage() {
  const { member, history } = useLoaderData<typeof loader>();
  return <RevisionHistory history={history} back={{ to: `${TEAM_PATH}/${member.id}`, label: member.name }} subject="the team member" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
