/**
 * Every page of the app, for every role that can open it, at desktop and phone width, with JavaScript on and off
 * (`visitsOf`). A page fails on a console error or page error (hydration mismatches included), a failed request, a response of
 * 500 or above, a document wider than the phone's screen, or an axe violation (WCAG 2.0/2.1/2.2 A and AA).
 *
 * The list of pages is checked against the route files: a route that is neither visited here nor named as a
 * resource or a layout fails the first test, so a new page cannot escape the crawl. `E2E_CRAWL=pages` visits each
 * address once instead (npm test's SQLite pass).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type BrowserContext, type APIRequest, type Cookie } from "@playwright/test";
import { SHARED_ROUTES } from "~/shared-routes/mounts";
import { createCrawlData, fixed, PAGES, SHAPE, type CrawlData, type Paths, type Role } from "../support/crawl-pages";
import { englishLeftIn } from "../support/untranslated";
import { isLocalizedPath, localizedPath } from "~/i18n/paths";
import { browserCatalogHref } from "~/i18n/catalogs.server";

/** Downloads, feeds and machine-readable answers: fetched as their role, never 500, and with the expected status. */
const RESOURCES: Record<string, { role: Role; paths: Paths; status?: number }> = {
  healthz: { role: "visitor", paths: fixed("/healthz") },
  "robots[.]txt": { role: "visitor", paths: fixed("/robots.txt") },
  "sitemap[.]xml": { role: "visitor", paths: fixed("/sitemap.xml") },
  "blog.feed[.]xml": { role: "visitor", paths: fixed("/blog/feed.xml", "/ne/blog/feed.xml") },
  logout: { role: "student", paths: fixed("/logout"), status: 302 },
  // the second step of a log-in, without its first step: back to the log-in
  "_auth.login_.two-factor": { role: "visitor", paths: fixed("/login/two-factor"), status: 302 },
  "avatars.$userId": { role: "student", paths: (d) => [`/avatars/${d.studentId}`], status: 404 },
  "profile.privacy.exports.$id": { role: "student", paths: fixed("/profile/privacy/exports/999999"), status: 404 },
  "student.documents.$id": { role: "student", paths: (d) => [`/student/documents/${d.documentId}`] },
  "student.bookings.$id_.calendar[.ics]": { role: "student", paths: (d) => [`/student/bookings/${d.booking.scheduledInterview}/calendar.ics`] },
  "student.payment-histories.$id_.invoice[.pdf]": { role: "student", paths: (d) => [`/student/payment-histories/${d.payment.paid}/invoice.pdf`] },
  "student.payment-histories.export[.csv]": { role: "student", paths: fixed("/student/payment-histories/export.csv") },
  "student.messages_.state": { role: "student", paths: fixed("/student/messages/state") },
  "student.messages_.attachments.$documentId": { role: "student", paths: (d) => [`/student/messages/attachments/${d.messageAttachmentId}`] },
  "admin.conversations.$studentId_.state": { role: "counsellor", paths: (d) => [`/admin/conversations/${d.studentId}/state`] },
  "admin.conversations.$studentId_.attachments.$documentId": { role: "counsellor", paths: (d) => [`/admin/conversations/${d.studentId}/attachments/${d.messageAttachmentId}`] },
  "admin.university-applications_.export[.csv]": { role: "counsellor", paths: fixed("/admin/university-applications/export.csv") },
  "admin.documents.$id": { role: "admin", paths: (d) => [`/admin/documents/${d.documentId}`] },
  "media.$file": { role: "visitor", paths: (d) => [d.media.variant] },
  "i18n.$file": { role: "student", paths: () => [browserCatalogHref("en", "/"), browserCatalogHref("ne", "/ne"), browserCatalogHref("ne", "/student"), browserCatalogHref("en", "/admin")] },
  "admin.content.careers.applications.$id.cv": { role: "admin", paths: (d) => [`/admin/content/careers/applications/${d.careers.applicationId}/cv`] },
  "admin.loan-applications_.export[.csv]": { role: "admin", paths: fixed("/admin/loan-applications/export.csv") },
  "admin.payment-histories_.$id.invoice[.pdf]": { role: "admin", paths: (d) => [`/admin/payment-histories/${d.payment.paid}/invoice.pdf`] },
  "admin.payment-histories_.export[.csv]": { role: "admin", paths: fixed("/admin/payment-histories/export.csv") },
  // the passkey pages' scripts POST for a ceremony's options: a GET is the client's mistake
  "_auth.login_.passkey-options": { role: "visitor", paths: fixed("/login/passkey-options"), status: 405 },
  "profile.passkey-options": { role: "student", paths: fixed("/profile/passkey-options"), status: 405 },
  // an action of the time-slot list: a GET is the client's mistake
  "admin.time-slots.$id.availability": { role: "admin", paths: (d) => [`/admin/time-slots/${d.slotIds[0]}/availability`], status: 405 },
  "admin.mail.$id_.html": { role: "admin", paths: (d) => [`/admin/mail/${d.mail.kept}/html`] },
};

/** Routes that are not pages of their own: layouts (visited through their children), form actions, the JSON API. */
const NOT_PAGES: Record<string, string> = {
  _public: "layout",
  _auth: "layout",
  student: "layout",
  admin: "layout",
  "admin.students.$id": "layout of the case page's tabs",
  profile: "layout of the account pages every role has, in the shell of its area",
  "student_.calendar.feed.$token": "a signed calendar feed, fetched in bookings-student-area.spec.ts",
  "webhooks.stripe": "the payment gateway's signed POSTs (payment-gateway.test.ts, payments.spec.ts); a GET is a 405",
  "admin.content": "layout of the content area's tabs",
  "admin.content.preview": "the article editor's live preview: a POST of the body, answered with its HTML",
  language: "the language switch's POST (language-switch.test.ts, nepali.spec.ts); a GET is a 405",
  "admin.content.media.insert": "the article editor's Insert image: a POST of a picture, answered with its Markdown (media.test.ts)",
};
const isApiRoute = (route: string) => route.startsWith("api.");

/** The files of app/routes, and each address of a module that remix.config.js mounts at several (app/shared-routes). */
function routeIds() {
  const dir = path.resolve(import.meta.dirname, "../../app/routes");
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.tsx?$/, "")));
  return [...files, ...SHARED_ROUTES.map(({ id }) => id.replace(/^routes\//, ""))];
}

const DESKTOP = { name: "desktop", viewport: { width: 1366, height: 900 } } as const;
const PHONE = { name: "phone", viewport: { width: 390, height: 844 } } as const;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

type Visit = { width: typeof DESKTOP | typeof PHONE; javaScriptEnabled: boolean; axe: boolean; nepali?: boolean };

// The home of each shell: its phone header and menu are the markup that only the phone width shows.
const SHELL_HOMES = new Set(["_public._index", "student._index", "admin._index"]);

/**
 * The visits of every address (docs/decisions/064): at desktop width with JavaScript on, with axe; at phone width
 * with JavaScript off, for the overflow of what the server renders and its status. A shell's home page is also
 * visited at phone width with JavaScript on, with axe, for the phone header and menu that every page of the shell
 * shares. Without axe, the desktop page with JavaScript off would show the same HTML as the one with it.
 *
 * `E2E_CRAWL=pages` (npm test's SQLite pass, docs/decisions/059 and 064): each address once over HTTP, without a
 * browser: its status and a whole page rendered by the server. That is what depends on the database (the loaders and
 * the render of what they read); the browser's side comes out the same on either database, and the full crawl on
 * PostgreSQL checks it.
 */
const pagesOnly = process.env.E2E_CRAWL === "pages";

const PAGE_VISITS: readonly Visit[] = [
  { width: DESKTOP, javaScriptEnabled: true, axe: true },
  { width: PHONE, javaScriptEnabled: false, axe: false },
];
const SHELL_PHONE_VISIT: Visit = { width: PHONE, javaScriptEnabled: true, axe: true };
/**
 * The pages a visitor or a student reads, again in Nepali (docs/decisions/117): at desktop width with JavaScript, with
 * axe, and no English message left on the page. A public page at its Nepali address, the others with the language
 * cookie that the switch sets. Axe runs here too (docs/decisions/123): the Nepali words make other lines, other
 * wrapping and other names, and a Nepali reader is owed the same page.
 */
const NEPALI_VISIT: Visit = { width: DESKTOP, javaScriptEnabled: true, axe: true, nepali: true };
const readsNepali = (route: string, role: Role) => (role === "visitor" || role === "student") && !route.startsWith("admin");
const nepaliAddress = (url: string) => (isLocalizedPath(new URL(url, "http://crawl").pathname) ? localizedPath(url, "ne") : url);

/**
 * The visits of every address, in one test (its Nepali one too, whose axe runs beside the English one's: at most 5.3 s
 * a test in the headless shell, docs/decisions/122 and 123), and for a shell's home the phone visit with JavaScript in
 * a test of its own.
 */
function visitGroupsOf(route: string, role: Role): Array<{ label: string; visits: readonly Visit[] }> {
  const groups = readsNepali(route, role)
    ? [{ label: "no error, overflow or axe violation at desktop and phone width, and none in Nepali, with no English message left", visits: [...PAGE_VISITS, NEPALI_VISIT] }]
    : [{ label: "no error, overflow or axe violation at desktop and phone width", visits: PAGE_VISITS }];
  if (SHELL_HOMES.has(route)) groups.push({ label: "no error or axe violation in the phone header and menu", visits: [SHELL_PHONE_VISIT] });
  return groups;
}

const test = base.extend<object, { crawlData: CrawlData }>({
  crawlData: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await createCrawlData());
    },
    { scope: "worker" },
  ],
});

async function newContext(
  browser: Browser,
  role: Role,
  data: CrawlData,
  { nepali = false, ...options }: { viewport: { width: number; height: number }; javaScriptEnabled: boolean; nepali?: boolean },
) {
  const context = await browser.newContext({ ...options, baseURL: process.env.APP_URL });
  if (role !== "visitor") await context.addCookies([cookieFor("__session", data.cookies[role])]);
  if (nepali) await context.addCookies([cookieFor("lang", "ne")]);
  return context;
}

function cookieFor(name: string, value: string): Cookie {
  return { name, value, domain: new URL(process.env.APP_URL!).hostname, path: "/", httpOnly: true, secure: false, sameSite: "Lax", expires: -1 };
}

/** Opens one address in one context and returns everything that went wrong there. */
async function visit(
  context: BrowserContext,
  url: string,
  expectedStatus: number,
  { javaScriptEnabled, width, axe, nepali = false }: { javaScriptEnabled: boolean; width: number; axe: boolean; nepali?: boolean },
) {
  const problems: string[] = [];
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium reports the document's own 404 status as a console error; the status is asserted below instead.
    if (expectedStatus === 404 && message.text().includes("status of 404")) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // With JavaScript off, Chromium refuses the page's script and module-preload requests and names CSP as the reason.
    if (!javaScriptEnabled && request.failure()?.errorText === "csp" && request.url().endsWith(".js")) return;
    problems.push(`failed request: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });

  const response = await page.goto(url);
  if (response?.status() !== expectedStatus) problems.push(`status ${response?.status()} instead of ${expectedStatus}`);
  // A page that sends its visitor elsewhere (a refused dialog goes back to its list) was not the page crawled.
  const { pathname, search } = new URL(page.url());
  if (`${pathname}${search}` !== url) problems.push(`redirected to ${pathname}${search}`);
  await page.waitForLoadState(javaScriptEnabled ? "networkidle" : "load");

  if (width < 500) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`document is ${scrollWidth}px wide at ${width}px`);
  }
  if (axe) {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    for (const violation of results.violations) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ");
      problems.push(`axe ${violation.id} (${violation.nodes.length}): ${violation.help} at ${targets}`);
    }
  }
  if (nepali) {
    if ((await page.locator("html").getAttribute("lang")) !== "ne") problems.push("the page is not in Nepali (html lang)");
    for (const text of await englishLeftIn(page)) problems.push(`English message left: ${JSON.stringify(text)}`);
  }
  await page.close();
  return problems;
}

test("the crawl names every route file", () => {
  const named = new Set([...Object.keys(PAGES), ...Object.keys(RESOURCES), ...Object.keys(NOT_PAGES)]);
  const routes = routeIds();
  expect(routes.filter((route) => !named.has(route) && !isApiRoute(route)), "route files the crawl does not visit").toEqual([]);
  expect([...named].filter((route) => !routes.includes(route)), "crawl entries without a route file").toEqual([]);
});

/** One address as the server answers it, read over HTTP: a wrong status, or a body that is not a whole page. */
async function fetchPage(api: APIRequest, role: Role, data: CrawlData, url: string, expectedStatus: number, { nepali = false } = {}) {
  const cookies = [...(role === "visitor" ? [] : [`__session=${data.cookies[role]}`]), ...(nepali ? ["lang=ne"] : [])];
  const request = await api.newContext({ baseURL: process.env.APP_URL, extraHTTPHeaders: cookies.length ? { Cookie: cookies.join("; ") } : {} });
  const response = await request.get(url, { maxRedirects: 0 });
  const body = await response.text();
  await request.dispose();
  const problems: string[] = [];
  if (response.status() !== expectedStatus) problems.push(`status ${response.status()} instead of ${expectedStatus}`);
  if (!body.includes("</html>") || !body.includes("window.__remixContext")) problems.push("the answer is not a whole page");
  if (nepali && !body.includes('<html lang="ne"')) problems.push("the page is not in Nepali (html lang)");
  return problems;
}

// One test per address and role, so that a route with several addresses is several short tests rather than one long
// one, and the two workers share the crawl evenly.
for (const [route, { roles, paths, status = 200 }] of Object.entries(PAGES)) {
  const count = paths(SHAPE).length;
  for (const role of roles) {
    for (let index = 0; index < count; index++) {
      const which = count > 1 ? ` (address ${index + 1} of ${count})` : "";
      const groups = pagesOnly ? [{ label: "the server renders it", visits: [] }] : visitGroupsOf(route, role);
      for (const { label, visits } of groups) {
        test(`${route} as ${role}${which}: ${label}`, async ({ browser, playwright, crawlData }) => {
          const urls = paths(crawlData);
          expect(urls, "the route's addresses with the real crawl data").toHaveLength(count);
          const url = urls[index];
          if (pagesOnly) {
            const problems = (await fetchPage(playwright.request, role, crawlData, url, status)).map((problem) => `${url} ${problem}`);
            if (readsNepali(route, role)) {
              const address = nepaliAddress(url);
              problems.push(...(await fetchPage(playwright.request, role, crawlData, address, status, { nepali: true })).map((problem) => `${address} ${problem}`));
            }
            expect(problems).toEqual([]);
            return;
          }
          // The visits of an address run side by side: most of a visit is waiting (the server, network idle).
          const found = visits.map(async ({ width: { name, viewport }, javaScriptEnabled, axe, nepali }) => {
            const context = await newContext(browser, role, crawlData, { viewport, javaScriptEnabled, nepali });
            const address = nepali ? nepaliAddress(url) : url;
            const problems = await visit(context, address, status, { javaScriptEnabled, width: viewport.width, axe, nepali });
            await context.close();
            return problems.map((problem) => `${address} [${name}, JS ${javaScriptEnabled ? "on" : "off"}] ${problem}`);
          });
          expect((await Promise.all(found)).flat()).toEqual([]);
        });
      }
    }
  }
}

test("every download and feed answers its role without a server error", async ({ playwright, crawlData }) => {
  const problems: string[] = [];
  for (const [route, { role, paths, status = 200 }] of Object.entries(RESOURCES)) {
    const request = await playwright.request.newContext({
      baseURL: process.env.APP_URL,
      extraHTTPHeaders: role === "visitor" ? {} : { Cookie: `__session=${crawlData.cookies[role]}` },
    });
    for (const url of paths(crawlData)) {
      const response = await request.get(url, { maxRedirects: 0 });
      if (response.status() !== status) problems.push(`${route}: ${url} answered ${response.status()} instead of ${status}`);
    }
    await request.dispose();
  }
  expect(problems).toEqual([]);
});
