import { readFileSync } from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { numberLocale } from "~/i18n/format";
import { LocaleProvider, T } from "~/i18n/i18n";
import { LOCALE_CODES } from "~/i18n/locales";
import { messageText } from "~/i18n/render-message";

/*
 * Pages render Lingui's compiled messages with their own small renderer (app/i18n/render-message.ts) instead of
 * Lingui's runtime: for every message of every language, with values of every kind its placeholders take, it must
 * write what Lingui writes.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Values for a compiled message's placeholders: a number for plurals and numbers, else a text; plurals tried at 0, 1, 2, 5. */
function sampleValues(message: CompiledMessage, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const walk = (tokens: CompiledMessage) => {
    if (typeof tokens === "string") return;
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, format] = token as [string, string?, Record<string, CompiledMessage>?];
      values[name] = type === "plural" || type === "selectordinal" || type === "number" ? count * 1000 + count : type === "select" ? "other" : `‹${name}›`;
      if (format && typeof format === "object") for (const branch of Object.values(format)) if (typeof branch === "string" || Array.isArray(branch)) walk(branch);
    }
  };
  walk(message);
  return values;
}

describe.each(LOCALE_CODES)("%s", (locale) => {
  const source = JSON.parse(readFileSync(path.join(root, "app/i18n/messages", `${locale}.json`), "utf8")) as Record<string, string>;
  const messages = Object.fromEntries(Object.entries(source).filter(([key]) => !key.endsWith("#review")).map(([key, text]) => [key, compileMessage(text)]));
  const lingui = setupI18n({ locale, locales: numberLocale(locale), messages: { [locale]: messages } });

  test("every message as text is Lingui's", () => {
    const differing: string[] = [];
    for (const [key, message] of Object.entries(messages)) {
      for (const count of [0, 1, 2, 5]) {
        const values = sampleValues(message, count);
        const ours = messageText(message, values, numberLocale(locale));
        const theirs = lingui._(key, values);
        if (ours !== theirs) differing.push(`${key} (${count}): ${ours} | ${theirs}`);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe("markup inside a message", () => {
  const render = (message: string, node: ReactElement) => renderToStaticMarkup(h(LocaleProvider, { locale: "en", messages: { key: compileMessage(message) }, children: node }));

  test("tags become the given elements around their text, nested and self-closing", () => {
    expect(render("Read the <0>terms</0> and <1>our <2>privacy</2> policy</1>.<3/>", h(T, { k: "key", components: { 0: h("a", { href: "/terms" }), 1: h("em"), 2: h("strong"), 3: h("br") } }))).toBe(
      'Read the <a href="/terms">terms</a> and <em>our <strong>privacy</strong> policy</em>.<br/>',
    );
  });

  test("a value may be an element, and text stays text", () => {
    expect(render("Hello {name}, you have {count, plural, one {# seat} other {# seats}}", h(T, { k: "key", values: { name: h("b", null, "Asha"), count: 2 } }))).toBe("Hello <b>Asha</b>, you have 2 seats");
    expect(render("<0>{text}</0>", h(T, { k: "key", values: { text: "<script>" }, components: { 0: h("span") } }))).toBe("<span>&lt;script&gt;</span>");
  });
});
