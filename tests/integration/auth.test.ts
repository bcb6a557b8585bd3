import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as loginAction, loader as loginLoader } from "~/routes/_auth.login/route";
import { action as registerAction } from "~/routes/_auth.register/route";
import { action as logoutAction } from "~/routes/logout";
import { loader as studentLayoutLoader } from "~/routes/student";
import { getUserByEmail } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { consumeAttempt } from "~/auth/rate-limit.server";
import { getOptionalUser } from "~/auth/session.server";
import { callRoute, expectRedirect, formResult, routeRequest } from "../support/routes";
import { TEST_PASSWORD, createTestUser, sessionCookie, signedInUser, uniqueEmail } from "../support/users";

/** Headers of a client of its own address, so that the per-address limit of one test never touches another. */
const client = ({ ip = randomUUID(), navigate = false }: { ip?: string; navigate?: boolean } = {}) => ({ "X-Forwarded-For": ip, ...(navigate ? { "Sec-Fetch-Mode": "navigate" } : {}) });

const logIn = (fields: Record<string, string>, options: { ip?: string; navigate?: boolean } = {}) =>
  callRoute(loginAction, "/login", { form: fields, headers: client(options) });

describe("login", () => {
  test("signs in, sets the session cookie and the toast, and goes to /student", async () => {
    const user = await createTestUser();
    const answer = await logIn({ email: user.email, password: TEST_PASSWORD });
    expectRedirect(answer, "/student");
    expect(answer.toast).toEqual({ type: "success", title: "Login successful", description: "You have been logged in successfully." });
    const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) ?? "";
    expect(session).toMatch(/^__session=[^;]+;.*HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(await getOptionalUser(routeRequest("/", { cookie: session.split(";")[0] }))).toMatchObject({ id: user.id });
  });

  test("matches the e-mail whatever its case and spaces", async () => {
    const user = await createTestUser();
    expectRedirect(await logIn({ email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD }), "/student");
  });

  test("goes back to a same-site redirectTo, and ignores another site", async () => {
    const user = await createTestUser();
    expectRedirect(await logIn({ email: user.email, password: TEST_PASSWORD, redirectTo: "/student/profile" }), "/student/profile");
    expectRedirect(await logIn({ email: user.email, password: TEST_PASSWORD, redirectTo: "https://evil.example" }), "/student");
  });

  test("a wrong password and an unknown e-mail get the same 401 answer, the e-mail kept and the password dropped", async () => {
    const user = await createTestUser();
    const wrong = await logIn({ email: user.email, password: "not-the-password" });
    const unknown = await logIn({ email: uniqueEmail(), password: "not-the-password" });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(formResult(answer).error[""]).toEqual(["Invalid email or password."]);
    }
    expect(formResult(wrong).initialValue).toMatchObject({ email: user.email });
    expect(formResult(wrong).initialValue.password).toBeUndefined();
  });

  test("the failure toast is set for a fetch submission and not for a plain form post that shows the red box", async () => {
    const user = await createTestUser();
    const fetched = await logIn({ email: user.email, password: "nope-nope" });
    expect(fetched.toast).toEqual({ type: "error", title: "Login failed", description: "Invalid email or password." });
    const posted = await logIn({ email: user.email, password: "nope-nope" }, { navigate: true });
    expect(posted.headers.get("Set-Cookie")).toBeNull();
  });

  test("missing fields are a 400 with messages next to them", async () => {
    const answer = await logIn({ email: "", password: "" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error).toMatchObject({ email: ["Email is required"], password: ["Password is required"] });
  });

  test("an account is locked for 15 minutes after 10 failed tries, even with the right password", async () => {
    const user = await createTestUser();
    const firstTry = Date.now();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await logIn({ email: user.email, password: "wrong-password" })).status).toBe(401);
    }
    const locked = await logIn({ email: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(formResult(locked).error[""]).toEqual(["Too many attempts. Please try again in 15 minutes."]);
    // 15 minutes from the first failed try, however long the ten password checks took on this machine
    const secondsSinceFirstTry = Math.ceil((Date.now() - firstTry) / 1000);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThanOrEqual(15 * 60 - secondsSinceFirstTry - 1);
    expect(Number(locked.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
  });

  test("successful logins do not use up the allowance", async () => {
    const user = await createTestUser();
    const ip = randomUUID();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await logIn({ email: user.email, password: TEST_PASSWORD }, { ip })).status).toBe(302);
    }
  });

  test("one address is limited to 50 failed tries across accounts", async () => {
    const ip = randomUUID();
    for (let attempt = 0; attempt < 50; attempt++) {
      // The same count that failed logins leave, without paying for 50 password hashes.
      await consumeAttempt("login", routeRequest("/login", { method: "POST", headers: client({ ip }) }), uniqueEmail());
    }
    const user = await createTestUser();
    expect((await logIn({ email: user.email, password: TEST_PASSWORD }, { ip })).status).toBe(429);
  });

  test("a signed-in visitor of /login is sent to their area", async () => {
    const admin = await signedInUser("admin");
    expectRedirect(await callRoute(loginLoader, "/login", { cookie: admin.cookie }), "/admin");
  });
});

describe("register", () => {
  const form = (overrides: Record<string, string> = {}) => ({
    name: "Nima Sherpa",
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    terms: "on",
    ...overrides,
  });
  const register = (fields: Record<string, string>) => callRoute(registerAction, "/register", { form: fields });

  test("creates a student, signs them in and goes to /student with the spec's toast", async () => {
    const fields = form({ email: `  New.Person-${randomUUID()}@Example.com ` });
    const answer = await register(fields);
    expectRedirect(answer, "/student");
    expect(answer.toast).toEqual({ type: "success", title: "Registration successful", description: "Your account has been created and you are now logged in." });
    expect(answer.headers.getSetCookie().some((cookie) => /^__session=[^;]+;/.test(cookie))).toBe(true);
    const user = await getUserByEmail(fields.email);
    expect(user).toMatchObject({ name: "Nima Sherpa", role: "student", email: fields.email.trim().toLowerCase() });
  });

  test("refuses an e-mail already taken with a clear message, keeping what was typed", async () => {
    const existing = await createTestUser();
    const answer = await register(form({ email: existing.email.toUpperCase() }));
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.email).toEqual(["An account with this e-mail already exists."]);
    expect(formResult(answer).initialValue).toMatchObject({ name: "Nima Sherpa" });
    expect(formResult(answer).initialValue.password).toBeUndefined();
  });

  test("refuses mismatched passwords and an unticked terms box with the spec's messages", async () => {
    const fields = form({ password_confirmation: "different-password" });
    delete (fields as Record<string, string>).terms;
    const answer = await register(fields);
    expect(answer.status).toBe(400);
    expect(formResult(answer).error).toMatchObject({
      password_confirmation: ["Passwords do not match"],
      terms: ["You must agree to the Terms and Conditions"],
    });
    expect(await getUserByEmail(fields.email)).toBeNull();
  });

  test("refuses a password under 8 characters", async () => {
    const answer = await register(form({ password: "1234567", password_confirmation: "1234567" }));
    expect(formResult(answer).error.password).toEqual(["Password must be at least 8 characters"]);
  });
});

describe("logout and guards", () => {
  test("logout deletes the session row, so the old cookie no longer signs anyone in", async () => {
    const { user, cookie } = await signedInUser();
    const answer = await callRoute(logoutAction, "/logout", { method: "POST", cookie });
    expectRedirect(answer, "/login");
    expect(answer.toast).toEqual({ type: "success", title: "Logged out", description: "You have been logged out successfully." });
    expect(answer.headers.getSetCookie().find((setCookie) => setCookie.startsWith("__session="))).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/i);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await getOptionalUser(routeRequest("/", { cookie }))).toBeNull();
  });

  test("an expired session row signs nobody in", async () => {
    const { user, cookie } = await signedInUser();
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getOptionalUser(routeRequest("/", { cookie }))).toBeNull();
  });

  test("a live session signs its own user in, to its last second; a disabled account's session signs nobody in", async () => {
    const { user, cookie } = await signedInUser();
    const other = await signedInUser();
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() + 1000) } });
    expect(await getOptionalUser(routeRequest("/", { cookie }))).toEqual({ id: user.id, name: user.name, email: user.email, role: "student" });
    await db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await getOptionalUser(routeRequest("/", { cookie }))).toBeNull();
    expect(await getOptionalUser(routeRequest("/", { cookie: other.cookie }))).toMatchObject({ id: other.user.id });
  });

  test("a new session clears the user's expired ones", async () => {
    const { user } = await signedInUser();
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sessionCookie(user.id);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  test("a visitor entering /student/... is sent to /login with the way back", async () => {
    expectRedirect(await callRoute(studentLayoutLoader, "/student/sop-applications?page=2"), `/login?redirectTo=${encodeURIComponent("/student/sop-applications?page=2")}`);
  });

  test("an expired or revoked session on a protected page goes to log-in with 'Session expired', its cookie cleared", async () => {
    const expired = await signedInUser();
    await db.session.updateMany({ where: { userId: expired.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const revoked = await signedInUser("admin");
    await db.session.deleteMany({ where: { userId: revoked.user.id } });
    for (const [loader, path, cookie] of [
      [studentLayoutLoader, "/student/calendar", expired.cookie],
      [adminLayoutLoader, "/admin/mail", revoked.cookie],
    ] as const) {
      const answer = await callRoute(loader, path, { cookie });
      expectRedirect(answer, `/login?redirectTo=${encodeURIComponent(path)}`);
      expect(answer.toast).toMatchObject({ type: "error", title: "Session expired", description: "Please login again to continue." });
      expect(answer.headers.getSetCookie().some((line) => line.startsWith("__session=;"))).toBe(true);
    }
    // someone who never logged in is only asked to, without a message about a session they never had
    expect((await callRoute(studentLayoutLoader, "/student")).toast).toBeNull();
  });

  test("an admin entering /student goes to /admin and a student entering /admin goes to /student", async () => {
    const admin = await signedInUser("admin");
    const student = await signedInUser();
    expectRedirect(await callRoute(studentLayoutLoader, "/student", { cookie: admin.cookie }), "/admin");
    expectRedirect(await callRoute(adminLayoutLoader, "/admin", { cookie: student.cookie }), "/student");
  });
});
