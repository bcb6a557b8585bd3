import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import type { PublicUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, gotoReady, signIn } from "../support/browser";
import { createLoan, createPayment, createSop } from "../support/fixtures/applications";
import { pendingBooking } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { createTestUser } from "../support/users";

/** An interview-style session staff still have to confirm, holding a seat of a slot of its own. */
async function pendingSession(student: PublicUser, type: "interview" | "counseling") {
  return (await pendingBooking(student.id, type, { university: "University of Toronto", intake: "Fall 2027", interviewType: "visa" })).booking;
}

async function asUser(page: Page, user: PublicUser) {
  await page.context().clearCookies();
  await signIn(page, user);
}

async function openRowMenu(page: Page, label: string) {
  await page.getByRole("button", { name: label }).or(page.locator(`summary[aria-label="${label}"]`)).click();
}

const searchFor = (path: string, keyword: string) => `${path}?search_keyword=${encodeURIComponent(keyword)}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`admin operations with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin approves a pending interview and the student sees it Scheduled", async ({ page }) => {
      const student = await createTestUser("student", "Approved Student");
      const admin = await createTestUser("admin", "Approving Admin");
      const booking = await pendingSession(student, "interview");

      await signIn(page, admin);
      await gotoReady(page, searchFor("/admin/interview-applications", student.email));
      const row = page.getByTestId(`booking-row-${booking.id}`);
      await expect(row).toContainText("Pending");
      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("button", { name: "Approve" }).click();

      await expectToast(page, "Application approved", "The interview preparation session is now scheduled.");
      await expect(page).toHaveURL(searchFor("/admin/interview-applications", student.email));
      await expect(row).toContainText("Scheduled");

      await asUser(page, student);
      await gotoReady(page, "/student/interview-applications");
      await expect(page.getByTestId(`booking-${booking.id}`)).toContainText("Scheduled");
    });

    test("Assign Counselor opens its own page, keeps the list's search and shows errors under the field", async ({ page }) => {
      const student = await createTestUser("student", "Assigned Student");
      const admin = await createTestUser("admin", "Assigning Admin");
      const booking = await pendingSession(student, "counseling");

      await signIn(page, admin);
      await gotoReady(page, searchFor("/admin/free-counseling-applications", student.email));
      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("link", { name: "Assign Counselor" }).click();
      await expect(page.getByRole("heading", { name: "Assign Counselor" })).toBeVisible();
      await page.waitForLoadState("networkidle");

      await page.getByLabel("Counselor name").fill("   ");
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await expect(page.getByText("Name is required")).toBeVisible();

      await page.getByLabel("Counselor name").fill("Maya Gurung");
      await page.getByRole("button", { name: "Assign", exact: true }).click();
      await expectToast(page, "Counselor assigned", "Maya Gurung will run this counseling session.");
      await expect(page).toHaveURL(searchFor("/admin/free-counseling-applications", student.email));
      await expect(page.getByTestId(`booking-row-${booking.id}`)).toContainText("Maya Gurung");
    });

    test("an admin gives a speaking mock its meeting link and the student's Join opens it", async ({ page }) => {
      const student = await createTestUser("student", "Speaking Student");
      const admin = await createTestUser("admin", "Link Admin");
      const { booking } = await pendingBooking(student.id, "speaking", { proficiencyLevel: "B2" });
      await db.booking.update({ where: { id: booking.id }, data: { status: "scheduled" } });

      await signIn(page, admin);
      await gotoReady(page, searchFor("/admin/speaking-mock-applications", student.email));
      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("link", { name: "Add Meeting Link" }).click();
      await expect(page.getByRole("heading", { name: "Add Meeting Link" })).toBeVisible();
      await page.waitForLoadState(javaScriptEnabled ? "networkidle" : "load");
      await page.getByLabel("Meeting link").fill("https://meet.example.com/speaking-b2");
      await page.getByRole("button", { name: "Save link" }).click();
      await expectToast(page, "Meeting link added");

      await asUser(page, student);
      await gotoReady(page, "/student/speaking-mock-applications");
      await expect(page.getByRole("link", { name: "Join" })).toHaveAttribute("href", "https://meet.example.com/speaking-b2");
    });

    test("an admin starts a review, uploads the reviewed SOP, and the student downloads it", async ({ page }) => {
      const student = await createTestUser("student", "Reviewed Student");
      const admin = await createTestUser("admin", "Reviewing Admin");
      const sop = await createSop(student.id);

      await signIn(page, admin);
      await gotoReady(page, searchFor("/admin/sop-applications", student.email));
      const row = page.getByTestId(`sop-row-${sop.id}`);
      await expect(row).toContainText("Pending");
      await expect(row).toContainText("Assigned to: Unassigned");
      await row.getByRole("button", { name: "Start Review" }).click();
      await expectToast(page, "Review started");
      await expect(row).toContainText("In Progress");
      await expect(row).toContainText("Assigned to: Reviewing Admin");

      await row.getByRole("link", { name: "Upload Review" }).click();
      await expect(page.getByRole("heading", { name: "MSc Computer Science, University of Toronto" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Reviewed SOP").setInputFiles({ name: "reviewed-sop.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByLabel("Feedback for the student (optional)").fill("Sharper opening paragraph.");
      await page.getByRole("button", { name: "Upload Review" }).click();
      await expectToast(page, "Reviewed SOP uploaded");
      await expect(page.getByText("Reviewed SOP (final)")).toBeVisible();

      await asUser(page, student);
      await gotoReady(page, "/student/sop-applications");
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download SOP Document" }).click()]);
      expect(download.suggestedFilename()).toBe("reviewed-sop.pdf");
      expect(await readFile((await download.path())!, "latin1")).toBe(PDF.toString("latin1"));
    });

    test("an admin marks a pending payment as paid", async ({ page }) => {
      const student = await createTestUser("student", "Zoë Núñez Paying");
      const admin = await createTestUser("admin", "Cashier Admin");
      const payment = await createPayment(student.id);

      await signIn(page, admin);
      await gotoReady(page, searchFor("/admin/payment-histories", payment.invoiceNumber));
      const row = page.getByTestId(`payment-row-${payment.id}`);
      await expect(row).toContainText("Pending");
      await openRowMenu(page, `Actions for invoice ${payment.invoiceNumber}`);
      await expect(page.getByText("Issue Refund", { exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: "Mark as Paid" }).click();

      await expectToast(page, "Payment marked as paid", `Invoice ${payment.invoiceNumber} is now paid.`);
      await expect(row).toContainText("Paid");
      // The menu closed: a second click cannot land on the Issue Refund that took Mark as Paid's place.
      await expect(page.getByText("Issue Refund", { exact: true })).toBeHidden();
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).paidAt).toBeInstanceOf(Date);

      // The toast sits over the header buttons (for good without JavaScript); a reload has shown it already.
      await gotoReady(page, searchFor("/admin/payment-histories", payment.invoiceNumber));
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
      // UTF-8 behind a byte-order mark, so that Excel shows the accented name as it is.
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = new TextDecoder().decode(bytes.subarray(3));
      expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
      expect(csv).toContain(`"${payment.invoiceNumber}","Zoë Núñez Paying"`);
      expect(csv).toContain('"Paid"');
    });

    test("an admin requests loan documents and the student's Upload appears", async ({ page }) => {
      const student = await createTestUser("student", "Borrowing Student");
      const admin = await createTestUser("admin", "Loan Admin");
      const loan = await createLoan(student.id, { preferredBank: null, withDocument: false });

      await asUser(page, student);
      await gotoReady(page, "/student/loan-applications");
      await expect(page.getByRole("link", { name: "Upload" })).toHaveCount(0);

      await asUser(page, admin);
      await gotoReady(page, searchFor("/admin/loan-applications", student.email));
      await openRowMenu(page, `Actions for loan application #${loan.id}`);
      await page.getByRole("link", { name: "Request Documents" }).click();
      const dialog = await dialogOrPage(page, javaScriptEnabled, "Request Documents");
      await dialog.getByRole("button", { name: "Request Documents" }).click();
      await expect(dialog.getByText("The list of documents is required")).toBeVisible();
      await dialog.getByLabel("Which documents are needed?").fill("Your last three bank statements.");
      await dialog.getByRole("button", { name: "Request Documents" }).click();
      await expectToast(page, "Documents requested");
      await expect(page.getByTestId(`loan-row-${loan.id}`)).toContainText("Documents Needed");

      await asUser(page, student);
      await gotoReady(page, "/student/loan-applications");
      const requests = page.getByRole("region", { name: "Documents requested" });
      await expect(requests).toContainText(`Loan #${loan.id}`);
      await expect(requests).toContainText("Your last three bank statements.");
      await requests.getByRole("link", { name: "Upload documents" }).click();
      await expect(page.getByText("Our loan experts asked for:")).toBeVisible();
      await expect(page.getByText("Your last three bank statements.")).toBeVisible();
    });

    test("Assign Bank offers the partner banks and keeps the list's search", async ({ page }) => {
      const student = await createTestUser("student", "Bank Student");
      const admin = await createTestUser("admin", "Bank Admin");
      const loan = await createLoan(student.id, { university: "TU Munich", course: "MSc Informatics", loanAmount: 15_000, preferredBank: "Global Scholars Finance", withDocument: false });

      await signIn(page, admin);
      await gotoReady(page, searchFor("/admin/loan-applications", student.email));
      await openRowMenu(page, `Actions for loan application #${loan.id}`);
      await page.getByRole("link", { name: "Assign Bank" }).click();
      await expect(page.getByRole(javaScriptEnabled ? "dialog" : "main").getByText("The student prefers Global Scholars Finance.")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Partner bank").selectOption("Everest Education Bank");
      await page.getByRole("button", { name: "Assign Bank" }).click();

      await expectToast(page, "Bank assigned");
      await expect(page).toHaveURL(searchFor("/admin/loan-applications", student.email));
      await expect(page.getByTestId(`loan-row-${loan.id}`)).toContainText("Everest Education Bank");
    });
  });
}

test.describe("row menu from the keyboard", () => {
  test("Enter on a highlighted item runs that item's action", async ({ page }) => {
    const student = await createTestUser("student", "Keyboard Student");
    const admin = await createTestUser("admin", "Keyboard Admin");
    const payment = await createPayment(student.id);
    await signIn(page, admin);
    await gotoReady(page, searchFor("/admin/payment-histories", payment.invoiceNumber));

    await page.getByRole("button", { name: `Actions for invoice ${payment.invoiceNumber}` }).focus();
    await page.keyboard.press("Enter");
    const markPaid = page.getByRole("menuitem").filter({ hasText: "Mark as Paid" });
    await expect(markPaid).toBeVisible();
    for (let step = 0; step < 5 && (await markPaid.getAttribute("data-focus")) === null; step++) await page.keyboard.press("ArrowDown");
    await expect(markPaid).toHaveAttribute("data-focus", "");
    await page.keyboard.press("Enter");

    await expectToast(page, "Payment marked as paid", `Invoice ${payment.invoiceNumber} is now paid.`);
    await expect(page.getByTestId(`payment-row-${payment.id}`)).toContainText("Paid");
  });
});
