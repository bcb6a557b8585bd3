import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as loginAction, loader as loginLoader } from "~/routes/_auth.login/route";
import { action as registerAction } from "~/routes/_auth.register/route";
import { action as logoutAction } from "~/routes/logout";
import { loader as studentLayoutLoader } from "~/routes/student";
import { createUser, getUserByEmail } from "~/models/user.server";
import { db } from "~/utils/db.server";
import { consumeAttempt } from "~/utils/rate-limit.server";
import { getOptionalUser } from "~/utils/session.server";
import { formRequest, getRequest, sessionCookie, unwrap } from "../support/requests";

const PASSWORD = "correct-horse-battery";
const args = (request: Request) => ({ request, params: {}, context: {} });
const newEmail = () => `user-${randomUUID()}@example.com`;

async function student(email = newEmail()) {
  return createUser({ name: "Asha Rai", email, password: PASSWORD });
}

/** A request from its own address, so that the per-address limit of one test never touches another. */
function loginRequest(fields: Record<string, string>, { ip = randomUUID(), navigate = false } = {}) {
  const request = formRequest("/login", fields);
  request.headers.set("X-Forwarded-For", ip);
  if (navigate) request.headers.set("Sec-Fetch-Mode", "navigate");
  return request;
}

function formErrors(body: unknown) {
  return (body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }).result;
}

describe("login", () => {
  test("signs in, sets the session cookie and the toast, and goes to /student", async () => {
    const user = await student();
    const response = await loginAction(args(loginRequest({ email: user.email, password: PASSWORD })));
    expect(response).toBeInstanceOf(Response);
    const { status, headers } = await unwrap(response);
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/student");
    const cookies = headers.get("Set-Cookie") ?? "";
    expect(cookies).toMatch(/__session=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(cookies).toContain("__toast=");
    const cookie = cookies.split(/,(?=\s*__)/).map((part) => part.trim().split(";")[0]).join("; ");
    expect(await getOptionalUser(getRequest("/", cookie))).toMatchObject({ id: user.id });
  });

  test("matches the e-mail whatever its case and spaces", async () => {
    const user = await student();
    const { status } = await unwrap(await loginAction(args(loginRequest({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD }))));
    expect(status).toBe(302);
  });

  test("goes back to a same-site redirectTo, and ignores another site", async () => {
    const user = await student();
    const back = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: PASSWORD, redirectTo: "/student/profile" }))));
    expect(back.headers.get("Location")).toBe("/student/profile");
    const away = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: PASSWORD, redirectTo: "https://evil.example" }))));
    expect(away.headers.get("Location")).toBe("/student");
  });

  test("a wrong password and an unknown e-mail get the same 401 answer, the e-mail kept and the password dropped", async () => {
    const user = await student();
    const wrong = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: "not-the-password" }))));
    const unknown = await unwrap(await loginAction(args(loginRequest({ email: newEmail(), password: "not-the-password" }))));
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(formErrors(answer.body).error[""]).toEqual(["Invalid email or password."]);
    }
    expect(formErrors(wrong.body).initialValue).toMatchObject({ email: user.email });
    expect(formErrors(wrong.body).initialValue.password).toBeUndefined();
  });

  test("the failure toast is set for a fetch submission and not for a plain form post that shows the red box", async () => {
    const user = await student();
    const fetched = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: "nope-nope" }))));
    expect(fetched.headers.get("Set-Cookie")).toContain("__toast=");
    const posted = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: "nope-nope" }, { navigate: true }))));
    expect(posted.headers.get("Set-Cookie")).toBeNull();
  });

  test("missing fields are a 400 with messages next to them", async () => {
    const { status, body } = await unwrap(await loginAction(args(loginRequest({ email: "", password: "" }))));
    expect(status).toBe(400);
    expect(formErrors(body).error).toMatchObject({ email: ["Email is required"], password: ["Password is required"] });
  });

  test("an account is locked for 15 minutes after 10 failed tries, even with the right password", async () => {
    const user = await student();
    for (let attempt = 0; attempt < 10; attempt++) {
      const { status } = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: "wrong-password" }))));
      expect(status).toBe(401);
    }
    const locked = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: PASSWORD }))));
    expect(locked.status).toBe(429);
    expect(formErrors(locked.body).error[""]).toEqual(["Too many attempts. Please try again in 15 minutes."]);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(890);
  });

  test("successful logins do not use up the allowance", async () => {
    const user = await student();
    const ip = randomUUID();
    for (let attempt = 0; attempt < 12; attempt++) {
      const { status } = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: PASSWORD }, { ip }))));
      expect(status).toBe(302);
    }
  });

  test("one address is limited to 50 failed tries across accounts", async () => {
    const ip = randomUUID();
    for (let attempt = 0; attempt < 50; attempt++) {
      // The same count that failed logins leave, without paying for 50 password hashes.
      await consumeAttempt("login", loginRequest({}, { ip }), newEmail());
    }
    const user = await student();
    const { status } = await unwrap(await loginAction(args(loginRequest({ email: user.email, password: PASSWORD }, { ip }))));
    expect(status).toBe(429);
  });

  test("a signed-in visitor of /login is sent to their area", async () => {
    const admin = await createUser({ name: "Admin", email: newEmail(), password: PASSWORD, role: "admin" });
    const thrown = await loginLoader(args(getRequest("/login", await sessionCookie(admin.id)))).catch((response: Response) => response);
    expect((thrown as Response).headers.get("Location")).toBe("/admin");
  });
});

describe("register", () => {
  const form = (overrides: Record<string, string> = {}) => ({
    name: "Nima Sherpa",
    email: newEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms: "on",
    ...overrides,
  });

  test("creates a student, signs them in and goes to /student with the spec's toast", async () => {
    const fields = form({ email: `  New.Person-${randomUUID()}@Example.com ` });
    const { status, headers } = await unwrap(await registerAction(args(formRequest("/register", fields))));
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/student");
    expect(headers.get("Set-Cookie")).toContain("__session=");
    const user = await getUserByEmail(fields.email);
    expect(user).toMatchObject({ name: "Nima Sherpa", role: "student", email: fields.email.trim().toLowerCase() });
  });

  test("refuses an e-mail already taken with a clear message, keeping what was typed", async () => {
    const existing = await student();
    const { status, body } = await unwrap(await registerAction(args(formRequest("/register", form({ email: existing.email.toUpperCase() })))));
    expect(status).toBe(400);
    expect(formErrors(body).error.email).toEqual(["An account with this e-mail already exists."]);
    expect(formErrors(body).initialValue).toMatchObject({ name: "Nima Sherpa" });
    expect(formErrors(body).initialValue.password).toBeUndefined();
  });

  test("refuses mismatched passwords and an unticked terms box with the spec's messages", async () => {
    const fields = form({ password_confirmation: "different-password" });
    delete (fields as Record<string, string>).terms;
    const { status, body } = await unwrap(await registerAction(args(formRequest("/register", fields))));
    expect(status).toBe(400);
    expect(formErrors(body).error).toMatchObject({
      password_confirmation: ["Passwords do not match"],
      terms: ["You must agree to the Terms and Conditions"],
    });
    expect(await getUserByEmail(fields.email)).toBeNull();
  });

  test("refuses a password under 8 characters", async () => {
    const { body } = await unwrap(await registerAction(args(formRequest("/register", form({ password: "1234567", password_confirmation: "1234567" })))));
    expect(formErrors(body).error.password).toEqual(["Password must be at least 8 characters"]);
  });
});

describe("logout and guards", () => {
  test("logout deletes the session row, so the old cookie no longer signs anyone in", async () => {
    const user = await student();
    const cookie = await sessionCookie(user.id);
    const { status, headers } = await unwrap(await logoutAction(args(formRequest("/logout", {}, cookie))));
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/login");
    expect(headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/i);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await getOptionalUser(getRequest("/", cookie))).toBeNull();
  });

  test("an expired session row signs nobody in", async () => {
    const user = await student();
    const cookie = await sessionCookie(user.id);
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getOptionalUser(getRequest("/", cookie))).toBeNull();
  });

  test("a new session clears the user's expired ones", async () => {
    const user = await student();
    await sessionCookie(user.id);
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sessionCookie(user.id);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  test("a visitor entering /student/... is sent to /login with the way back", async () => {
    const thrown = await studentLayoutLoader(args(getRequest("/student/sop-applications?page=2"))).catch((response: Response) => response);
    expect((thrown as Response).headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/student/sop-applications?page=2")}`);
  });

  test("an admin entering /student goes to /admin and a student entering /admin goes to /student", async () => {
    const admin = await createUser({ name: "Admin", email: newEmail(), password: PASSWORD, role: "admin" });
    const user = await student();
    const toAdmin = await studentLayoutLoader(args(getRequest("/student", await sessionCookie(admin.id)))).catch((response: Response) => response);
    expect((toAdmin as Response).headers.get("Location")).toBe("/admin");
    const toStudent = await adminLayoutLoader(args(getRequest("/admin", await sessionCookie(user.id)))).catch((response: Response) => response);
    expect((toStudent as Response).headers.get("Location")).toBe("/student");
  });
});
