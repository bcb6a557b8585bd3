import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { createFormatter, numberLocale, type Formatter } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { localizedPath } from "./paths";

export type MessageValues = Record<string, string | number | ReactNode>;

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The page's language and its compiled messages (the root loader's), for every component below. Server and browser
 * render the same messages, so the first byte is in the reader's language and hydration matches it.
 */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(() => setupI18n({ locale, locales: numberLocale(locale), messages: { [locale]: messages } }), [locale, messages]);
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export type Translate = (key: string, values?: MessageValues) => string;

/** `t("public.home.title")`, `t("student.bookings.count", { count })`: a message as text (ICU plurals and values). */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (key, values) => i18n._(key, values as Record<string, unknown>);
}

/**
 * A message with markup inside: `<T k="auth.register.agree" components={{ 0: <Link to="/terms" /> }} />` for
 * "I agree to the <0>Terms</0>".
 */
export function T({ k, values, components }: { k: string; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return <Trans id={k} values={values} components={components} />;
}

/** The address of a page in the reader's language: public pages get the language's prefix ("/ne/about"). */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return (to) => localizedPath(to, locale);
}

/** Dates (with the Bikram Sambat date for Nepali), times, numbers and money in the reader's language. */
export function useFormat(): Formatter {
  const locale = useLocale();
  return useMemo(() => createFormatter(locale), [locale]);
}
