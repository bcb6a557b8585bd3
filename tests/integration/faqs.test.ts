import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, test } from "vitest";
import { JsonLd } from "~/components/content/json-ld";
import { FAQ_CATEGORIES, type FaqCategory, type FaqView } from "~/domain/faq";
import { createFaq } from "~/models/faq.server";
import { getPageVersion } from "~/models/page-version.server";
import { addStarterFaqs } from "~/models/starter-content.server";
import * as faqEdit from "~/routes/admin.content.faqs.$id";
import * as faqRevisions from "~/routes/admin.content.faqs.$id_.revisions";
import * as faqList from "~/routes/admin.content.faqs._index";
import * as faqNew from "~/routes/admin.content.faqs.new";
import * as contactPage from "~/routes/_public.contact/route";
import * as faqPage from "~/routes/_public.faq";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { loader as servicePageLoader } from "~/shared-routes/service-page";
import { db } from "~/utils/db.server";
import { STARTER_FAQS } from "../../prisma/starter-content/faqs";
import { seedCatalogue, uniqueTag } from "../support/fixtures/catalogue";
import { callRoute, formResult, type Answer } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;

beforeAll(async () => {
  await seedCatalogue();
  editor = await signedInUser("editor", "Esha Editor");
});

function faqForm(fields: Record<string, string> = {}) {
  return { question: `How long does it take? ${uniqueTag("q")}`, answer: "About **two weeks**.", category: "general", position: "", visible: "on", ...fields };
}

const postNew = (fields: Record<string, string>) => callRoute(faqNew.action, "/admin/content/faqs/new", { cookie: editor.cookie, form: faqForm(fields) });

function postEdit(faqId: number, fields: Record<string, string>) {
  return callRoute(faqEdit.action, `/admin/content/faqs/${faqId}`, { cookie: editor.cookie, params: { id: String(faqId) }, form: fields });
}

/** The id of the question a successful save redirected to. */
function savedId(answer: Answer) {
  expect(answer.status).toBe(302);
  const match = /^\/admin\/content\/faqs\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

type FaqPageData = { sections: Array<{ category: string; label: string; faqs: FaqView[] }>; structuredData: unknown };

async function readFaqPage() {
  return (await callRoute(faqPage.loader, "/faq")).body as FaqPageData;
}

async function contactFaqs() {
  return ((await callRoute(contactPage.loader, "/contact")).body as { faqs: FaqView[] }).faqs;
}

async function serviceFaqs(slug: FaqCategory) {
  return ((await callRoute(servicePageLoader, `/services/${slug}`)).body as { faqs: FaqView[] }).faqs;
}

/** A version read after every process-wide cache of it has lapsed. */
const pageVersion = () => getPageVersion(Date.now() + 60_000 + Math.random());

// first in the file: the table is empty only until a test adds a question
describe("starter questions", () => {
  test("a database without questions gets the launch questions, each on its page in order; a second run writes none", async () => {
    const versionBefore = await pageVersion();
    expect(await addStarterFaqs(STARTER_FAQS)).toBe(STARTER_FAQS.length);
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    expect(await db.contentRevision.count({ where: { entityType: "faq" } })).toBe(STARTER_FAQS.length);
    const general = STARTER_FAQS.filter((faq) => faq.category === "general").map((faq) => faq.question);
    expect((await contactFaqs()).map((faq) => faq.question)).toEqual(general);
    const sop = STARTER_FAQS.filter((faq) => faq.category === "sop-writing").map((faq) => faq.question);
    expect(sop.length).toBeGreaterThan(0);
    expect((await serviceFaqs("sop-writing")).map((faq) => faq.question)).toEqual(sop);
    expect(await addStarterFaqs(STARTER_FAQS)).toBe(0);
    expect(await db.faq.count()).toBe(STARTER_FAQS.length);
  });
});

describe("editing the questions", () => {
  test("a new question is saved with a revision, shows at once on its category's page and on /faq, its answer rendered", async () => {
    const versionBefore = await pageVersion();
    const question = `Can I pay in instalments? ${uniqueTag("q")}`;
    const answer = await postNew({ question, category: "loan-assistance" });
    const id = savedId(answer);
    expect(answer.toast).toMatchObject({ type: "success", title: "Question saved" });
    expect(await db.faq.findUniqueOrThrow({ where: { id } })).toMatchObject({ question, answer: "About **two weeks**.", category: "loan-assistance", visible: true });
    expect(await db.contentRevision.count({ where: { entityType: "faq", entityId: id } })).toBe(1);
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    expect(await serviceFaqs("loan-assistance")).toContainEqual({ id, question, html: "<p>About <strong>two weeks</strong>.</p>\n", lang: "en" });
    expect((await contactFaqs()).map((faq) => faq.id)).not.toContain(id);
    const section = (await readFaqPage()).sections.find((row) => row.category === "loan-assistance");
    expect(section?.label).toBe("Education Loan Assistance");
    expect(section?.faqs.map((faq) => faq.id)).toContain(id);
  });

  test("an answer's raw HTML and script links never reach a page", async () => {
    const id = savedId(await postNew({ answer: '<img src=x onerror="alert(1)"> [click](javascript:alert(2))', category: "demo-class" }));
    const shown = (await serviceFaqs("demo-class")).find((faq) => faq.id === id);
    expect(shown?.html).not.toMatch(/<img|javascript:/);
    expect(shown?.html).toContain("&lt;img");
  });

  test("the order puts questions in place within their category; an empty order puts a new one last", async () => {
    const tag = uniqueTag("order");
    const third = savedId(await postNew({ question: `${tag} third`, category: "speaking-mock", position: "30" }));
    const first = savedId(await postNew({ question: `${tag} first`, category: "speaking-mock", position: "10" }));
    const last = savedId(await postNew({ question: `${tag} last`, category: "speaking-mock" }));
    expect((await db.faq.findUniqueOrThrow({ where: { id: last } })).position).toBe(31);
    const ids = (await serviceFaqs("speaking-mock")).map((faq) => faq.id).filter((id) => [first, third, last].includes(id));
    expect(ids).toEqual([first, third, last]);
  });

  test("a question without its text, an unknown category or a negative order comes back with the field's message, the rest kept, nothing saved", async () => {
    const before = await db.faq.count();
    const answer = await postNew({ question: " ", answer: "Kept answer", category: "visas", position: "-1" });
    expect(answer.status).toBe(400);
    const result = formResult(answer);
    expect(result.error).toMatchObject({
      question: ["Question is required"],
      category: ["Choose a category from the list"],
      position: ["The order must be a whole number from 0 to 9999"],
    });
    expect(result.initialValue).toMatchObject({ answer: "Kept answer", category: "visas" });
    expect(await db.faq.count()).toBe(before);
  });

  test("hiding a question takes it off the pages at once and is audited; showing it puts it back", async () => {
    const question = `Is the test hard? ${uniqueTag("q")}`;
    const id = savedId(await postNew({ question }));
    expect((await contactFaqs()).map((faq) => faq.id)).toContain(id);
    const versionBefore = await pageVersion();
    savedId(await postEdit(id, faqForm({ question, visible: "" })));
    expect(await pageVersion()).toBeGreaterThan(versionBefore);
    expect((await contactFaqs()).map((faq) => faq.id)).not.toContain(id);
    expect((await readFaqPage()).sections.flatMap((section) => section.faqs).map((faq) => faq.id)).not.toContain(id);
    savedId(await postEdit(id, faqForm({ question, visible: "on" })));
    expect((await contactFaqs()).map((faq) => faq.id)).toContain(id);
    const audit = await db.auditLog.findMany({ where: { entityType: "faq", entityId: id }, orderBy: { id: "asc" }, select: { action: true, fromStatus: true, toStatus: true, actorId: true } });
    expect(audit).toEqual([
      { action: "hide", fromStatus: "visible", toStatus: "hidden", actorId: editor.user.id },
      { action: "show", fromStatus: "hidden", toStatus: "visible", actorId: editor.user.id },
    ]);
  });

  test("every save is a revision; one is compared with now and restored as a revision of its own", async () => {
    const id = savedId(await postNew({ question: "First wording?", answer: "First answer." }));
    savedId(await postEdit(id, faqForm({ question: "Second wording?", answer: "First answer.", position: "5" })));
    const revisions = await db.contentRevision.findMany({ where: { entityType: "faq", entityId: id }, orderBy: { id: "asc" } });
    expect(revisions).toHaveLength(2);
    const page = await callRoute(faqRevisions.loader, `/admin/content/faqs/${id}/revisions?compare=${revisions[0].id}`, { cookie: editor.cookie, params: { id: String(id) } });
    const { history } = page.body as { history: { comparison: { changes: Array<{ field: string }> } } };
    expect(history.comparison.changes.map((change) => change.field)).toEqual(["Question", "Order"]);
    const restore = await callRoute(faqRevisions.action, `/admin/content/faqs/${id}/revisions`, { cookie: editor.cookie, params: { id: String(id) }, form: { revisionId: String(revisions[0].id) } });
    expect(restore.toast).toMatchObject({ type: "success", title: "Revision restored" });
    const firstPosition = (JSON.parse(revisions[0].data) as { position: number }).position;
    expect(await db.faq.findUniqueOrThrow({ where: { id } })).toMatchObject({ question: "First wording?", position: firstPosition });
    expect(await db.contentRevision.count({ where: { entityType: "faq", entityId: id } })).toBe(3);
    expect(await db.auditLog.count({ where: { entityType: "faq", entityId: id, action: "restore_revision", actorId: editor.user.id } })).toBe(1);
  });

  test("the list is searched and filtered by category, in the categories' order then the order within each", async () => {
    const tag = uniqueTag("Listed");
    const loan = await createFaq({ question: `${tag} loan`, answer: "x", category: "loan-assistance", position: 1, visible: true }, editor.user.id);
    const generalLate = await createFaq({ question: `${tag} general late`, answer: "x", category: "general", position: 9, visible: false }, editor.user.id);
    const generalEarly = await createFaq({ question: `${tag} general early`, answer: "x", category: "general", position: 2, visible: true }, editor.user.id);
    const list = async (search: URLSearchParams) => {
      const answer = await callRoute(faqList.loader, `/admin/content/faqs?${search}`, { cookie: editor.cookie });
      expect(answer.status).toBe(200);
      return (answer.body as { rows: Array<{ id: number; category: string }> }).rows.map((row) => row.id);
    };
    expect(await list(new URLSearchParams({ search_keyword: tag }))).toEqual([generalEarly.id, generalLate.id, loan.id]);
    expect(await list(new URLSearchParams({ search_keyword: tag, filters: JSON.stringify({ category: "loan-assistance" }) }))).toEqual([loan.id]);
  });
});

describe("/faq", () => {
  test("groups the visible questions by category in the categories' order, and is in the site map", async () => {
    const { sections } = await readFaqPage();
    const order = sections.map((section) => FAQ_CATEGORIES.indexOf(section.category as FaqCategory));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(sections[0]).toMatchObject({ category: "general", label: "General" });
    expect(await (await sitemapLoader()).text()).toContain("<loc>http://localhost:3000/faq</loc>");
  });

  test("its FAQPage JSON-LD names every visible question, and no question or answer can close the script it sits in", async () => {
    const question = `What if I write </script><script>alert(1)</script>? ${uniqueTag("q")}`;
    savedId(await postNew({ question, answer: "Then `</script>` is only text & stays so." }));
    const { structuredData, sections } = await readFaqPage();
    const markup = renderToStaticMarkup(createElement(JsonLd, { data: structuredData }));
    const opening = /^<script type="application\/ld\+json"(?: nonce="[^"]*")?>/.exec(markup)?.[0];
    expect(opening).toBeDefined();
    // the block's own end is the only "</script" in it, and nothing in it opens a tag or a comment
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    const text = markup.slice(opening!.length, -"</script>".length);
    expect(text).not.toMatch(/[<>]/);
    const parsed = JSON.parse(text) as { "@type": string; mainEntity: Array<{ "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }> };
    expect(parsed["@type"]).toBe("FAQPage");
    expect(parsed.mainEntity).toHaveLength(sections.flatMap((section) => section.faqs).length);
    const entry = parsed.mainEntity.find((row) => row.name === question);
    expect(entry).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer", text: "<p>Then <code>&lt;/script&gt;</code> is only text &amp; stays so.</p>\n" } });
  });
});
