import { expect, test } from "@playwright/test";
import { SERVICE_PAGES } from "~/content/services";
import { isLocalizedPath, localizedPath } from "~/i18n/paths";
import { pageJavaScriptGzipKb } from "../../scripts/bench/http";
import { PUBLIC_JS_GZIP_KB } from "../../scripts/bench/report";

// What a visitor's phone downloads before a public page works: the benchmark reports it, and this keeps a change that
// drags a library into every page (date-fns through the shell did, once) from landing unnoticed.

const ENGLISH_PAGES = ["/", "/about", "/contact", "/blog", "/blog/how-to-prepare-for-a-student-visa-interview", "/gallery", "/gallery/life-at-the-consultancy", "/team", "/testimonials", "/faq", "/careers", "/careers/education-counselor", "/login", "/register", "/forgot-password", ...SERVICE_PAGES.map((page) => page.path)];
// the same pages at their Nepali addresses: a language's messages and formats must not push a page over the budget
const PUBLIC_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.filter(isLocalizedPath).map((path) => localizedPath(path, "ne"))];

test("every public page loads at most the budget of gzipped JavaScript", async ({ baseURL }) => {
  const sizes = Object.fromEntries(await Promise.all(PUBLIC_PAGES.map(async (path) => [path, await pageJavaScriptGzipKb(baseURL!, path)] as const)));
  for (const [path, kb] of Object.entries(sizes)) expect(kb, `${path}: ${kb} KB`).toBeLessThanOrEqual(PUBLIC_JS_GZIP_KB);
  // the shell alone would be a few KB: a page that loads nothing is a broken measurement, not a small page
  for (const [path, kb] of Object.entries(sizes)) expect(kb, path).toBeGreaterThan(50);
});
