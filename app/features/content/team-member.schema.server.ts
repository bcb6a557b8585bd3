import * as z from "zod";
import { POSITION_MAX } from "~/domain/content";
import { TEAM_FIELD_MAX } from "~/domain/team";
import type { TeamMemberInput } from "~/models/team-member.server";
import { checkboxField, optionalText, requiredText } from "~/utils/form-fields.server";
import { nepaliVersionRule, photoAltRule, photoFields, positionField } from "./content-fields.server";

/**
 * The team member editor's form: who they are, their photo, where they come in the order, and their staff account;
 * their title and bio in Nepali are optional, and go together.
 */
export const teamMemberFormSchema = z
  .object({
    name: requiredText("Name", TEAM_FIELD_MAX.name),
    title: requiredText("Title", TEAM_FIELD_MAX.title),
    bio: optionalText("Short bio", TEAM_FIELD_MAX.bio, { lines: "many" }),
    titleNe: optionalText("Nepali title", TEAM_FIELD_MAX.title),
    bioNe: optionalText("Nepali short bio", TEAM_FIELD_MAX.bio, { lines: "many" }),
    ...photoFields,
    position: positionField(POSITION_MAX),
    visible: checkboxField(),
    userId: z.number({ error: "Choose a staff account from the list" }).int().positive().optional(),
  })
  .superRefine(photoAltRule)
  .superRefine(
    nepaliVersionRule([
      { english: "title", nepali: "titleNe", label: "title" },
      { english: "bio", nepali: "bioNe", label: "short bio" },
    ]),
  );

type PostedTeamMember = z.output<typeof teamMemberFormSchema>;

/** The posted form as the model takes it: absent fields saved empty, an empty order put last. */
export function teamMemberFromForm(form: PostedTeamMember): TeamMemberInput {
  return {
    name: form.name,
    title: form.title,
    bio: form.bio ?? "",
    titleNe: form.titleNe ?? null,
    bioNe: form.bioNe ?? null,
    photoId: form.photoId ?? null,
    photoAlt: form.photoId ? (form.photoAlt ?? "") : "",
    position: form.position ?? null,
    visible: form.visible,
    userId: form.userId ?? null,
  };
}
