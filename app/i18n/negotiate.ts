import { DEFAULT_LOCALE, LANGUAGE_COOKIE, isLocale, type Locale } from "./locales";
import { localeOfPath } from "./paths";

/**
 * The supported language an Accept-Language header prefers most (RFC 9110 quality values; "ne-NP" counts as "ne"),
 * or null when it names none of them.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, quality }) => language && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked.find(({ language }) => isLocale(language))?.language as Locale | undefined) ?? null;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * The language of a request with no language in its address: the choice made in this browser (the cookie, which the
 * switch and signing in set to the account's language), else the account's, else the browser's Accept-Language, else
 * the default. The page cache (server/page-cache.ts) keys anonymous pages by the same answer.
 */
export function negotiateLocale({
  accountLocale,
  cookieHeader,
  acceptLanguage,
}: {
  accountLocale?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (isLocale(chosen)) return chosen;
  if (isLocale(accountLocale)) return accountLocale;
  return preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * The language an anonymous visitor gets a page in: the address's, else their cookie's or browser's (a public page's
 * bare address then redirects to that language's). The page cache keeps a copy per path and this answer.
 */
export function anonymousPageLanguage({ pathname, cookieHeader, acceptLanguage }: { pathname: string; cookieHeader?: string; acceptLanguage?: string }): Locale {
  return localeOfPath(pathname) ?? negotiateLocale({ cookieHeader, acceptLanguage });
}
