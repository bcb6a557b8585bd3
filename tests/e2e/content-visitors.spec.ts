import { expect, test } from "@playwright/test";
import { addGalleryPhoto, createGalleryAlbum } from "~/models/gallery.server";
import { createOpening } from "~/models/job-opening.server";
import { inviteToWriteTestimonial } from "~/models/testimonial-invitation.server";
import { db } from "~/utils/db.server";
import { expectToast, failOnPageErrors, gotoReady, signInAs } from "../support/browser";
import { uniqueTag } from "../support/fixtures/catalogue";
import { addLibraryImage } from "../support/fixtures/images";
import { PDF } from "../support/fixtures/files";
import { E2E_MAIL_DIR_VARIABLE, waitForMailFile } from "../support/mail";
import { uniqueEmail } from "../support/users";

failOnPageErrors(test);

const mailDir = () => process.env[E2E_MAIL_DIR_VARIABLE]!;

for (const js of [true, false]) {
  test.describe(`the public site's forms with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("a visitor applies for an opening with a CV, is mailed a confirmation, and an editor finds the application and its CV", async ({ page, browser }) => {
      const editor = await signInAs(page, "editor", "Esha Editor");
      const title = `Counselor ${uniqueTag("Role")}`;
      const slug = title.toLowerCase().replace(/\s+/g, "-");
      await createOpening({ title, slug, location: "Kathmandu", employmentType: "full_time", description: "## The role\n\nAdvise students.", closesOn: null, status: "open" }, editor.id);

      const visitor = await browser.newPage({ javaScriptEnabled: js });
      const email = uniqueEmail("applicant");
      const name = `Anu ${uniqueTag("Applicant")}`;
      if (js) await gotoReady(visitor, `/careers/${slug}`);
      else await visitor.goto(`/careers/${slug}`);
      await visitor.getByLabel("Name").fill(name);
      await visitor.getByLabel("Email").fill(email);
      await visitor.getByLabel("Phone").fill("+977 980 000 0001");
      await visitor.getByLabel("CV").setInputFiles({ name: "anu-cv.pdf", mimeType: "application/pdf", buffer: PDF });
      await visitor.getByLabel("Cover note (optional)").fill("I have advised students for three years.");
      await visitor.getByRole("button", { name: "Send application" }).click();
      await expectToast(visitor, "Application sent");
      const mail = await waitForMailFile({ dir: mailDir(), to: email });
      expect(mail.text).toContain(title);
      await visitor.close();

      await page.goto("/admin/content/careers/applications");
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toBeVisible();
      const cv = await page.request.get((await row.getByRole("link", { name: `Download the CV of ${name}: anu-cv.pdf` }).getAttribute("href"))!);
      expect(cv.status()).toBe(200);
      expect(cv.headers()["content-type"]).toContain("application/pdf");
    });
  });
}

for (const js of [true, false]) {
  test.describe(`the gallery in Nepali with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("an editor writes an album's and a photo's Nepali texts, and a Nepali visitor reads them", async ({ page, browser }) => {
      const editor = await signInAs(page, "editor", "Esha Editor");
      const tag = uniqueTag("Album");
      const slug = tag.toLowerCase();
      const album = await createGalleryAlbum({ title: `Convocation ${tag}`, slug, description: "Our graduates.", titleNe: null, descriptionNe: null, position: 0, visible: true }, editor.id);
      const image = await addLibraryImage({ width: 800, height: 600, uploadedById: editor.id });
      await addGalleryPhoto({ albumId: album.id, source: { imageId: image.id }, input: { caption: "Caps", alt: "Graduates throwing their caps", captionNe: null, altNe: null, position: null }, editorId: editor.id });

      if (js) await gotoReady(page, `/admin/content/gallery/${album.id}`);
      else await page.goto(`/admin/content/gallery/${album.id}`);
      const details = page.locator("#album-details");
      await details.getByLabel("Nepali title").fill(`दीक्षान्त ${tag}`);
      await details.getByLabel("Nepali description").fill("हाम्रा स्नातकहरू।");
      await details.getByRole("button", { name: "Save album" }).click();
      await expectToast(page, "Album saved");
      const photo = page.locator("#album-photos");
      await photo.getByLabel("Nepali alt text").fill("टोपी हावामा फाल्दै स्नातकहरू");
      await photo.getByLabel("Nepali caption").fill("टोपीहरू");
      await photo.getByRole("button", { name: "Save photo" }).click();
      await expectToast(page, "Photo saved");

      const visitor = await browser.newPage({ javaScriptEnabled: js });
      await visitor.goto(`/ne/gallery/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`दीक्षान्त ${tag}`);
      await expect(visitor.getByText("हाम्रा स्नातकहरू।")).toBeVisible();
      await expect(visitor.getByRole("img", { name: "टोपी हावामा फाल्दै स्नातकहरू" })).toBeVisible();
      await expect(visitor.locator("figcaption")).toHaveText("टोपीहरू");
      await visitor.goto(`/gallery/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Convocation ${tag}`);
      await expect(visitor.getByRole("img", { name: "Graduates throwing their caps" })).toBeVisible();
      await visitor.close();
    });
  });
}

test("an invited student's testimonial waits for an editor's approval, then shows on the site", async ({ page, browser }) => {
  const student = await signInAs(page, "student", `Sita ${uniqueTag("T")}`);
  await db.universityApplication.create({
    data: { studentId: student.id, university: "University of Toronto", country: "Canada", program: "MSc Computer Science", level: "postgraduate", intakeMonth: 9, intakeYear: 2027, stage: "visa_granted" },
  });
  await db.$transaction((tx) => inviteToWriteTestimonial(tx, { studentId: student.id, stage: "visa_granted", university: "University of Toronto", country: "Canada" }));
  const quote = `The mock interview made me calm ${uniqueTag("q")}.`;

  await gotoReady(page, "/student/testimonial");
  await page.getByRole("textbox", { name: "Your testimonial" }).fill(quote);
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByLabel(/^I agree that/).check();
  await page.getByRole("button", { name: "Send my testimonial" }).click();
  await expectToast(page, "Thank you for your testimonial");
  const visitor = await browser.newPage();
  await visitor.goto("/testimonials");
  await expect(visitor.getByText(quote)).toHaveCount(0);

  const editorPage = await browser.newPage();
  await signInAs(editorPage, "editor", "Esha Editor");
  await gotoReady(editorPage, "/admin/content/testimonials");
  const row = editorPage.getByRole("row").filter({ hasText: quote.slice(0, 30) });
  await row.getByRole("button", { name: "Approve" }).click();
  await expectToast(editorPage, "Testimonial approved");
  await expect.poll(async () => (await (await visitor.request.get("/testimonials")).text()).includes(quote), { timeout: 5_000 }).toBe(true);
  await editorPage.close();
  await visitor.close();
});
