import type { Messages } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { Fragment, cloneElement, createContext, isValidElement, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { lookup } from "~/domain/lookup";
import { createFormatter, numberLocale, type Formatter } from "./format";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { localizedPath } from "./paths";
import { messageText, renderMessage } from "./render-message";

export type MessageValues = Record<string, string | number | ReactNode>;

type Catalog = { locale: Locale; messages: Messages };
const CatalogContext = createContext<Catalog>({ locale: DEFAULT_LOCALE, messages: {} });

/**
 * The page's language and its compiled messages (the root loader's), for every component below. Server and browser
 * render the same messages, so the first byte is in the reader's language and hydration matches it.
 */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const catalog = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(CatalogContext).locale;
}

export type Translate = (key: string, values?: MessageValues) => string;

/** A message the page lacks shows its key, as Lingui does: the message tests keep that from shipping. */
const compiled = (messages: Messages, key: string) => (lookup(messages, key) ?? key) as CompiledMessage;

/** `t("public.home.title")`, `t("student.bookings.count", { count })`: a message as text (ICU plurals and values). */
export function useT(): Translate {
  const { locale, messages } = useContext(CatalogContext);
  return (key, values = {}) => messageText(compiled(messages, key), values, numberLocale(locale));
}

/**
 * A message with markup inside: `<T k="auth.register.agree" components={{ 0: <Link to="/terms" /> }} />` for
 * "I agree to the <0>Terms</0>"; a value may be an element too.
 */
export function T({ k, values = {}, components = {} }: { k: string; values?: MessageValues; components?: Record<string, ReactElement> }) {
  const { locale, messages } = useContext(CatalogContext);
  const parts = renderMessage(compiled(messages, k), values, numberLocale(locale));
  return <>{withTags(parts, components)}</>;
}

const TAG = /<(\/?)(\d+)(\/?)>/g;

/** The message's parts with each `<n>…</n>` (or `<n/>`) replaced by `components[n]` around what it encloses. */
function withTags(parts: unknown[], components: Record<string, ReactElement>): ReactNode[] {
  const root: ReactNode[] = [];
  const stack: Array<{ tag: string; children: ReactNode[] }> = [];
  const current = () => stack.at(-1)?.children ?? root;
  let key = 0;
  const element = (tag: string, children: ReactNode[]) => {
    const component = components[tag];
    if (!isValidElement(component)) return <Fragment key={key++}>{children}</Fragment>;
    return cloneElement(component, { key: key++ }, ...(children.length > 0 ? children : []));
  };
  for (const part of parts) {
    if (typeof part !== "string") {
      current().push(isValidElement(part) ? cloneElement(part, { key: key++ }) : (part as ReactNode));
      continue;
    }
    let last = 0;
    for (const match of part.matchAll(TAG)) {
      if (match.index > last) current().push(part.slice(last, match.index));
      last = match.index + match[0].length;
      const [, closing, tag, selfClosing] = match;
      if (selfClosing) current().push(element(tag, []));
      else if (!closing) stack.push({ tag, children: [] });
      else {
        const open = stack.pop();
        if (open) current().push(element(open.tag, open.children));
      }
    }
    if (last < part.length) current().push(part.slice(last));
  }
  while (stack.length > 0) {
    const open = stack.pop()!;
    current().push(...open.children);
  }
  return root;
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
