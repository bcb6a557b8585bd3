import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectToast, gotoReady, signIn, submitLogin, submitRegistration } from "../support/browser";
import { createTestUser, TEST_PASSWORD, uniqueEmail } from "../support/users";
import { db } from "~/utils/db.server";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`accounts with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a newcomer registers, lands on /student signed in, and the header shows their menu", async ({ page }) => {
      const email = uniqueEmail("register");
      await submitRegistration(page, { name: "Kiran Thapa", email, password: "a-good-password" });

      await expect(page).toHaveURL("/student");
      await expectToast(page, "Registration successful", "Your account has been created and you are now logged in.");
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
      const header = page.getByRole("banner");
      await header.getByLabel("Account menu").click();
      await expect(header.getByRole("link", { name: "Profile" })).toBeVisible();
      await expect(header.getByText(email).first()).toBeVisible();
    });

    test("register shows the spec's messages and keeps what was typed", async ({ page }) => {
      await page.goto("/register");
      await page.getByLabel("Full name").fill("Kiran Thapa");
      await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
      await page.getByLabel("Password", { exact: true }).fill("a-good-password");
      await page.getByLabel("Confirm password").fill("another-password");
      await page.getByRole("button", { name: "Register" }).click();

      await expect(page.getByText("Passwords do not match")).toBeVisible();
      await expect(page.getByText("You must agree to the Terms and Conditions")).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue("Kiran Thapa");
      // The server never sends a password back; with JavaScript the browser simply keeps what is in the input.
      if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    });

    test("register refuses an e-mail that already has an account", async ({ page }) => {
      const existing = await createTestUser("student");
      await submitRegistration(page, { name: "Copy Cat", email: existing.email, password: "a-good-password" });
      // The message stands under the e-mail field (the page's main); with JavaScript the toast repeats it.
      await expect(page.getByRole("main").getByText("An account with this e-mail already exists.")).toBeVisible();
      if (javaScriptEnabled) await expectToast(page, "Registration failed", "An account with this e-mail already exists.");
      await expect(page.getByLabel("Email")).toHaveValue(existing.email);
    });

    test("login succeeds with the toast and goes to /student", async ({ page }) => {
      const user = await createTestUser("student");
      await page.goto("/login");
      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page).toHaveURL("/student");
      await expectToast(page, "Login successful", "You have been logged in successfully.");
    });

    test("a wrong password shows the red box above the button and keeps the e-mail", async ({ page }) => {
      const user = await createTestUser("student");
      await page.goto("/login");
      await submitLogin(page, user.email, "not-the-password");
      const alert = page.locator("form").getByRole("alert");
      await expect(alert).toHaveText("Invalid email or password.");
      await expect(page.getByLabel("Email")).toHaveValue(user.email);
      await expect(page).toHaveURL("/login");
      if (javaScriptEnabled) await expectToast(page, "Login failed", "Invalid email or password.");
    });

    test("an unknown e-mail gets exactly the same answer as a wrong password", async ({ page }) => {
      await page.goto("/login");
      await submitLogin(page, uniqueEmail("nobody"), "not-the-password");
      await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid email or password.");
    });

    test("a visitor sent to log in from a student page comes back to it", async ({ page }) => {
      const user = await createTestUser("student");
      await page.goto("/student/profile");
      await expect(page).toHaveURL("/login?redirectTo=%2Fstudent%2Fprofile");
      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page).toHaveURL("/student/profile");
    });

    test("an admin who logs in is sent on to /admin", async ({ page }) => {
      const admin = await createTestUser("admin", "Ada Admin");
      await page.goto("/login");
      await submitLogin(page, admin.email, TEST_PASSWORD);
      await expect(page).toHaveURL("/admin");
    });

    test("logout ends the session for good: the old cookie no longer works", async ({ page, context }) => {
      const user = await createTestUser("student", "Lena Student");
      await signIn(page, user);
      await page.goto("/");
      const [oldCookie] = (await context.cookies()).filter((cookie) => cookie.name === "__session");
      await page.getByLabel("Account menu").click();
      await page.getByRole("button", { name: "Logout" }).click();

      await expect(page).toHaveURL("/login");
      await expectToast(page, "Logged out", "You have been logged out successfully.");
      await context.addCookies([oldCookie]);
      await page.goto("/student");
      await expect(page).toHaveURL("/login?redirectTo=%2Fstudent");
    });

    test("a session revoked elsewhere lands on log-in with 'Session expired', and logging in returns to the page", async ({ page }) => {
      const user = await createTestUser("student");
      await signIn(page, user);
      await page.goto("/student/calendar");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await db.session.deleteMany({ where: { userId: user.id } });

      await page.goto("/student/calendar");
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/student/calendar")}`);
      await expectToast(page, "Session expired", "Please login again to continue.");
      await submitLogin(page, user.email, TEST_PASSWORD);
      await expect(page).toHaveURL("/student/calendar");
    });
  });
}

// The account menu is a native disclosure in the page's HTML, the same with JavaScript on or off: checked once.
test.describe("the header's account menu", () => {
  test("the header shows the student's bell, initial and menu with the spec's targets", async ({ page }) => {
    const user = await createTestUser("student", "maya Gurung");
    await signIn(page, user);
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Notifications/ })).toBeVisible();
    const menu = header.locator("details").filter({ has: page.getByLabel("Account menu") });
    await expect(menu.locator("summary")).toHaveText("M");
    await menu.locator("summary").click();
    await expect(menu.getByText("maya Gurung")).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/student");
    await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/student/profile");
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("an admin's menu leads to /admin and /admin/profile", async ({ page }) => {
    const admin = await createTestUser("admin", "Ada Admin");
    await signIn(page, admin);
    // hydrated first: a click on the menu while the page hydrates under load can be undone by it
    await gotoReady(page, "/");
    const header = page.getByRole("banner");
    await header.getByLabel("Account menu").click();
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(header.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/admin/profile");
  });
});

test.describe("login page", () => {
  test("has the spec's links, no placeholder sign-in button and a show/hide control", async ({ page }) => {
    await page.goto("/login");
    for (const href of ["/forgot-password", "/register", "/terms", "/privacy-policy"]) {
      await expect(page.locator("main").locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-value");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a signed-in visitor of /login or /register goes to their area", async ({ page }) => {
    await signIn(page, await createTestUser("student"));
    await page.goto("/login");
    await expect(page).toHaveURL("/student");
    await page.goto("/register");
    await expect(page).toHaveURL("/student");
  });

  test("an address that keeps failing is refused with 429 and a clear message", async ({ page }) => {
    // Its own address, so that this test's failures never count against the other tests' logins.
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}` });
    const user = await createTestUser("student");
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await page.request.post("/login", { form: { email: user.email, password: "wrong-password" } });
      expect(response.status()).toBe(401);
    }
    await page.goto("/login");
    await submitLogin(page, user.email, TEST_PASSWORD);
    await expect(page.locator("form").getByRole("alert")).toHaveText("Too many attempts. Please try again in 15 minutes.");
    const response = await page.request.post("/login", { form: { email: user.email, password: TEST_PASSWORD } });
    expect(response.status()).toBe(429);
  });
});

test.describe("guards", () => {
  test("a student entering /admin goes to /student", async ({ page }) => {
    await signIn(page, await createTestUser("student"));
    await page.goto("/admin/settings");
    await expect(page).toHaveURL("/student");
  });

  test("an admin entering /student goes to /admin", async ({ page }) => {
    await signIn(page, await createTestUser("admin"));
    await page.goto("/student/profile");
    await expect(page).toHaveURL("/admin");
  });

  test("a visitor entering /admin is sent to log in and comes back after", async ({ page }) => {
    const admin = await createTestUser("admin");
    await page.goto("/admin/profile");
    await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Fprofile");
    await submitLogin(page, admin.email, TEST_PASSWORD);
    await expect(page).toHaveURL("/admin/profile");
  });

  test("logged out, the header offers Login and Register", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(header.getByLabel("Account menu")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a phone, the menu shows who is signed in with Dashboard, Profile and Logout", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await createTestUser("student", "Mobile Student");
    await signIn(page, user);
    await page.goto("/");
    await page.getByTestId("mobile-menu").locator("summary").click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav.getByText("Mobile Student")).toBeVisible();
    await expect(nav.getByText(user.email)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/student");
    await expect(nav.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/student/profile");
    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("the password field has no show/hide control and still works", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
  });
});
