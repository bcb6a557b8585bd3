import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createApiToken } from "~/models/api-token.server";
import { getUserByEmail } from "~/models/user.server";
import * as loginApi from "~/routes/api.login";
import * as logoutApi from "~/routes/api.logout";
import * as registerApi from "~/routes/api.register";
import * as servicesApi from "~/routes/api.service";
import * as userApi from "~/routes/api.user";
import { db } from "~/utils/db.server";
import { hashToken } from "~/utils/tokens.server";
import { callApi, type ApiRoute } from "../support/api";
import { TEST_PASSWORD, createTestUser, uniqueEmail } from "../support/users";

/** A call from an address of its own, so that the per-address limits of one test never touch another. */
const call = (route: ApiRoute, path: string, { body, token, method = "POST" }: { body?: unknown; token?: string; method?: string } = {}) =>
  callApi(route, { method, path, token, body, headers: { "X-Forwarded-For": randomUUID() } });

describe("POST /api/login", () => {
  test("answers 200 with data.access_token and data.user, and the token works", async () => {
    const user = await createTestUser("student", "Api User");
    const { status, body } = await call(loginApi, "/api/login", { body: { email: user.email, password: TEST_PASSWORD } });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { access_token: expect.any(String), user: { id: user.id, name: "Api User", email: user.email, role: "student" } } });
    const me = await call(userApi, "/api/user", { method: "GET", token: body.data.access_token });
    expect(me).toMatchObject({ status: 200, body: { data: { id: user.id, email: user.email } } });
  });

  test("keeps only a hash of the token, with an expiry", async () => {
    const user = await createTestUser("student", "Api User");
    const { body } = await call(loginApi, "/api/login", { body: { email: user.email, password: TEST_PASSWORD } });
    const row = await db.apiToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(hashToken(body.data.access_token));
    expect(row.tokenHash).not.toContain(body.data.access_token);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  test("answers 401 with a message for a wrong password or an unknown e-mail alike", async () => {
    const user = await createTestUser("student", "Api User");
    const wrong = await call(loginApi, "/api/login", { body: { email: user.email, password: "wrong-password" } });
    const unknown = await call(loginApi, "/api/login", { body: { email: uniqueEmail(), password: "wrong-password" } });
    expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid email or password." } });
    expect(unknown.body).toEqual(wrong.body);
  });

  test("answers 422 in the validation shape when fields are missing", async () => {
    const { status, body } = await call(loginApi, "/api/login", { body: {} });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: "Email is required (and 1 more error)",
      error_type: "validation_error",
      errors: { email: ["Email is required"], password: ["Password is required"] },
    });
  });

  test("answers 400 to a body that is not JSON", async () => {
    const { status, body } = await call(loginApi, "/api/login", { body: "{not json" });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "The request body is not valid JSON." });
  });

  test("answers 429 with Retry-After once an account has had 10 failed tries", async () => {
    const user = await createTestUser("student", "Api User");
    for (let attempt = 0; attempt < 10; attempt++) {
      await call(loginApi, "/api/login", { body: { email: user.email, password: "wrong-password" } });
    }
    const { status, body, headers } = await call(loginApi, "/api/login", { body: { email: user.email, password: TEST_PASSWORD } });
    expect(status).toBe(429);
    expect(body).toEqual({ message: "Too many attempts. Please try again in 15 minutes." });
    expect(headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  test("answers 405 to a GET", async () => {
    const answer = await call(loginApi, "/api/login", { method: "GET" });
    expect({ status: answer.status, body: answer.body, allow: answer.headers.get("Allow") }).toEqual({
      status: 405,
      body: { message: "The GET method is not supported for this route." },
      allow: "POST",
    });
  });
});

describe("POST /api/register", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "New Student",
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    role: "student",
    ...overrides,
  });

  test("answers 201 with token and user at the top level", async () => {
    const sent = body();
    const { status, body: answer } = await call(registerApi, "/api/register", { body: sent });
    expect(status).toBe(201);
    expect(answer).toEqual({ token: expect.any(String), user: { id: expect.any(Number), name: "New Student", email: sent.email, role: "student" } });
    const me = await call(userApi, "/api/user", { method: "GET", token: answer.token });
    expect(me.body.data.id).toBe(answer.user.id);
  });

  test("makes a student even when admin is asked for", async () => {
    const sent = body({ role: "admin" });
    const { body: answer } = await call(registerApi, "/api/register", { body: sent });
    expect(answer.user.role).toBe("student");
    expect((await getUserByEmail(sent.email))?.role).toBe("student");
  });

  test("answers 422 in the validation shape for every broken field", async () => {
    const { status, body: answer } = await call(registerApi, "/api/register", { body: { email: "not-an-email", password: "short", password_confirmation: "other" } });
    expect(status).toBe(422);
    expect(answer.error_type).toBe("validation_error");
    expect(answer.errors).toEqual({
      name: ["Name is required"],
      email: ["Enter a valid e-mail address"],
      password: ["Password must be at least 8 characters"],
      password_confirmation: ["Passwords do not match"],
    });
    expect(answer.message).toBe("Name is required (and 3 more errors)");
  });

  test("answers 422 on the email field when the e-mail is taken", async () => {
    const existing = await createTestUser("student", "Taken");
    const { status, body: answer } = await call(registerApi, "/api/register", { body: body({ email: existing.email }) });
    expect(status).toBe(422);
    expect(answer).toEqual({
      message: "An account with this e-mail already exists.",
      error_type: "validation_error",
      errors: { email: ["An account with this e-mail already exists."] },
    });
  });
});

describe("bearer tokens", () => {
  test("POST /api/logout revokes the token: the next call is 401 Unauthenticated.", async () => {
    const user = await createTestUser("student", "Api User");
    const token = await createApiToken(user.id);
    const out = await call(logoutApi, "/api/logout", { token });
    expect(out.status).toBe(200);
    expect(await call(userApi, "/api/user", { method: "GET", token })).toMatchObject({ status: 401, body: { message: "Unauthenticated." } });
    expect(await call(logoutApi, "/api/logout", { token })).toMatchObject({ status: 401, body: { message: "Unauthenticated." } });
  });

  test.each([
    ["no Authorization header", undefined],
    ["a token nobody issued", "made-up-token"],
  ])("answers 401 to %s", async (_what, token) => {
    const answer = await call(userApi, "/api/user", { method: "GET", token });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 401, body: { message: "Unauthenticated." } });
  });

  test("answers 401 to an expired token", async () => {
    const user = await createTestUser("student", "Api User");
    const token = await createApiToken(user.id);
    await db.apiToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(userApi, "/api/user", { method: "GET", token })).status).toBe(401);
  });

  test("a student on an admin endpoint gets 403 with a message; an admin gets through", async () => {
    const student = await createTestUser("student", "Student");
    const admin = await createTestUser("admin", "Admin");
    const refused = await call(servicesApi, "/api/service", { method: "GET", token: await createApiToken(student.id) });
    expect(refused).toMatchObject({ status: 403, body: { message: "This action is unauthorized." } });
    const allowed = await call(servicesApi, "/api/service", { method: "GET", token: await createApiToken(admin.id) });
    expect(allowed).toMatchObject({ status: 200, body: { data: expect.any(Array), meta: { current_page: 1 } } });
  });
});
