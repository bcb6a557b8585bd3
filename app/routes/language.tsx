import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "~/auth/session.server";
import { isLocale, languageCookie } from "~/i18n/locales";
import { localizedPath } from "~/i18n/paths";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { postOnlyLoader, readFormData, safeRedirect } from "~/utils/http.server";

/**
 * The language switch's form (app/components/layout/language-switch.tsx) posts here, with or without JavaScript: the
 * choice is kept in a cookie for the browser and, for a signed-in account, as its preferred language (its mails and
 * invoices follow it); the reader goes back to the page they were on, at its address in the new language.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const locale = form.get("locale");
  const back = safeRedirect(form.get("redirectTo"), "/");
  if (!isLocale(locale)) return redirect(back);
  const user = await getOptionalUser(request);
  if (user) await setPreferredLanguage(user.id, locale);
  return redirect(localizedPath(back, locale), { headers: { "Set-Cookie": languageCookie(locale) } });
}

export const loader = postOnlyLoader;
