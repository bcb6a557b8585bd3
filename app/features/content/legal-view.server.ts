import { dayInZone } from "~/domain/dates";
import { LEGAL_PAGES, legalPagePath, readVersionParam, versionPeriods, type LegalKind } from "~/domain/legal";
import { translator } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { contentVersion } from "~/models/content-language.server";
import { listPublishedLegalVersions, readCurrentLegalDocument, readLegalVersion } from "~/models/legal-document.server";
import { getEnv } from "~/utils/env.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { notFound } from "~/utils/route-params.server";

/** Each legal page's title and description, for its header and for search engines. */
const PAGE_KEYS: Record<LegalKind, { title: string; description: string }> = {
  terms: { title: "public.legal.terms.title", description: "public.legal.terms.description" },
  terms_of_use: { title: "public.legal.termsOfUse.title", description: "public.legal.termsOfUse.description" },
  privacy: { title: "public.legal.privacy.title", description: "public.legal.privacy.description" },
};

/**
 * A legal page as its public route shows it (decision 116), in the page's language: the version in force, or with
 * `?version=N` an earlier published one, with a notice that says so. A version that does not exist or is not
 * published (a draft) is a 404, as is a page with no version at all. Days are in the consultancy's zone. A Nepali
 * page shows the version's Nepali text where it has one, else its English text (`lang` says which).
 */
export async function readLegalPage(request: Request, kind: LegalKind) {
  const asked = readVersionParam(new URL(request.url).searchParams.get("version"));
  if (asked === undefined) throw notFound();
  const [current, published, locale] = await Promise.all([readCurrentLegalDocument(kind), listPublishedLegalVersions(kind), getLocale(request)]);
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
  const t = translator(locale);
  const text = contentVersion(locale, { en: { body: shown.body }, ne: shown.bodyNe ? { body: shown.bodyNe } : null });
  return {
    title: t(PAGE_KEYS[kind].title),
    description: t(PAGE_KEYS[kind].description),
    version: shown.version,
    lang: text.lang,
    html: renderMarkdown(text.body),
    updated: dayInZone(shown.publishedAt, zone),
    /** Set when the page shows an earlier version: when it was in force, and where the current one is. */
    earlier: shown.version === current.version || !period?.until ? null : { from: period.from, until: period.until, currentPath: LEGAL_PAGES[kind].path },
    // every version but the one in force has an end: the next one's publication
    earlierVersions: periods.flatMap((row) => (row.version !== current.version && row.until ? [{ ...row, until: row.until }] : [])),
  };
}

export type LegalPageView = Awaited<ReturnType<typeof readLegalPage>>;
