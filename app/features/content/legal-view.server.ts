import { dayInZone } from "~/domain/dates";
import { LEGAL_PAGES, legalPagePath, readVersionParam, versionPeriods, type LegalKind } from "~/domain/legal";
import { listPublishedLegalVersions, readCurrentLegalDocument, readLegalVersion } from "~/models/legal-document.server";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { notFound } from "~/utils/route-params.server";

/**
 * A legal page as its public route shows it (decision 116): the version in force, or with `?version=N` an earlier
 * published one, with a notice that says so. A version that does not exist or is not published (a draft) is a 404,
 * as is a page with no version at all. Days are in the consultancy's zone.
 */
export async function readLegalPage(request: Request, kind: LegalKind) {
  const asked = readVersionParam(new URL(request.url).searchParams.get("version"));
  if (asked === undefined) throw notFound();
  const [current, published] = await Promise.all([readCurrentLegalDocument(kind), listPublishedLegalVersions(kind)]);
  if (!current) throw notFound();
  const shown = asked === null || asked === current.version ? current : await readLegalVersion(kind, asked);
  if (!shown?.publishedAt) throw notFound();
  const zone = getEnv().APP_TIME_ZONE;
  const periods = versionPeriods(published).map((period) => ({
    version: period.version,
    from: dayInZone(period.publishedAt, zone),
    until: period.until ? dayInZone(period.until, zone) : null,
    path: legalPagePath(kind, period.version),
  }));
  const period = periods.find((row) => row.version === shown.version);
  return {
    title: LEGAL_PAGES[kind].title,
    version: shown.version,
    html: renderMarkdown(shown.body),
    updated: dayInZone(shown.publishedAt, zone),
    /** Set when the page shows an earlier version: when it was in force, and where the current one is. */
    earlier: shown.version === current.version || !period?.until ? null : { from: period.from, until: period.until, currentPath: LEGAL_PAGES[kind].path },
    earlierVersions: periods.filter((row) => row.version !== current.version),
  };
}

export type LegalPageView = Awaited<ReturnType<typeof readLegalPage>>;
