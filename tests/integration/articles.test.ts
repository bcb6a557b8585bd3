import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, test } from "vitest";
import { toDateTimeLocal } from "~/domain/dates";
import { runDueJobs } from "~/jobs/worker.server";
import { getPageVersion } from "~/models/page-version.server";
import * as articleEdit from "~/routes/admin.content.articles.$id";
import * as articleRevisions from "~/routes/admin.content.articles.$id_.revisions";
import * as articleNew from "~/routes/admin.content.articles.new";
import * as contentPreview from "~/routes/admin.content.preview";
import * as blogIndex from "~/routes/_public.blog._index";
import * as blogPost from "~/routes/_public.blog.$slug";
import * as blogPreview from "~/routes/_public.blog.preview.$id";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { loader as feedLoader } from "~/routes/blog.feed[.]xml";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { signedLink } from "~/utils/signed-link.server";
import { uniqueTag } from "../support/fixtures/catalogue";
import { callRoute, formResult, type Answer } from "../support/routes";
import { signedInUser, type SignedInUser } from "../support/users";

let editor: SignedInUser;
let counsellor: SignedInUser;

beforeAll(async () => {
  editor = await signedInUser("editor", "Esha Editor");
  counsellor = await signedInUser("counsellor", "Kiran Counsellor");
});

const zone = () => getEnv().APP_TIME_ZONE;

/** A slug of this test's own (tests share one database). */
const uniqueSlug = (prefix: string) => uniqueTag(`${prefix}-`).toLowerCase();

function articleForm(fields: Record<string, string>) {
  return { intent: "save", title: "Studying in Canada", slug: "", excerpt: "What to know first.", body: "## Why Canada\n\nWork rights.", tags: "Canada, Visa", seoTitle: "", seoDescription: "", publishAt: "", ...fields };
}

async function postNew(fields: Record<string, string>) {
  return callRoute(articleNew.action, "/admin/content/articles/new", { cookie: editor.cookie, form: articleForm(fields) });
}

function postEdit(articleId: number, fields: Record<string, string>) {
  return callRoute(articleEdit.action, `/admin/content/articles/${articleId}`, { cookie: editor.cookie, params: { id: String(articleId) }, form: fields });
}

/** The id of the article a successful save redirected to. */
function savedId(answer: Answer) {
  expect(answer.status).toBe(302);
  const match = /^\/admin\/content\/articles\/(\d+)$/.exec(answer.location ?? "");
  expect(match).not.toBeNull();
  return Number(match![1]);
}

async function createDraft(slug: string, fields: Record<string, string> = {}) {
  return savedId(await postNew({ slug, ...fields }));
}

function readBlogPost(slug: string) {
  return callRoute(blogPost.loader, `/blog/${slug}`, { params: { slug } });
}

async function drainJobs(now: Date) {
  while ((await runDueJobs({ now, limit: 10 })) > 0);
}

describe("writing an article", () => {
  test("a new article is a draft with the slug made from its title, its tags and a first revision; it is not public", async () => {
    const title = `Studying in Canada ${uniqueTag("t")}`;
    const answer = await postNew({ title });
    const id = savedId(answer);
    expect(answer.toast).toMatchObject({ type: "success", title: "Article saved" });
    const article = await db.article.findUniqueOrThrow({ where: { id }, include: { tags: { orderBy: { slug: "asc" } } } });
    expect(article).toMatchObject({ status: "draft", slug: title.toLowerCase().replace(/ /g, "-"), authorId: null, publishedAt: null });
    expect(article.tags.map((tag) => tag.name)).toEqual(["Canada", "Visa"]);
    expect(await db.contentRevision.count({ where: { entityType: "article", entityId: id } })).toBe(1);
    expect((await readBlogPost(article.slug)).status).toBe(404);
  });

  test("a taken slug comes back next to the field with everything typed kept, and nothing is saved", async () => {
    const slug = uniqueSlug("taken");
    await createDraft(slug);
    const before = await db.article.count();
    const answer = await postNew({ slug, title: "Another title", body: "Typed body" });
    expect(answer.status).toBe(409);
    const result = formResult(answer);
    expect(result.error.slug).toEqual(["Another article uses this slug. Choose another one."]);
    expect(result.initialValue).toMatchObject({ title: "Another title", body: "Typed body", slug });
    expect(await db.article.count()).toBe(before);
  });

  test("a slug that is not lowercase words and hyphens is refused next to the field", async () => {
    const answer = await postNew({ slug: "not a/slug!" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.slug?.[0]).toMatch(/^Write a slug/);
  });

  test("Publish without a body is refused next to the body, and the draft is not saved", async () => {
    const before = await db.article.count();
    const answer = await postNew({ intent: "publish", slug: uniqueSlug("empty"), body: "" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.body).toEqual(["An article needs a body before it is published"]);
    expect(await db.article.count()).toBe(before);
  });

  test("Preview renders the body as typed, sanitised, and saves nothing", async () => {
    const before = await db.article.count();
    const answer = await postNew({ intent: "preview", body: "## Heading\n\n<script>alert(1)</script>" });
    expect(answer.status).toBe(200);
    const body = answer.body as { preview: string };
    expect(body.preview).toContain("<h2>Heading</h2>");
    expect(body.preview).not.toContain("<script");
    expect(formResult(answer).initialValue).toMatchObject({ body: "## Heading\n\n<script>alert(1)</script>" });
    expect(await db.article.count()).toBe(before);
    const live = await callRoute(contentPreview.action, "/admin/content/preview", { cookie: editor.cookie, form: { body: "**bold**" } });
    expect(live.body).toEqual({ html: "<p><strong>bold</strong></p>\n" });
  });
});

describe("publishing", () => {
  test("Publish puts the article on the blog at once, raises the page version and is audited", async () => {
    const slug = uniqueSlug("live");
    const versionBefore = await getPageVersion(Date.now() + 60_000);
    const id = savedId(await postNew({ intent: "publish", slug, title: "Live article" }));
    const article = await db.article.findUniqueOrThrow({ where: { id } });
    expect(article.status).toBe("published");
    expect(article.publishedAt).not.toBeNull();
    expect(await getPageVersion(Date.now() + 120_000)).toBeGreaterThan(versionBefore);
    const page = await readBlogPost(slug);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ article: { title: "Live article", html: expect.stringContaining("<h2>Why Canada</h2>") } });
    expect(await db.auditLog.findFirst({ where: { entityType: "article", entityId: id }, select: { action: true, fromStatus: true, toStatus: true, actorId: true } })).toEqual({
      action: "publish",
      fromStatus: "draft",
      toStatus: "published",
      actorId: editor.user.id,
    });
    const list = await callRoute(blogIndex.loader, "/blog?tag=canada");
    expect((list.body as { articles: Array<{ slug: string }> }).articles.map((row) => row.slug)).toContain(slug);
  });

  test("unpublishing takes it off the blog; archiving keeps it off", async () => {
    const slug = uniqueSlug("off");
    const id = savedId(await postNew({ intent: "publish", slug }));
    expect((await postEdit(id, { intent: "unpublish" })).toast).toMatchObject({ type: "success", title: "Article unpublished" });
    expect((await readBlogPost(slug)).status).toBe(404);
    expect((await postEdit(id, { intent: "archive" })).toast).toMatchObject({ type: "success", title: "Article archived" });
    expect((await db.article.findUniqueOrThrow({ where: { id } })).status).toBe("archived");
    const again = await postEdit(id, { intent: "archive" });
    expect(again.toast).toMatchObject({ type: "error", title: "Action not allowed" });
  });

  test("a time in the past cannot be scheduled: the message is next to the time, and nothing is saved", async () => {
    const id = await createDraft(uniqueSlug("past"));
    const past = toDateTimeLocal(new Date(Date.now() - 60 * 60 * 1000), zone());
    const answer = await postEdit(id, articleForm({ intent: "schedule", slug: "", title: "Changed title", publishAt: past }));
    expect(answer.status).toBe(409);
    expect(formResult(answer).error.publishAt).toEqual(["Choose a publication time in the future."]);
    expect(formResult(answer).initialValue).toMatchObject({ title: "Changed title", publishAt: past });
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft", title: "Studying in Canada" });
  });

  test("a scheduled article goes live at its time through the job queue, with no one online", async () => {
    const slug = uniqueSlug("scheduled");
    const id = await createDraft(slug);
    const at = new Date(Math.ceil((Date.now() + 2 * 60 * 60 * 1000) / 60_000) * 60_000);
    const answer = await postEdit(id, articleForm({ intent: "schedule", slug, publishAt: toDateTimeLocal(at, zone()) }));
    expect(answer.toast).toMatchObject({ type: "success", title: "Article scheduled" });
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "scheduled", publishAt: at });

    await drainJobs(new Date(at.getTime() - 1000));
    expect((await readBlogPost(slug)).status).toBe(404);

    const versionBefore = await getPageVersion(at.getTime() + 60_000);
    await drainJobs(at);
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "published", publishedAt: at, publishAt: null });
    expect(await getPageVersion(at.getTime() + 120_000)).toBeGreaterThan(versionBefore);
    expect((await readBlogPost(slug)).status).toBe(200);
    expect(await db.auditLog.findFirst({ where: { entityType: "article", entityId: id, toStatus: "published" }, select: { actorId: true, detail: true } })).toEqual({
      actorId: null,
      detail: "Published at its scheduled time",
    });
  });

  test("a scheduled article unscheduled before its time stays a draft when the time comes", async () => {
    const slug = uniqueSlug("unscheduled");
    const id = await createDraft(slug);
    const at = new Date(Math.ceil((Date.now() + 3 * 60 * 60 * 1000) / 60_000) * 60_000);
    await postEdit(id, articleForm({ intent: "schedule", slug, publishAt: toDateTimeLocal(at, zone()) }));
    await postEdit(id, { intent: "unpublish" });
    await drainJobs(new Date(at.getTime() + 1000));
    expect((await db.article.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
  });
});

describe("slugs and revisions", () => {
  test("a changed slug answers 301 from the old address; the old slug is not free for another article", async () => {
    const first = uniqueSlug("first");
    const second = uniqueSlug("second");
    const id = savedId(await postNew({ intent: "publish", slug: first }));
    savedId(await postEdit(id, articleForm({ slug: second })));
    const old = await readBlogPost(first);
    expect({ status: old.status, location: old.location }).toEqual({ status: 301, location: `/blog/${second}` });
    expect((await readBlogPost(second)).status).toBe(200);
    const clash = await postNew({ slug: first });
    expect(formResult(clash).error.slug).toEqual(["Another article uses this slug. Choose another one."]);
    // the article may take its own old slug back, and the newer one then leads to it
    savedId(await postEdit(id, articleForm({ slug: first })));
    expect((await readBlogPost(first)).status).toBe(200);
    expect((await readBlogPost(second)).location).toBe(`/blog/${first}`);
  });

  test("every save is a revision; one is compared with now and restored, and the restore is audited", async () => {
    const slug = uniqueSlug("revised");
    const id = await createDraft(slug, { title: "First title", body: "First body" });
    await postEdit(id, articleForm({ slug, title: "Second title", body: "Second body" }));
    const revisions = await db.contentRevision.findMany({ where: { entityType: "article", entityId: id }, orderBy: { id: "asc" } });
    expect(revisions).toHaveLength(2);

    const page = await callRoute(articleRevisions.loader, `/admin/content/articles/${id}/revisions?compare=${revisions[0].id}`, { cookie: editor.cookie, params: { id: String(id) } });
    const { comparison } = (page.body as { history: { comparison: { changes: Array<{ field: string; parts: Array<{ text: string; change: string }> }> } } }).history;
    expect(comparison.changes.map((change) => change.field)).toEqual(["Title", "Body"]);
    expect(comparison.changes[0].parts).toEqual([
      { text: "First title", change: "removed" },
      { text: "Second title", change: "added" },
    ]);

    const restore = await callRoute(articleRevisions.action, `/admin/content/articles/${id}/revisions`, { cookie: editor.cookie, params: { id: String(id) }, form: { revisionId: String(revisions[0].id) } });
    expect(restore.toast).toMatchObject({ type: "success", title: "Revision restored" });
    expect(await db.article.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "First title", body: "First body" });
    expect(await db.contentRevision.count({ where: { entityType: "article", entityId: id } })).toBe(3);
    expect(await db.auditLog.count({ where: { entityType: "article", entityId: id, action: "restore_revision", actorId: editor.user.id } })).toBe(1);
  });

  test("another article's revision cannot be restored here", async () => {
    const mine = await createDraft(uniqueSlug("mine"));
    const theirs = await createDraft(uniqueSlug("theirs"));
    const revision = await db.contentRevision.findFirstOrThrow({ where: { entityType: "article", entityId: theirs } });
    const answer = await callRoute(articleRevisions.action, `/admin/content/articles/${mine}/revisions`, { cookie: editor.cookie, params: { id: String(mine) }, form: { revisionId: String(revision.id) } });
    expect(answer.toast).toMatchObject({ type: "error", title: "Not found" });
  });
});

describe("previews", () => {
  test("a draft's preview opens for content staff and with a signed link until it expires; for no one else", async () => {
    const id = await createDraft(uniqueSlug("preview"), { title: "Draft in preview" });
    const path = `/blog/preview/${id}`;
    const open = (url: string, cookie?: string) => callRoute(blogPreview.loader, url, { cookie, params: { id: String(id) } });
    expect((await open(path, editor.cookie)).status).toBe(200);
    expect((await open(path)).status).toBe(404);
    expect((await open(path, counsellor.cookie)).status).toBe(404);
    const link = signedLink(path, new Date(Date.now() + 60_000));
    const shared = await open(link);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("Cache-Control") ?? "").not.toContain("public");
    expect(shared.body).toMatchObject({ article: { title: "Draft in preview" }, status: "draft" });
    expect((await open(signedLink(path, new Date(Date.now() - 1000)))).status).toBe(404);
    const tampered = link.replace(/signature=(.)/, (_match, first: string) => `signature=${first === "A" ? "B" : "A"}`);
    expect(tampered).not.toBe(link);
    expect((await open(tampered)).status).toBe(404);
    expect((await open(link.replace(path, `/blog/preview/${id + 1}`), undefined)).status).toBe(404);
  });
});

describe("the blog's public pages", () => {
  test("the index pages by 10, newest first; an unknown tag or page is a 404", async () => {
    const tag = uniqueTag("Paged");
    for (let index = 0; index < 11; index += 1) await postNew({ intent: "publish", slug: uniqueSlug(`paged${index}`), tags: tag });
    const first = await callRoute(blogIndex.loader, `/blog?tag=${tag.toLowerCase()}`);
    const second = await callRoute(blogIndex.loader, `/blog?tag=${tag.toLowerCase()}&page=2`);
    expect((first.body as { articles: unknown[] }).articles).toHaveLength(10);
    expect((second.body as { articles: unknown[] }).articles).toHaveLength(1);
    expect((await callRoute(blogIndex.loader, `/blog?tag=${tag.toLowerCase()}&page=3`)).status).toBe(404);
    expect((await callRoute(blogIndex.loader, "/blog?page=0")).status).toBe(404);
    expect((await callRoute(blogIndex.loader, "/blog?tag=no-such-tag-anywhere")).status).toBe(404);
  });

  test("the feed is valid RSS 2.0 of the latest 20 published articles, each with its address, and no draft", async () => {
    const live = uniqueSlug("fed");
    const draft = uniqueSlug("unfed");
    await postNew({ intent: "publish", slug: live, title: "Fed article" });
    await createDraft(draft);
    const response = await callRoute(feedLoader, "/blog/feed.xml");
    expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = response.body as string;
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = (new XMLParser().parse(xml) as { rss: { channel: { item: Array<{ link: string; title: string }> } } }).rss.channel;
    expect(channel.item.length).toBeLessThanOrEqual(20);
    expect(channel.item.find((item) => item.link === `http://localhost:3000/blog/${live}`)).toMatchObject({ title: "Fed article" });
    expect(channel.item.some((item) => item.link.endsWith(`/blog/${draft}`))).toBe(false);
  });

  test("an article's page describes it to search engines: Article and BreadcrumbList data, and no script can escape it", async () => {
    const slug = uniqueSlug("described");
    await postNew({ intent: "publish", slug, title: "</script><script>alert(1)</script>" });
    const page = await readBlogPost(slug);
    const [article, breadcrumbs] = (page.body as { structuredData: Array<Record<string, unknown>> }).structuredData;
    expect(article).toMatchObject({ "@type": "Article", headline: "</script><script>alert(1)</script>", url: `http://localhost:3000/blog/${slug}` });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
  });

  test("sitemap.xml is valid XML listing the published articles with their last change, and no draft", async () => {
    const live = uniqueSlug("mapped");
    const draft = uniqueSlug("unmapped");
    await postNew({ intent: "publish", slug: live });
    await createDraft(draft);
    const xml = await (await sitemapLoader()).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = (new XMLParser().parse(xml) as { urlset: { url: Array<{ loc: string; lastmod?: string }> } }).urlset.url;
    const entry = urls.find((url) => url.loc === `http://localhost:3000/blog/${live}`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(urls.some((url) => url.loc.endsWith(`/blog/${draft}`))).toBe(false);
  });
});
