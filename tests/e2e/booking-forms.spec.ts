import { expect, test, type Page } from "@playwright/test";
import { addDaysToDay, todayInZone } from "~/domain/dates";
import { db } from "~/utils/db.server";
import { chooseDate, expectToast, gotoReady, signIn, slotRadio } from "../support/browser";
import { bookFor, createSlot, ZONE } from "../support/fixtures/bookings";
import { PDF } from "../support/fixtures/files";
import { createTestUser } from "../support/users";

const bookingForm = (page: Page) => page.getByTestId("booking-form");
const field = (page: Page, label: string) => bookingForm(page).getByLabel(label, { exact: true });

/** The three session forms that book at once, each with what it asks and where its booking shows. */
const SESSION_PLANS = [
  {
    name: "a speaking mock",
    path: "/services/speaking-mock",
    type: "speaking" as const,
    fill: async (page: Page) => field(page, "Your English level").selectOption({ label: "Upper Intermediate (B2)" }),
    button: "Schedule Mock Test",
    list: "/student/speaking-mock-applications",
    toast: ["Mock test scheduled successfully!", "We will send a confirmation email with meeting details."],
    shows: "Upper Intermediate (B2)",
    stored: { type: "speaking" },
  },
  {
    name: "a demo class",
    path: "/services/demo-class",
    type: "demo_class" as const,
    fill: async (page: Page) => field(page, "Course").selectOption("GMAT"),
    button: "Book Demo Class",
    list: "/student/demo-class-applications",
    toast: ["Demo class scheduled successfully!", "We will email you the class link and materials."],
    shows: "GMAT",
    stored: { type: "demo_class" },
  },
  {
    name: "a counseling session",
    path: "/services/free-counseling",
    type: "counseling" as const,
    fill: async (page: Page) => {
      await field(page, "Country").selectOption("Ireland");
      await field(page, "Course level").selectOption("PhD");
      await field(page, "Course name (optional)").fill("Physics");
    },
    button: "Book Counseling Session",
    list: "/student/free-counseling-applications",
    toast: ["Counseling session scheduled!", "We will send you a confirmation email with session details."],
    shows: "Ireland",
    stored: { type: "counseling", courseName: "Physics", courseLevel: "PhD" },
  },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`booking forms with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("interview: choosing a date lists its open times and keeps what was typed; booking shows in the list and dashboard", async ({ page }) => {
      const user = await createTestUser("student", "Interview Student");
      const slot = await createSlot("interview", { daysAhead: 11 });
      await signIn(page, user);
      await gotoReady(page, "/services/interview-application");
      await field(page, "Interview type").selectOption({ label: "Credibility Interview" });
      await field(page, "University").fill("University of Melbourne");
      await field(page, "Intake").fill("Feb 2027");
      await chooseDate(page, slot.day, javaScriptEnabled);

      await expect(field(page, "Interview type")).toHaveValue("credibility");
      await expect(field(page, "University")).toHaveValue("University of Melbourne");
      await expect(field(page, "Intake")).toHaveValue("Feb 2027");
      await expect(bookingForm(page).getByText("Time (GMT+5:45)")).toBeVisible();
      await slotRadio(page, slot.id).check();
      await bookingForm(page).getByRole("button", { name: "Book Interview" }).click();

      await expect(page).toHaveURL("/student/interview-applications");
      await expectToast(page, "Application submitted successfully!", "We will contact you to confirm your interview slot.");
      const booking = await db.booking.findFirstOrThrow({ where: { studentId: user.id } });
      const row = page.getByTestId(`booking-${booking.id}`);
      await expect(row).toContainText("Credibility Interview");
      await expect(row).toContainText("University of Melbourne");
      await expect(row).toContainText("Scheduled");
      await expect(row.getByRole("link", { name: "Reschedule" })).toBeVisible();
      expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(1);

      await page.goto("/student");
      await expect(page.getByRole("region", { name: "Recent Applications" })).toContainText("Credibility Interview");
      await expect(page.getByTestId(`upcoming-${booking.id}`)).toContainText("Credibility Interview");
    });

    for (const [index, plan] of SESSION_PLANS.entries()) {
      test(`${plan.name} books its own slot`, async ({ page }) => {
        const user = await createTestUser("student", "Session Booker");
        await signIn(page, user);
        const slot = await createSlot(plan.type, { daysAhead: 12 + index });
        await gotoReady(page, `${plan.path}?date=${slot.day}`);
        await plan.fill(page);
        await slotRadio(page, slot.id).check();
        await bookingForm(page).getByRole("button", { name: plan.button }).click();
        await expect(page).toHaveURL(plan.list);
        await expectToast(page, plan.toast[0], plan.toast[1]);
        const booking = await db.booking.findFirstOrThrow({ where: { studentId: user.id, slotId: slot.id } });
        await expect(page.getByTestId(`booking-${booking.id}`)).toContainText(plan.shows);
        await expect(page.getByTestId(`booking-${booking.id}`)).toContainText("Scheduled");
        expect(booking).toMatchObject(plan.stored);
      });
    }

    test("a slot that fills up before submitting gives 'This time slot is full' with the form kept", async ({ page }) => {
      const user = await createTestUser("student", "Late Student");
      const slot = await createSlot("demo_class", { daysAhead: 15, seats: 1 });
      await signIn(page, user);
      await gotoReady(page, `/services/demo-class?date=${slot.day}`);
      await field(page, "Course").selectOption("TOEFL");
      await slotRadio(page, slot.id).check();
      await bookFor(await createTestUser("student", "Faster Student"), slot);

      await bookingForm(page).getByRole("button", { name: "Book Demo Class" }).click();

      await expect(bookingForm(page)).toContainText("This time slot is full");
      await expect(field(page, "Course")).toHaveValue("TOEFL");
      await expect(slotRadio(page, slot.id)).toHaveCount(0);
      expect(await db.booking.count({ where: { studentId: user.id } })).toBe(0);
      expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(1);
    });

    test("a time that overlaps the student's own counseling session is refused, naming it, with the form kept", async ({ page }) => {
      const user = await createTestUser("student", "Busy Student");
      await bookFor(user, await createSlot("counseling", { daysAhead: 16, time: "10:00" }));
      const clashing = await createSlot("demo_class", { daysAhead: 16, time: "09:45" });
      await signIn(page, user);
      await gotoReady(page, `/services/demo-class?date=${clashing.day}`);
      await field(page, "Course").selectOption("IELTS");
      await slotRadio(page, clashing.id).check();
      await bookingForm(page).getByRole("button", { name: "Book Demo Class" }).click();

      await expect(bookingForm(page)).toContainText("This time overlaps your Counseling: Canada on");
      await expect(bookingForm(page)).toContainText("10:00 AM – 10:30 AM. Choose another time, or cancel that session first.");
      await expect(field(page, "Course")).toHaveValue("IELTS");
      expect(await db.booking.count({ where: { studentId: user.id, type: "demo_class" } })).toBe(0);
      expect((await db.timeSlot.findUniqueOrThrow({ where: { id: clashing.id } })).currentBookings).toBe(0);
    });

    test("SOP: package, draft upload and deadline create a pending application with its draft", async ({ page }) => {
      const user = await createTestUser("student", "Sop Student");
      await signIn(page, user);
      await gotoReady(page, "/services/sop-writing");
      await bookingForm(page).getByLabel(/Premium/).check();
      await field(page, "University").fill("University of Toronto");
      await field(page, "Program").fill("MSc Computer Science");
      await field(page, "Application deadline").fill(addDaysToDay(todayInZone(ZONE), 40));
      await field(page, "Draft or CV (optional)").setInputFiles({ name: "my-draft.pdf", mimeType: "application/pdf", buffer: PDF });
      await field(page, "Message (optional)").fill("Please highlight my research.");
      await bookingForm(page).getByRole("button", { name: "Submit Application" }).click();

      await expect(page).toHaveURL("/student/sop-applications");
      await expectToast(page, "Application submitted successfully!", "We will contact you within 24 hours.");
      const sop = await db.sopApplication.findFirstOrThrow({ where: { studentId: user.id } });
      const row = page.getByTestId(`sop-${sop.id}`);
      await expect(row).toContainText("University of Toronto");
      await expect(row).toContainText("Pending");
      await expect(row.getByRole("link", { name: "Download SOP Document" })).toHaveCount(0);
      await row.getByRole("link", { name: "View Details" }).click();
      await expect(page.getByRole("region", { name: "Your drafts" })).toContainText("my-draft.pdf");
      await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Application submitted");
    });

    test("SOP: a file that is not a PDF or Word document is refused with the typed values kept", async ({ page }) => {
      const user = await createTestUser("student", "Sop Student");
      await signIn(page, user);
      await gotoReady(page, "/services/sop-writing");
      await bookingForm(page).getByLabel(/Standard/).check();
      await field(page, "University").fill("University of Otago");
      await field(page, "Program").fill("MSc Marine Science");
      await field(page, "Application deadline").fill(addDaysToDay(todayInZone(ZONE), 20));
      await field(page, "Draft or CV (optional)").setInputFiles({ name: "draft.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this is an executable") });
      await bookingForm(page).getByRole("button", { name: "Submit Application" }).click();

      await expect(bookingForm(page)).toContainText("Upload a PDF, DOC, DOCX file.");
      await expect(field(page, "University")).toHaveValue("University of Otago");
      await expect(field(page, "Program")).toHaveValue("MSc Marine Science");
      expect(await db.sopApplication.count({ where: { studentId: user.id } })).toBe(0);
    });

    test("loan: amounts, collateral and a document create a pending application", async ({ page }) => {
      const user = await createTestUser("student", "Loan Student");
      await signIn(page, user);
      await gotoReady(page, "/services/loan-assistance");
      await field(page, "University").fill("University of Sydney");
      await field(page, "Course").fill("Master of IT");
      await field(page, "Loan amount (USD)").fill("42000");
      await field(page, "Collateral value (USD)").fill("60000");
      await field(page, "Collateral type").selectOption("Property");
      await field(page, "Supporting document (optional)").setInputFiles({ name: "admission.pdf", mimeType: "application/pdf", buffer: PDF });
      await bookingForm(page).getByRole("button", { name: "Submit Application" }).click();

      await expect(page).toHaveURL("/student/loan-applications");
      await expectToast(page, "Application submitted successfully!", "Our loan experts will review your application and contact you soon.");
      const loan = await db.loanApplication.findFirstOrThrow({ where: { studentId: user.id } });
      expect(loan).toMatchObject({ loanAmount: 42000, collateralValue: 60000, collateralType: "Property", status: "pending" });
      const row = page.getByTestId(`loan-${loan.id}`);
      await expect(row).toContainText("$42,000");
      await expect(row).toContainText("Pending");
      await expect(row).toContainText("admission.pdf");
      await expect(row.getByRole("link", { name: "Upload" })).toHaveCount(0);
    });
  });
}

test.describe("visitors", () => {
  test("see the inquiry form and a prompt to log in to book a slot, not the booking form", async ({ page }) => {
    await gotoReady(page, "/services/demo-class");
    await expect(page.getByTestId("booking-form")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Log in to book a slot" })).toBeVisible();
  });

  test("a booking posted without a session is sent to log in and books nothing", async ({ request }) => {
    const slot = await createSlot("demo_class", { daysAhead: 16 });
    const response = await request.post("/services/demo-class", {
      form: { intent: "book", courseName: "IELTS", date: slot.day, timeSlot: String(slot.id) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/^\/login/);
    expect((await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } })).currentBookings).toBe(0);
  });
});
