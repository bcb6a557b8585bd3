import { TEAM_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { TeamMemberForm } from "~/components/content/team-member-form";
import { RecordHeader, RecordLink } from "~/components/content/record-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { SubmitButton } from "~/components/ui/button";
import { formatDateTime } from "~/domain/dates";
import { changeTeamMemberVisibility, handleTeamMemberForm } from "~/features/content/team-member-editor.server";
import { teamMemberFormSchema } from "~/features/content/team-member.schema.server";
import { listMediaChoices } from "~/models/media.server";
import { listStaffMembers } from "~/models/staff.server";
import { readTeamMemberForEditor } from "~/models/team-member.server";
import { getEnv } from "~/utils/env.server";
import { readFormData } from "~/utils/http.server";
import { dispatchIntent } from "~/utils/intent.server";
import { seoMeta } from "~/utils/meta";
import { notFound, requireId } from "~/utils/route-params.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => seoMeta(data ? `Edit: ${data.member.name}` : "Team member", "Edit a member of the team page.", matches);

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const [member, photos, staff] = await Promise.all([readTeamMemberForEditor(requireId(params.id)), listMediaChoices(), listStaffMembers()]);
  if (!member) throw notFound();
  // an account disabled since it was linked is no longer among the active staff, but stays this member's choice
  const accounts = member.user && !staff.some((account) => account.id === member.user?.id) ? [...staff, member.user] : staff;
  return {
    member: { id: member.id, name: member.name, visible: member.visible, updatedAt: formatDateTime(member.updatedAt, getEnv().APP_TIME_ZONE) },
    values: {
      name: member.name,
      title: member.title,
      bio: member.bio,
      titleNe: member.titleNe ?? "",
      bioNe: member.bioNe ?? "",
      photoId: member.photoId === null ? "" : String(member.photoId),
      photoAlt: member.photoAlt,
      position: String(member.position),
      visible: member.visible ? "on" : "",
      userId: member.userId === null ? "" : String(member.userId),
    },
    constraint: getZodConstraint(teamMemberFormSchema),
    photos,
    accounts,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  const memberId = requireId(params.id);
  const formData = await readFormData(request);
  const visibility = (visible: boolean) => () => changeTeamMemberVisibility(`${TEAM_PATH}/${memberId}`, { memberId, visible, editorId: editor.id });
  return dispatchIntent(formData, {
    save: () => handleTeamMemberForm(request, formData, { memberId, editorId: editor.id }),
    show: visibility(true),
    hide: visibility(false),
  });
}

export default function EditTeamMemberPage() {
  const { member, values, constraint, photos, accounts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <RecordHeader
        back={{ to: TEAM_PATH, label: "Team" }}
        title={member.name}
        actions={
          <>
            {member.visible ? <RecordLink to="/team">View on the site</RecordLink> : null}
            <RecordLink to="revisions">Revisions</RecordLink>
            <Form method="post">
              <SubmitButton name="intent" value={member.visible ? "hide" : "show"} variant="secondary" pendingText={member.visible ? "Hiding..." : "Showing..."}>
                {member.visible ? "Hide from the site" : "Show on the site"}
              </SubmitButton>
            </Form>
          </>
        }
      >
        {member.visible ? <Badge tone="green">Shown</Badge> : <Badge>Hidden</Badge>}
        <span>Last edited {member.updatedAt}</span>
      </RecordHeader>
      <TeamMemberForm
        id={`team-member-${member.id}`}
        defaultValue={values}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        constraint={constraint}
        photos={photos}
        accounts={accounts}
        submitLabel="Save team member"
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
