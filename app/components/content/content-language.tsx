import { cn } from "~/components/ui/cn";
import { useLocale, useT } from "~/i18n/i18n";

/*
 * Content of the content area is written in English and optionally in Nepali. A page shows the English where the
 * Nepali is missing, never a blank: the English block carries `lang` (screen readers pronounce it as English, search
 * engines index it as such) and a note in the page's language says the translation is not available yet.
 */

/** The `lang` attribute of a block written in `lang`: only where it differs from the page's language. */
export function contentLang(lang: string, pageLocale: string): string | undefined {
  return lang === pageLocale ? undefined : lang;
}

/** Whether classes set a text colour (a note on a dark background brings its own). */
const hasTextColour = (className?: string) => (className ?? "").split(/\s+/).some((name) => /^text-(white|black|brand|gray|blue|slate)-?/.test(name));

/**
 * The note beside a block shown in English on a page in another language; nothing when the block is in the page's
 * language. It is a `span` (shown as a block), so it may sit in a paragraph, a quote or a list item; it carries the
 * page's language, as it may sit inside the English block.
 */
export function UntranslatedNote({ lang, className }: { lang: string; className?: string }) {
  const locale = useLocale();
  const t = useT();
  if (lang === locale) return null;
  return (
    <span lang={locale} className={cn("block text-sm italic", hasTextColour(className) ? null : "text-gray-600", className)}>
      {t("public.content.untranslated")}
    </span>
  );
}
