import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { db, type Tx } from "~/utils/db.server";

/** The language of an account's column as a supported one: a value no longer offered reads as the default. */
export function accountLocale(preferredLanguage: string | null | undefined): Locale {
  return isLocale(preferredLanguage) ? preferredLanguage : DEFAULT_LOCALE;
}

/**
 * The language what leaves the site for an account is written in (its mails, its invoices, its calendar files),
 * whoever makes it leave: the account's own choice, not the language of a colleague who sends it.
 */
export async function getAccountLocale(userId: number, client: Tx | typeof db = db): Promise<Locale> {
  const user = await client.user.findUnique({ where: { id: userId }, select: { preferredLanguage: true } });
  return accountLocale(user?.preferredLanguage);
}
