import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { db } from "~/utils/db.server";
import { chooseDate, expectToast, gotoReady, signIn, slotRadio } from "../support/browser";
import { completedSop, createPayment, loanNeedingDocuments } from "../support/fixtures/applications";
import { bookFor, createSlot } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { createTestUser } from "../support/users";
import { pdfPages } from "../support/pdf-text";

const seats = async (slotId: number) => (await db.timeSlot.findUniqueOrThrow({ where: { id: slotId } })).currentBookings;

async function openRowMenu(page: Page, label: string) {
  await page.getByLabel(label).click();
}

async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString("latin1") };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`student area with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Reschedule moves a session to another open slot and frees the old seat", async ({ page }) => {
      const user = await createTestUser("student", "Moving Student");
      const from = await createSlot("interview", { daysAhead: 20 });
      const to = await createSlot("interview", { daysAhead: 22 });
      const booking = await bookFor(user, from);
      await signIn(page, user);
      await gotoReady(page, "/student/interview-applications");
      await page.getByTestId(`booking-${booking.id}`).getByRole("link", { name: "Reschedule" }).click();
      await expect(page.getByRole("heading", { name: "Reschedule session" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await chooseDate(page, to.day, javaScriptEnabled);
      await slotRadio(page, to.id).check();
      await page.getByRole("button", { name: "Move my session" }).click();

      await expect(page).toHaveURL("/student/interview-applications");
      await expectToast(page, "Session rescheduled");
      expect(await seats(from.id)).toBe(0);
      expect(await seats(to.id)).toBe(1);
      expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).slotId).toBe(to.id);
    });

    test("Cancel asks first, then frees the seat and shows the session as cancelled", async ({ page }) => {
      const user = await createTestUser("student", "Cancelling Student");
      const slot = await createSlot("counseling", { daysAhead: 18 });
      const booking = await bookFor(user, slot);
      await signIn(page, user);
      await gotoReady(page, "/student/free-counseling-applications");
      await openRowMenu(page, `More actions for session #${booking.id}`);
      await page.getByRole("link", { name: "Cancel", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Cancel session" })).toBeVisible();
      await page.getByRole("button", { name: "Yes, cancel this session" }).click();

      await expect(page).toHaveURL("/student/free-counseling-applications");
      await expectToast(page, "Session cancelled", "Your seat has been released.");
      await expect(page.getByTestId(`booking-${booking.id}`)).toContainText("Cancelled");
      expect(await seats(slot.id)).toBe(0);
    });

    test("Upload attaches a document to a loan that needs one and moves it back to processing", async ({ page }) => {
      const user = await createTestUser("student", "Uploading Student");
      const loan = await loanNeedingDocuments(user);
      await signIn(page, user);
      await gotoReady(page, "/student/loan-applications");
      const row = page.getByTestId(`loan-${loan.id}`);
      await expect(row).toContainText("Documents Needed");
      await row.getByRole("link", { name: "Upload" }).click();
      await page.getByLabel("Document").setInputFiles({ name: "bank-statement.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByRole("button", { name: "Upload" }).click();

      await expect(page).toHaveURL("/student/loan-applications");
      await expectToast(page, "Document uploaded");
      await expect(row).toContainText("Processing");
      await expect(row).toContainText("bank-statement.pdf");
      await expect(row.getByRole("link", { name: "Upload" })).toHaveCount(0);
    });
  });
}

// One GET, answered alike with JavaScript on or off: checked once.
test.describe("student area with JavaScript on", () => {
  test("a session inside the 24-hour notice cannot be cancelled and says why", async ({ page }) => {
    const user = await createTestUser("student", "Late Canceller");
    const slot = await createSlot("speaking", { daysAhead: 1 });
    await db.timeSlot.update({ where: { id: slot.id }, data: { startTime: new Date(Date.now() + 5 * 3_600_000) } });
    const booking = await bookFor(user, slot);
    await signIn(page, user);
    await gotoReady(page, `/student/bookings/${booking.id}/cancel`);
    await expect(page.getByRole("alert")).toHaveText("Sessions can only be cancelled up to 24 hours before they start.");
    await expect(page.getByRole("button", { name: "Yes, cancel this session" })).toHaveCount(0);
    expect(await seats(slot.id)).toBe(1);
  });
});

// A download is a document request, answered alike with JavaScript on or off: each is taken once, with JavaScript on.
test.describe("student area downloads", () => {
  test("Download SOP gives the finished statement of purpose", async ({ page }) => {
    const user = await createTestUser("student", "Downloading Student");
    const sop = await completedSop(user);
    await signIn(page, user);

    await gotoReady(page, "/student/sop-applications?status=completed");
    const sopFile = await downloadFrom(page, () => page.getByTestId(`sop-${sop.id}`).getByRole("link", { name: "Download SOP Document" }).click());
    expect(sopFile.name).toBe("statement-of-purpose.pdf");
    expect(sopFile.text.startsWith("%PDF-")).toBe(true);
  });

  test("Download Invoice and Export All give the invoice's PDF and the payments' CSV", async ({ page }) => {
    const user = await createTestUser("student", "Downloading Student");
    const payment = await createPayment(user.id);
    await signIn(page, user);

    await gotoReady(page, "/student/payment-histories");
    await openRowMenu(page, `Actions for invoice ${payment.invoiceNumber}`);
    const invoice = await downloadFrom(page, () => page.getByRole("link", { name: "Download Invoice" }).click());
    expect(invoice.name).toBe(`${payment.invoiceNumber}.pdf`);
    expect(invoice.text.startsWith("%PDF-")).toBe(true);
    expect((await pdfPages(invoice.bytes)).join("\n")).toContain(`Invoice number: ${payment.invoiceNumber}`);

    const csv = await downloadFrom(page, () => page.getByRole("link", { name: "Export All" }).click());
    expect(csv.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text).toContain(`"${payment.invoiceNumber}","SOP Writing - Standard","149.00","USD"`);
  });

  test("Add to calendar gives the session's calendar file", async ({ page }) => {
    const user = await createTestUser("student", "Downloading Student");
    const booking = await bookFor(user, await createSlot("demo_class", { daysAhead: 25 }));
    await signIn(page, user);

    await gotoReady(page, "/student/calendar");
    const session = page.getByTestId(`calendar-booking-${booking.id}`);
    await expect(session).toContainText("IELTS Demo Class");
    const ics = await downloadFrom(page, () => session.getByRole("link", { name: "Add to calendar" }).click());
    expect(ics.name).toBe(`session-${booking.id}.ics`);
    expect(ics.text).toContain("BEGIN:VEVENT");
    expect(ics.text).toContain("SUMMARY:IELTS Demo Class");
  });
});

test.describe("SOP list", () => {
  test("shows the spec's empty states and filters by search and tab", async ({ page }) => {
    const user = await createTestUser("student", "New Student");
    await signIn(page, user);
    await gotoReady(page, "/student/sop-applications");
    await expect(page.getByText("No applications found")).toBeVisible();
    await expect(page.getByText("You haven't submitted any SOP applications yet")).toBeVisible();

    const sop = await completedSop(user);
    await gotoReady(page, "/student/sop-applications");
    await expect(page.getByTestId(`sop-${sop.id}`)).toContainText("Completed");
    await page.getByRole("link", { name: "Needs Revision" }).click();
    await expect(page.getByText("No applications found")).toBeVisible();
    await page.getByRole("link", { name: "All", exact: true }).click();
    // Wait for the All tab to have loaded, or a search typed meanwhile would be overtaken by that navigation.
    await expect(page.getByTestId(`sop-${sop.id}`)).toBeVisible();
    await page.getByLabel("Search applications").fill("Munich");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId(`sop-${sop.id}`)).toBeVisible();
    await page.getByLabel("Search applications").fill("Harvard");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
  });

  test("the demo student's seeded records show with the right statuses and buttons", async ({ page }) => {
    const demo = await db.user.findUniqueOrThrow({ where: { email: "student@eduglobal.example" }, select: { id: true, name: true, email: true, role: true } });
    await signIn(page, demo);
    await gotoReady(page, "/student/sop-applications");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(page.locator("tbody")).toContainText("Pending");
    await expect(page.locator("tbody")).toContainText("In Progress");
    await expect(page.locator("tbody")).toContainText("Needs Revision");
    await expect(page.getByRole("link", { name: "Download SOP Document" })).toHaveCount(1);

    await gotoReady(page, "/student/loan-applications");
    await expect(page.getByRole("link", { name: "Upload", exact: true })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Documents requested" }).getByRole("link", { name: "Upload documents" })).toHaveCount(1);
    await gotoReady(page, "/student/speaking-mock-applications");
    await expect(page.getByRole("link", { name: "Join" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Feedback" })).toHaveCount(1);
    await gotoReady(page, "/student/free-counseling-applications");
    await expect(page.getByRole("link", { name: "Notes" })).toHaveCount(1);
    await gotoReady(page, "/student/demo-class-applications");
    await expect(page.getByRole("link", { name: "Join Class" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Materials" })).toHaveCount(1);
  });
});

test.describe("another student", () => {
  test("cannot open the first one's records or files (404)", async ({ page }) => {
    const owner = await createTestUser("student", "Owner");
    const sop = await completedSop(owner);
    const document = await db.document.findFirstOrThrow({ where: { sopApplicationId: sop.id } });
    const booking = await bookFor(owner, await createSlot("interview", { daysAhead: 30 }));
    const payment = await createPayment(owner.id, { name: "SOP", amountCents: 24_900 });
    const loan = await loanNeedingDocuments(owner);

    await signIn(page, await createTestUser("student", "Stranger"));
    for (const path of [
      `/student/sop-applications/${sop.id}`,
      `/student/documents/${document.id}`,
      `/student/bookings/${booking.id}`,
      `/student/bookings/${booking.id}/reschedule`,
      `/student/bookings/${booking.id}/cancel`,
      `/student/bookings/${booking.id}/calendar.ics`,
      `/student/payment-histories/${payment.id}`,
      `/student/payment-histories/${payment.id}/invoice.pdf`,
      `/student/loan-applications/${loan.id}/upload`,
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
    }
    const page404 = await page.goto(`/student/sop-applications/${sop.id}`);
    expect(page404?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
