import { expect, test } from "@playwright/test";

const MAX_PAGES = 400;

/** The internal pages a page links to: same origin, no e-mail or phone links, no built assets, no fragments. */
function internalLinks(html: string, pageUrl: string) {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1].replace(/&amp;/g, "&");
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== new URL(pageUrl).origin || url.pathname.startsWith("/build/")) continue;
    url.hash = "";
    found.add(`${url.pathname}${url.search}`);
  }
  return found;
}

test("every internal link a visitor can reach from the home page leads somewhere (no 404)", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const queue = ["/"];
  const seen = new Set(queue);
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();

  while (queue.length > 0 && seen.size <= MAX_PAGES) {
    const path = queue.shift()!;
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    if (response.status() === 404 || response.status() >= 500) {
      broken.push(`${path} -> ${response.status()} (linked from ${linkedFrom.get(path) ?? "start"})`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const link of internalLinks(await response.text(), new URL(response.url(), baseURL).toString())) {
      if (seen.has(link)) continue;
      seen.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
  }

  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(25);
  expect(seen.size).toBeLessThanOrEqual(MAX_PAGES);
});
