import { expect, test, type Page } from "@playwright/test";
import { expectToast, signIn, submitLogin, verificationLinkFor } from "../support/browser";
import { PNG } from "../support/fixtures/files";
import { createTestUser, TEST_PASSWORD, uniqueEmail } from "../support/users";
import { db } from "~/utils/db.server";

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password").fill(next);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Update password" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`profile with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a student edits their details and avatar; the page shows what was saved", async ({ page }) => {
      const user = await createTestUser("student", "Sabin Rai");
      await signIn(page, user);
      await page.goto("/student/profile");
      await expect(page.getByLabel("Full name")).toHaveValue("Sabin Rai");
      await expect(page.getByLabel("Email")).toHaveValue(user.email);

      await page.getByLabel("Full name").fill("Sabin K. Rai");
      await page.getByLabel("Phone").fill("+977 980 123 4567");
      await page.getByLabel("Date of birth").fill("2000-02-29");
      await page.getByLabel("Address").fill("Baneshwor, Kathmandu");
      await page.getByLabel("Avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
      await page.getByRole("button", { name: "Save changes" }).click();

      await expectToast(page, "Profile updated");
      await page.reload();
      await expect(page.getByLabel("Full name")).toHaveValue("Sabin K. Rai");
      await expect(page.getByLabel("Phone")).toHaveValue("+977 980 123 4567");
      await expect(page.getByLabel("Date of birth")).toHaveValue("2000-02-29");
      await expect(page.getByLabel("Address")).toHaveValue("Baneshwor, Kathmandu");
      const avatar = page.getByRole("img", { name: "Your avatar" });
      await expect(avatar).toBeVisible();
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    });

    test("a file that is not an image and an e-mail already taken are refused, the typing kept", async ({ page }) => {
      const other = await createTestUser("student");
      await signIn(page, await createTestUser("student", "Sabin Rai"));
      await page.goto("/student/profile");
      await page.getByLabel("Full name").fill("Renamed Person");
      await page.getByLabel("Email").fill(other.email);
      await page.getByLabel("Avatar").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.4 not an image") });
      await page.getByRole("button", { name: "Save changes" }).click();

      await expect(page.getByText("Upload a JPG, PNG, GIF, WEBP file.")).toBeVisible();
      await expect(page.getByText("An account with this e-mail already exists.")).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue("Renamed Person");
      if (javaScriptEnabled) await expectToast(page, "Update failed", "There was an error updating your profile.");
    });

    test("the password change refuses a mismatch and a wrong current password, then succeeds", async ({ page }) => {
      await signIn(page, await createTestUser("student"));
      await page.goto("/student/profile");

      await changePassword(page, TEST_PASSWORD, "new-password-1", "new-password-2");
      await expect(page.getByText("Passwords don't match").first()).toBeVisible();
      if (javaScriptEnabled) await expectToast(page, "Passwords don't match", "New password and confirmation password must match.");

      await changePassword(page, "not-my-password", "new-password-1");
      await expect(page.getByText("The current password is incorrect.")).toBeVisible();

      await changePassword(page, TEST_PASSWORD, "new-password-1");
      await expectToast(page, "Password updated");
    });

    test("a student turns reminder e-mails off and back on; the switches show what was saved", async ({ page }) => {
      const user = await createTestUser("student");
      await signIn(page, user);
      await page.goto("/student/profile");
      const reminders = page.getByLabel("Remind me by e-mail 24 hours and 1 hour before each session");
      const updates = page.getByLabel("E-mail me when my applications, sessions or payments change");
      await expect(reminders).toBeChecked();
      await expect(updates).toBeChecked();

      await reminders.uncheck();
      await page.getByRole("button", { name: "Save preferences" }).click();
      await expectToast(page, "Preferences saved", "Your e-mail preferences have been saved.");
      expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailReminders: true, emailUpdates: true } })).toEqual({
        emailReminders: false,
        emailUpdates: true,
      });
      await page.reload();
      await expect(reminders).not.toBeChecked();
      await expect(updates).toBeChecked();

      await reminders.check();
      await page.getByRole("button", { name: "Save preferences" }).click();
      await expectToast(page, "Preferences saved");
      await page.reload();
      await expect(reminders).toBeChecked();
    });
  });
}

test.describe("password change across devices", () => {
  test("signs out the other browser and the new password logs in", async ({ page, browser }) => {
    const user = await createTestUser("student");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, user);
    await otherPage.goto("/student/profile");
    await expect(otherPage).toHaveURL("/student/profile");

    await signIn(page, user);
    await page.goto("/student/profile");
    await changePassword(page, TEST_PASSWORD, "brand-new-password");
    await expectToast(page, "Password updated");

    await page.reload();
    await expect(page).toHaveURL("/student/profile");
    await otherPage.goto("/student/profile");
    await expect(otherPage).toHaveURL("/login?redirectTo=%2Fstudent%2Fprofile");
    await submitLogin(otherPage, user.email, "brand-new-password");
    await expect(otherPage).toHaveURL("/student/profile");
    await other.close();
  });
});

test.describe("admin profile", () => {
  test("an admin edits their profile inside the admin area", async ({ page }) => {
    const admin = await createTestUser("admin", "Ada Admin");
    await signIn(page, admin);
    await page.goto("/admin/profile");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    // staff mail goes to the office's address, so an admin has no student e-mail switches
    await expect(page.getByRole("heading", { name: "E-mail preferences" })).toHaveCount(0);
    const email = uniqueEmail("admin-renamed");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Profile updated");
    await expect(page).toHaveURL("/admin/profile");
    // the new address takes over once the link mailed to it is opened
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
    await page.goto(await verificationLinkFor(email, "Confirm your new e-mail address"));
    await expect(page).toHaveURL("/admin");
    await page.goto("/admin/profile");
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("one user's avatar is not served to another student", async ({ page, browser }) => {
    const owner = await createTestUser("student");
    await signIn(page, owner);
    await page.goto("/student/profile");
    await page.getByLabel("Avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Profile updated");
    expect((await page.request.get(`/avatars/${owner.id}`)).status()).toBe(200);

    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await signIn(stranger, await createTestUser("student"));
    expect((await stranger.request.get(`/avatars/${owner.id}`)).status()).toBe(404);
    await strangerContext.close();
  });
});
