import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "./locales";

/**
 * The first segments of the public site's pages ("" for the home page, two for a page inside another section, the
 * API's reference): each has an address per language, the
 * default language's bare and the others under their prefix ("/ne/about"). remix.config.js mounts every public route
 * under each prefix; tests/unit/localized-paths.test.ts holds this list to those routes. Sign-in pages, the student
 * area and the admin area have one address, in the language the visitor or account chose.
 */
export const LOCALIZED_SECTIONS = [
  "",
  "about",
  // the API's reference page (and /ne/api/docs): a page of the public site, while the rest of /api is the JSON API
  "api/docs",
  "blog",
  "careers",
  "contact",
  "faq",
  "gallery",
  "privacy-policy",
  "resources",
  "services",
  "sitemap",
  "team",
  "terms",
  "terms-of-use",
  "testimonials",
] as const;

const SECTIONS = new Set<string>(LOCALIZED_SECTIONS);
const PREFIXED = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The language an address names by its prefix, or null for an address without one. */
export function localeOfPath(pathname: string): Locale | null {
  return PREFIXED.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) ?? null;
}

/** The address without its language prefix ("/ne/about" → "/about", "/ne" → "/"). */
export function unprefixedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale ? pathname.slice(locale.length + 1) || "/" : pathname;
}

/** Whether a page of this address has a version per language (the public site). */
export function isLocalizedPath(pathname: string): boolean {
  const [, first = "", second] = unprefixedPath(pathname).split("/");
  return SECTIONS.has(first) || (second !== undefined && SECTIONS.has(`${first}/${second}`));
}

/**
 * The address of `to` (a path, with any query or fragment) in `locale`: public pages get the language's prefix,
 * every other address stays as it is.
 */
export function localizedPath(to: string, locale: Locale): string {
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  if (!pathname.startsWith("/") || !isLocalizedPath(pathname)) return to;
  const bare = unprefixedPath(pathname);
  if (locale === DEFAULT_LOCALE) return bare + rest;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + rest;
}
