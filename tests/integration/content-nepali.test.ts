import { XMLParser, XMLValidator } from "fast-xml-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, test } from "vitest";
import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import type { ArticlePage } from "~/domain/article";
import type { FaqSection } from "~/domain/faq";
import type { LegalPageView } from "~/features/content/legal-view.server";
import { catalogMessages } from "~/i18n/catalog-registry";
import { browserCatalogHref } from "~/i18n/catalogs.server";
import { LocaleProvider } from "~/i18n/i18n";
import { addStarterLegalDocuments } from "~/models/legal-document.server";
import { getGeneralSettings } from "~/models/settings.server";
import { addStarterSiteCopy, getSiteCopy, saveSiteCopy } from "~/models/site-copy.server";
import * as articleEdit from "~/routes/admin.content.articles.$id";
import * as articleRevisions from "~/routes/admin.content.articles.$id_.revisions";
import * as articleNew from "~/routes/admin.content.articles.new";
import * as faqEdit from "~/routes/admin.content.faqs.$id";
import * as faqRevisions from "~/routes/admin.content.faqs.$id_.revisions";
import * as faqNew from "~/routes/admin.content.faqs.new";
import * as legalEdit from "~/routes/admin.content.legal.$kind";
import * as siteBlock from "~/routes/admin.content.site.$block";
import * as teamEdit from "~/routes/admin.content.team.$id";
import * as teamRevisions from "~/routes/admin.content.team.$id_.revisions";
import * as teamNew from "~/routes/admin.content.team.new";
import * as testimonialEdit from "~/routes/admin.content.testimonials.$id";
import * as testimonialRevisions from "~/routes/admin.content.testimonials.$id_.revisions";
import * as testimonialNew from "~/routes/admin.content.testimonials.new";
import * as blogIndex from "~/routes/_public.blog._index";
import * as blogPost from "~/routes/_public.blog.$slug";
import { loader as feedLoader } from "~/routes/blog.feed[.]xml";
import * as faqPage from "~/routes/_public.faq";
import * as privacyPage from "~/routes/_public.privacy-policy";
import * as teamPage from "~/routes/_public.team";
import * as termsPage from "~/routes/_public.terms";
import * as testimonialsPage from "~/routes/_public.testimonials";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { starterLegalDocuments } from "../../prisma/starter-content/legal";
import { STARTER_SITE_COPY } from "../../prisma/starter-content/site-copy";
import { uniqueTag } from "../support/fixtures/catalogue";
import { callRoute, formResult, type Answer, type RouteHandler } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

/*
 * Content has an English version and an optional Nepali one: a Nepali page shows the Nepali where it is written, else
 * the English marked as English (`lang`), never a blank. The editors write it beside the English, under the same
 * rules of length, and a revision keeps and restores it.
 */

let editor: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
  await addStarterSiteCopy(STARTER_SITE_COPY);
  await addStarterLegalDocuments(starterLegalDocuments({}), getEnv().APP_TIME_ZONE);
});

/** The id of the record a successful save redirected to (`/admin/content/<kind>/<id>`). */
function savedId(answer: Answer) {
  expect(answer.status).toBe(302);
  const match = /\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

function post(handler: RouteHandler, url: string, form: Record<string, string>, params: Record<string, string> = {}) {
  return callRoute(handler, url, { cookie: editor.cookie, params, form });
}

function restore(handler: RouteHandler, url: string, id: number, revisionId: number) {
  return callRoute(handler, url, { cookie: editor.cookie, params: { id: String(id) }, form: { revisionId: String(revisionId) } });
}

const revisionsOf = (entityType: string, entityId: number) => db.contentRevision.findMany({ where: { entityType, entityId }, orderBy: { id: "asc" } });

const longText = (length: number) => "क".repeat(length);

describe("articles", () => {
  const uniqueSlug = (prefix: string) => uniqueTag(`${prefix}-`).toLowerCase();
  const articleForm = (fields: Record<string, string>) => ({
    intent: "save",
    title: "Studying in Canada",
    slug: "",
    excerpt: "What to know first.",
    body: "## Why Canada\n\nWork rights.",
    tags: "Canada",
    seoTitle: "",
    seoDescription: "",
    titleNe: "",
    excerptNe: "",
    bodyNe: "",
    seoDescriptionNe: "",
    publishAt: "",
    ...fields,
  });
  const NEPALI = { titleNe: "क्यानडामा अध्ययन", excerptNe: "पहिले थाहा पाउनुपर्ने कुरा।", bodyNe: "## किन क्यानडा\n\nकाम गर्ने अधिकार।", seoDescriptionNe: "क्यानडामा पढ्न चाहने विद्यार्थीका लागि।" };
  const postNew = (fields: Record<string, string>) => post(articleNew.action, "/admin/content/articles/new", articleForm(fields));
  const postEdit = (id: number, fields: Record<string, string>) => post(articleEdit.action, `/admin/content/articles/${id}`, articleForm(fields), { id: String(id) });
  const readPost = async (path: string, slug: string) => {
    const answer = await callRoute(blogPost.loader, path, { params: { slug } });
    expect(answer.status).toBe(200);
    return answer.body as { article: ArticlePage; seo: { title: string; description: string } };
  };

  test("a Nepali reader gets the Nepali version where the article has one, else the English marked as English", async () => {
    const translated = uniqueSlug("nepali");
    const english = uniqueSlug("english");
    savedId(await postNew({ intent: "publish", slug: translated, ...NEPALI }));
    savedId(await postNew({ intent: "publish", slug: english, title: "Only in English" }));

    const nepaliPage = await readPost(`/ne/blog/${translated}`, translated);
    expect(nepaliPage.article).toMatchObject({ lang: "ne", title: "क्यानडामा अध्ययन" });
    expect(nepaliPage.article.html).toContain("<h2>किन क्यानडा</h2>");
    expect(nepaliPage.seo).toEqual({ title: "क्यानडामा अध्ययन", description: "क्यानडामा पढ्न चाहने विद्यार्थीका लागि।" });
    expect((await readPost(`/blog/${translated}`, translated)).article).toMatchObject({ lang: "en", title: "Studying in Canada" });

    const fallback = await readPost(`/ne/blog/${english}`, english);
    expect(fallback.article).toMatchObject({ lang: "en", title: "Only in English" });
    expect(fallback.article.html).toContain("<h2>Why Canada</h2>");

    const list = (await callRoute(blogIndex.loader, "/ne/blog")).body as { articles: Array<{ slug: string; lang: string; title: string; excerpt: string }> };
    expect(list.articles.find((row) => row.slug === translated)).toMatchObject({ lang: "ne", title: "क्यानडामा अध्ययन", excerpt: "पहिले थाहा पाउनुपर्ने कुरा।" });
    expect(list.articles.find((row) => row.slug === english)).toMatchObject({ lang: "en", title: "Only in English", excerpt: "What to know first." });
  });

  test("the Nepali feed carries the Nepali version where written, else the English, linking to the Nepali pages; the blog points to it", async () => {
    const translated = uniqueSlug("fed-nepali");
    const english = uniqueSlug("fed-english");
    savedId(await postNew({ intent: "publish", slug: translated, ...NEPALI }));
    savedId(await postNew({ intent: "publish", slug: english, title: "Fed only in English" }));
    type Channel = { title: string; link: string; language: string; item: Array<{ link: string; title: string; description: string; "content:encoded": string }> };
    const channelOf = async (path: string) => {
      const answer = await callRoute(feedLoader, path);
      expect(answer.headers.get("Content-Type")).toContain("application/rss+xml");
      expect(XMLValidator.validate(answer.body as string)).toBe(true);
      return (new XMLParser().parse(answer.body as string) as { rss: { channel: Channel } }).rss.channel;
    };
    const origin = getEnv().APP_URL;

    const nepali = await channelOf("/ne/blog/feed.xml");
    expect(nepali).toMatchObject({ language: "ne", link: `${origin}/ne/blog`, title: `${(await getGeneralSettings()).siteName} ब्लग` });
    expect(nepali.item.find((item) => item.link === `${origin}/ne/blog/${translated}`)).toMatchObject({ title: "क्यानडामा अध्ययन", description: "पहिले थाहा पाउनुपर्ने कुरा।" });
    expect(nepali.item.find((item) => item.link === `${origin}/ne/blog/${translated}`)?.["content:encoded"]).toContain("<h2>किन क्यानडा</h2>");
    expect(nepali.item.find((item) => item.link === `${origin}/ne/blog/${english}`)).toMatchObject({ title: "Fed only in English" });

    const englishFeed = await channelOf("/blog/feed.xml");
    expect(englishFeed).toMatchObject({ language: "en", link: `${origin}/blog` });
    expect(englishFeed.item.find((item) => item.link === `${origin}/blog/${translated}`)).toMatchObject({ title: "Studying in Canada" });

    expect(((await callRoute(blogIndex.loader, "/ne/blog")).body as { feed: unknown }).feed).toEqual({ href: "/ne/blog/feed.xml", title: "ब्लग" });
    expect(((await callRoute(blogPost.loader, `/blog/${translated}`, { params: { slug: translated } })).body as { feed: unknown }).feed).toEqual({ href: "/blog/feed.xml", title: "Blog" });
  });

  test("the editor saves the Nepali version with the article and its revision; an empty one is stored as none", async () => {
    const id = savedId(await postNew({ slug: uniqueSlug("saved"), ...NEPALI }));
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject(NEPALI);
    const [revision] = await revisionsOf("article", id);
    expect(JSON.parse(revision.data)).toMatchObject(NEPALI);
    const page = await callRoute(articleEdit.loader, `/admin/content/articles/${id}`, { cookie: editor.cookie, params: { id: String(id) } });
    expect((page.body as { values: Record<string, string> }).values).toMatchObject(NEPALI);

    const slug = uniqueSlug("none");
    const plain = savedId(await postNew({ slug }));
    expect(await db.article.findUniqueOrThrow({ where: { id: plain } })).toMatchObject({ titleNe: null, excerptNe: null, bodyNe: null, seoDescriptionNe: null });
  });

  test("the Nepali fields take the English ones' lengths, and a started Nepali version needs the texts the English has", async () => {
    const tooLong = await postNew({ slug: uniqueSlug("long"), ...NEPALI, titleNe: longText(201), excerptNe: longText(401) });
    expect(tooLong.status).toBe(400);
    expect(formResult(tooLong).error).toMatchObject({ titleNe: ["Nepali title must be at most 200 characters"], excerptNe: ["Nepali excerpt must be at most 400 characters"] });

    const partial = await postNew({ slug: uniqueSlug("partial"), titleNe: "क्यानडामा अध्ययन" });
    expect(partial.status).toBe(400);
    expect(formResult(partial).error).toMatchObject({
      excerptNe: ["The Nepali version needs its excerpt too, or none of its fields"],
      bodyNe: ["The Nepali version needs its body too, or none of its fields"],
    });
    expect(formResult(partial).error.titleNe).toBeUndefined();

    const seoAlone = await postNew({ slug: uniqueSlug("seo"), seoDescriptionNe: "विवरण" });
    expect(formResult(seoAlone).error.titleNe).toEqual(["The Nepali version needs its title too, or none of its fields"]);
  });

  test("restoring a revision puts its Nepali version back; one saved before articles had one takes it away", async () => {
    const slug = uniqueSlug("restored");
    const id = savedId(await postNew({ slug, ...NEPALI }));
    savedId(await postEdit(id, { slug, ...NEPALI, titleNe: "क्यानडामा पढाइ", bodyNe: "नयाँ पाठ।" }));
    const [first, second] = await revisionsOf("article", id);

    const page = await callRoute(articleRevisions.loader, `/admin/content/articles/${id}/revisions?compare=${first.id}`, { cookie: editor.cookie, params: { id: String(id) } });
    const { comparison } = (page.body as { history: { comparison: { changes: Array<{ field: string }> } } }).history;
    expect(comparison.changes.map((change) => change.field)).toEqual(["Nepali title", "Nepali body"]);

    const answer = await restore(articleRevisions.action, `/admin/content/articles/${id}/revisions`, id, first.id);
    expect(answer.toast).toMatchObject({ type: "success", title: "Revision restored" });
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject(NEPALI);

    const { titleNe: _title, excerptNe: _excerpt, bodyNe: _body, seoDescriptionNe: _seo, ...older } = JSON.parse(second.data) as Record<string, unknown>;
    const legacy = await db.contentRevision.create({ data: { entityType: "article", entityId: id, authorId: editor.user.id, data: JSON.stringify(older) } });
    await restore(articleRevisions.action, `/admin/content/articles/${id}/revisions`, id, legacy.id);
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject({ titleNe: null, excerptNe: null, bodyNe: null, seoDescriptionNe: null });
  });
});

describe("questions", () => {
  const faqForm = (fields: Record<string, string>) => ({ question: `How long does it take? ${uniqueTag("q")}`, answer: "About **two weeks**.", questionNe: "", answerNe: "", category: "demo-class", position: "", visible: "on", ...fields });
  const postNew = (fields: Record<string, string>) => post(faqNew.action, "/admin/content/faqs/new", faqForm(fields));
  const readFaqs = async (path: string) => ((await callRoute(faqPage.loader, path)).body as { sections: FaqSection[] }).sections.flatMap((section) => section.faqs);

  test("a Nepali reader gets the Nepali question and answer where written, else the English marked as English", async () => {
    const translated = savedId(await postNew({ questionNe: "कति समय लाग्छ?", answerNe: "करिब **दुई हप्ता**।" }));
    const english = savedId(await postNew({ question: "Only in English?" }));
    const nepaliFaqs = await readFaqs("/ne/faq");
    expect(nepaliFaqs.find((faq) => faq.id === translated)).toEqual({ id: translated, question: "कति समय लाग्छ?", html: "<p>करिब <strong>दुई हप्ता</strong>।</p>\n", lang: "ne" });
    expect(nepaliFaqs.find((faq) => faq.id === english)).toEqual({ id: english, question: "Only in English?", html: "<p>About <strong>two weeks</strong>.</p>\n", lang: "en" });
    expect((await readFaqs("/faq")).find((faq) => faq.id === translated)).toMatchObject({ lang: "en", html: "<p>About <strong>two weeks</strong>.</p>\n" });
  });

  test("the editor saves both, each as long as its English one, or neither", async () => {
    const id = savedId(await postNew({ questionNe: "कति समय लाग्छ?", answerNe: "करिब दुई हप्ता।" }));
    expect(await db.faq.findUniqueOrThrow({ where: { id } })).toMatchObject({ questionNe: "कति समय लाग्छ?", answerNe: "करिब दुई हप्ता।" });
    const page = await callRoute(faqEdit.loader, `/admin/content/faqs/${id}`, { cookie: editor.cookie, params: { id: String(id) } });
    expect((page.body as { values: Record<string, string> }).values).toMatchObject({ questionNe: "कति समय लाग्छ?", answerNe: "करिब दुई हप्ता।" });

    const tooLong = await postNew({ questionNe: longText(301), answerNe: "उत्तर" });
    expect(formResult(tooLong).error.questionNe).toEqual(["Nepali question must be at most 300 characters"]);
    const alone = await postNew({ questionNe: "कति समय लाग्छ?" });
    expect(alone.status).toBe(400);
    expect(formResult(alone).error.answerNe).toEqual(["The Nepali version needs its answer too, or none of its fields"]);
  });

  test("restoring a revision puts its Nepali question and answer back", async () => {
    const question = `Restored? ${uniqueTag("q")}`;
    const id = savedId(await postNew({ question, questionNe: "पहिलो प्रश्न?", answerNe: "पहिलो उत्तर।" }));
    savedId(await post(faqEdit.action, `/admin/content/faqs/${id}`, faqForm({ question, questionNe: "दोस्रो प्रश्न?", answerNe: "दोस्रो उत्तर।", position: "1" }), { id: String(id) }));
    const [first] = await revisionsOf("faq", id);
    const answer = await restore(faqRevisions.action, `/admin/content/faqs/${id}/revisions`, id, first.id);
    expect(answer.toast).toMatchObject({ type: "success", title: "Revision restored" });
    expect(await db.faq.findUniqueOrThrow({ where: { id } })).toMatchObject({ questionNe: "पहिलो प्रश्न?", answerNe: "पहिलो उत्तर।" });
  });
});

describe("testimonials", () => {
  const testimonialForm = (fields: Record<string, string>) => ({
    intent: "save",
    name: `Aarati ${uniqueTag("t")}`,
    destination: "Canada",
    university: "University of Toronto",
    quote: "My counselor helped me shortlist universities.",
    quoteNe: "",
    rating: "5",
    photoId: "",
    photoAlt: "",
    position: "",
    status: "shown",
    ...fields,
  });
  const postNew = (fields: Record<string, string>) => post(testimonialNew.action, "/admin/content/testimonials/new", testimonialForm(fields));
  const readShown = async (path: string) => ((await callRoute(testimonialsPage.loader, path)).body as { testimonials: Array<{ id: number; quote: string; lang: string }> }).testimonials;

  test("a Nepali reader gets the quote in Nepali where written, else in English marked as English", async () => {
    const translated = savedId(await postNew({ quoteNe: "मेरा परामर्शदाताले विश्वविद्यालय छान्न सघाउनुभयो।" }));
    const english = savedId(await postNew({}));
    const shown = await readShown("/ne/testimonials");
    expect(shown.find((row) => row.id === translated)).toMatchObject({ quote: "मेरा परामर्शदाताले विश्वविद्यालय छान्न सघाउनुभयो।", lang: "ne" });
    expect(shown.find((row) => row.id === english)).toMatchObject({ quote: "My counselor helped me shortlist universities.", lang: "en" });
    expect((await readShown("/testimonials")).find((row) => row.id === translated)).toMatchObject({ quote: "My counselor helped me shortlist universities.", lang: "en" });
  });

  test("the editor's Nepali quote is saved, as long as the English one at most, and restored with its revision", async () => {
    const tooLong = await postNew({ quoteNe: longText(1001) });
    expect(formResult(tooLong).error.quoteNe).toEqual(["Nepali testimonial must be at most 1000 characters"]);

    const form = testimonialForm({ quoteNe: "पहिलो अनुवाद।" });
    const id = savedId(await postNew(form));
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ quoteNe: "पहिलो अनुवाद।" });
    const saved = await post(testimonialEdit.action, `/admin/content/testimonials/${id}`, { ...form, quoteNe: "" }, { id: String(id) });
    expect(saved.toast).toMatchObject({ type: "success", title: "Testimonial saved" });
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ quoteNe: null });

    const [first] = await revisionsOf("testimonial", id);
    await restore(testimonialRevisions.action, `/admin/content/testimonials/${id}/revisions`, id, first.id);
    expect(await db.testimonial.findUniqueOrThrow({ where: { id } })).toMatchObject({ quoteNe: "पहिलो अनुवाद।" });
  });
});

describe("the team", () => {
  const memberForm = (fields: Record<string, string>) => ({
    intent: "save",
    name: `Sunita ${uniqueTag("m")}`,
    title: "Head of Counseling",
    bio: "Leads our counseling team.",
    titleNe: "",
    bioNe: "",
    photoId: "",
    photoAlt: "",
    position: "",
    visible: "on",
    userId: "",
    ...fields,
  });
  const postNew = (fields: Record<string, string>) => post(teamNew.action, "/admin/content/team/new", memberForm(fields));
  const readTeam = async (path: string) => ((await callRoute(teamPage.loader, path)).body as { members: Array<{ id: number; title: string; bio: string; lang: string }> }).members;

  test("a Nepali reader gets a member's title and bio in Nepali where written, else in English marked as English", async () => {
    const translated = savedId(await postNew({ titleNe: "परामर्श प्रमुख", bioNe: "हाम्रो परामर्श टोलीको नेतृत्व गर्नुहुन्छ।" }));
    const english = savedId(await postNew({}));
    const team = await readTeam("/ne/team");
    expect(team.find((member) => member.id === translated)).toMatchObject({ title: "परामर्श प्रमुख", bio: "हाम्रो परामर्श टोलीको नेतृत्व गर्नुहुन्छ।", lang: "ne" });
    expect(team.find((member) => member.id === english)).toMatchObject({ title: "Head of Counseling", bio: "Leads our counseling team.", lang: "en" });
  });

  test("an article's byline takes the author's Nepali title on the Nepali blog", async () => {
    savedId(await postNew({ title: "Editor", bio: "", titleNe: "सम्पादक", userId: String(editor.user.id) }));
    const slug = uniqueTag("byline-").toLowerCase();
    savedId(
      await post(articleNew.action, "/admin/content/articles/new", { intent: "publish", title: "Bylined", slug, excerpt: "", body: "Text.", tags: "", seoTitle: "", seoDescription: "", authorId: String(editor.user.id), publishAt: "" }),
    );
    const page = (await callRoute(blogPost.loader, `/ne/blog/${slug}`, { params: { slug } })).body as { article: ArticlePage };
    expect(page.article).toMatchObject({ lang: "en", authorTitle: "सम्पादक", authorTitleLang: "ne" });
  });

  test("the Nepali title and bio are saved as long as the English ones, the title first, and restored with a revision", async () => {
    const tooLong = await postNew({ titleNe: longText(121), bioNe: longText(601) });
    expect(formResult(tooLong).error).toMatchObject({ titleNe: ["Nepali title must be at most 120 characters"], bioNe: ["Nepali short bio must be at most 600 characters"] });
    const bioAlone = await postNew({ bioNe: "जीवनी" });
    expect(formResult(bioAlone).error.titleNe).toEqual(["The Nepali version needs its title too, or none of its fields"]);

    const form = memberForm({ titleNe: "परामर्श प्रमुख", bioNe: "पहिलो जीवनी।" });
    const id = savedId(await postNew(form));
    savedId(await post(teamEdit.action, `/admin/content/team/${id}`, { ...form, bioNe: "दोस्रो जीवनी।" }, { id: String(id) }));
    expect(await db.teamMember.findUniqueOrThrow({ where: { id } })).toMatchObject({ titleNe: "परामर्श प्रमुख", bioNe: "दोस्रो जीवनी।" });
    const [first] = await revisionsOf("team_member", id);
    await restore(teamRevisions.action, `/admin/content/team/${id}/revisions`, id, first.id);
    expect(await db.teamMember.findUniqueOrThrow({ where: { id } })).toMatchObject({ titleNe: "परामर्श प्रमुख", bioNe: "पहिलो जीवनी।" });
  });
});

describe("the site copy", () => {
  const saveBlock = (block: string, form: Record<string, string>) => post(siteBlock.action, `/admin/content/site/${block}`, form, { block });
  const blockForm = async (block: string) =>
    ((await callRoute(siteBlock.loader, `/admin/content/site/${block}`, { cookie: editor.cookie, params: { block } })).body as { values: Record<string, string> }).values;

  test("a Nepali page gets each field in Nepali where the block has it, and names the fields left in English", async () => {
    const { heroHeading, heroText } = STARTER_SITE_COPY.home.ne ?? {};
    await saveSiteCopy("home", { ...STARTER_SITE_COPY.home, ne: { heroHeading, heroText } }, editor.user.id);
    const home = await getSiteCopy("home", "ne");
    expect(home).toMatchObject({ heroHeading, heroText, aboutHeading: STARTER_SITE_COPY.home.aboutHeading });
    expect(home?.untranslated).toContain("aboutHeading");
    expect(home?.untranslated).not.toContain("heroHeading");
    // the rating's score is a figure, with no Nepali version to miss
    expect(home?.untranslated).not.toContain("ratingScore");
    const english = await getSiteCopy("home");
    expect(english).toMatchObject({ heroHeading: STARTER_SITE_COPY.home.heroHeading, untranslated: [] });
    expect(english).not.toHaveProperty("ne");

    // the launch copy has every field in Nepali
    await saveSiteCopy("home", STARTER_SITE_COPY.home, editor.user.id);
    expect(await getSiteCopy("home", "ne")).toMatchObject({ aboutHeading: STARTER_SITE_COPY.home.ne?.aboutHeading, untranslated: [] });
    expect(await getSiteCopy("about", "ne")).toMatchObject({ heading: STARTER_SITE_COPY.about.ne?.heading, untranslated: [] });
  });

  test("the editor writes a block's Nepali fields beside the English ones; they are stored under `ne`, with its revision", async () => {
    // the form opens with the launch copy's Nepali rows, one "days | hours" a line
    const launchRows = STARTER_SITE_COPY.hours.ne?.rows ?? [];
    expect(launchRows).toHaveLength(3);
    expect((await blockForm("hours")).rowsNe).toBe(launchRows.map((row) => `${row.days} | ${row.hours}`).join("\n"));
    const answer = await saveBlock("hours", { rows: "Sunday-Friday | 9:00 AM-5:00 PM", rowsNe: "आइतबार-शुक्रबार | बिहान ९:०० - बेलुका ५:००" });
    expect(answer.toast).toMatchObject({ type: "success", title: "Copy saved" });
    const stored = JSON.parse((await db.siteCopy.findUniqueOrThrow({ where: { key: "hours" } })).value) as { ne: unknown };
    expect(stored.ne).toEqual({ rows: [{ days: "आइतबार-शुक्रबार", hours: "बिहान ९:०० - बेलुका ५:००" }] });
    expect((await blockForm("hours")).rowsNe).toBe("आइतबार-शुक्रबार | बिहान ९:०० - बेलुका ५:००");
    const revision = await db.contentRevision.findFirstOrThrow({ where: { entityType: "site_copy" }, orderBy: { id: "desc" } });
    expect(JSON.parse(revision.data)).toMatchObject({ ne: stored.ne });
    expect((await getSiteCopy("hours", "ne"))?.rows).toEqual([{ days: "आइतबार-शुक्रबार", hours: "बिहान ९:०० - बेलुका ५:००" }]);
  });

  test("a Nepali field takes its English field's limits", async () => {
    const before = (await db.siteCopy.findUniqueOrThrow({ where: { key: "announcement" } })).value;
    const answer = await saveBlock("announcement", { text: "Offices closed", textNe: longText(201), link: "", from: "", until: "" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.textNe).toEqual(["The announcement in Nepali must be at most 200 characters"]);
    const pairs = await saveBlock("hours", { rows: "Sunday | Open", rowsNe: "आइतबार खुला" });
    expect(formResult(pairs).error.rowsNe).toEqual(['Line 1 of office hours in Nepali needs both parts, separated by "|"']);
    expect((await db.siteCopy.findUniqueOrThrow({ where: { key: "announcement" } })).value).toBe(before);
  });
});

describe("the legal pages", () => {
  const postLegal = (kind: string, form: Record<string, string>) => post(legalEdit.action, `/admin/content/legal/${kind}`, form, { kind });
  const readLegal = async (handler: RouteHandler, path: string) => {
    const answer = await callRoute(handler, path);
    expect(answer.status).toBe(200);
    return answer.body as LegalPageView;
  };
  const termsBody = async () => (await db.legalDocument.findFirstOrThrow({ where: { kind: "terms", publishedAt: { not: null } }, orderBy: { version: "desc" } })).body;

  test("a Nepali reader gets a version's Nepali text where it has one, else its English text marked as English", async () => {
    const body = await termsBody();
    expect((await postLegal("terms", { intent: "publish", body, bodyNe: "## १. परिचय\n\nयी सर्तहरू।", summary: "Adds the Nepali text." })).toast).toMatchObject({ title: "Version published" });
    const nepali = await readLegal(termsPage.loader, "/ne/terms");
    expect(nepali).toMatchObject({ lang: "ne", title: "नियम तथा सर्तहरू" });
    expect(nepali.html).toContain("<h2>१. परिचय</h2>");
    expect((await readLegal(termsPage.loader, "/terms")).html).toContain("<h2>1. Introduction</h2>");

    const privacy = await readLegal(privacyPage.loader, "/ne/privacy-policy");
    expect(privacy).toMatchObject({ lang: "en", title: "गोपनीयता नीति" });
    expect(privacy.html).toContain("We never sell your data");
  });

  test("a new Nepali text alone is a new version; the same texts again are refused; a draft started from a version takes both", async () => {
    const current = await db.legalDocument.findFirstOrThrow({ where: { kind: "terms", publishedAt: { not: null } }, orderBy: { version: "desc" } });
    const changed = await postLegal("terms", { intent: "publish", body: current.body, bodyNe: "## १. परिचय\n\nनयाँ सर्तहरू।", summary: "" });
    expect(changed.toast).toMatchObject({ title: "Version published" });
    const same = await postLegal("terms", { intent: "publish", body: current.body, bodyNe: "## १. परिचय\n\nनयाँ सर्तहरू।", summary: "" });
    expect(same.status).toBe(409);

    await postLegal("terms", { intent: "restore", version: String(current.version) });
    const draft = await db.legalDocument.findFirstOrThrow({ where: { kind: "terms", publishedAt: null } });
    expect(draft).toMatchObject({ body: current.body, bodyNe: current.bodyNe });
    const editorPage = await callRoute(legalEdit.loader, "/admin/content/legal/terms", { cookie: editor.cookie, params: { kind: "terms" } });
    expect((editorPage.body as { values: Record<string, string> }).values).toMatchObject({ bodyNe: current.bodyNe });
  });

  test("the Nepali text takes the English text's length", async () => {
    const answer = await postLegal("privacy", { intent: "save", body: "Text.", bodyNe: "x".repeat(100_001), summary: "" });
    expect(formResult(answer).error.bodyNe).toEqual(["The Nepali text must be at most 100000 characters"]);
  });
});

describe("the note beside English content on a Nepali page", () => {
  const render = (lang: string) => renderToStaticMarkup(createElement(LocaleProvider, { locale: "ne", messages: catalogMessages(browserCatalogHref("ne", "/ne/blog")), children: createElement(UntranslatedNote, { lang }) }));

  test("says, in Nepali, that the Nepali version is not available yet; nothing beside Nepali content", () => {
    expect(render("en")).toBe('<span lang="ne" class="block text-sm italic text-gray-600">यसको नेपाली संस्करण अझै उपलब्ध छैन, त्यसैले अङ्ग्रेजीमा देखाइएको छ।</span>');
    expect(render("ne")).toBe("");
    expect([contentLang("en", "ne"), contentLang("ne", "ne"), contentLang("en", "en")]).toEqual(["en", undefined, undefined]);
  });
});
