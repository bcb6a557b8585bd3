/**
 * English left on a Nepali page: the crawl reads every text a reader sees or hears (text nodes, aria-label, title,
 * alt, placeholder) and reports each that is exactly an English message whose Nepali differs, or a message's key. Text inside an element
 * marked in another language (an article without a Nepali version shows its English with `lang="en"`) is the content's
 * own, as are names and what people typed, which are no message.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const messageFile = (locale: string) => JSON.parse(readFileSync(new URL(`../../app/i18n/messages/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const messages = messageFile("en");
const translations = messageFile("ne");

/** English messages that a Nepali page must not show: plain text (no values to fill in), with a Nepali of their own. */
const ENGLISH_ONLY = new Set(
  Object.entries(messages)
    .filter(([key, text]) => !/[{<]/.test(text) && /\p{L}{2,}/u.test(text) && translations[key] !== undefined && translations[key] !== text)
    .map(([, text]) => text.trim()),
);

export async function englishLeftIn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const inNepali = (element: Element) => element.closest("[lang]")?.getAttribute("lang") === "ne";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template") || !inNepali(element)) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (!inNepali(element)) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  // a message the page's language lacks, or that the page was not sent, shows its key
  return [...new Set(texts.filter((text) => ENGLISH_ONLY.has(text) || Object.hasOwn(messages, text)))];
}
