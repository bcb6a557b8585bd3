import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { MESSAGE_TEMPLATES, readTemplate } from "~/domain/message-templates";
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from "./locales";
import { createFormatter, numberLocale } from "./format";
import { keepCatalog } from "./catalog-registry";
import type { MessageValues } from "./i18n";
import { siteAreaOf, type SiteArea } from "./site-area";

/**
 * Each language's message file (decision 117), read once at start-up: beside this module when it runs from source
 * (tsx, Vitest, Playwright), else from the project's app/ folder, which the server's build runs beside (npm start,
 * the Docker image). Read rather than imported, since Node asks an imported JSON module for an import attribute that
 * the Remix compiler cannot write.
 */
function readMessages(locale: Locale): Record<string, string> {
  const besideThis = new URL(`./messages/${locale}.json`, import.meta.url);
  const file = existsSync(besideThis) ? besideThis : path.resolve("app/i18n/messages", `${locale}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
}

const SOURCES = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, readMessages(locale)])) as Record<Locale, Record<string, string>>;

/**
 * Namespaces only the server formats: mails, the invoice and calendar files, and the messages of actions and models
 * (validation, toasts), which reach a page already translated. The browser never needs them.
 */
const SERVER_ONLY_NAMESPACES = ["mail.", "documents.", "server."];

/**
 * Where the browser messages live, a path the server's middleware knows too (server/http-security.ts): the same file
 * for everyone, signed in or not.
 */
export const MESSAGE_CATALOGS_PATH = "/i18n/";

/** `"<key>#review": "why"` beside a message marks a translation a native speaker should check (the README counts them). */
export const REVIEW_SUFFIX = "#review";

/**
 * The namespaces a page's components never use, by the part of the site it is in: the root sends a page its
 * language's messages, and the student area's are of no use on the public site (whose service pages still show the
 * account's e-mail banner). The student area shows public parts (notes, service names), and the admin area reads
 * English with the student area's widgets: both get every browser message.
 */
const UNUSED_NAMESPACES: Record<SiteArea, string[]> = {
  public: ["student."],
  signedIn: [],
  staff: [],
};

/** A part of the site's browser messages as a file: its JSON, and the address that names its content. */
type BrowserCatalog = { href: string; json: string };
type Catalog = { all: Messages; browser: Record<SiteArea, BrowserCatalog>; i18n: I18n };
const catalogs = new Map<Locale, Catalog>();

/** A language's messages compiled once per process; a key it lacks falls back to the default language's. */
function catalog(locale: Locale): Catalog {
  let found = catalogs.get(locale);
  if (!found) {
    const source = { ...SOURCES[DEFAULT_LOCALE], ...SOURCES[locale] };
    const all: Messages = Object.fromEntries(
      Object.entries(source)
        .filter(([key]) => !key.endsWith(REVIEW_SUFFIX))
        .map(([key, message]) => [key, compileMessage(message)]),
    );
    const shared = Object.entries(all).filter(([key]) => !SERVER_ONLY_NAMESPACES.some((prefix) => key.startsWith(prefix)));
    const forArea = (area: SiteArea): BrowserCatalog => {
      const messages: Messages = Object.fromEntries(shared.filter(([key]) => !UNUSED_NAMESPACES[area].some((prefix) => key.startsWith(prefix))));
      const json = JSON.stringify(messages);
      const hash = createHash("sha256").update(json).digest("base64url").slice(0, 12);
      const href = `${MESSAGE_CATALOGS_PATH}${locale}.${area}.${hash}.json`;
      keepCatalog(href, messages);
      return { href, json };
    };
    const browser = { public: forArea("public"), signedIn: forArea("signedIn"), staff: forArea("staff") };
    const i18n = setupI18n({ locale, locales: numberLocale(locale), messages: { [locale]: all } });
    catalogs.set(locale, (found = { all, browser, i18n }));
  }
  return found;
}

/**
 * The address of the compiled messages a page's components need (decision 124): the root loader sends the address,
 * the server renders with the messages kept under it, and the browser fetches the file once, then keeps it, since a
 * change to the messages is a new address.
 */
export function browserCatalogHref(locale: Locale, pathname: string): string {
  return catalog(locale).browser[siteAreaOf(pathname)].href;
}

const CATALOG_FILE = /^([a-z]+)\./;

/** The JSON of the catalog file named `file` (as `browserCatalogHref` names it), or null for any other name. */
export function browserCatalogJson(file: string): string | null {
  const [, locale] = CATALOG_FILE.exec(file) ?? [];
  if (!isLocale(locale)) return null;
  const found = Object.values(catalog(locale).browser).find(({ href }) => href === `${MESSAGE_CATALOGS_PATH}${file}`);
  return found?.json ?? null;
}

export type ServerTranslate = (key: string, values?: MessageValues) => string;

/** Translation outside React: loaders and actions (toasts), mails, the invoice PDF, calendar files. */
export function translator(locale: Locale): ServerTranslate {
  const { i18n } = catalog(locale);
  return (key, values) => i18n._(key, values);
}

/**
 * A message written in English where it is raised (a model's or a schema's, shared with the JSON API, which stays in
 * English) in `locale`: the `server.` namespace keys such messages by their English text, or by the template a sentence
 * with values was written from. One without a translation stays English.
 */
export function translateServerMessage(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return fixedServerMessage(locale, english) ?? templatedServerMessage(locale, english) ?? english;
}

function fixedServerMessage(locale: Locale, english: string): string | null {
  const key = `server.${english}`;
  return Object.hasOwn(SOURCES[locale], key) ? catalog(locale).i18n._(key) : null;
}

const WHOLE_NUMBER = /^\d+$/;

const LIST_SEPARATOR = ", ";

/**
 * A sentence written from one of the message templates (~/domain/message-templates), with the values read back out of
 * its English: a number in the reader's digits, a `{label}` (a form field's name) by its own key, a list of words the
 * form offers ("Undergraduate, Postgraduate, PhD") by each word's key when every one has one, any other value (an
 * address, file types) as written. Without a translation of its label the sentence stays English: half translated, it
 * would read worse.
 */
function templatedServerMessage(locale: Locale, english: string): string | null {
  for (const template of MESSAGE_TEMPLATES) {
    const values = readTemplate(template, english);
    const key = `server.${template}`;
    if (!values || !Object.hasOwn(SOURCES[locale], key)) continue;
    const label = values.label === undefined ? undefined : fixedServerMessage(locale, values.label);
    if (label === null) continue;
    const format = createFormatter(locale);
    const translated = Object.entries(values).map(([name, value]) => [name, WHOLE_NUMBER.test(value) ? format.number(Number(value)) : translatedWords(locale, value)]);
    return catalog(locale).i18n._(key, { ...Object.fromEntries(translated), label });
  }
  return null;
}

/** A value's words in `locale` when each of them has a `server.` message, else the value as written. */
function translatedWords(locale: Locale, value: string): string {
  const words = value.split(LIST_SEPARATOR).map((word) => fixedServerMessage(locale, word));
  return words.every((word) => word !== null) ? words.join(LIST_SEPARATOR) : value;
}

