import { redirect } from "@remix-run/node";
import { getAccountLanguage } from "~/auth/session.server";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { negotiateLocale } from "./negotiate";
import { isLocalizedPath, localeOfPath, localizedPath } from "./paths";
import { siteAreaOf } from "./site-area";

/** The language a visitor or account reads in when the address does not name one. */
export async function chosenLocale(request: Request): Promise<Locale> {
  return negotiateLocale({
    accountLocale: await getAccountLanguage(request),
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/**
 * The language of a page: the one its address names ("/ne/…"), the default for the bare address of a public page
 * (its search engines' English version) and for the admin area (staff work in English), else the visitor's or the
 * account's choice.
 */
export async function getLocale(request: Request): Promise<Locale> {
  const { pathname } = new URL(request.url);
  const named = localeOfPath(pathname);
  if (named) return named;
  if (isLocalizedPath(pathname) || siteAreaOf(pathname) === "staff") return DEFAULT_LOCALE;
  return chosenLocale(request);
}

/**
 * The public layout's guard: a visitor who chose another language (or whose browser asks for one, on a first visit)
 * and opens a page's bare address is sent to that language's address.
 */
export async function redirectToChosenLanguage(request: Request) {
  const url = new URL(request.url);
  if (localeOfPath(url.pathname)) return;
  const locale = await chosenLocale(request);
  if (locale === DEFAULT_LOCALE) return;
  throw redirect(localizedPath(`${url.pathname}${url.search}`, locale), { headers: { Vary: "Cookie, Accept-Language" } });
}
