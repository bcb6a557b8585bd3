import { expect, test } from "@playwright/test";
import { createTestUser, TEST_PASSWORD } from "./fixtures";
import { uniqueEmail } from "./accounts-helpers";

test.describe("accounts JSON API", () => {
  test("register -> 201 {token, user} as a student whatever role was sent", async ({ request }) => {
    const email = uniqueEmail("api-register");
    const response = await request.post("/api/register", {
      data: { name: "Api Student", email, password: "api-password-1", password_confirmation: "api-password-1", role: "admin" },
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ token: expect.any(String), user: { id: expect.any(Number), name: "Api Student", email, role: "student" } });
  });

  test("register -> 422 in the validation shape", async ({ request }) => {
    const response = await request.post("/api/register", { data: { name: "", email: "bad", password: "short", password_confirmation: "x" } });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ message: expect.any(String), error_type: "validation_error" });
    expect(Object.keys(body.errors).sort()).toEqual(["email", "name", "password", "password_confirmation"]);
    expect(body.errors.password_confirmation).toEqual(["Passwords do not match"]);
  });

  test("login -> 200 {data: {access_token, user}}; the token reads /api/user until logout revokes it", async ({ request }) => {
    const user = await createTestUser("student", "Token Holder");
    const login = await request.post("/api/login", { data: { email: user.email, password: TEST_PASSWORD } });
    expect(login.status()).toBe(200);
    const body = await login.json();
    expect(body).toEqual({ data: { access_token: expect.any(String), user: { id: user.id, name: "Token Holder", email: user.email, role: "student" } } });

    const headers = { Authorization: `Bearer ${body.data.access_token}` };
    const me = await request.get("/api/user", { headers });
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toEqual({ id: user.id, name: "Token Holder", email: user.email, role: "student" });

    expect((await request.post("/api/logout", { headers })).status()).toBe(200);
    const after = await request.get("/api/user", { headers });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ message: "Unauthenticated." });
  });

  test("login -> 401 {message} for bad credentials and 422 for missing fields", async ({ request }) => {
    const user = await createTestUser("student");
    const bad = await request.post("/api/login", { data: { email: user.email, password: "wrong-password" } });
    expect(bad.status()).toBe(401);
    expect(await bad.json()).toEqual({ message: "Invalid email or password." });

    const missing = await request.post("/api/login", { data: { email: user.email } });
    expect(missing.status()).toBe(422);
    expect(await missing.json()).toEqual({ message: "Password is required", error_type: "validation_error", errors: { password: ["Password is required"] } });
  });

  test("a missing or made-up bearer token -> 401 Unauthenticated.", async ({ request }) => {
    for (const headers of [{}, { Authorization: "Bearer made-up" }] as Array<Record<string, string>>) {
      const response = await request.get("/api/user", { headers });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  test("a student on an admin endpoint -> 403 {message}; an admin gets in", async ({ request }) => {
    const tokenOf = async (role: "student" | "admin") => {
      const user = await createTestUser(role);
      const response = await request.post("/api/login", { data: { email: user.email, password: TEST_PASSWORD } });
      return (await response.json()).data.access_token as string;
    };
    const refused = await request.get("/api/service", { headers: { Authorization: `Bearer ${await tokenOf("student")}` } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    const allowed = await request.get("/api/service", { headers: { Authorization: `Bearer ${await tokenOf("admin")}` } });
    expect(allowed.status()).toBe(200);
  });
});
