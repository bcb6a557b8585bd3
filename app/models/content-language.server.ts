import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/*
 * A content record is written in English, and optionally in Nepali by an editor (its `…Ne` fields). A page shows it
 * in its own language when the record has that version, else in English: never a blank.
 */

/** The versions of a record's texts: the English one always, the Nepali one when an editor wrote it. */
export type ContentVersions<Texts> = { en: Texts; ne: Texts | null };

/**
 * The texts a reader of `locale` sees, with `lang`, the language they are in: a page whose language differs marks them
 * with it and says that their translation is not available yet.
 */
export function contentVersion<Texts extends object>(locale: Locale, versions: ContentVersions<Texts>): Texts & { lang: Locale } {
  const translated = locale === DEFAULT_LOCALE ? null : versions[locale];
  return translated ? { ...translated, lang: locale } : { ...versions.en, lang: DEFAULT_LOCALE };
}

/** A Nepali text as stored: what the editor wrote, or null for none (an empty field). */
export function storedTranslation(text: string | null | undefined): string | null {
  return text?.trim() ? text : null;
}
