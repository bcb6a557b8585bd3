import { closingDay, closingInstant, earliestOpenClosing, type EmploymentType, type OpeningAdminQuery, type OpeningStatus } from "~/domain/careers";
import type { Day } from "~/domain/dates";
import { SLUG_MAX, slugify } from "~/domain/slug";
import { containsText, db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { readRevision, saveRevision } from "./content-revision.server";
import { raisePageVersion } from "./page-version.server";
import { paginate } from "./paginate.server";

export const JOB_OPENING_ENTITY = "job_opening";

export class OpeningNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("This opening no longer exists.");
  }
}

/** An action too, so a restore whose slug another opening took meanwhile is refused with its toast. */
export class OpeningSlugTakenError extends ActionNotAllowedError {
  constructor() {
    super("Another opening uses this slug. Choose another one.");
  }
}

/**
 * What an editor writes; the same fields a revision keeps. An empty `slug` is made from the title (with -2, -3… when
 * another opening has it); `closesOn` is the last day applications are taken, in the consultancy's zone.
 */
export type OpeningInput = {
  title: string;
  slug: string;
  location: string;
  employmentType: EmploymentType;
  description: string;
  closesOn: Day | null;
  status: OpeningStatus;
};

async function slugTaken(tx: Tx, slug: string, openingId: number | null) {
  const owner = await tx.jobOpening.findUnique({ where: { slug }, select: { id: true } });
  return owner !== null && owner.id !== openingId;
}

/** The title's slug, or the first of its numbered forms that no other opening has. */
async function freeSlugFor(tx: Tx, title: string, openingId: number | null) {
  const base = slugify(title);
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? "" : `-${number}`;
    const slug = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await slugTaken(tx, slug, openingId))) return slug;
  }
}

/** The input as saved: its slug settled. A slug the editor wrote must be free; an empty one is made free. */
async function settleSlug(tx: Tx, input: OpeningInput, openingId: number | null): Promise<OpeningInput> {
  if (!input.slug) return { ...input, slug: await freeSlugFor(tx, input.title, openingId) };
  if (await slugTaken(tx, input.slug, openingId)) throw new OpeningSlugTakenError();
  return input;
}

function openingData(input: OpeningInput) {
  const { closesOn, ...fields } = input;
  return { ...fields, closesOn: closesOn ? closingInstant(closesOn, getEnv().APP_TIME_ZONE) : null };
}

/** Two editors saving one slug at once: the unique index's refusal reads as the check before it. */
async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new OpeningSlugTakenError();
    throw error;
  }
}

/** A new opening with its first revision; an open one is on /careers at once. */
export function createOpening(input: OpeningInput, editorId: number) {
  return withSlugGuard(() =>
    db.$transaction(async (tx) => {
      const saved = await settleSlug(tx, input, null);
      const opening = await tx.jobOpening.create({ data: openingData(saved), select: { id: true, title: true } });
      await saveRevision(tx, { entityType: JOB_OPENING_ENTITY, entityId: opening.id, authorId: editorId, data: saved });
      await raisePageVersion(tx);
      return opening;
    }),
  );
}

/** Saves an edit as a revision; closing or reopening the opening is audited, as it ends or restarts the applications. */
async function saveOpeningEdit(tx: Tx, openingId: number, input: OpeningInput, editorId: number) {
  const before = await tx.jobOpening.findUnique({ where: { id: openingId }, select: { status: true } });
  if (!before) throw new OpeningNotFoundError();
  const saved = await settleSlug(tx, input, openingId);
  const opening = await tx.jobOpening.update({ where: { id: openingId }, data: openingData(saved), select: { id: true, title: true } });
  await saveRevision(tx, { entityType: JOB_OPENING_ENTITY, entityId: openingId, authorId: editorId, data: saved });
  if (before.status !== saved.status) {
    await recordAudit(tx, { entityType: JOB_OPENING_ENTITY, entityId: openingId, actorId: editorId, action: saved.status === "closed" ? "close" : "reopen", fromStatus: before.status, toStatus: saved.status });
  }
  await raisePageVersion(tx);
  return opening;
}

export function updateOpening(openingId: number, input: OpeningInput, editorId: number) {
  return withSlugGuard(() => db.$transaction((tx) => saveOpeningEdit(tx, openingId, input, editorId)));
}

/** Puts an earlier revision back as a new one, audited; its slug must still be free. */
export function restoreOpeningRevision({ openingId, revisionId, editorId }: { openingId: number; revisionId: number; editorId: number }) {
  return withSlugGuard(() =>
    db.$transaction(async (tx) => {
      const revision = await readRevision<OpeningInput>({ entityType: JOB_OPENING_ENTITY, entityId: openingId, revisionId }, tx);
      if (!revision) throw new AdminRecordNotFoundError("This revision no longer exists.");
      const opening = await saveOpeningEdit(tx, openingId, revision.data, editorId);
      await recordAudit(tx, { entityType: JOB_OPENING_ENTITY, entityId: openingId, actorId: editorId, action: "restore_revision", detail: `Restored the revision of ${revision.createdAt.toISOString()}` });
      return opening;
    }),
  );
}

const editorSelect = {
  id: true,
  title: true,
  slug: true,
  location: true,
  employmentType: true,
  description: true,
  closesOn: true,
  status: true,
  updatedAt: true,
  _count: { select: { applications: true } },
} satisfies Prisma.JobOpeningSelect;

/** An opening as the editor's form shows it, or null. */
export function readOpeningForEditor(openingId: number) {
  return db.jobOpening.findUnique({ where: { id: openingId }, select: editorSelect });
}

/** The form's values of an opening, the shape of its revisions. */
export function openingInputOf(opening: NonNullable<Awaited<ReturnType<typeof readOpeningForEditor>>>): OpeningInput {
  return {
    title: opening.title,
    slug: opening.slug,
    location: opening.location,
    employmentType: opening.employmentType as EmploymentType,
    description: opening.description,
    closesOn: opening.closesOn ? closingDay(opening.closesOn, getEnv().APP_TIME_ZONE) : null,
    status: opening.status as OpeningStatus,
  };
}

/** The content area's list of openings: searched on title, slug and location, filtered by status, last edited first. */
export function listOpeningsForAdmin(query: OpeningAdminQuery) {
  const search = query.search;
  const where: Prisma.JobOpeningWhereInput = {
    ...(query.filters.status ? { status: query.filters.status } : {}),
    ...(search ? { OR: [{ title: containsText(search) }, { slug: containsText(search) }, { location: containsText(search) }] } : {}),
  };
  return paginate(query, {
    count: () => db.jobOpening.count({ where }),
    findMany: (offset) =>
      db.jobOpening.findMany({
        where,
        orderBy: [{ updatedAt: query.sortDirection }, { id: query.sortDirection }],
        ...offset,
        select: { id: true, title: true, slug: true, location: true, employmentType: true, closesOn: true, status: true, updatedAt: true, _count: { select: { applications: true } } },
      }),
  });
}

/** Every opening by title, for the applications' filter. */
export function listOpeningChoices() {
  return db.jobOpening.findMany({ orderBy: [{ title: "asc" }, { id: "asc" }], select: { id: true, title: true } });
}

const publicSelect = { id: true, title: true, slug: true, location: true, employmentType: true, description: true, closesOn: true, status: true } satisfies Prisma.JobOpeningSelect;

/** What /careers lists: the open openings whose closing day has not passed, in the order they were posted. */
export function listOpenOpenings(now = new Date()) {
  return db.jobOpening.findMany({
    where: { status: "open", OR: [{ closesOn: null }, { closesOn: { gte: earliestOpenClosing(now, getEnv().APP_TIME_ZONE) } }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: publicSelect,
  });
}

/** An opening by its address, open or not (a closed one tells its visitors so), or null. */
export function readOpeningBySlug(slug: string) {
  return db.jobOpening.findUnique({ where: { slug }, select: publicSelect });
}
