import { SITE_COPY_SCHEMAS, activeAnnouncement, shownSiteCopy, type ShownSiteCopy, type SiteCopy, type SiteCopyKey } from "~/domain/site-copy";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { db } from "~/utils/db.server";
import { recordAudit } from "./audit-log.server";
import { saveRevision } from "./content-revision.server";
import { getPageVersion, raisePageVersion } from "./page-version.server";

export const SITE_COPY_ENTITY = "site_copy";

/** The audit log's and the revisions' numeric id of a block: its place in the list of blocks, from 1. */
export function siteCopyEntityId(key: SiteCopyKey) {
  return Object.keys(SITE_COPY_SCHEMAS).indexOf(key) + 1;
}

async function readBlock<K extends SiteCopyKey>(key: K): Promise<SiteCopy[K] | null> {
  const row = await db.siteCopy.findUnique({ where: { key }, select: { value: true } });
  if (!row) return null;
  const parsed = SITE_COPY_SCHEMAS[key].safeParse(JSON.parse(row.value));
  return parsed.success ? (parsed.data as SiteCopy[K]) : null;
}

let cached: { version: number; blocks: Map<SiteCopyKey, Promise<unknown>> } | null = null;

/**
 * A block of the site's copy as stored, its Nepali texts included, or null when the installation has none (its
 * starter copy is written by db:deploy). Read again only when the page version moves (every save raises it), as the
 * General settings are, because the public shell reads the announcement on every page.
 */
export async function readStoredSiteCopy<K extends SiteCopyKey>(key: K): Promise<SiteCopy[K] | null> {
  const version = await getPageVersion();
  if (cached?.version !== version) cached = { version, blocks: new Map() };
  let block = cached.blocks.get(key) as Promise<SiteCopy[K] | null> | undefined;
  if (!block) {
    block = readBlock(key);
    cached.blocks.set(key, block);
    const current = cached;
    block.catch(() => current.blocks.delete(key));
  }
  return block;
}

/**
 * A block of the site's copy as a page in `locale` shows it: on a Nepali page each field in Nepali where an editor
 * wrote it, else in English, with the fields left in English named (`untranslated`); null when the installation has
 * none.
 */
export async function getSiteCopy<K extends SiteCopyKey>(key: K, locale: Locale = DEFAULT_LOCALE): Promise<ShownSiteCopy<K> | null> {
  const copy = await readStoredSiteCopy(key);
  return copy ? shownSiteCopy(key, copy, locale === "ne") : null;
}

/** Saves a block (checked by its schema), keeps it as a revision and audits it; every public page shows it at once. */
/**
 * The site-wide announcement in force at `now`, in `locale` (its text in English, marked `lang`, when it has no
 * Nepali), or null.
 */
export async function getActiveAnnouncement(locale: Locale, now = new Date()) {
  const copy = await getSiteCopy("announcement", locale);
  const announcement = activeAnnouncement(copy, now);
  return announcement && { ...announcement, lang: copy?.untranslated.includes("text") ? DEFAULT_LOCALE : undefined };
}

export async function saveSiteCopy<K extends SiteCopyKey>(key: K, value: SiteCopy[K], editorId: number) {
  const data = SITE_COPY_SCHEMAS[key].parse(value);
  await db.$transaction(async (tx) => {
    const json = JSON.stringify(data);
    await tx.siteCopy.upsert({ where: { key }, create: { key, value: json, updatedById: editorId }, update: { value: json, updatedById: editorId } });
    await saveRevision(tx, { entityType: SITE_COPY_ENTITY, entityId: siteCopyEntityId(key), authorId: editorId, data });
    await recordAudit(tx, { entityType: SITE_COPY_ENTITY, entityId: siteCopyEntityId(key), actorId: editorId, action: "update", detail: key });
    await raisePageVersion(tx);
  });
}

/** Writes the starter copy of every block the installation does not have yet; an edited block is left as it is. */
export async function addStarterSiteCopy(copy: SiteCopy) {
  let written = 0;
  await db.$transaction(async (tx) => {
    for (const key of Object.keys(SITE_COPY_SCHEMAS) as SiteCopyKey[]) {
      if (await tx.siteCopy.findUnique({ where: { key }, select: { key: true } })) continue;
      await tx.siteCopy.create({ data: { key, value: JSON.stringify(SITE_COPY_SCHEMAS[key].parse(copy[key])) } });
      written += 1;
    }
    if (written > 0) await raisePageVersion(tx);
  });
  return written;
}
