import { beforeAll, describe, expect, test } from "vitest";
import { STARTER_SITE_COPY } from "../../prisma/starter-content/site-copy";
import { activeAnnouncement } from "~/domain/site-copy";
import { toDateTimeLocal } from "~/domain/dates";
import { addStarterSiteCopy, getSiteCopy } from "~/models/site-copy.server";
import { getPageVersion } from "~/models/page-version.server";
import * as siteBlock from "~/routes/admin.content.site.$block";
import * as publicLayout from "~/routes/_public";
import * as contactPage from "~/routes/_public.contact/route";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { callRoute, formResult } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
  await addStarterSiteCopy(STARTER_SITE_COPY);
});

function save(block: string, form: Record<string, string>) {
  return callRoute(siteBlock.action, `/admin/content/site/${block}`, { cookie: editor.cookie, params: { block }, form });
}

/** The page-version cache of the copy is read again once the version moves; a clock past the recheck sees it. */
const later = () => Date.now() + 60_000;

describe("the site copy", () => {
  test("a fresh installation gets the starter copy once; an edited block is never overwritten", async () => {
    expect(await db.siteCopy.count()).toBe(4);
    expect(await addStarterSiteCopy(STARTER_SITE_COPY)).toBe(0);
  });

  test("the form shows the stored copy, lists one per line and pairs as 'value | label'", async () => {
    const page = await callRoute(siteBlock.loader, "/admin/content/site/home", { cookie: editor.cookie, params: { block: "home" } });
    const { values } = page.body as { values: Record<string, string> };
    expect(values.claims).toBe("Low-cost application\n100% satisfaction\n24/7 support");
    expect(values.stats.split("\n")[0]).toBe("2,800+ | Universities");
  });

  test("an edit of the office hours shows on the contact page at once and is kept as a revision", async () => {
    const version = await getPageVersion(later());
    const answer = await save("hours", { rows: "Sunday-Friday | 9:00 AM-5:00 PM\nSaturday | Closed" });
    expect(answer.toast).toMatchObject({ type: "success", title: "Copy saved" });
    expect(await getPageVersion(later() + 60_000)).toBeGreaterThan(version);
    const contact = await callRoute(contactPage.loader, "/contact");
    expect((contact.body as { hours: unknown }).hours).toEqual([
      { days: "Sunday-Friday", hours: "9:00 AM-5:00 PM" },
      { days: "Saturday", hours: "Closed" },
    ]);
    expect(await db.contentRevision.count({ where: { entityType: "site_copy" } })).toBeGreaterThan(0);
    expect(await db.auditLog.count({ where: { entityType: "site_copy", actorId: editor.user.id } })).toBeGreaterThan(0);
  });

  test("a line without its two parts is refused next to the field, with what was typed kept, and nothing changes", async () => {
    const before = await db.siteCopy.findUniqueOrThrow({ where: { key: "home" } });
    const answer = await save("home", { ...STARTER_FORM, stats: "2,800+ Universities" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.stats).toEqual(['Line 1 of figures needs both parts, separated by "|"']);
    expect(formResult(answer).initialValue).toMatchObject({ stats: "2,800+ Universities" });
    expect((await db.siteCopy.findUniqueOrThrow({ where: { key: "home" } })).value).toBe(before.value);
  });

  test("an unknown block is a 404", async () => {
    expect((await callRoute(siteBlock.loader, "/admin/content/site/constructor", { cookie: editor.cookie, params: { block: "constructor" } })).status).toBe(404);
  });
});

const STARTER_FORM: Record<string, string> = {
  heroHeading: "Study abroad",
  heroText: "Guidance.",
  claims: "One",
  stats: "1 | One",
  ratingScore: "",
  ratingReviews: "",
  aboutHeading: "About",
  aboutText: "Text",
  aboutPoints: "",
  bannerHeading: "Banner",
  bannerText: "Text",
  bannerCta: "Go",
  closingHeading: "Closing",
  closingText: "Text",
};

describe("the announcement", () => {
  test("shows on every public page within its period only", async () => {
    const zone = getEnv().APP_TIME_ZONE;
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const answer = await save("announcement", {
      text: "Offices closed for Dashain",
      link: "/contact",
      from: toDateTimeLocal(new Date(now - hour), zone),
      until: toDateTimeLocal(new Date(now + hour), zone),
    });
    expect(answer.toast).toMatchObject({ type: "success" });
    const layout = await callRoute(publicLayout.loader, "/");
    expect(layout.body).toEqual({ announcement: { text: "Offices closed for Dashain", link: "/contact" } });
    const stored = await getSiteCopy("announcement");
    expect(activeAnnouncement(stored, new Date(now + 2 * hour))).toBeNull();
    expect(activeAnnouncement(stored, new Date(now - 2 * hour))).toBeNull();
  });

  test("refuses an end before its start and a link that is neither a site path nor https", async () => {
    const answer = await save("announcement", { text: "x", link: "javascript:alert(1)", from: "2030-01-02T10:00", until: "2030-01-01T10:00" });
    expect(answer.status).toBe(400);
    const errors = formResult(answer).error;
    expect(errors.link).toEqual(["Enter a path of this site (/services/…) or a full https:// address"]);
    expect(errors.until).toEqual(["Choose an end after the start"]);
  });
});
