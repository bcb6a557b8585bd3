import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEFAULT_GENERAL_SETTINGS } from "~/content/site";
import { createSopApplication } from "~/models/sop-application.server";
import type { PublicUser } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { gotoReady, signIn } from "../support/browser";
import { createSlot } from "../support/fixtures/bookings";
import { createSignInHistory } from "../support/fixtures/sign-ins";
import { createTestUser } from "../support/users";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const LONG_PROGRAM = "Master of Science in Computational and Mathematical Engineering with a Data Science Minor";

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`)).toEqual([]);
}

/** The WCAG contrast ratio of an element's text colour against white. */
function contrastOnWhite(locator: Locator) {
  return locator.evaluate((element) => {
    // Tailwind 4 colours are oklch(): let a canvas turn the computed colour into sRGB.
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    return 1.05 / (luminance + 0.05);
  });
}

/** Console errors and uncaught exceptions of the page from now on (hydration mismatches show up as both). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

function newSop(student: PublicUser) {
  return createSopApplication({
    studentId: student.id,
    package: "standard",
    university: "University of British Columbia, Vancouver Campus",
    program: LONG_PROGRAM,
    deadline: new Date(Date.now() + 60 * 86_400_000),
    message: "Please focus on my research experience.",
    draft: null,
  });
}

/**
 * A student with the records whose empty cells the lists print in grey: a pending interview with nobody assigned,
 * a cancelled one (no actions left), a rejected loan without a bank, a payment and an SOP without feedback.
 */
async function studentWithRecords() {
  const student = await createTestUser("student", "Accessible Student");
  const sop = await newSop(student);
  for (const status of ["pending", "cancelled"]) {
    const slot = await createSlot("interview", { daysAhead: 14 });
    await db.timeSlot.update({ where: { id: slot.id }, data: { currentBookings: status === "pending" ? 1 : 0 } });
    await db.booking.create({
      data: { type: "interview", studentId: student.id, slotId: slot.id, status, startTime: slot.startTime, endTime: slot.endTime, university: "University of Toronto", intake: "Fall 2027", interviewType: "visa" },
    });
  }
  await db.loanApplication.create({
    data: { studentId: student.id, university: "University of Sydney", course: "MBA", loanAmount: 30000, collateralValue: 0, collateralType: "None", status: "rejected" },
  });
  await db.payment.create({
    data: { invoiceNumber: `INV-A11Y-${student.id}`, studentId: student.id, serviceName: "SOP Writing - Standard", amountCents: 14_900, method: "bank_transfer", status: "pending" },
  });
  return { student, sop };
}

const bySearch = (path: string, keyword: string) => `${path}?search_keyword=${encodeURIComponent(keyword)}`;

test.describe("admin settings with JavaScript on", () => {
  test("loads and hydrates without errors, and each tab shows its fields", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "Settings Admin"));
    const errors = collectErrors(page);
    await gotoReady(page, "/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);

    const tabs = page.getByRole("navigation", { name: "Settings sections" });
    await expect(tabs.getByRole("link", { name: "General" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Office address")).toHaveValue(DEFAULT_GENERAL_SETTINGS.officeAddress);

    // each tab shows its form's first field; Terms & Policies lists the legal pages, which are versions in the content area
    const tabContents = [
      ["Payment", page.getByLabel("Currency", { exact: true }), "?tab=payment"],
      ["Email", page.getByLabel("SMTP host", { exact: true }), "?tab=email"],
      ["Terms & Policies", page.getByRole("link", { name: "Edit the Terms and Conditions" }), "?tab=policies"],
      ["General", page.getByLabel("Site name", { exact: true }), ""],
    ] as const;
    for (const [tab, content, search] of tabContents) {
      await tabs.getByRole("link", { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/settings${search.replace("?", "\\?")}$`));
      await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
      await expect(content).toBeVisible();
    }
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the sidebar's Settings link from the dashboard lands on the settings page", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "Sidebar Admin"));
    const errors = collectErrors(page);
    await gotoReady(page, "/admin");
    await page.getByRole("navigation", { name: "Admin", exact: true }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByLabel("Site name")).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

// Every page's own axe run, once per role at desktop width with JavaScript on, is the crawl's (crawl.spec.ts): these are
// the states of a page that the crawl's records do not show.
test.describe("axe finds no WCAG 2.2 AA violations", () => {
  test("on an admin SOP review page", async ({ page }) => {
    const student = await createTestUser("student", "Reviewed Student");
    const sop = await newSop(student);
    await signIn(page, await createTestUser("admin", "Reviewing Admin"));
    await gotoReady(page, `/admin/sop-applications/${sop.id}`);
    await expect(page.getByText("Student's message")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on an admin session list with unassigned and finished sessions", async ({ page }) => {
    const { student } = await studentWithRecords();
    await signIn(page, await createTestUser("admin", "Sessions Admin"));
    await gotoReady(page, bySearch("/admin/interview-applications", student.email));
    await expect(page.getByText("Unassigned").first()).toBeVisible();
    await expect(page.getByText("No actions").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // A table of text alone scrolls sideways on a phone; a scrolling box with nothing to focus must take the focus itself.
  test("on the security page with a full sign-in history, at phone width", async ({ page }) => {
    const student = await createTestUser("student", "Signed-in Student");
    await createSignInHistory(student);
    await signIn(page, student);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/profile/security");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(21);
    await expectNoAxeViolations(page);
  });

  test("on the student's SOP list", async ({ page }) => {
    const { student, sop } = await studentWithRecords();
    await signIn(page, student);
    await gotoReady(page, "/student/sop-applications");
    await expect(page.getByText(LONG_PROGRAM).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // axe skips a cell holding only "—" (no letters), so its grey is measured here.
    expect(await contrastOnWhite(page.getByTestId(`sop-${sop.id}`).getByText("—", { exact: true }))).toBeGreaterThanOrEqual(4.5);
  });

  test("on the student's loan list", async ({ page }) => {
    const { student } = await studentWithRecords();
    await signIn(page, student);
    await gotoReady(page, "/student/loan-applications");
    await expect(page.getByText("Unassigned").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// axe on both views of these lists (table, and ?view=cards) is the crawl's.
test.describe("the Table/Cards toggle with JavaScript on", () => {
  for (const path of ["/admin/services", "/admin/time-slots"]) {
    test(`on ${path} says which view is pinned, and a second press unpins it`, async ({ page }) => {
      await signIn(page, await createTestUser("admin", "Catalogue Admin"));
      await gotoReady(page, path);
      const toggle = page.getByRole("group", { name: "View" });
      await toggle.getByRole("button", { name: "Cards" }).click();
      await expect(page).toHaveURL(/view=cards/);
      await expect(toggle.getByRole("button", { name: "Cards" })).toHaveAttribute("aria-pressed", "true");
      await expect(toggle.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "false");
      // Pressing the pressed button again lets the width choose the view again.
      await toggle.getByRole("button", { name: "Cards" }).click();
      await expect(page).not.toHaveURL(/view=/);
      await expect(toggle.getByRole("button", { name: "Cards" })).toHaveAttribute("aria-pressed", "false");
    });
  }
});

test.describe("the Table/Cards toggle with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("pins a view and keeps the search", async ({ page }) => {
    await signIn(page, await createTestUser("admin", "No-JS Admin"));
    await gotoReady(page, "/admin/services?search_keyword=IELTS");
    const toggle = page.getByRole("group", { name: "View" });
    await toggle.getByRole("button", { name: "Table" }).click();
    await expect(page).toHaveURL(/search_keyword=IELTS/);
    await expect(page).toHaveURL(/view=table/);
    await expect(toggle.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("table")).toBeVisible();
  });
});

test.describe("no placeholders shown to users", () => {
  test("the contact page links the office address to a map instead of a map placeholder", async ({ page }) => {
    await gotoReady(page, "/contact");
    await expect(page.getByText(/would be displayed|placeholder/i)).toHaveCount(0);
    const map = page.getByRole("link", { name: /Open in a map/ });
    await expect(map).toHaveAttribute("href", `https://www.openstreetmap.org/search?query=${encodeURIComponent(DEFAULT_GENERAL_SETTINGS.officeAddress)}`);
  });
});

test.describe("on a 390 px wide phone nothing is wider than the screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function expectFits(page: Page, path: string) {
    await gotoReady(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
  }

  test("the admin dashboard and the session, payment and loan lists", async ({ page }) => {
    const { student } = await studentWithRecords();
    await signIn(page, await createTestUser("admin", "Phone Admin"));
    await expectFits(page, "/admin");
    for (const path of ["/admin/interview-applications", "/admin/payment-histories", "/admin/loan-applications"]) {
      await expectFits(page, bySearch(path, student.email));
      await expect(page.locator("tbody tr").first()).toBeAttached();
    }
  });

  test("the student dashboard", async ({ page }) => {
    const { student } = await studentWithRecords();
    await signIn(page, student);
    await expectFits(page, "/student");
    await expect(page.getByText(LONG_PROGRAM).first()).toBeAttached();
  });
});
