import { isStaff } from "~/domain/roles";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { TeamAdminQuery } from "~/domain/team";
import { containsText, db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { assertImageInLibrary, mediaImageRef } from "./media.server";
import { contentVersion, storedTranslation } from "./content-language.server";
import { readRevision, saveRevision } from "./content-revision.server";
import { raisePageVersion } from "./page-version.server";
import { paginate } from "./paginate.server";

export const TEAM_MEMBER_ENTITY = "team_member";

export class TeamMemberNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This team member no longer exists.");
  }
}

/**
 * The staff account chosen for a member cannot be linked: not an active staff account, or another member's. The
 * editor's form shows it next to the account; a restored revision that names such an account is refused with it.
 */
export class StaffAccountLinkError extends ActionNotAllowedError {}

/**
 * What an editor writes; the same fields a revision keeps (with the order resolved: none puts the member last).
 * `titleNe` and `bioNe` are the Nepali version (empty or absent: none; a revision saved before members had one lacks
 * them).
 */
export type TeamMemberInput = {
  name: string;
  title: string;
  bio: string;
  titleNe?: string | null;
  bioNe?: string | null;
  photoId: number | null;
  photoAlt: string;
  position: number | null;
  visible: boolean;
  userId: number | null;
};

/** The end of the team's order: where a member saved without an order goes. */
async function nextPosition(tx: Tx) {
  const { _max } = await tx.teamMember.aggregate({ _max: { position: true } });
  return (_max.position ?? 0) + 1;
}

async function resolved(tx: Tx, input: TeamMemberInput) {
  await assertImageInLibrary(tx, input.photoId, "photo");
  return { ...input, titleNe: storedTranslation(input.titleNe), bioNe: storedTranslation(input.bioNe), position: input.position ?? (await nextPosition(tx)) };
}

/**
 * The account may be linked to this member: an active staff account that no other member has. A member keeps the
 * account it already has even once that account is disabled, so the rest of its form can still be saved.
 */
async function assertAccountLinkable(tx: Tx, userId: number | null, memberId: number | null) {
  if (userId === null) return;
  const [account, holder] = await Promise.all([
    tx.user.findUnique({ where: { id: userId }, select: { role: true, disabledAt: true } }),
    tx.teamMember.findUnique({ where: { userId }, select: { id: true, name: true } }),
  ]);
  if (holder && holder.id === memberId) return;
  if (!account || !isStaff(account) || account.disabledAt) throw new StaffAccountLinkError("Choose an active staff account from the list.");
  if (holder) throw new StaffAccountLinkError(`This account is already linked to ${holder.name}. Unlink it there first.`);
}

/** A unique-index race (two editors linking one account at once) reads as the same refusal as the check before it. */
async function withLinkGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new StaffAccountLinkError("This account is already linked to another team member.");
    throw error;
  }
}

const teamMemberFormSelect = {
  id: true,
  name: true,
  title: true,
  bio: true,
  titleNe: true,
  bioNe: true,
  photoId: true,
  photoAlt: true,
  position: true,
  visible: true,
  userId: true,
  updatedAt: true,
  user: { select: { id: true, name: true } },
} satisfies Prisma.TeamMemberSelect;

const savedSelect = { id: true, name: true, visible: true } satisfies Prisma.TeamMemberSelect;

/** A new member, with its first revision; a shown one is on the site at once. */
export function createTeamMember(input: TeamMemberInput, editorId: number) {
  return withLinkGuard(() =>
    db.$transaction(async (tx) => {
      await assertAccountLinkable(tx, input.userId, null);
      const data = await resolved(tx, input);
      const member = await tx.teamMember.create({ data, select: savedSelect });
      await saveRevision(tx, { entityType: TEAM_MEMBER_ENTITY, entityId: member.id, authorId: editorId, data });
      if (member.visible) await raisePageVersion(tx);
      return member;
    }),
  );
}

/** Whatever a shown member was or becomes changes /team, the about page and the bylines, so the page version rises. */
async function saveTeamMemberEdit(tx: Tx, memberId: number, input: TeamMemberInput, editorId: number) {
  const before = await tx.teamMember.findUnique({ where: { id: memberId }, select: { visible: true } });
  if (!before) throw new TeamMemberNotFoundError();
  await assertAccountLinkable(tx, input.userId, memberId);
  const data = await resolved(tx, input);
  const member = await tx.teamMember.update({ where: { id: memberId }, data, select: savedSelect });
  await saveRevision(tx, { entityType: TEAM_MEMBER_ENTITY, entityId: memberId, authorId: editorId, data });
  if (before.visible || member.visible) await raisePageVersion(tx);
  return member;
}

export function updateTeamMember(memberId: number, input: TeamMemberInput, editorId: number) {
  return withLinkGuard(() => db.$transaction((tx) => saveTeamMemberEdit(tx, memberId, input, editorId)));
}

/**
 * Shows or hides a member from the list's button: audited, kept as a revision like any save. The state the page showed
 * is repeated in the update's WHERE, so a second click (or another editor's click) that finds it changed does nothing.
 */
export function setTeamMemberVisibility({ memberId, visible, editorId }: { memberId: number; visible: boolean; editorId: number }) {
  return db.$transaction(async (tx) => {
    const member = await tx.teamMember.findUnique({ where: { id: memberId }, select: teamMemberFormSelect });
    if (!member) throw new TeamMemberNotFoundError();
    const { count } = await tx.teamMember.updateMany({ where: { id: memberId, visible: !visible }, data: { visible } });
    if (count === 0) throw new ActionNotAllowedError(`${member.name} is already ${visible ? "shown" : "hidden"}.`);
    await saveRevision(tx, { entityType: TEAM_MEMBER_ENTITY, entityId: memberId, authorId: editorId, data: { ...teamMemberInputOf(member), visible } });
    await recordAudit(tx, {
      entityType: TEAM_MEMBER_ENTITY,
      entityId: memberId,
      actorId: editorId,
      action: visible ? "show" : "hide",
      fromStatus: visible ? "hidden" : "shown",
      toStatus: visible ? "shown" : "hidden",
    });
    await raisePageVersion(tx);
    return { id: memberId, name: member.name, visible };
  });
}

/**
 * Puts an earlier revision back: saved as the member's fields (a new revision, so the restore can be undone) and
 * audited. The account it names must still be linkable.
 */
export function restoreTeamMemberRevision({ memberId, revisionId, editorId }: { memberId: number; revisionId: number; editorId: number }) {
  return withLinkGuard(() =>
    db.$transaction(async (tx) => {
      const revision = await readRevision<TeamMemberInput>({ entityType: TEAM_MEMBER_ENTITY, entityId: memberId, revisionId }, tx);
      if (!revision) throw new AdminRecordNotFoundError("This revision no longer exists.");
      const member = await saveTeamMemberEdit(tx, memberId, revision.data, editorId);
      await recordAudit(tx, { entityType: TEAM_MEMBER_ENTITY, entityId: memberId, actorId: editorId, action: "restore_revision", detail: `Restored the revision of ${revision.createdAt.toISOString()}` });
      return member;
    }),
  );
}

function adminWhere(query: Pick<TeamAdminQuery, "search" | "filters">): Prisma.TeamMemberWhereInput {
  const { search, filters } = query;
  return {
    ...(filters.visibility ? { visible: filters.visibility === "shown" } : {}),
    ...(search ? { OR: [{ name: containsText(search) }, { title: containsText(search) }] } : {}),
  };
}

const ADMIN_ORDER: Record<TeamAdminQuery["sortType"], (direction: Prisma.SortOrder) => Prisma.TeamMemberOrderByWithRelationInput[]> = {
  position: (direction) => [{ position: direction }, { name: direction }, { id: direction }],
  name: (direction) => [{ name: direction }, { id: direction }],
  updated: (direction) => [{ updatedAt: direction }, { id: direction }],
};

/** The content area's list of the team. */
export function listTeamMembersForAdmin(query: TeamAdminQuery) {
  const where = adminWhere(query);
  return paginate(query, {
    count: () => db.teamMember.count({ where }),
    findMany: (offset) =>
      db.teamMember.findMany({
        where,
        orderBy: ADMIN_ORDER[query.sortType](query.sortDirection),
        ...offset,
        select: { id: true, name: true, title: true, position: true, visible: true, updatedAt: true, photoId: true, user: { select: { name: true } } },
      }),
  });
}

/** A member as the editor's form shows it, or null. */
export function readTeamMemberForEditor(memberId: number) {
  return db.teamMember.findUnique({ where: { id: memberId }, select: teamMemberFormSelect });
}

/** The form's values of a member, the shape of its revisions. */
export function teamMemberInputOf(member: Prisma.TeamMemberGetPayload<{ select: typeof teamMemberFormSelect }>): TeamMemberInput {
  const { name, title, bio, titleNe, bioNe, photoId, photoAlt, position, visible, userId } = member;
  return { name, title, bio, titleNe, bioNe, photoId, photoAlt, position, visible, userId };
}

/** What a public page needs of a library image to draw it at the right size. */
export const publicPhotoSelect = { id: true, storageKey: true, width: true, height: true, widths: true } satisfies Prisma.MediaImageSelect;

/**
 * The shown members in the site's order, for /team (all of them) and the about page (the first `take`): each one's
 * title and bio in `locale` where an editor wrote that version (its Nepali title), else in English; `lang` says which.
 */
export async function listVisibleTeamMembers({ take, locale = DEFAULT_LOCALE }: { take?: number; locale?: Locale } = {}) {
  const members = await db.teamMember.findMany({
    where: { visible: true },
    orderBy: [{ position: "asc" }, { name: "asc" }, { id: "asc" }],
    take,
    select: { id: true, name: true, title: true, bio: true, titleNe: true, bioNe: true, photoAlt: true, photo: { select: publicPhotoSelect } },
  });
  return members.map(({ id, name, title, bio, titleNe, bioNe, photo, photoAlt }) => ({
    id,
    name,
    ...contentVersion(locale, { en: { title, bio }, ne: titleNe ? { title: titleNe, bio: bioNe ?? "" } : null }),
    photo: photo ? { image: mediaImageRef(photo), alt: photoAlt } : null,
  }));
}

/** How many members each state holds, for the content area's overview. */
export async function countTeamMembers() {
  const groups = await db.teamMember.groupBy({ by: ["visible"], _count: { _all: true } });
  const count = (visible: boolean) => groups.find((group) => group.visible === visible)?._count._all ?? 0;
  return { shown: count(true), hidden: count(false) };
}
