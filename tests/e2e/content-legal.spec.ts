import { expect, test, type Page } from "@playwright/test";
import { format, parse } from "date-fns";
import { dayInZone } from "~/domain/dates";
import { raisePageVersion } from "~/models/page-version.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { expectToast, failOnPageErrors, gotoReady, signInAs } from "../support/browser";
import { uniqueTag } from "../support/fixtures/catalogue";

failOnPageErrors(test);

// The Terms of Use, which no other spec dates (site-pages.spec.ts reads the Terms and Conditions' "Last updated May 1,
// 2025"): the versions a test publishes are taken away again at its end, and the two tests of this file never publish
// at once.
test.describe.configure({ mode: "serial" });

/** Back to the seed's one version of the terms of use; the page version moves, so no page cache keeps the published one. */
async function backToTheFirstTerms() {
  await db.legalDocument.deleteMany({ where: { kind: "terms_of_use", version: { gt: 1 } } });
  await db.$transaction((tx) => raisePageVersion(tx));
}

test.afterEach(backToTheFirstTerms);

/** "May 1, 2025": a publication day as the page writes it, in the consultancy's zone. */
function pageDay(instant: Date) {
  return format(parse(dayInZone(instant, getEnv().APP_TIME_ZONE), "yyyy-MM-dd", new Date()), "MMMM d, yyyy");
}

async function openTermsEditor(page: Page, js: boolean) {
  if (js) await gotoReady(page, "/admin/content/legal/terms_of_use");
  else await page.goto("/admin/content/legal/terms_of_use");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
}

for (const js of [true, false]) {
  test.describe(`the legal pages with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("an editor publishes a new version of the terms of use; a visitor reads it with its new date, and the first version still reads at ?version=1", async ({ page, browser }) => {
      await signInAs(page, "editor", "Esha Editor");
      await openTermsEditor(page, js);
      const text = page.getByLabel("Text", { exact: true });
      const first = await text.inputValue();
      expect(first).toContain("## 1. Acceptance");
      const clause = `These terms are governed by the laws of Nepal (${uniqueTag("law")}).`;
      await text.fill(`${first}\n\n## 5. Governing Law\n\n${clause}`);

      const preview = page.getByRole("region", { name: "Preview: Text", exact: true });
      if (!js) await page.getByRole("button", { name: "Preview" }).click();
      await expect(preview.getByRole("heading", { level: 2, name: "5. Governing Law" })).toBeVisible();
      await expect(page.getByLabel("Text", { exact: true })).toHaveValue(new RegExp(`${clause.replace(/[()]/g, "\\$&")}$`));

      await page.getByLabel("What changed (optional)").fill("Adds the governing law.");
      await page.getByRole("button", { name: "Publish" }).click();
      await expectToast(page, "Version published");
      const versions = page.getByRole("region", { name: "Versions" });
      await expect(versions.getByTestId("legal-version-2")).toContainText("In force");
      await expect(versions.getByTestId("legal-version-2")).toContainText("Adds the governing law.");
      await expect(versions.getByTestId("legal-version-1")).toContainText("Earlier");

      const published = await db.legalDocument.findUniqueOrThrow({ where: { kind_version: { kind: "terms_of_use", version: 2 } }, select: { publishedAt: true } });
      const visitor = await browser.newPage();
      await visitor.goto("/terms-of-use");
      await expect(visitor.getByRole("heading", { level: 2, name: "5. Governing Law" })).toBeVisible();
      await expect(visitor.getByText(clause)).toBeVisible();
      await expect(visitor.getByText(`Last updated ${pageDay(published.publishedAt!)}`)).toBeVisible();
      const earlier = visitor.getByRole("region", { name: "Earlier versions" });
      await expect(earlier).toContainText(`in force from May 1, 2025 to ${pageDay(published.publishedAt!)}`);

      await earlier.getByRole("link", { name: "Version 1" }).click();
      await expect(visitor).toHaveURL(/\/terms-of-use\?version=1$/);
      await expect(visitor.getByRole("complementary", { name: "Earlier version" })).toContainText("This is an earlier version");
      await expect(visitor.getByText("Last updated May 1, 2025")).toBeVisible();
      await expect(visitor.getByRole("heading", { level: 2, name: "4. Changes" })).toBeVisible();
      await expect(visitor.getByText(clause)).toHaveCount(0);
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await visitor.getByRole("link", { name: "Read the current version" }).click();
      await expect(visitor).toHaveURL(/\/terms-of-use$/);
      await expect(visitor.getByText(clause)).toBeVisible();
      await visitor.close();
    });

    test("Publish of an empty text, or of the text in force, comes back with the message next to the text and the rest kept", async ({ page }) => {
      await signInAs(page, "editor", "Esha Editor");
      await openTermsEditor(page, js);
      const text = page.getByLabel("Text", { exact: true });
      const summary = page.getByLabel("What changed (optional)");
      await summary.fill("Nothing yet.");
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(text).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("This is the text of version 1, the one in force: change it before publishing.")).toBeVisible();
      await expect(summary).toHaveValue("Nothing yet.");

      // spaces pass the browser's own check of a required field; the server refuses them
      await text.fill("   ");
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("The text is required")).toBeVisible();
      await expect(summary).toHaveValue("Nothing yet.");
      expect(await db.legalDocument.count({ where: { kind: "terms_of_use" } })).toBe(1);
    });
  });
}
