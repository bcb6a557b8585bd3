import { TEAM_PATH } from "~/domain/content";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireContentEditor } from "~/auth/session.server";
import { TeamMemberForm } from "~/components/content/team-member-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { handleTeamMemberForm } from "~/features/content/team-member-editor.server";
import { teamMemberFormSchema } from "~/features/content/team-member.schema.server";
import { listMediaChoices } from "~/models/media.server";
import { listStaffMembers } from "~/models/staff.server";
import { readFormData } from "~/utils/http.server";
import { seoMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => seoMeta("New team member", "Add someone to the team page.", matches);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentEditor(request);
  const [photos, accounts] = await Promise.all([listMediaChoices(), listStaffMembers()]);
  return { constraint: getZodConstraint(teamMemberFormSchema), photos, accounts };
}

export async function action({ request }: ActionFunctionArgs) {
  const editor = await requireContentEditor(request);
  return handleTeamMemberForm(request, await readFormData(request), { memberId: null, editorId: editor.id });
}

export default function NewTeamMemberPage() {
  const { constraint, photos, accounts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <div>
        <Link to={TEAM_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          ← Team
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-gray-900">New team member</h1>
      </div>
      <TeamMemberForm
        id="team-member-new"
        defaultValue={{ name: "", title: "", bio: "", titleNe: "", bioNe: "", photoId: "", photoAlt: "", position: "", visible: "on", userId: "" }}
        lastResult={actionData?.result}
        constraint={constraint}
        photos={photos}
        accounts={accounts}
        submitLabel="Add team member"
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
