import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { lookup } from "~/domain/lookup";

/*
 * Lingui's compiled messages rendered without Lingui's runtime, which would cost the browser 3.5 KB of the public
 * pages' 120 KB: the server compiles every message once with Lingui's compiler (catalogs.server.ts) and formats the
 * texts that leave the site (mails, PDF, calendar files) with Lingui itself; pages render the same compiled messages
 * with this, and tests/unit/render-message.test.ts holds its output to Lingui's for every message of every language.
 */

type Values = Record<string, unknown>;
type Options = Record<string, unknown>;

// Building an Intl object costs far more than using one: one per tag and kind, kept for the page's life.
const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralRules(tag: string, type: Intl.PluralRuleType) {
  const key = `${tag}|${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(tag, { type })));
  return rules;
}

function numberFormat(tag: string) {
  let format = numbers.get(tag);
  if (!format) numbers.set(tag, (format = new Intl.NumberFormat(tag)));
  return format;
}

/**
 * A compiled message's parts with its values put in: strings, and a value as given where it is not text (a React
 * element). `tag` is the Intl tag of the language's numbers and plural rules (format.ts's numberLocale).
 */
export function renderMessage(message: CompiledMessage, values: Values, tag: string): unknown[] {
  const parts: unknown[] = [];
  const render = (tokens: CompiledMessage, count: number | null) => {
    if (typeof tokens === "string") return void parts.push(tokens);
    for (const token of tokens) {
      if (typeof token === "string") {
        parts.push(token === "#" && count !== null ? numberFormat(tag).format(count) : token);
        continue;
      }
      const [name, type, format] = token as [string, string?, unknown?];
      const value = values[name];
      if (type === "plural" || type === "selectordinal") {
        const options = format as Options;
        const offset = typeof options.offset === "number" ? options.offset : 0;
        const number = Number(value);
        const exact = lookup(options, String(number));
        const rule = pluralRules(tag, type === "plural" ? "cardinal" : "ordinal").select(number - offset);
        render((exact ?? lookup(options, rule) ?? options.other) as CompiledMessage, number - offset);
      } else if (type === "select") {
        const options = format as Options;
        render((lookup(options, String(value)) ?? options.other) as CompiledMessage, count);
      } else if (type === "number") {
        parts.push(numberFormat(tag).format(Number(value)));
      } else {
        parts.push(value ?? "");
      }
    }
  };
  render(message, null);
  return parts;
}

/** A message as plain text. */
export function messageText(message: CompiledMessage, values: Values, tag: string): string {
  return renderMessage(message, values, tag)
    .map((part) => (typeof part === "string" || typeof part === "number" ? part : String(part)))
    .join("");
}
