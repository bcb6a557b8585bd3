import { expect, test, type Browser, type Page } from "@playwright/test";
import { db } from "~/utils/db.server";
import { expectToast, signIn } from "../support/browser";
import { createTestUser } from "../support/users";

async function contextAs(browser: Browser, user: Awaited<ReturnType<typeof createTestUser>>, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: process.env.APP_URL, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function send(page: Page, body: string) {
  await page.getByLabel(/^Your (message|reply)$/).fill(body);
  await page.getByRole("button", { name: "Send message" }).click();
  await expectToast(page, "Message sent");
}

const thread = (page: Page) => page.getByTestId("message-thread");

async function studentAndCounsellor(browser: Browser, javaScriptEnabled: boolean) {
  const counsellor = await createTestUser("counsellor", "Kiran Counsellor");
  const student = await createTestUser("student", "Maya Thapa");
  await db.user.update({ where: { id: student.id }, data: { counsellorId: counsellor.id } });
  return {
    student,
    studentPage: await contextAs(browser, student, javaScriptEnabled),
    counsellorPage: await contextAs(browser, counsellor, javaScriptEnabled),
  };
}

test.describe("conversation with JavaScript on", () => {
  test("both ways in two browsers: the student's page shows the counsellor's reply and Seen without a reload", async ({ browser }) => {
    const { student, studentPage, counsellorPage } = await studentAndCounsellor(browser, true);

    await studentPage.goto("/student/messages");
    await send(studentPage, "Which documents do I need for Toronto?");
    await expect(thread(studentPage)).toContainText("Which documents do I need for Toronto?");
    await expect(studentPage.getByTestId("seen")).toHaveCount(0);

    await counsellorPage.goto("/admin/conversations");
    await counsellorPage.getByRole("link", { name: "Maya Thapa" }).click();
    await expect(counsellorPage).toHaveURL(`/admin/conversations/${student.id}`);
    await expect(thread(counsellorPage)).toContainText("Which documents do I need for Toronto?");
    // staff opened the thread: the student's page says so by itself
    await expect(studentPage.getByTestId("seen")).toBeVisible({ timeout: 15_000 });

    await send(counsellorPage, "Your passport and transcripts first.");
    await expect(thread(studentPage)).toContainText("Your passport and transcripts first.", { timeout: 15_000 });
    await expect(thread(studentPage)).toContainText("Kiran Counsellor · Counsellor");

    // and the other way: the counsellor's page follows too
    await send(studentPage, "Thanks, uploading them today.");
    await expect(thread(counsellorPage)).toContainText("Thanks, uploading them today.", { timeout: 15_000 });
    await studentPage.context().close();
    await counsellorPage.context().close();
  });
});

test.describe("conversation with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("both sides post through native forms; a reload shows what is new, and Seen", async ({ browser }) => {
    const { student, studentPage, counsellorPage } = await studentAndCounsellor(browser, false);

    await studentPage.goto("/student/messages");
    await send(studentPage, "Is my IELTS score enough?");
    await expect(thread(studentPage)).toContainText("Is my IELTS score enough?");

    await counsellorPage.goto(`/admin/conversations/${student.id}`);
    await expect(thread(counsellorPage)).toContainText("Is my IELTS score enough?");
    await send(counsellorPage, "Yes, 7.0 is above the requirement.");
    await expect(thread(counsellorPage)).toContainText("Yes, 7.0 is above the requirement.");

    await studentPage.reload();
    await expect(thread(studentPage)).toContainText("Yes, 7.0 is above the requirement.");
    await expect(studentPage.getByTestId("seen")).toBeVisible();

    // a body the browser lets through but the server refuses: the error sits next to the field
    await studentPage.getByLabel("Your message").fill("   ");
    await studentPage.getByRole("button", { name: "Send message" }).click();
    await expect(studentPage.getByText("Message is required")).toBeVisible();
    await studentPage.context().close();
    await counsellorPage.context().close();
  });
});
