import { TEAM_PATH } from "~/domain/content";
import { handleAdminIntent, runAdminAction } from "~/features/admin/admin-actions.server";
import { ImageGoneError } from "~/models/media.server";
import { StaffAccountLinkError, TeamMemberNotFoundError, createTeamMember, setTeamMemberVisibility, updateTeamMember } from "~/models/team-member.server";
import { teamMemberFormSchema, teamMemberFromForm } from "./team-member.schema.server";

/**
 * The team member editor's post, new or edit: saved with its revision and back to the member's page; an account that
 * cannot be linked (not active staff, or another member's) or a photo deleted from the library meanwhile comes back
 * next to its field with everything typed kept.
 */
export function handleTeamMemberForm(request: Request, formData: FormData, { memberId, editorId }: { memberId: number | null; editorId: number }) {
  return handleAdminIntent(request, formData, {
    schema: teamMemberFormSchema,
    closeTo: memberId === null ? TEAM_PATH : `${TEAM_PATH}/${memberId}`,
    notFound: [TeamMemberNotFoundError],
    refuse: (error, reply) => {
      if (error instanceof StaffAccountLinkError) return reply({ status: 409, fieldErrors: { userId: [error.message] } });
      if (error instanceof ImageGoneError) return reply({ status: 409, fieldErrors: { photoId: [error.message] } });
    },
    run: async (form) => {
      const input = teamMemberFromForm(form);
      const member = memberId === null ? await createTeamMember(input, editorId) : await updateTeamMember(memberId, input, editorId);
      const where = member.visible ? "It shows on the team page." : "It is hidden from the site.";
      return { title: memberId === null ? "Team member added" : "Team member saved", description: `${member.name} is saved. ${where}`, to: `${TEAM_PATH}/${member.id}` };
    },
  });
}

/** Show or Hide, from the list or the member's page: back to `closeTo` with its toast, or the refusal's. */
export function changeTeamMemberVisibility(closeTo: string, { memberId, visible, editorId }: { memberId: number; visible: boolean; editorId: number }) {
  return runAdminAction(closeTo, async () => {
    const member = await setTeamMemberVisibility({ memberId, visible, editorId });
    return visible
      ? { title: "Team member shown", description: `${member.name} is on the team page.` }
      : { title: "Team member hidden", description: `${member.name} is off the site, and kept here.` };
  });
}
