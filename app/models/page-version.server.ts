import { db, type Tx } from "~/utils/db.server";

/*
 * The version of what anonymous pages show (the General and Payment settings, the services catalogue): server.js's
 * page cache keeps a rendered page only while this is unchanged (decision 060). Every change to those tables raises
 * it in its own transaction, so another instance sees it as soon as it reads the row again; this process forgets its
 * copy at once.
 */

const ROW = 1;
/**
 * How long a process trusts its copy of the version: another instance's change shows here within this. Half a second,
 * so that an article going live at its time (a worker polls the queue every second) shows everywhere within two.
 */
export const PAGE_VERSION_RECHECK_MS = 500;

let known: { version: number; readAt: number } | null = null;
let reading: Promise<number> | null = null;
// The version this process's own raise will have once its transaction commits: until a read shows it, a read made
// before the commit (the old version) must not be trusted for a second, so each call reads the row again. A raise
// rolled back leaves it waiting until the next change reaches that version, reading every time meanwhile.
let awaited: number | null = null;

/** Raises the version inside the caller's transaction (a change to the settings or to the catalogue). */
export async function raisePageVersion(tx: Tx) {
  const { version } = await tx.pageVersion.upsert({
    where: { id: ROW },
    create: { id: ROW, version: 1 },
    update: { version: { increment: 1 } },
    select: { version: true },
  });
  known = null;
  awaited = version;
}

/** The current version, read from the database at most once per PAGE_VERSION_RECHECK_MS (one read at a time). */
export function getPageVersion(now = Date.now()): Promise<number> {
  if (known && awaited === null && now - known.readAt < PAGE_VERSION_RECHECK_MS) return Promise.resolve(known.version);
  reading ??= db.pageVersion
    .findUnique({ where: { id: ROW }, select: { version: true } })
    .then((row) => {
      const version = row?.version ?? 0;
      known = { version, readAt: now };
      if (awaited !== null && version >= awaited) awaited = null;
      return version;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}
