import type { Locale } from "~/i18n/locales";
import { db } from "~/utils/db.server";

/** The language an account reads the site, its mails and its invoices in. */
export async function setPreferredLanguage(userId: number, locale: Locale) {
  await db.user.update({ where: { id: userId }, data: { preferredLanguage: locale } });
}
