import { beforeAll, describe, expect, test } from "vitest";
import { dayInZone } from "~/domain/dates";
import type { LegalPageView } from "~/features/content/legal-view.server";
import { addStarterLegalDocuments, currentTermsVersion, readFormerPolicyTexts } from "~/models/legal-document.server";
import { getPageVersion } from "~/models/page-version.server";
import { getUserByEmail } from "~/models/user.server";
import * as legalEdit from "~/routes/admin.content.legal.$kind";
import * as legalList from "~/routes/admin.content.legal._index";
import * as settings from "~/routes/admin.settings/route";
import * as registerPage from "~/routes/_auth.register/route";
import * as privacyPage from "~/routes/_public.privacy-policy";
import * as termsOfUsePage from "~/routes/_public.terms-of-use";
import * as termsPage from "~/routes/_public.terms";
import * as registerApi from "~/routes/api.register";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { STARTER_POLICY_TEXTS, starterLegalDocuments } from "../../prisma/starter-content/legal";
import { callApi } from "../support/api";
import { callRoute, expectRedirect, formResult, type RouteHandler } from "../support/routes";
import { TEST_PASSWORD, signedInUser, uniqueEmail, type SignedInUser } from "../support/users";

let editor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
  admin = await signedInUser("admin", "Asha Admin");
});

const zone = () => getEnv().APP_TIME_ZONE;
/** A version read after every process-wide cache of it has lapsed. */
const pageVersion = () => getPageVersion(Date.now() + 60_000 + Math.random());

async function termsPageAt(url = "/terms") {
  return callRoute(termsPage.loader, url);
}

async function readTerms(url = "/terms") {
  const answer = await termsPageAt(url);
  expect(answer.status).toBe(200);
  return answer.body as LegalPageView;
}

function postTerms(form: Record<string, string>, user: SignedInUser = editor) {
  return callRoute(legalEdit.action, "/admin/content/legal/terms", { cookie: user.cookie, params: { kind: "terms" }, form });
}

const termsVersions = () => db.legalDocument.findMany({ where: { kind: "terms" }, orderBy: { version: "asc" }, select: { version: true, body: true, publishedAt: true, createdById: true } });

// first in the file: the kinds have no version only until this adds them
describe("the first versions", () => {
  test("an installation that saved its own policy texts in the Settings starts with them; the others keep the launch texts", async () => {
    await db.setting.create({ data: { key: "policies", value: JSON.stringify({ refundPolicy: "Refunds within *30* days.\n\nAsk [us] first.", privacyPolicy: "" }) } });
    const [terms, , privacy] = starterLegalDocuments(await readFormerPolicyTexts());
    expect(terms.body).toContain("## 5. Refund Policy\n\nRefunds within \\*30\\* days.\n\nAsk \\[us\\] first.");
    expect(terms.body).toContain(STARTER_POLICY_TEXTS.termsOfService);
    expect(privacy.body).toContain(STARTER_POLICY_TEXTS.privacyPolicy);
    await db.setting.delete({ where: { key: "policies" } });
    expect(await readFormerPolicyTexts()).toEqual({});
  });

  test("a database without legal pages gets version 1 of each, published May 1, 2025, once", async () => {
    const before = await pageVersion();
    expect(await addStarterLegalDocuments(starterLegalDocuments(), zone())).toBe(3);
    expect(await pageVersion()).toBeGreaterThan(before);
    expect(await addStarterLegalDocuments(starterLegalDocuments(), zone())).toBe(0);
    expect(await db.legalDocument.count()).toBe(3);
    expect(await currentTermsVersion()).toBe(1);

    const terms = await readTerms();
    expect(terms).toMatchObject({ title: "Terms and Conditions", version: 1, updated: "2025-05-01", earlier: null, earlierVersions: [] });
    for (const heading of ["1. Introduction", "5. Refund Policy", "7. Privacy Policy", "8. Limitation of Liability"]) expect(terms.html).toContain(`<h2>${heading}</h2>`);
    expect(terms.html).toContain('<a href="/privacy-policy">Privacy Policy</a>');
    expect(terms.html).toContain("within 7 days of purchase");
    const privacy = (await callRoute(privacyPage.loader, "/privacy-policy")).body as LegalPageView;
    expect(privacy.html).toContain("We never sell your data");
    expect(privacy.html).toContain("<h2>2. Cookies</h2>");
    const termsOfUse = (await callRoute(termsOfUsePage.loader, "/terms-of-use")).body as LegalPageView;
    expect(termsOfUse.html).toContain("<h2>2. Using this website</h2>");
  });
});

describe("publishing a version", () => {
  test("keeps the earlier versions with their dates; the page shows the newest and its day, and ?version=1 the first with a notice", async () => {
    const [first] = await termsVersions();
    const before = await pageVersion();
    const body = `${first.body}\n\n## 9. Governing Law\n\nThe laws of Nepal apply.`;
    const answer = await postTerms({ intent: "publish", body, summary: "Adds the governing law." });
    expectRedirect(answer, "/admin/content/legal/terms");
    expect(answer.toast).toMatchObject({ type: "success", title: "Version published" });
    expect(await pageVersion()).toBeGreaterThan(before);

    const versions = await termsVersions();
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    expect(versions[0]).toEqual(first);
    expect(versions[1]).toMatchObject({ body, createdById: editor.user.id });
    const today = dayInZone(versions[1].publishedAt!, zone());
    expect(await db.auditLog.count({ where: { entityType: "legal_document", action: "publish", actorId: editor.user.id } })).toBe(1);
    expect(await currentTermsVersion()).toBe(2);

    const page = await readTerms();
    expect(page).toMatchObject({ version: 2, updated: today, earlier: null, earlierVersions: [{ version: 1, from: "2025-05-01", until: today, path: "/terms?version=1" }] });
    expect(page.html).toContain("The laws of Nepal apply.");
    expect(termsPage.meta({ data: page, matches: [] } as never)).not.toContainEqual({ name: "robots", content: "noindex" });

    const earlier = await readTerms("/terms?version=1");
    expect(earlier).toMatchObject({ version: 1, updated: "2025-05-01", earlier: { from: "2025-05-01", until: today, currentPath: "/terms" } });
    expect(earlier.html).not.toContain("Governing Law");
    expect(termsPage.meta({ data: earlier, matches: [] } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  test("an unknown version, or one that is not a number, is a 404", async () => {
    for (const url of ["/terms?version=99", "/terms?version=0", "/terms?version=abc", "/terms?version=1.0"]) {
      expect({ url, status: (await termsPageAt(url)).status }).toEqual({ url, status: 404 });
    }
  });

  test("a draft is never public, and saving it again keeps one draft", async () => {
    const current = (await termsVersions()).at(-1)!;
    const saved = await postTerms({ intent: "save", body: `${current.body}\n\nA sentence still under review.`, summary: "" });
    expect(saved.toast).toMatchObject({ type: "success", title: "Draft saved" });
    await postTerms({ intent: "save", body: `${current.body}\n\nA sentence still under review, reworded.`, summary: "Rewording." });
    const versions = await termsVersions();
    expect(versions.map((row) => [row.version, row.publishedAt === null])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(versions[2].body).toContain("reworded");
    expect((await readTerms()).version).toBe(2);
    expect((await readTerms()).html).not.toContain("under review");
    expect((await termsPageAt("/terms?version=3")).status).toBe(404);
    expect(await currentTermsVersion()).toBe(2);
    const editorPage = await callRoute(legalEdit.loader, "/admin/content/legal/terms", { cookie: editor.cookie, params: { kind: "terms" } });
    expect((editorPage.body as { values: { body: string } }).values.body).toContain("reworded");
  });

  test("the text in force, or an empty text, is refused next to the field with what was typed kept, and nothing changes", async () => {
    const before = await termsVersions();
    const current = before.find((row) => row.version === 2)!;
    const same = await postTerms({ intent: "publish", body: `\n${current.body}\n`, summary: "Nothing really." });
    expect(same.status).toBe(409);
    expect(formResult(same).error.body).toEqual(["This is the text of version 2, the one in force: change it before publishing."]);
    expect(formResult(same).initialValue).toMatchObject({ summary: "Nothing really." });

    const empty = await postTerms({ intent: "publish", body: "   ", summary: "Kept summary." });
    expect(empty.status).toBe(400);
    expect(formResult(empty).error.body).toEqual(["The text is required"]);
    expect(formResult(empty).initialValue).toMatchObject({ summary: "Kept summary." });
    expect(await termsVersions()).toEqual(before);
  });

  test("Preview renders the text as the page will and saves nothing", async () => {
    const before = await termsVersions();
    const answer = await postTerms({ intent: "preview", body: "## A heading\n\n<script>alert(1)</script>", summary: "" });
    expect(answer.status).toBe(200);
    const { preview } = answer.body as { preview: string };
    expect(preview).toContain("<h2>A heading</h2>");
    expect(preview).not.toContain("<script>");
    expect(await termsVersions()).toEqual(before);
  });

  test("a draft started from an earlier version takes its text, is audited, and changes nothing on the site", async () => {
    const [first] = await termsVersions();
    const answer = await postTerms({ intent: "restore", version: "1" }, admin);
    expectRedirect(answer, "/admin/content/legal/terms");
    expect(answer.toast).toMatchObject({ type: "success", title: "Draft started" });
    const versions = await termsVersions();
    expect(versions).toHaveLength(3);
    expect(versions[2]).toMatchObject({ version: 3, publishedAt: null, body: first.body, createdById: admin.user.id });
    expect(await db.auditLog.count({ where: { entityType: "legal_document", action: "restore", actorId: admin.user.id } })).toBe(1);
    expect((await readTerms()).version).toBe(2);

    // publishing it puts the first text back as version 3, the versions between stay
    const published = await postTerms({ intent: "publish", body: first.body, summary: "Back to the launch terms." }, admin);
    expect(published.toast).toMatchObject({ title: "Version published" });
    expect((await readTerms()).earlierVersions.map((row) => row.version)).toEqual([2, 1]);

    const unknown = await postTerms({ intent: "restore", version: "42" });
    expect(unknown.toast).toMatchObject({ type: "error", title: "Not found" });
  });

  test("the content area and the Settings' Terms & Policies tab list each page's version in force", async () => {
    const list = await callRoute(legalList.loader, "/admin/content/legal", { cookie: editor.cookie });
    const pages = (list.body as { pages: Array<{ kind: string; current: { version: number } | null; draftVersion: number | null }> }).pages;
    expect(pages.map((page) => [page.kind, page.current?.version, page.draftVersion])).toEqual([
      ["terms", 3, null],
      ["terms_of_use", 1, null],
      ["privacy", 1, null],
    ]);
    const tab = await callRoute(settings.loader, "/admin/settings?tab=policies", { cookie: admin.cookie });
    expect(tab.body).toMatchObject({ tab: "policies", form: null, legalPages: pages });
  });
});

describe("registration", () => {
  test("records the version of the terms in force, on the web form and through the API", async () => {
    const current = await currentTermsVersion();
    expect(current).toBe(3);
    const email = uniqueEmail("registered");
    const answer = await callRoute(registerPage.action, "/register", { form: { name: "Nima Sherpa", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: "on" } });
    expectRedirect(answer, "/student");
    const viaApi = uniqueEmail("api");
    const api = await callApi(registerApi, { method: "POST", path: "/api/register", body: { name: "Api Student", email: viaApi, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD } });
    expect(api.status).toBe(201);
    for (const address of [email, viaApi]) {
      const user = await getUserByEmail(address);
      expect((await db.user.findUniqueOrThrow({ where: { id: user!.id }, select: { acceptedTermsVersion: true } })).acceptedTermsVersion).toBe(current);
    }
  });
});

describe("who edits the legal pages", () => {
  const endpoints = (): Array<{ name: string; handler: RouteHandler; path: string; params?: Record<string, string>; form?: Record<string, string> }> => [
    { name: "list", handler: legalList.loader, path: "/admin/content/legal" },
    { name: "editor", handler: legalEdit.loader, path: "/admin/content/legal/privacy", params: { kind: "privacy" } },
    { name: "publish", handler: legalEdit.action, path: "/admin/content/legal/privacy", params: { kind: "privacy" }, form: { intent: "publish", body: "## Taken over", summary: "" } },
  ];

  test("an editor and an admin open the pages; an unknown kind is a 404", async () => {
    for (const user of [editor, admin]) {
      for (const endpoint of endpoints().filter((row) => !row.form)) {
        const answer = await callRoute(endpoint.handler, endpoint.path, { cookie: user.cookie, params: endpoint.params });
        expect({ name: endpoint.name, status: answer.status }).toEqual({ name: endpoint.name, status: 200 });
      }
    }
    expect((await callRoute(legalEdit.loader, "/admin/content/legal/refunds", { cookie: editor.cookie, params: { kind: "refunds" } })).status).toBe(404);
  });

  test("a counsellor is refused with 403 and a student sent to their area, and nothing changes", async () => {
    const counsellor = await signedInUser("counsellor", "Kiran Counsellor");
    const student = await signedInUser("student", "Nima Student");
    const before = await db.legalDocument.findMany({ orderBy: { id: "asc" } });
    for (const endpoint of endpoints()) {
      const refused = await callRoute(endpoint.handler, endpoint.path, { cookie: counsellor.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: refused.status }).toEqual({ name: endpoint.name, status: 403 });
      const sent = await callRoute(endpoint.handler, endpoint.path, { cookie: student.cookie, params: endpoint.params, form: endpoint.form });
      expect({ name: endpoint.name, status: sent.status, location: sent.location }).toEqual({ name: endpoint.name, status: 302, location: "/student" });
    }
    expect(await db.legalDocument.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });
});
