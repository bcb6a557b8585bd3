import { expect, test, type Page } from "@playwright/test";
import { addDaysToDay, todayInZone, zonedDateTime } from "~/domain/dates";
import { mondayOf } from "~/domain/time-slot-week";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, gotoReady, signIn } from "../support/browser";
import { createLoan, createPayment } from "../support/fixtures/applications";
import { ZONE, pendingBooking } from "../support/fixtures/bookings";
import { createTestUser } from "../support/users";

async function openRowMenu(page: Page, label: string) {
  await page.getByRole("button", { name: label }).or(page.locator(`summary[aria-label="${label}"]`)).click();
}

const searchFor = (path: string, keyword: string) => `${path}?search_keyword=${encodeURIComponent(keyword)}`;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`confirmations of irreversible admin actions with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Issue Refund asks how much and why: Cancel changes nothing, a missing reason is shown, confirming refunds", async ({ page }) => {
      const student = await createTestUser("student", "Refunded Student");
      const payment = await createPayment(student.id, { status: "paid", amountCents: 12_000 });
      await signIn(page, await createTestUser("admin", "Refunding Admin"));
      const list = searchFor("/admin/payment-histories", payment.invoiceNumber);
      await gotoReady(page, list);
      const row = page.getByTestId(`payment-row-${payment.id}`);
      const menu = `Actions for invoice ${payment.invoiceNumber}`;

      await openRowMenu(page, menu);
      await page.getByRole("link", { name: "Issue Refund" }).click();
      const confirm = await dialogOrPage(page, javaScriptEnabled, "Issue Refund");
      await expect(confirm).toContainText(`Invoice ${payment.invoiceNumber} (SOP Writing - Standard) of $120.00, paid by Refunded Student.`);
      await expect(confirm.getByLabel("Amount to refund")).toHaveValue("120.00");
      await expect(confirm).toContainText("Return the money to the student yourself (bank transfer or cash); the refund is recorded at once.");
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(list);
      await expect(row).toContainText("Paid");
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("paid");

      await openRowMenu(page, menu);
      await page.getByRole("link", { name: "Issue Refund" }).click();
      const form = await dialogOrPage(page, javaScriptEnabled, "Issue Refund");
      await form.getByLabel("Amount to refund").fill("100");
      await form.getByRole("button", { name: "Issue Refund" }).click();
      const again = await dialogOrPage(page, javaScriptEnabled, "Issue Refund");
      await expect(again.getByText("The reason is required")).toBeVisible();
      await expect(again.getByLabel("Amount to refund")).toHaveValue("100");
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("paid");
      await again.getByLabel("Amount to refund").fill("120");
      await again.getByLabel("Reason").fill("The course did not start.");
      await again.getByRole("button", { name: "Issue Refund" }).click();
      await expectToast(page, "Refund issued", `$120.00 of invoice ${payment.invoiceNumber} has been refunded.`);
      await expect(page).toHaveURL(list);
      await expect(row).toContainText("Refunded");
      expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
      // The row keeps its menu (Download Invoice): focus goes back to its button.
      if (javaScriptEnabled) await expect(page.getByRole("button", { name: menu })).toBeFocused();
    });

    test("Reject on a session asks first; confirming cancels it and frees its seat", async ({ page }) => {
      const student = await createTestUser("student", "Turned Down Student");
      const { booking, slot } = await pendingBooking(student.id, "counseling", { country: "Canada", courseLevel: "Postgraduate" });
      await signIn(page, await createTestUser("admin", "Rejecting Admin"));
      await gotoReady(page, searchFor("/admin/free-counseling-applications", student.email));
      const row = page.getByTestId(`booking-row-${booking.id}`);

      await openRowMenu(page, `Actions for application #${booking.id}`);
      await page.getByRole("link", { name: "Reject" }).click();
      const confirm = await dialogOrPage(page, javaScriptEnabled, "Reject Application");
      await expect(confirm).toContainText(`Application #${booking.id}: the counseling session of Turned Down Student`);
      await expect(confirm).toContainText("The session is cancelled, its seat is given back, and the student is told by e-mail.");
      await confirm.getByRole("button", { name: "Reject" }).click();

      await expectToast(page, "Application rejected", "The counseling session was cancelled and its seat given back.");
      await expect(row).toContainText("Cancelled");
      await expect(row).toContainText("No actions");
      expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(0);
      // The row has no menu left: focus goes to the page's heading rather than the body.
      if (javaScriptEnabled) await expect(page.getByRole("heading", { level: 1, name: "Free Counseling Applications" })).toBeFocused();
    });

    test("Reject on a loan asks first; Cancel leaves it pending", async ({ page }) => {
      const student = await createTestUser("student", "Waiting Borrower");
      const loan = await createLoan(student.id, { withDocument: false });
      await signIn(page, await createTestUser("admin", "Loan Admin"));
      await gotoReady(page, searchFor("/admin/loan-applications", student.email));
      await openRowMenu(page, `Actions for loan application #${loan.id}`);
      await page.getByRole("link", { name: "Reject" }).click();
      const confirm = await dialogOrPage(page, javaScriptEnabled, "Reject Loan Application");
      await expect(confirm).toContainText(`Reject loan application #${loan.id} of Waiting Borrower`);
      await confirm.getByRole("link", { name: "Cancel" }).click();
      await expect(page.getByTestId(`loan-row-${loan.id}`)).toContainText("Pending");
      expect((await db.loanApplication.findUniqueOrThrow({ where: { id: loan.id } })).status).toBe("pending");
    });
  });

  test.describe(`the time slots' week with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows a slot of next week with its seats left, moves between weeks and opens the slot's edit dialog", async ({ page }) => {
      const nextMonday = addDaysToDay(mondayOf(todayInZone(ZONE)), 7);
      const wednesday = addDaysToDay(nextMonday, 2);
      const startTime = zonedDateTime(wednesday, `06:${String(Math.floor(Math.random() * 50) + 5).padStart(2, "0")}`, ZONE);
      const slot = await db.timeSlot.create({
        data: { serviceType: "speaking", startTime, endTime: new Date(startTime.getTime() + 3_600_000), maxBookings: 4, currentBookings: 1 },
      });
      await signIn(page, await createTestUser("admin", "Planning Admin"));
      await gotoReady(page, "/admin/time-slots");
      await page.getByRole("navigation", { name: "Time slot views" }).getByRole("link", { name: "Week", exact: true }).click();
      await expect(page).toHaveURL("/admin/time-slots/week");
      await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");
      await expect(page.getByTestId(`week-slot-${slot.id}`)).toHaveCount(0);

      await page.getByRole("link", { name: "Next week →" }).click();
      await expect(page).toHaveURL(`/admin/time-slots/week?week=${nextMonday}`);
      const chip = page.getByTestId(`week-slot-${slot.id}`);
      await expect(chip).toContainText("Speaking Mock Test");
      await expect(chip).toContainText("3 of 4 seats left");
      // In Wednesday's column.
      const column = await chip.evaluate((element) => (element.closest("td") as HTMLTableCellElement).cellIndex);
      await expect(page.locator("thead th").nth(column)).toContainText("Wed");

      await page.getByLabel("Service type").selectOption("demo_class");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(`/admin/time-slots/week?week=${nextMonday}&service_type=demo_class`);
      await expect(chip).toHaveCount(0);
      await page.getByLabel("Service type").selectOption("");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(`/admin/time-slots/week?week=${nextMonday}`);

      await chip.click();
      const dialog = await dialogOrPage(page, javaScriptEnabled, "Edit Time Slot");
      await dialog.getByLabel("Max bookings").fill("6");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Time slot updated");
      await expect(page).toHaveURL(`/admin/time-slots/week?week=${nextMonday}`);
      await expect(chip).toContainText("5 of 6 seats left");

      await page.getByRole("link", { name: "← Previous week" }).click();
      await expect(page).toHaveURL("/admin/time-slots/week");
      await page.getByRole("link", { name: "Next week →" }).click();
      await page.getByRole("link", { name: "This week" }).click();
      await expect(page).toHaveURL("/admin/time-slots/week");
    });
  });
}
