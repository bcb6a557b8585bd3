import { expect, test, type Page } from "@playwright/test";
import { addChecklistItem, uploadChecklistVersion } from "~/models/checklist.server";
import { db } from "~/utils/db.server";
import { storeBytes } from "~/utils/uploads.server";
import { expectToast, gotoReady, signIn } from "../support/browser";
import { PDF } from "../support/fixtures/files";
import { createTestUser } from "../support/users";

async function counsellorAndStudent(tag: string) {
  const counsellor = await createTestUser("counsellor", `Counsellor ${tag}`);
  const student = await createTestUser("student", `Student ${tag}`);
  await db.user.update({ where: { id: student.id }, data: { counsellorId: counsellor.id } });
  return { counsellor, student };
}

/** Opens `path` and waits for it to be ready (hydrated with JavaScript). */
async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) return gotoReady(page, path);
  return page.goto(path);
}

const card = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the document checklist with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("staff add items; a rejection needs a reason; the student sees it and uploads again; staff accept", async ({ page }) => {
      const { counsellor, student } = await counsellorAndStudent(`checklist ${javaScriptEnabled}`);
      // the student's first version, sent through the model
      const passport = await addChecklistItem({ staffId: counsellor.id, studentId: student.id, name: "Passport", note: null, dueDay: null });
      await uploadChecklistVersion({ studentId: student.id, itemId: passport.id, document: await storeBytes(PDF, "passport-v1.pdf", "pdf") });

      await signIn(page, counsellor);
      const tab = `/admin/students/${student.id}/checklist`;
      await open(page, tab, javaScriptEnabled);

      // from a destination's template, and by hand
      await page.getByLabel("Destination's template").selectOption("Germany");
      await page.getByRole("button", { name: "Add template" }).click();
      await expectToast(page, "Template added");
      await expect(card(page, "Blocked account confirmation")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Passport", exact: true })).toHaveCount(1);
      await page.getByLabel("Name", { exact: true }).fill("Police clearance certificate");
      await page.getByLabel("Note for the student (optional)").fill("Issued in the last six months.");
      await page.getByRole("button", { name: "Add document" }).click();
      await expectToast(page, "Document requested");
      await expect(card(page, "Police clearance certificate")).toContainText("Issued in the last six months.");

      // a rejection without a reason is refused next to its field
      const item = card(page, "Passport");
      await item.getByRole("button", { name: "Reject" }).click();
      await expect(item.getByText("A reason is required to reject a document")).toBeVisible();
      await card(page, "Passport").getByLabel("Reason for rejecting Passport").fill("The photo page is cut off.");
      await card(page, "Passport").getByRole("button", { name: "Reject" }).click();
      await expectToast(page, "Document rejected");
      await expect(card(page, "Passport")).toContainText("Rejected");

      // the student reads the reason and sends a new version
      await signIn(page, student);
      await open(page, "/student/documents", javaScriptEnabled);
      const mine = card(page, "Passport");
      await expect(mine).toContainText("Not accepted: The photo page is cut off.");
      await mine.getByLabel("New version of Passport").setInputFiles({ name: "passport-v2.pdf", mimeType: "application/pdf", buffer: PDF });
      await mine.getByRole("button", { name: "Upload" }).click();
      await expectToast(page, "Document uploaded");
      await expect(card(page, "Passport")).toContainText("Uploaded, waiting for review");
      await expect(card(page, "Passport").getByRole("link", { name: /^Version \d/ })).toHaveText(["Version 1: passport-v1.pdf", "Version 2: passport-v2.pdf"]);

      // staff accept it; the student sees it accepted, with no upload form left
      await signIn(page, counsellor);
      await open(page, tab, javaScriptEnabled);
      await card(page, "Passport").getByRole("button", { name: "Accept" }).click();
      await expectToast(page, "Document accepted");
      await signIn(page, student);
      await open(page, "/student/documents", javaScriptEnabled);
      await expect(card(page, "Passport")).toContainText("Accepted");
      await expect(card(page, "Passport").getByRole("button", { name: "Upload" })).toHaveCount(0);
    });

    test("a file named with = ; quotes, accents and an emoji is uploaded and listed under its name", async ({ page }) => {
      const { counsellor, student } = await counsellorAndStudent(`checklist names ${javaScriptEnabled}`);
      await addChecklistItem({ staffId: counsellor.id, studentId: student.id, name: "Offer letter", note: null, dueDay: null });
      await signIn(page, student);
      await open(page, "/student/documents", javaScriptEnabled);
      const item = card(page, "Offer letter");
      await item.getByLabel("File for Offer letter").setInputFiles({ name: 'report=final; "v2" résumé 🎓.pdf', mimeType: "application/pdf", buffer: PDF });
      await item.getByRole("button", { name: "Upload" }).click();
      await expectToast(page, "Document uploaded");
      await expect(card(page, "Offer letter").getByRole("link", { name: /^Version 1/ })).toHaveText("Version 1: report=final; _v2_ résumé 🎓.pdf");
    });

    test("a wrong file is refused next to the upload field", async ({ page }) => {
      const { counsellor, student } = await counsellorAndStudent(`checklist file ${javaScriptEnabled}`);
      await addChecklistItem({ staffId: counsellor.id, studentId: student.id, name: "Transcripts", note: null, dueDay: null });
      await signIn(page, student);
      await open(page, "/student/documents", javaScriptEnabled);
      const item = card(page, "Transcripts");
      await item.getByLabel("File for Transcripts").setInputFiles({ name: "transcripts.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") });
      await item.getByRole("button", { name: "Upload" }).click();
      await expect(card(page, "Transcripts").getByText("Upload a PDF, DOC, DOCX, JPG, PNG file.")).toBeVisible();
      expect(await db.document.count({ where: { checklistItem: { studentId: student.id } } })).toBe(0);
    });
  });
}

test.describe("the Checklists settings tab", () => {
  // both runs save the one Checklists settings row: one after the other, and the row is put back after the file
  test.describe.configure({ mode: "serial" });
  let savedRow: { value: string } | null = null;
  test.beforeAll(async () => {
    savedRow = await db.setting.findUnique({ where: { key: "checklists" }, select: { value: true } });
  });
  test.afterAll(async () => {
    if (savedRow) await db.setting.update({ where: { key: "checklists" }, data: { value: savedRow.value } });
    else await db.setting.deleteMany({ where: { key: "checklists" } });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("an admin edits a destination's template; a line without a name is refused next to it", async ({ page }) => {
        const admin = await createTestUser("admin");
        await signIn(page, admin);
        await open(page, "/admin/settings?tab=checklists", javaScriptEnabled);
        const germany = page.getByLabel("Germany checklist");
        await expect(germany).toHaveValue(/Blocked account confirmation/);
        await germany.fill("Passport\n| a note alone");
        await page.getByRole("button", { name: "Save Settings" }).click();
        await expect(page.getByText('Line 2 has a note but no name (write it as "Name | note")')).toBeVisible();
        const text = `Passport | valid two years\nBlocked account confirmation\nAPS certificate ${javaScriptEnabled ? "on" : "off"}`;
        await page.getByLabel("Germany checklist").fill(text);
        await page.getByRole("button", { name: "Save Settings" }).click();
        await expectToast(page, "Settings saved");
        await expect(page.getByLabel("Germany checklist")).toHaveValue(text);
      });
    });
  }
});
