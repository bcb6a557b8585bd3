import { zonedDateTime, type Day } from "~/domain/dates";
import { LEGAL_KINDS, LEGAL_PAGES, legalTextKey, type LegalKind } from "~/domain/legal";
import { db, isUniqueViolation, type Prisma, type Tx } from "~/utils/db.server";
import { ActionNotAllowedError, AdminRecordNotFoundError } from "./admin-change.server";
import { recordAudit } from "./audit-log.server";
import { storedTranslation } from "./content-language.server";
import { raisePageVersion } from "./page-version.server";

/*
 * The legal pages' versions (decision 116). A kind's page is its newest published version; the older ones stay, each
 * with its date. At most one version of a kind is unpublished, the draft: saving writes into it, or starts it with the
 * next number. `createdById` is who last wrote the version: whoever saved the draft last, then whoever published it.
 */

export const LEGAL_DOCUMENT_ENTITY = "legal_document";

/** Publishing would put up the very text that is in force already. */
export class LegalTextUnchangedError extends Error {
  constructor(version: number) {
    super(`This is the text of version ${version}, the one in force: change it before publishing.`);
  }
}

export class LegalVersionNotFoundError extends AdminRecordNotFoundError {
  constructor() {
    super("That version does not exist.");
  }
}

/**
 * What an editor writes: the Markdown text, its Nepali version (empty or absent: none, and a Nepali reader sees the
 * English), and what changed since the version before.
 */
export type LegalDocumentInput = { body: string; bodyNe?: string | null; summary: string };

const PUBLISHED = { publishedAt: { not: null } } satisfies Prisma.LegalDocumentWhereInput;

const versionSelect = {
  id: true,
  kind: true,
  version: true,
  body: true,
  bodyNe: true,
  summary: true,
  publishedAt: true,
  createdAt: true,
  createdBy: { select: { name: true } },
} satisfies Prisma.LegalDocumentSelect;

function currentIn(client: Tx | typeof db, kind: LegalKind) {
  return client.legalDocument.findFirst({ where: { kind, ...PUBLISHED }, orderBy: { version: "desc" }, select: versionSelect });
}

/** The version in force: the newest published one, or null when the kind has never been published. */
export function readCurrentLegalDocument(kind: LegalKind) {
  return currentIn(db, kind);
}

/** One version, published or the draft, or null. */
export function readLegalVersion(kind: LegalKind, version: number) {
  return db.legalDocument.findUnique({ where: { kind_version: { kind, version } }, select: versionSelect });
}

/** Every version of a kind, the draft first, then newest first: who wrote it, when, and what changed. */
export function listLegalVersions(kind: LegalKind) {
  return db.legalDocument.findMany({ where: { kind }, orderBy: { version: "desc" }, select: versionSelect });
}

/** The published versions of a kind, with their dates, for the page's list of earlier versions. */
export async function listPublishedLegalVersions(kind: LegalKind) {
  const rows = await db.legalDocument.findMany({ where: { kind, ...PUBLISHED }, orderBy: { version: "desc" }, select: { version: true, publishedAt: true } });
  return rows.map((row) => ({ version: row.version, publishedAt: row.publishedAt as Date }));
}

/** Each kind's version in force (number and date) and whether a draft waits, for the content area and the Settings tab. */
export async function listLegalOverview() {
  const rows = await db.legalDocument.findMany({ orderBy: { version: "desc" }, select: { kind: true, version: true, publishedAt: true } });
  return LEGAL_KINDS.map((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind);
    const current = ofKind.find((row) => row.publishedAt !== null);
    const draft = ofKind.find((row) => row.publishedAt === null);
    return { kind, current: current ? { version: current.version, publishedAt: current.publishedAt as Date } : null, draftVersion: draft?.version ?? null };
  });
}

/** The version of the Terms and Conditions in force, which a student accepts by registering; null before any. */
export async function currentTermsVersion(client: Tx | typeof db = db) {
  const row = await client.legalDocument.findFirst({ where: { kind: "terms", ...PUBLISHED }, orderBy: { version: "desc" }, select: { version: true } });
  return row?.version ?? null;
}

/**
 * Writes the text into the kind's draft, or starts the draft as the next version. Two first saves at once both try
 * the next number: the unique (kind, version) refuses one, whose transaction is rolled back; `withDraft` runs it again.
 */
async function writeDraft(tx: Tx, kind: LegalKind, input: LegalDocumentInput, editorId: number) {
  const data = { body: input.body, bodyNe: storedTranslation(input.bodyNe), summary: input.summary, createdById: editorId };
  const draft = await tx.legalDocument.findFirst({ where: { kind, publishedAt: null }, select: { id: true } });
  if (draft) return tx.legalDocument.update({ where: { id: draft.id }, data, select: { id: true, version: true } });
  const last = await tx.legalDocument.aggregate({ where: { kind }, _max: { version: true } });
  return tx.legalDocument.create({ data: { kind, version: (last._max.version ?? 0) + 1, ...data }, select: { id: true, version: true } });
}

async function withDraft<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.$transaction(work);
  }
}

/** Saves the text as the kind's draft: nothing changes on the site. */
export function saveLegalDraft({ kind, input, editorId }: { kind: LegalKind; input: LegalDocumentInput; editorId: number }) {
  return withDraft((tx) => writeDraft(tx, kind, input, editorId));
}

/** Whether two versions say the same, in English and in Nepali: a new Nepali text alone makes a new version too. */
function sameText(a: { body: string; bodyNe: string | null }, b: { body: string; bodyNe: string | null }) {
  return legalTextKey(a.body) === legalTextKey(b.body) && legalTextKey(a.bodyNe ?? "") === legalTextKey(b.bodyNe ?? "");
}

/**
 * Publishes the kind's draft, first saved with `input` when given (the editor's Publish), in one transaction: it is
 * the page from now on, the versions before it stay with their dates. Refused when the text is the one in force, or
 * when there is no draft to publish. Audited; the public pages show it at once (the page version).
 */
export function publishLegalDocument({ kind, input, editorId, now = new Date() }: { kind: LegalKind; input?: LegalDocumentInput; editorId: number; now?: Date }) {
  return withDraft(async (tx) => {
    if (input) await writeDraft(tx, kind, input, editorId);
    const draft = await tx.legalDocument.findFirst({ where: { kind, publishedAt: null }, select: { id: true, version: true, body: true, bodyNe: true } });
    if (!draft) throw new ActionNotAllowedError("There is no draft to publish: it was published or replaced meanwhile.");
    const current = await currentIn(tx, kind);
    if (current && sameText(current, draft)) throw new LegalTextUnchangedError(current.version);
    // only while it is still the draft: a second Publish of the same draft, from another page, finds it published
    const { count } = await tx.legalDocument.updateMany({ where: { id: draft.id, publishedAt: null }, data: { publishedAt: now, createdById: editorId } });
    if (count !== 1) throw new ActionNotAllowedError("This draft was published meanwhile.");
    await recordAudit(tx, {
      entityType: LEGAL_DOCUMENT_ENTITY,
      entityId: draft.id,
      actorId: editorId,
      action: "publish",
      fromStatus: "draft",
      toStatus: "published",
      detail: `${LEGAL_PAGES[kind].title}, version ${draft.version}`,
    });
    await raisePageVersion(tx);
    return { version: draft.version };
  });
}

/**
 * Starts a draft from a version's text (the waiting draft, if any, takes that text instead): to restore an earlier
 * text, or to amend the one in force. Nothing on the site changes until it is published. Audited.
 */
export function startLegalDraftFrom({ kind, version, editorId }: { kind: LegalKind; version: number; editorId: number }) {
  return withDraft(async (tx) => {
    const source = await tx.legalDocument.findUnique({ where: { kind_version: { kind, version } }, select: { body: true, bodyNe: true, publishedAt: true } });
    if (!source || source.publishedAt === null) throw new LegalVersionNotFoundError();
    const draft = await writeDraft(tx, kind, { body: source.body, bodyNe: source.bodyNe, summary: "" }, editorId);
    await recordAudit(tx, {
      entityType: LEGAL_DOCUMENT_ENTITY,
      entityId: draft.id,
      actorId: editorId,
      action: "restore",
      detail: `${LEGAL_PAGES[kind].title}: a draft (version ${draft.version}) from version ${version}`,
    });
    return draft;
  });
}

/** A legal page's first version, as a new installation starts with it. */
export type StarterLegalDocument = { kind: LegalKind; body: string; publishedOn: Day };

/**
 * Writes version 1 of each kind that has no version at all, published on its day (09:00 in the consultancy's zone),
 * so a new site's legal pages are never empty; a kind an editor has written is left as it is. Returns how many.
 */
export async function addStarterLegalDocuments(documents: readonly StarterLegalDocument[], zone: string) {
  return db.$transaction(async (tx) => {
    let written = 0;
    for (const starter of documents) {
      if ((await tx.legalDocument.count({ where: { kind: starter.kind } })) > 0) continue;
      const publishedAt = zonedDateTime(starter.publishedOn, "09:00", zone);
      await tx.legalDocument.create({ data: { kind: starter.kind, version: 1, body: starter.body, publishedAt, createdAt: publishedAt } });
      written += 1;
    }
    if (written > 0) await raisePageVersion(tx);
    return written;
  });
}

/** The texts the Settings' former "Terms & Policies" tab kept (decision 116), by field. */
export type FormerPolicyTexts = Partial<Record<"termsOfService" | "privacyPolicy" | "refundPolicy", string>>;

/**
 * The policy texts an installation saved in its Settings before the legal pages were versions, so that its first
 * versions say what its pages said; the fields it never saved are left out.
 */
export async function readFormerPolicyTexts(): Promise<FormerPolicyTexts> {
  const row = await db.setting.findUnique({ where: { key: "policies" }, select: { value: true } });
  let stored: unknown = null;
  try {
    stored = row ? JSON.parse(row.value) : null;
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object") return {};
  const texts: FormerPolicyTexts = {};
  for (const field of ["termsOfService", "privacyPolicy", "refundPolicy"] as const) {
    const value: unknown = Object.hasOwn(stored, field) ? (stored as Record<string, unknown>)[field] : undefined;
    if (typeof value === "string" && value.trim()) texts[field] = value;
  }
  return texts;
}
