import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { startSopReview } from "~/models/sop-admin.server";
import type { PublicUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { actionPage, chooseDate, expectToast, gotoReady, signIn, slotRadio } from "../support/browser";
import { createSop } from "../support/fixtures/applications";
import { bookFor, createSlot } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { createTestUser } from "../support/users";

async function asUser(page: Page, user: PublicUser) {
  await page.context().clearCookies();
  await signIn(page, user);
}

async function openRowMenu(page: Page, label: string) {
  await page.getByRole("button", { name: label }).or(page.locator(`summary[aria-label="${label}"]`)).click();
}

const searchFor = (path: string, keyword: string) => `${path}?search_keyword=${encodeURIComponent(keyword)}`;
const seats = async (slotId: number) => (await db.timeSlot.findUniqueOrThrow({ where: { id: slotId } })).currentBookings;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sessions and SOPs run to the end with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a revision is answered: the admin asks, the student sends draft 2 with a note, the admin sees it highlighted and downloads it", async ({ page }) => {
      const student = await createTestUser("student", "Revising Student");
      const admin = await createTestUser("admin", "Reviewing Admin");
      const sop = await createSop(student.id);
      await startSopReview({ adminId: admin.id, sopId: sop.id });

      await signIn(page, admin);
      await gotoReady(page, `/admin/sop-applications/${sop.id}`);
      await page.getByLabel("What should the student change?").fill("Tell us more about your thesis.");
      await page.getByRole("button", { name: "Request Revision" }).click();
      await expectToast(page, "Revision requested");

      await asUser(page, student);
      await gotoReady(page, `/student/sop-applications/${sop.id}`);
      await expect(page.getByText("Needs Revision").first()).toBeVisible();
      const revision = page.getByRole("region", { name: "Upload revised draft" });
      await revision.getByLabel("Revised draft", { exact: true }).setInputFiles({ name: "sop-v2.pdf", mimeType: "application/pdf", buffer: PDF });
      await revision.getByLabel("What did you change?").fill("   ");
      await revision.getByRole("button", { name: "Upload revised draft" }).click();
      await expect(page.getByText("Note is required")).toBeVisible();

      await page.getByLabel("Revised draft", { exact: true }).setInputFiles({ name: "sop-v2.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByLabel("What did you change?").fill("Added a paragraph on my thesis.");
      await page.getByRole("button", { name: "Upload revised draft" }).click();
      await expectToast(page, "Revised draft sent");
      await expect(page.getByRole("region", { name: "Upload revised draft" })).toHaveCount(0);
      await expect(page.getByTestId("draft-2")).toContainText("Added a paragraph on my thesis.");
      await expect(page.getByTestId("draft-1")).toContainText("my draft.pdf");

      await asUser(page, admin);
      await gotoReady(page, `/admin/sop-applications/${sop.id}`);
      await expect(page.getByText("In Progress").first()).toBeVisible();
      const latest = page.getByTestId("draft-2");
      await expect(latest).toContainText("Latest");
      await expect(latest).toContainText("sop-v2.pdf");
      await expect(page.getByTestId("draft-1")).not.toContainText("Latest");
      const [download] = await Promise.all([page.waitForEvent("download"), latest.getByRole("link", { name: "Download draft 2" }).click()]);
      expect(download.suggestedFilename()).toBe("sop-v2.pdf");
      expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    });

    test("staff cancel a scheduled session after confirming it; the seat is freed and the student sees it cancelled", async ({ page }) => {
      const student = await createTestUser("student", "Cancelled Student");
      const admin = await createTestUser("admin", "Cancelling Admin");
      const slot = await createSlot("demo_class", { daysAhead: 8, seats: 2 });
      const booking = await bookFor(student, slot);
      const list = searchFor("/admin/demo-class-applications", student.email);

      await signIn(page, admin);
      await gotoReady(page, list);
      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("link", { name: "Cancel Session" }).click();
      // A page of its own with JavaScript too: a dialog would open over an empty admin page, not over the list.
      let confirm = await actionPage(page, "Cancel this session?");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await confirm.getByRole("link", { name: "Keep session" }).click();
      await expect(page).toHaveURL(list);
      await expect(page.getByTestId(`booking-row-${booking.id}`)).toContainText("Scheduled");
      expect(await seats(slot.id)).toBe(1);

      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("link", { name: "Cancel Session" }).click();
      confirm = await actionPage(page, "Cancel this session?");
      await confirm.getByLabel("Reason for the student (optional)").fill("The instructor is ill.");
      await confirm.getByRole("button", { name: "Cancel session" }).click();
      await expectToast(page, "Session cancelled");
      await expect(page).toHaveURL(list);
      await expect(page.getByTestId(`booking-row-${booking.id}`)).toContainText("Cancelled");
      expect(await seats(slot.id)).toBe(0);

      await asUser(page, student);
      await gotoReady(page, `/student/bookings/${booking.id}`);
      await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
      await gotoReady(page, "/student/notifications");
      await expect(page.getByText("Reason: The instructor is ill.")).toBeVisible();
    });

    test("staff move a scheduled session to another slot picked by day", async ({ page }) => {
      const student = await createTestUser("student", "Moved Student");
      const admin = await createTestUser("admin", "Moving Admin");
      const slot = await createSlot("counseling", { daysAhead: 8, seats: 2 });
      const target = await createSlot("counseling", { daysAhead: 15, seats: 1 });
      const booking = await bookFor(student, slot);

      const list = searchFor("/admin/free-counseling-applications", student.email);
      await signIn(page, admin);
      await gotoReady(page, list);
      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("link", { name: "Move to Another Time" }).click();
      await expect(page.getByRole("heading", { name: "Move Session" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await chooseDate(page, target.day, javaScriptEnabled);
      await slotRadio(page, target.id).check();
      await page.getByRole("button", { name: "Move session" }).click();
      await expectToast(page, "Session moved");
      // back on the list it came from, with its search, even though choosing the day reloaded the page
      await expect(page).toHaveURL(list);
      expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ slotId: target.id, startTime: target.startTime, status: "scheduled" });
      expect(await seats(slot.id)).toBe(0);
      expect(await seats(target.id)).toBe(1);

      await asUser(page, student);
      await gotoReady(page, "/student/notifications");
      await expect(page.getByText("Session moved").first()).toBeVisible();
    });
  });
}
