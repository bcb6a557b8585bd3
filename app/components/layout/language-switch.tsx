import { useLocation } from "@remix-run/react";
import { cn } from "~/components/ui/cn";
import { useLocale, useT } from "~/i18n/i18n";
import { LOCALES, LOCALE_CODES } from "~/i18n/locales";

/**
 * A button per other language, in that language ("नेपाली", "English"), posting to /language: a plain form, so it works
 * without JavaScript and the new language's page loads whole (its messages with it). A screen reader hears what the
 * button does in the current language and the language's name in its own.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/language" className={cn("flex items-center gap-1", className)}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {LOCALE_CODES.filter((code) => code !== locale).map((code) => (
        <button
          key={code}
          type="submit"
          name="locale"
          value={code}
          className="rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <span className="sr-only">{t("common.language.switchTo")} </span>
          <span lang={code}>{LOCALES[code].label}</span>
        </button>
      ))}
    </form>
  );
}
