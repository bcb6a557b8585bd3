// The languages the site speaks. A language is this one line and its message file (./messages); the first is the
// default, the one a page falls back to and the one of the unprefixed public addresses (decision 117).
export const LOCALES = {
  en: { label: "English", intl: "en-US", bikramSambat: false },
  ne: { label: "नेपाली", intl: "ne-NP", bikramSambat: true },
} as const;

export type Locale = keyof typeof LOCALES;

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
export const DEFAULT_LOCALE: Locale = LOCALE_CODES[0];

/** The visitor's choice, for pages that have no language in their address (sign-in, the student area). */
export const LANGUAGE_COOKIE = "lang";

/** The Set-Cookie value that keeps a visitor's choice for a year. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/** The `Intl` tag of a language: its month names, digits and number grouping. */
export function intlLocale(locale: Locale): string {
  return LOCALES[locale].intl;
}
