import { describe, expect, test } from "vitest";
import { catalogMessages } from "~/i18n/catalog-registry";
import { MESSAGE_CATALOGS_PATH } from "~/i18n/catalogs.server";
import { loader as rootLoader } from "~/root";
import { loader as catalogLoader } from "~/routes/i18n.$file";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { callRoute } from "../support/routes";
import { signedInUser } from "../support/users";
import { MESSAGE_CATALOGS_PATH as SHARED_FILES_PATH } from "../../server/http-security";

/*
 * A page names its browser messages by address (decision 124): one file per language and part of the site, named by
 * its content, the same for every reader, which the server renders with too.
 */

async function catalogOf(url: string, cookie?: string) {
  const answer = await callRoute(rootLoader, url, { cookie });
  return (answer.body as { catalog: string }).catalog;
}

const fetchCatalog = (href: string) => callRoute(catalogLoader, href, { params: { file: href.slice("/i18n/".length) } });

describe("the message files", () => {
  test("each language and part of the site has its own; the student area's has the student's language, the admin area's English", async () => {
    const student = await signedInUser("student", "Catalog Reader");
    await setPreferredLanguage(student.user.id, "ne");
    const admin = await signedInUser("admin", "Catalog Admin");
    await setPreferredLanguage(admin.user.id, "ne");
    const hrefs = {
      english: await catalogOf("/about"),
      nepali: await catalogOf("/ne/about"),
      nepaliStudent: await catalogOf("/student", student.cookie),
      englishAdminArea: await catalogOf("/admin", admin.cookie),
    };
    expect(hrefs.english).toMatch(/^\/i18n\/en\.public\.[\w-]{12}\.json$/);
    expect(hrefs.nepali).toMatch(/^\/i18n\/ne\.public\.[\w-]{12}\.json$/);
    expect(hrefs.nepaliStudent).toMatch(/^\/i18n\/ne\.signedIn\.[\w-]{12}\.json$/);
    expect(hrefs.englishAdminArea).toMatch(/^\/i18n\/en\.staff\.[\w-]{12}\.json$/);
    expect(new Set(Object.values(hrefs)).size).toBe(4);
    // the server's middleware keeps these addresses out of the private answers by the same path
    expect(MESSAGE_CATALOGS_PATH).toBe(SHARED_FILES_PATH);
    expect(Object.values(hrefs).every((href) => href.startsWith(SHARED_FILES_PATH))).toBe(true);
    // the same address for every reader: the second visitor's page names the file the first one's did
    expect(await catalogOf("/ne/about")).toBe(hrefs.nepali);
  });

  test("a file holds its part's messages, as the server renders them, kept by every cache for a year", async () => {
    const href = await catalogOf("/ne/about");
    const answer = await fetchCatalog(href);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const messages = answer.body as Record<string, unknown>;
    expect(messages["public.about.story"]).toEqual(["हाम्रो कथा"]);
    expect(messages).toEqual(catalogMessages(href));
    // what only the server formats (mails, the invoice, actions' messages) and the student area's words stay out of it
    const keys = Object.keys(messages);
    expect(keys.filter((key) => /^(mail|documents|server|student)\./.test(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(500);
  });

  test("the student area's file has the student area's messages too", async () => {
    const { user, cookie } = await signedInUser("student", "Catalog Student");
    await setPreferredLanguage(user.id, "ne");
    const messages = (await fetchCatalog(await catalogOf("/student", cookie))).body as Record<string, unknown>;
    // compiled, as the browser renders them: the text and its values' places
    expect(messages["student.dashboard.welcome"]).toEqual(["फेरि स्वागत छ, ", ["name"]]);
    expect(messages["public.about.story"]).toEqual(["हाम्रो कथा"]);
  });

  test.each([
    ["another content's hash", (href: string) => href.replace(/\.[\w-]{12}\.json$/, ".AAAAAAAAAAAA.json")],
    ["a language the site does not speak", (href: string) => href.replace("/i18n/ne.", "/i18n/xx.")],
    ["a word every object inherits", (href: string) => href.replace("/i18n/ne.", "/i18n/constructor.")],
    ["no part of the site", () => "/i18n/ne.json"],
  ])("%s is not found", async (_what, change) => {
    const answer = await fetchCatalog(change(await catalogOf("/ne/about")));
    expect(answer.status).toBe(404);
  });
});
