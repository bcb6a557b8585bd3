import { expect, test } from "@playwright/test";
import { createApiToken } from "~/models/api-token.server";
import { TEST_PASSWORD, createTestUser, uniqueEmail } from "../support/users";

// Real HTTP through the production server: every /api answer, errors included, is JSON, never the HTML error page.

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
    expect(await refused.json()).toEqual({ message: "This action is unauthorized." });
    const allowed = await request.get("/api/service", { headers: { Authorization: `Bearer ${await tokenOf("admin")}` } });
    expect(allowed.status()).toBe(200);
  });
});

test.describe("catalogue API over HTTP", () => {
  let auth: Record<string, string>;

  test.beforeAll(async () => {
    const admin = await createTestUser("admin", "API Admin");
    auth = { Authorization: `Bearer ${await createApiToken(admin.id)}` };
  });

  const expectJson = (response: { headers(): Record<string, string> }) => expect(response.headers()["content-type"]).toMatch(/^application\/json/);

  test("lists services and time slots with data and meta", async ({ request }) => {
    const services = await request.get("/api/service?per_page=25&sort_type=price&sort_direction=desc", { headers: auth });
    expect(services.status()).toBe(200);
    const body = await services.json();
    expect(body.meta).toMatchObject({ per_page: 25, current_page: 1, from: 1 });
    expect(body.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), price: expect.any(Number), is_active: expect.any(Boolean) }));

    const slots = await request.get(`/api/time-slots?filters=${encodeURIComponent('{"service_type":"demo_class"}')}`, { headers: auth });
    expect(slots.status()).toBe(200);
    const slotBody = await slots.json();
    expect(slotBody.data.every((slot: { service_type: string }) => slot.service_type === "demo_class")).toBe(true);
    expect(slotBody.data[0]).toEqual(expect.objectContaining({ formatted_date: expect.any(String), remaining_slots: expect.any(Number) }));
  });

  test("creates, updates and deletes a service", async ({ request }) => {
    const created = await request.post("/api/service", { headers: auth, data: { name: "HTTP Service", price: 12.5, description: "via HTTP" } });
    expect(created.status()).toBe(201);
    const { data } = await created.json();
    const updated = await request.put(`/api/service/${data.id}`, { headers: auth, data: { name: "HTTP Service 2", price: 13 } });
    expect((await updated.json()).data).toMatchObject({ name: "HTTP Service 2", price: 13, description: "via HTTP" });
    expect((await request.delete(`/api/service/${data.id}`, { headers: auth })).status()).toBe(200);
    expect((await request.delete(`/api/service/${data.id}`, { headers: auth })).status()).toBe(404);
  });

  test("answers every error as JSON with its status", async ({ request }) => {
    const cases = [
      { response: await request.get("/api/service"), status: 401 },
      { response: await request.get("/api/service?per_page=7", { headers: auth }), status: 422 },
      { response: await request.get("/api/time-slots?filters=%7Bnope", { headers: auth }), status: 422 },
      { response: await request.post("/api/service", { headers: { ...auth, "Content-Type": "application/json" }, data: "{broken" }), status: 400 },
      { response: await request.post("/api/time-slots", { headers: auth, data: { service_type: "yoga" } }), status: 422 },
      { response: await request.put("/api/service/999999", { headers: auth, data: { name: "x", price: 1 } }), status: 404 },
      { response: await request.patch("/api/service", { headers: auth, data: {} }), status: 405 },
      { response: await request.get("/api/service/bulk", { headers: auth }), status: 405 },
      { response: await request.get("/api/does-not-exist", { headers: auth }), status: 404 },
      { response: await request.post("/api/does/not/exist", { data: {} }), status: 404 },
    ];
    for (const { response, status } of cases) {
      expect(response.status(), response.url()).toBe(status);
      expectJson(response);
      expect(await response.json()).toHaveProperty("message");
    }
    const student = await createTestUser("student");
    const forbidden = await request.get("/api/time-slots", { headers: { Authorization: `Bearer ${await createApiToken(student.id)}` } });
    expect(forbidden.status()).toBe(403);
    expectJson(forbidden);
  });
});
