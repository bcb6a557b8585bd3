/*
 * The legal pages (decision 116): each kind is a list of numbered versions of one Markdown text. A published version
 * is in force from its publication until the next one's; at most one version of a kind waits unpublished, the draft.
 */

export const LEGAL_KINDS = ["terms", "terms_of_use", "privacy"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_PAGES: Record<LegalKind, { path: string; title: string; description: string }> = {
  terms: {
    path: "/terms",
    title: "Terms and Conditions",
    description: "The terms that apply to our website and our study-abroad advisory services: accounts, payments, refunds, content, privacy and liability.",
  },
  terms_of_use: { path: "/terms-of-use", title: "Terms of Use", description: "The rules for using this website: acceptable use, content, links and changes." },
  privacy: { path: "/privacy-policy", title: "Privacy Policy", description: "What personal data we collect, why, how we store your documents and which cookies we use." },
};

/** The content area's list of the legal pages; each kind's editor is under it (`/admin/content/legal/terms`). */
export const LEGAL_ADMIN_PATH = "/admin/content/legal";

export function isLegalKind(value: unknown): value is LegalKind {
  return typeof value === "string" && (LEGAL_KINDS as readonly string[]).includes(value);
}

export const LEGAL_BODY_MAX = 100_000;
export const LEGAL_SUMMARY_MAX = 1_000;

/** A version's text as it is compared: line ends and the whitespace around it do not make a new version. */
export function legalTextKey(body: string) {
  return body.replace(/\r\n?/g, "\n").trim();
}

/** The address of a kind's page, or of one of its earlier versions. */
export function legalPagePath(kind: LegalKind, version?: number) {
  return version === undefined ? LEGAL_PAGES[kind].path : `${LEGAL_PAGES[kind].path}?version=${version}`;
}

/**
 * The `?version=` of a public page: a whole number from 1, or null when absent. Anything else is undefined, which the
 * page answers like an unknown version.
 */
export function readVersionParam(value: string | null): number | null | undefined {
  if (value === null) return null;
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/**
 * When each published version was in force: from its publication until the next version's (null for the current
 * one). `published` may come in any order; the answer is newest first.
 */
export function versionPeriods<T extends { version: number; publishedAt: Date }>(published: readonly T[]): Array<T & { until: Date | null }> {
  const newestFirst = [...published].sort((a, b) => b.version - a.version);
  return newestFirst.map((row, index) => ({ ...row, until: index === 0 ? null : newestFirst[index - 1].publishedAt }));
}
