import { expect, test, type Page } from "@playwright/test";
import { addUniversityApplication, moveApplicationStage } from "~/models/university-application.server";
import { db } from "~/utils/db.server";
import { expectToast, gotoReady, signIn } from "../support/browser";
import { createTestUser } from "../support/users";

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const fields = (university: string, country = "United Kingdom") => ({
  university,
  country,
  program: "MSc Data Science",
  level: "Postgraduate",
  intakeMonth: 9,
  intakeYear: NEXT_YEAR,
});

async function staffAndStudent(tag: string) {
  const counsellor = await createTestUser("counsellor", `Counsellor ${tag}`);
  const student = await createTestUser("student", `Student ${tag}`);
  await db.user.update({ where: { id: student.id }, data: { counsellorId: counsellor.id } });
  return { counsellor, student };
}

/** The page signed in as `user` (signing in again replaces the session cookie: one person after the other). */
async function pageAs(page: Page, user: Awaited<ReturnType<typeof createTestUser>>) {
  await signIn(page, user);
  return { page };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`university applications with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a counsellor moves an application through three stages on the case page; the student sees the stage and the timeline", async ({ page: browserPage }) => {
      const { counsellor, student } = await staffAndStudent(`case ${javaScriptEnabled}`);
      const { id } = await addUniversityApplication({ actorId: counsellor.id, studentId: student.id, fields: fields("University of Leeds") });
      const staff = await pageAs(browserPage, counsellor);
      await gotoReady(staff.page, `/admin/students/${student.id}/applications`);
      for (const [stage, label, note] of [
        ["Preparing", "Preparing", "Documents collected."],
        ["Submitted", "Submitted", ""],
        ["CAS issued", "CAS issued", "CAS number ABC123."],
      ] as const) {
        const card = staff.page.getByTestId(`application-${id}`);
        await card.getByLabel("Move to stage").selectOption({ label: stage });
        if (note) await card.getByLabel("Note (optional)").fill(note);
        await card.getByRole("button", { name: "Move", exact: true }).click();
        await expectToast(staff.page, "Stage moved");
        await expect(staff.page.getByTestId(`application-${id}`).getByTestId("application-stage")).toHaveText(label);
      }

      const mine = await pageAs(browserPage, student);
      await gotoReady(mine.page, "/student/universities");
      const card = mine.page.getByTestId(`application-${id}`);
      await expect(card.getByTestId("application-stage")).toHaveText("CAS issued");
      await expect(card.locator('[aria-current="step"]')).toContainText("CAS issued");
      const timeline = card.getByTestId(`timeline-${id}`);
      await expect(timeline.getByRole("listitem")).toHaveCount(4);
      await expect(timeline).toContainText("Submitted → CAS issued");
      await expect(timeline).toContainText("CAS number ABC123.");
      await expect(card).toContainText("What comes next");
    });

    test("a card moves on the board and the board keeps its filters", async ({ page: browserPage }) => {
      const { counsellor, student } = await staffAndStudent(`board ${javaScriptEnabled}`);
      const university = `Board University ${javaScriptEnabled ? "JS" : "NoJS"} ${Date.now()}`;
      const { id } = await addUniversityApplication({ actorId: counsellor.id, studentId: student.id, fields: fields(university, "Canada") });
      await moveApplicationStage({ actorId: counsellor.id, applicationId: id, stage: "submitted" });
      const staff = await pageAs(browserPage, counsellor);
      const filters = encodeURIComponent(JSON.stringify({ country: "Canada", counsellor: "mine" }));
      await gotoReady(staff.page, `/admin/university-applications?search_keyword=${encodeURIComponent(university)}&filters=${filters}`);
      const state = () => {
        const url = new URL(staff.page.url());
        return { path: url.pathname, search: url.searchParams.get("search_keyword"), filters: url.searchParams.get("filters") };
      };
      const before = state();
      expect(before).toEqual({ path: "/admin/university-applications", search: university, filters: '{"country":"Canada","counsellor":"mine"}' });
      await expect(staff.page.getByTestId("column-submitted").getByTestId(`card-${id}`)).toBeVisible();
      await staff.page.getByTestId(`card-${id}`).getByLabel(`Move ${university} to`).selectOption({ label: "Conditional offer" });
      await staff.page.getByTestId(`card-${id}`).getByRole("button", { name: "Move" }).click();
      await expectToast(staff.page, "Stage moved");
      await expect.poll(state).toEqual(before);
      await expect(staff.page.getByTestId("column-conditional_offer").getByTestId(`card-${id}`)).toBeVisible();
      expect((await db.universityApplication.findUniqueOrThrow({ where: { id } })).stage).toBe("conditional_offer");
    });

    test("the student adds a shortlist entry, then withdraws one after confirming", async ({ page: browserPage }) => {
      const { student } = await staffAndStudent(`shortlist ${javaScriptEnabled}`);
      const mine = await pageAs(browserPage, student);
      const page = mine.page;
      await gotoReady(page, "/student/universities");
      const form = page.locator("#add-university");
      await form.getByLabel("University").fill("University of Auckland");
      await form.getByLabel("Country").fill("New Zealand");
      await form.getByLabel("Program").fill("Master of Engineering");
      await form.getByLabel("Level").selectOption("Postgraduate");
      await form.getByLabel("Intake month").selectOption({ label: "February" });
      await form.getByLabel("Intake year").selectOption(String(NEXT_YEAR));
      await form.getByRole("button", { name: "Add to shortlist" }).click();
      await expectToast(page, "Added to your shortlist");
      const added = await db.universityApplication.findFirstOrThrow({ where: { studentId: student.id, university: "University of Auckland" } });
      const card = page.getByTestId(`application-${added.id}`);
      await expect(card.getByTestId("application-stage")).toHaveText("Shortlisted");

      await card.getByRole("link", { name: /Withdraw this application/ }).click();
      await expect(page.getByRole("heading", { name: "Withdraw application" })).toBeVisible();
      await page.getByRole("button", { name: "Yes, withdraw this application" }).click();
      await expect(page).toHaveURL("/student/universities");
      await expectToast(page, "Application withdrawn");
      await expect(page.getByTestId(`application-${added.id}`).getByTestId("application-stage")).toHaveText("Withdrawn");
      await expect(page.getByTestId(`application-${added.id}`).getByTestId("application-ended")).toBeVisible();
      expect((await db.universityApplication.findUniqueOrThrow({ where: { id: added.id } })).stage).toBe("withdrawn");
    });
  });
}
