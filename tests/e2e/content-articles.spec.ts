import { expect, test, type Page } from "@playwright/test";
import { toDateTimeLocal } from "~/domain/dates";
import { createArticle } from "~/models/article.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { expectToast, failOnPageErrors, gotoReady, signInAs } from "../support/browser";
import { uniqueTag } from "../support/fixtures/catalogue";
import { imageBytes } from "../support/fixtures/images";

failOnPageErrors(test);

/**
 * The scheduled publication's time, brought to now: what the clock would do by itself. The job keeps its key, so the
 * server's own worker finds it due and publishes the article, as it would at the time the editor chose.
 */
async function letTheTimeCome(articleId: number) {
  const now = new Date(Date.now() - 1000);
  await db.article.update({ where: { id: articleId }, data: { publishAt: now } });
  await db.job.update({ where: { key: `article-publish:${articleId}` }, data: { runAt: now, payload: JSON.stringify({ articleId, publishAt: now.toISOString() }) } });
}

async function openNewArticle(page: Page, js: boolean) {
  if (js) await gotoReady(page, "/admin/content/articles/new");
  else await page.goto("/admin/content/articles/new");
  await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible();
}

for (const js of [true, false]) {
  test.describe(`the article editor with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("an editor writes an article, previews the body as it is typed and the page as readers will see it", async ({ page }) => {
      await signInAs(page, "editor", "Esha Editor");
      const title = `Visa interviews in ${uniqueTag("Spring")}`;
      await openNewArticle(page, js);
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Excerpt", { exact: true }).fill("What the officers ask first.");
      await page.getByLabel("Body", { exact: true }).fill("## Prepare your answers\n\n- Your course\n- Your funds");
      await page.getByLabel("Tags").fill("Visa, Interviews");

      const preview = page.getByRole("region", { name: "Preview: Body", exact: true });
      if (!js) await page.getByRole("button", { name: "Preview" }).click();
      await expect(preview.getByRole("heading", { level: 2, name: "Prepare your answers" })).toBeVisible();
      await expect(preview.getByRole("listitem")).toHaveText(["Your course", "Your funds"]);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

      await page.getByRole("button", { name: "Save draft" }).click();
      await expectToast(page, "Article saved");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("link", { name: "Preview", exact: true }).click();
      // the save's toast may still show beside the preview's banner, both of them status messages
      await expect(page.getByRole("status").filter({ hasText: "Preview of an article" })).toContainText("Preview of an article that is draft");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Prepare your answers" })).toBeVisible();
    });

    test("a scheduled article appears at its time for a visitor, on the blog, in the feed and in the sitemap", async ({ page, browser }) => {
      const editor = await signInAs(page, "editor", "Esha Editor");
      const title = `Scholarships in ${uniqueTag("Autumn")}`;
      const slug = title.toLowerCase().replace(/\s+/g, "-");
      const { id: articleId } = await createArticle({ title, slug, excerpt: "", body: "## Apply early", tags: "", coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId: null }, editor.id);
      if (js) await gotoReady(page, `/admin/content/articles/${articleId}`);
      else await page.goto(`/admin/content/articles/${articleId}`);
      const at = new Date(Date.now() + 30 * 60 * 1000);
      await page.getByLabel(/^Publication time/).fill(toDateTimeLocal(at, getEnv().APP_TIME_ZONE));
      await page.getByRole("button", { name: "Schedule" }).click();
      await expectToast(page, "Article scheduled");
      await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();

      const visitor = await browser.newPage();
      expect((await visitor.goto(`/blog/${slug}`))!.status()).toBe(404);
      await letTheTimeCome(articleId);
      await expect.poll(async () => (await visitor.request.get(`/blog/${slug}`)).status(), { timeout: 10_000 }).toBe(200);
      await visitor.goto(`/blog/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await visitor.goto("/blog");
      await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible();
      expect(await (await visitor.request.get("/blog/feed.xml")).text()).toContain(`<title><![CDATA[${title}]]></title>`);
      expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);
      await visitor.close();
    });

    test("an editor puts a picture in an article, and a visitor sees it with its alt text", async ({ page, browser }) => {
      await signInAs(page, "editor", "Esha Editor");
      const picture = { name: "campus-walk.png", mimeType: "image/png", buffer: Buffer.from(await imageBytes("png", { width: 800, height: 600 })) };
      const alt = `Students walking across a campus ${uniqueTag("a")}`;
      let snippet: string;
      if (js) {
        await openNewArticle(page, js);
        await page.getByRole("button", { name: "Insert image" }).click();
        const panel = page.getByRole("group", { name: "Insert an image" });
        await panel.getByLabel("Image").setInputFiles(picture);
        await panel.getByLabel("Alt text").fill(alt);
        await panel.getByRole("button", { name: "Upload and insert" }).click();
        await expect(page.getByLabel("Body", { exact: true })).toHaveValue(new RegExp(`!\\[${alt}\\]\\(/media/`));
        snippet = await page.getByLabel("Body", { exact: true }).inputValue();
      } else {
        await page.goto("/admin/content/media/new");
        await page.getByLabel("Image").setInputFiles(picture);
        await page.getByLabel("Alt text").fill(alt);
        await page.getByRole("button", { name: "Upload" }).click();
        await expectToast(page, "Image uploaded");
        snippet = await page.getByLabel("Markdown to paste into an article").first().inputValue();
        expect(snippet).toMatch(new RegExp(`^!\\[${alt}\\]\\(/media/`));
        await openNewArticle(page, js);
        await page.getByLabel("Body", { exact: true }).fill(snippet);
      }
      const title = `Campus life ${uniqueTag("c")}`;
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByRole("button", { name: "Publish" }).click();
      await expectToast(page, "Article published");

      const visitor = await browser.newPage();
      await visitor.goto(`/blog/${title.toLowerCase().replace(/\s+/g, "-")}`);
      const image = visitor.getByRole("img", { name: alt });
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      await visitor.close();
    });

    test("Publish without a body comes back with the message next to the body and the title kept", async ({ page }) => {
      await signInAs(page, "editor", "Esha Editor");
      await openNewArticle(page, js);
      const title = `Empty ${uniqueTag("a")}`;
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByRole("button", { name: "Publish" }).click();
      const body = page.getByLabel("Body", { exact: true });
      await expect(body).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("An article needs a body before it is published")).toBeVisible();
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
      expect(await db.article.count({ where: { title } })).toBe(0);
    });
  });
}

test("an admin restores an earlier revision of a published article, and the blog shows it", async ({ page }) => {
  const admin = await signInAs(page, "admin", "Asha Admin");
  const slug = uniqueTag("revised-").toLowerCase();
  const article = await db.article.create({ data: { title: "First words", slug, body: "First body", status: "published", publishedAt: new Date(), authorId: admin.id } });
  await db.contentRevision.create({ data: { entityType: "article", entityId: article.id, authorId: admin.id, data: JSON.stringify({ title: "First words", slug, excerpt: "", body: "First body", tags: "", coverImageId: null, coverAlt: "", seoTitle: "", seoDescription: "", authorId: admin.id }) } });
  await gotoReady(page, `/admin/content/articles/${article.id}`);
  await page.getByLabel("Title", { exact: true }).fill("Second words");
  await page.getByRole("button", { name: "Update" }).click();
  await expectToast(page, "Article saved");
  await page.getByRole("link", { name: "Revisions" }).click();
  await page.getByRole("link", { name: "Compare with now" }).click();
  await expect(page.getByRole("heading", { name: "Title", level: 3 })).toBeVisible();
  await page.getByRole("button", { name: "Restore" }).click();
  await expectToast(page, "Revision restored");
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "First words" })).toBeVisible();
});
