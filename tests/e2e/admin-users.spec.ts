import { expect, test, type Browser } from "@playwright/test";
import { inviteStaff } from "~/models/account-invitation.server";
import { submitInquiry } from "~/models/inquiry.server";
import { db } from "~/utils/db.server";
import { dialogOrPage, expectToast, gotoReady, signIn, submitLogin } from "../support/browser";
import { E2E_MAIL_DIR_VARIABLE, linkTo, waitForMailFile } from "../support/mail";
import { TEST_PASSWORD, createTestUser, staffActorId, uniqueEmail } from "../support/users";

/** A second person's browser, beside the admin's. */
function otherBrowser(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({ baseURL: process.env.APP_URL, javaScriptEnabled });
}

/** The invitation's link, as it arrived at the run's SMTP sink. */
async function invitationLink(email: string) {
  const mail = await waitForMailFile({ dir: process.env[E2E_MAIL_DIR_VARIABLE]!, to: email, subject: "Your account is ready" });
  return linkTo(mail, "/reset-password");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`people management with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an admin adds an admin: a taken e-mail is refused, then the new admin has no password yet and is sent an invitation", async ({ page }) => {
      const taken = await createTestUser("student");
      await signIn(page, await createTestUser("admin", "Inviting Admin"));
      await gotoReady(page, "/admin/users");
      await page.getByRole("link", { name: "Add Staff" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Add Staff" })).toBeVisible();

      await page.getByLabel("Name").fill("Tara Invited");
      await page.getByLabel("E-mail").fill(taken.email);
      await page.getByRole("button", { name: "Add and send invitation" }).click();
      await expect(page.getByText("An account with this e-mail already exists.")).toBeVisible();
      await expect(page.getByLabel("Name")).toHaveValue("Tara Invited");

      const email = uniqueEmail("invited-admin");
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Add and send invitation" }).click();
      await expectToast(page, "Admin added");
      await expect(page.getByRole("heading", { level: 1, name: "Tara Invited" })).toBeVisible();
      await expect(page.getByText("No password yet")).toBeVisible();
      // the invitation leaves by mail; what its link does is the next test's part
      await invitationLink(email);
    });

    test("an invited admin's link sets a password and the new admin logs into /admin", async ({ page }) => {
      const email = uniqueEmail("invited-admin");
      await inviteStaff({ adminId: await staffActorId(), name: "Tara Invited", email, role: "admin" });
      const link = await invitationLink(email);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill("tara-first-password");
      await page.getByLabel("Confirm password").fill("tara-first-password");
      await page.getByRole("button", { name: "Set password" }).click();
      await expect(page).toHaveURL("/login");
      await expectToast(page, "Password set");
      await submitLogin(page, email, "tara-first-password");
      await expect(page).toHaveURL("/admin");
    });

    test("a disabled student's open session lands on /login at the next page, and their login is refused", async ({ page, browser }) => {
      const student = await createTestUser("student", "Kamal Disabled");
      const context = await otherBrowser(browser, javaScriptEnabled);
      const studentPage = await context.newPage();
      await signIn(studentPage, student);
      await gotoReady(studentPage, "/student");
      await expect(studentPage).toHaveURL("/student");

      await signIn(page, await createTestUser("admin", "Disabling Admin"));
      await gotoReady(page, `/admin/users?search_keyword=${encodeURIComponent(student.email)}`);
      await page.getByTestId(`user-row-${student.id}`).getByRole("link", { name: "Kamal Disabled" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Kamal Disabled" })).toBeVisible();
      await page.getByRole("link", { name: "Disable account" }).click();
      const confirm = await dialogOrPage(page, javaScriptEnabled, "Disable this account?");
      await expect(confirm).toContainText(student.email);
      await confirm.getByRole("button", { name: "Disable account" }).click();
      await expectToast(page, "Account disabled");
      await expect(page).toHaveURL(`/admin/users/${student.id}`);
      await expect(page.getByRole("button", { name: "Enable account" })).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByRole("heading", { level: 1, name: "Kamal Disabled" })).toBeFocused();
      expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).disabledAt).not.toBeNull();

      await studentPage.getByRole("link", { name: "SOP Applications" }).filter({ visible: true }).first().click();
      await expect(studentPage).toHaveURL(/\/login\?redirectTo=/);
      await expectToast(studentPage, "Session expired");
      await submitLogin(studentPage, student.email, TEST_PASSWORD);
      await expect(studentPage.locator("form").getByRole("alert")).toHaveText("Invalid email or password.");
      await context.close();

      await page.getByRole("button", { name: "Enable account" }).click();
      await expectToast(page, "Account enabled");
      const disable = page.getByRole("link", { name: "Disable account" });
      await expect(disable).toBeVisible();
      if (javaScriptEnabled) await expect(disable).toBeFocused();
      expect((await db.user.findUniqueOrThrow({ where: { id: student.id } })).disabledAt).toBeNull();
    });

    test("an inquiry converted: the invitation's link sets the new student's password and they log in", async ({ page, browser }) => {
      const email = uniqueEmail("prospect");
      const { id } = await submitInquiry({ serviceType: "counseling", serviceName: "Free Counseling", fullName: "Sonam Prospect", email, phone: "+977 9812345678", country: "Canada" });
      await signIn(page, await createTestUser("admin", "Converting Admin"));
      await gotoReady(page, `/admin/inquiries/${id}`);
      await page.getByRole("link", { name: "Convert to student account" }).click();
      const confirm = await dialogOrPage(page, javaScriptEnabled, "Convert to a student account?");
      await expect(confirm).toContainText("Sonam Prospect");
      await expect(confirm).toContainText(email);
      await confirm.getByRole("button", { name: "Create account and send invitation" }).click();
      await expect(page).toHaveURL(`/admin/inquiries/${id}`);
      await expectToast(page, "Inquiry converted");
      await expect(page.getByRole("main")).toContainText("Converted");
      await expect(page.getByRole("link", { name: "Convert to student account" })).toHaveCount(0);
      const account = await db.user.findUniqueOrThrow({ where: { email } });
      expect(account).toMatchObject({ name: "Sonam Prospect", role: "student", phone: "+977 9812345678" });
      expect(await db.inquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "converted", userId: account.id });

      const link = await invitationLink(email);
      const context = await otherBrowser(browser, javaScriptEnabled);
      const student = await context.newPage();
      await student.goto(`${link.pathname}${link.search}`);
      await expect(student.getByRole("heading", { name: "Choose your password" })).toBeVisible();
      await student.getByLabel("Password", { exact: true }).fill("sonam-first-password");
      await student.getByLabel("Confirm password").fill("sonam-first-password");
      await student.getByRole("button", { name: "Set password" }).click();
      await expectToast(student, "Password set");
      await submitLogin(student, email, "sonam-first-password");
      await expect(student).toHaveURL("/student");
      await context.close();
    });
  });
}
