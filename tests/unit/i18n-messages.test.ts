import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, test } from "vitest";
import { REVIEW_SUFFIX } from "~/i18n/catalogs.server";
import { DEFAULT_LOCALE, LOCALE_CODES } from "~/i18n/locales";

/*
 * The message files against each other and against the code: every language has every key, no key is left over or
 * missing from the code, and a translation uses the same values as the English (a "{date}" lost in translation would
 * show nothing where the date belongs).
 */

const root = path.resolve(import.meta.dirname, "../..");
const catalogs = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, JSON.parse(readFileSync(path.join(root, "app/i18n/messages", `${locale}.json`), "utf8")) as Record<string, string>]),
);
const messages = (locale: string) => Object.keys(catalogs[locale]).filter((key) => !key.endsWith(REVIEW_SUFFIX));
const english = messages(DEFAULT_LOCALE);

const codeFiles = ["app", "server"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    // app/i18n's own examples in its comments are not uses
    .filter((file) => /\.(ts|tsx|js)$/.test(file) && !file.includes("generated/") && !(dir === "app" && file.startsWith("i18n/")))
    .map((file) => path.join(dir, file)),
);
const code = codeFiles.map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");

/** Every string literal in the code that looks like a message key ("namespace.some.key"). */
const NAMESPACES = ["common", "public", "services", "auth", "account", "student", "booking", "server", "mail", "documents"];
const FILE_NAME = /\.(json|tsx?|js|pdf|ics|csv|xml|txt|html|png|jpe?g|svg|webp)$/;
const literalKeys = new Set(
  [...code.matchAll(/(["'`])((?:[a-z]+)\.[A-Za-z0-9_.-]+)\1/g)].map((match) => match[2]).filter((key) => NAMESPACES.includes(key.split(".")[0]) && !FILE_NAME.test(key)),
);

/** The names of the values a message uses ({name}, {count, plural, ...}) and its rich-text tags (<0>). */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (typeof tokens === "string" || !Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === "string") {
        names.add(token[0]);
        if (token[2] && typeof token[2] === "object") for (const branch of Object.values(token[2] as object)) walk(branch);
      }
    }
  };
  walk(compileMessage(message));
  for (const [, tag] of message.matchAll(/<(\d+)>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

test("every message key is namespaced", () => {
  expect(english.filter((key) => !NAMESPACES.includes(key.split(".")[0]))).toEqual([]);
});

describe.each(LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE))("%s", (locale) => {
  test("has every English message, and nothing English lacks", () => {
    const translated = new Set(messages(locale));
    expect(english.filter((key) => !translated.has(key))).toEqual([]);
    expect(messages(locale).filter((key) => !english.includes(key))).toEqual([]);
  });

  test("each translation uses the English message's values and tags", () => {
    const differing = english
      .filter((key) => catalogs[locale][key] !== undefined)
      .filter((key) => valueNames(catalogs[locale][key]).join() !== valueNames(catalogs.en[key]).join())
      .map((key) => `${key}: ${catalogs.en[key]} | ${catalogs[locale][key]}`);
    expect(differing).toEqual([]);
  });

  // the one way a translated page could lose a name that axe checks on the English one (docs/decisions/119)
  test("no translation is empty where the English has words", () => {
    expect(english.filter((key) => catalogs.en[key].trim() !== "" && (catalogs[locale][key] ?? "x").trim() === "")).toEqual([]);
  });

  test("review marks sit beside a message", () => {
    const marks = Object.keys(catalogs[locale]).filter((key) => key.endsWith(REVIEW_SUFFIX));
    expect(marks.filter((mark) => !Object.hasOwn(catalogs[locale], mark.slice(0, -REVIEW_SUFFIX.length)))).toEqual([]);
  });
});

test("the README counts the Nepali review marks as the message file has them", () => {
  const marks = Object.keys(catalogs.ne).filter((key) => key.endsWith(REVIEW_SUFFIX)).length;
  expect(readFileSync(path.join(root, "README.md"), "utf8")).toMatch(new RegExp(`\\b${marks} Nepali messages carry a \`#review\` mark`));
});

test("the English file has no review marks: English is the source", () => {
  expect(Object.keys(catalogs[DEFAULT_LOCALE]).filter((key) => key.endsWith(REVIEW_SUFFIX))).toEqual([]);
});

test("every message compiles", () => {
  for (const locale of LOCALE_CODES) for (const key of messages(locale)) expect(() => compileMessage(catalogs[locale][key]), `${locale} ${key}`).not.toThrow();
});

test("every key the code names exists", () => {
  expect([...literalKeys].filter((key) => !key.startsWith("server.") && !Object.hasOwn(catalogs.en, key))).toEqual([]);
});

test("every message is used by the code", () => {
  const unused = english.filter((key) => {
    // `server.` messages are keyed by the English text their model or schema raises: that text is in the code
    if (key.startsWith("server.")) return !code.includes(JSON.stringify(key.slice("server.".length)).slice(1, -1));
    return !literalKeys.has(key);
  });
  expect(unused).toEqual([]);
});

test("a server message's English is its key", () => {
  expect(english.filter((key) => key.startsWith("server.") && catalogs.en[key] !== key.slice("server.".length))).toEqual([]);
});
