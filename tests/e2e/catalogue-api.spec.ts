import { expect, test } from "@playwright/test";
import { createApiToken } from "~/models/api-token.server";
import { createTestUser } from "./fixtures";

// Real HTTP through the production server: every /api answer, errors included, is JSON, never the HTML error page.
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
