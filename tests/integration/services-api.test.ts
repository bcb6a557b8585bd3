import { beforeAll, describe, expect, test } from "vitest";
import { createService, getService } from "~/models/service.server";
import * as unknownApi from "~/routes/api.$";
import * as servicesApi from "~/routes/api.service";
import * as serviceApi from "~/routes/api.service.$id";
import * as bulkApi from "~/routes/api.service.bulk";
import { apiToken, callApi, listPath } from "../support/api";
import { routeRequest, sendRequest } from "../support/routes";
import { staffActorId } from "../support/users";

let token: string;

const names = (body: { data: Array<{ name: string }> }) => body.data.map((service) => service.name);
const list = (query: Record<string, string | object> = {}) => callApi(servicesApi, { path: listPath("/api/service", query), token });

beforeAll(async () => {
  token = await apiToken("admin");
  const rows = [
    { name: "Alpha Writing", description: "SOP help", priceCents: 14900, isActive: true },
    { name: "Bravo Visa", description: "Interview practice", priceCents: 4950, isActive: true },
    { name: "Charlie Loans", description: "Bank paperwork", priceCents: 0, isActive: false },
    { name: "Delta IELTS", description: "Six weeks of sop-free classes", priceCents: 19900, isActive: true },
  ];
  for (const row of rows) await createService(row, await staffActorId());
  for (let index = 0; index < 21; index++) {
    await createService({ name: `Zulu ${String(index).padStart(2, "0")}`, description: "", priceCents: 1000 + index, isActive: index % 2 === 0 }, await staffActorId());
  }
});

describe("GET /api/service", () => {
  test("refuses a missing or unknown token (401) and a student (403), as JSON", async () => {
    expect(await callApi(servicesApi, { path: "/api/service" })).toMatchObject({ status: 401, body: { message: "Unauthenticated." } });
    expect((await callApi(servicesApi, { path: "/api/service", token: "nope" })).status).toBe(401);
    const student = await apiToken("student");
    expect(await callApi(servicesApi, { path: "/api/service", token: student })).toMatchObject({ status: 403, body: { message: "This action is unauthorized." } });
  });

  test("answers the first page sorted by name with the record shape and meta", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(names(body).slice(0, 4)).toEqual(["Alpha Writing", "Bravo Visa", "Charlie Loans", "Delta IELTS"]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: "Alpha Writing",
      description: "SOP help",
      price: 149,
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    expect(body.data[1].price).toBe(49.5);
    expect(body.meta).toEqual({ total: 25, per_page: 10, current_page: 1, last_page: 3, from: 1, to: 10 });
  });

  test("pages with page and per_page, and names the pages in the Link header with the rest of the query kept", async () => {
    expect((await list({ page: "3" })).body.meta).toEqual({ total: 25, per_page: 10, current_page: 3, last_page: 3, from: 21, to: 25 });
    const links = (answer: { headers: Headers }) => answer.headers.get("Link")?.split(", ");
    expect(links(await list({ page: "2", sort_type: "price" }))).toEqual([
      '</api/service?page=1&sort_type=price>; rel="first"',
      '</api/service?page=3&sort_type=price>; rel="last"',
      '</api/service?page=1&sort_type=price>; rel="prev"',
      '</api/service?page=3&sort_type=price>; rel="next"',
    ]);
    expect(links(await list())).toEqual(['</api/service?page=1>; rel="first"', '</api/service?page=3>; rel="last"', '</api/service?page=2>; rel="next"']);
    expect(links(await list({ page: "3" }))).toEqual(['</api/service?page=1>; rel="first"', '</api/service?page=3>; rel="last"', '</api/service?page=2>; rel="prev"']);
    for (const perPage of ["25", "50", "100"]) {
      const { body } = await list({ per_page: perPage });
      expect(body.meta.per_page).toBe(Number(perPage));
      expect(body.data).toHaveLength(25);
    }
  });

  test("answers an empty page past the end with from and to null", async () => {
    const { status, body } = await list({ page: "9" });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 9, last_page: 3, from: null, to: null });
  });

  test("searches name and description, ignoring case", async () => {
    expect(names((await list({ search_keyword: "sop" })).body)).toEqual(["Alpha Writing", "Delta IELTS"]);
    expect(names((await list({ search_keyword: "VISA" })).body)).toEqual(["Bravo Visa"]);
    expect((await list({ search_keyword: "nothing-like-this" })).body.meta).toMatchObject({ total: 0, from: null, to: null });
  });

  test.each([
    ["name", "asc", "Alpha Writing"],
    ["name", "desc", "Zulu 20"],
    ["price", "asc", "Charlie Loans"],
    ["price", "desc", "Delta IELTS"],
  ])("sorts by %s %s", async (sortType, direction, first) => {
    const { body } = await list({ sort_type: sortType, sort_direction: direction });
    expect(body.data[0].name).toBe(first);
  });

  test("sorts by created_at and is_active", async () => {
    expect((await list({ sort_type: "created_at" })).body.data[0].name).toBe("Alpha Writing");
    expect((await list({ sort_type: "created_at", sort_direction: "desc" })).body.data[0].name).toBe("Zulu 20");
    const inactiveFirst = (await list({ sort_type: "is_active", per_page: "100" })).body.data;
    expect(inactiveFirst[0].is_active).toBe(false);
    expect(inactiveFirst.at(-1).is_active).toBe(true);
    expect((await list({ sort_type: "is_active", sort_direction: "desc" })).body.data[0].is_active).toBe(true);
  });

  test("filters by is_active, min_price and max_price", async () => {
    const inactive = await list({ filters: { is_active: false }, per_page: "100" });
    expect(inactive.body.data.every((service: { is_active: boolean }) => !service.is_active)).toBe(true);
    expect(inactive.body.meta.total).toBe(11);
    expect(names((await list({ filters: { min_price: 100 } })).body)).toEqual(["Alpha Writing", "Delta IELTS"]);
    expect(names((await list({ filters: { min_price: 49.5, max_price: 149 } })).body)).toEqual(["Alpha Writing", "Bravo Visa"]);
    expect(names((await list({ filters: { is_active: true, max_price: "0" } })).body)).toEqual([]);
    expect((await list({ filters: {} })).body.meta.total).toBe(25);
  });

  test.each([
    [{ per_page: "20" }, "per_page"],
    [{ per_page: "all" }, "per_page"],
    [{ page: "0" }, "page"],
    [{ sort_type: "description" }, "sort_type"],
    [{ sort_direction: "sideways" }, "sort_direction"],
    [{ filters: "{is_active:true" }, "filters"],
    [{ filters: "[]" }, "filters"],
    [{ filters: { is_active: "sometimes" } }, "filters.is_active"],
    [{ filters: { min_price: "cheap" } }, "filters.min_price"],
    [{ filters: { max_price: -5 } }, "filters.max_price"],
    [{ filters: { min_price: 10, max_price: 5 } }, "filters.max_price"],
    [{ filters: { colour: "blue" } }, "filters.colour"],
  ])("refuses %j with 422 on %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body).toEqual({ message: expect.any(String), error_type: "validation_error", errors: { [field]: [expect.any(String)] } });
  });

  // Once, these keys answered 500
  test.each(["__proto__", "constructor", "toString"])("refuses a filter named %s with 422 and the unknown-filter message", async (key) => {
    const { status, body } = await callApi(servicesApi, { path: `/api/service?filters=${encodeURIComponent(`{"${key}":1}`)}`, token });
    expect(status).toBe(422);
    expect(body).toEqual({ message: expect.stringContaining("Unknown filter."), error_type: "validation_error", errors: { [`filters.${key}`]: [expect.stringContaining("Unknown filter.")] } });
  });

  test("answers 405 as JSON for a method the route does not take", async () => {
    const { status, headers, body } = await callApi(servicesApi, { method: "PATCH", path: "/api/service", token, body: {} });
    expect(status).toBe(405);
    expect(headers.get("Allow")).toBe("GET, POST");
    expect(body.message).toMatch(/PATCH/);
  });
});

describe("POST /api/service", () => {
  test("creates a service and answers 201 with the record", async () => {
    const { status, body } = await callApi(servicesApi, {
      method: "POST",
      path: "/api/service",
      token,
      body: { name: "  PTE Crash Course ", description: "Two weeks", price: 99.99, is_active: false },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: "PTE Crash Course", description: "Two weeks", price: 99.99, is_active: false });
    expect(await getService(body.data.id)).toMatchObject({ priceCents: 9999, isActive: false });
  });

  test("defaults description to empty and is_active to true", async () => {
    const { body } = await callApi(servicesApi, { method: "POST", path: "/api/service", token, body: { name: "Bare", price: 0 } });
    expect(body.data).toMatchObject({ description: "", is_active: true, price: 0 });
  });

  test.each([
    [{ price: 10 }, "name", "The name is required."],
    [{ name: "   ", price: 10 }, "name", "The name is required."],
    [{ name: "x".repeat(256), price: 10 }, "name", "The name must be at most 255 characters."],
    [{ name: "A" }, "price", "The price is required."],
    [{ name: "A", price: -1 }, "price", "The price must be at least 0."],
    [{ name: "A", price: 10.005 }, "price", "The price may have at most two decimal places."],
    [{ name: "A", price: "ten" }, "price", "The price must be a number."],
    [{ name: "A", price: 10, is_active: "yes" }, "is_active", "The is active field must be true or false."],
    [{ name: "A", price: 10, description: 5 }, "description", "The description must be text."],
  ])("refuses %j with 422 and the field's message", async (payload, field, message) => {
    const { status, body } = await callApi(servicesApi, { method: "POST", path: "/api/service", token, body: payload });
    expect(status).toBe(422);
    expect(body.error_type).toBe("validation_error");
    expect(body.errors[field]).toEqual([message]);
  });

  test("answers 400 for a body that is not JSON or not an object", async () => {
    for (const [raw, message] of [
      ["{name:", "The request body is not valid JSON."],
      ["[1,2]", "The request body must be a JSON object."],
      ['"text"', "The request body must be a JSON object."],
      ["null", "The request body must be a JSON object."],
    ]) {
      const { status, body } = await callApi(servicesApi, { method: "POST", path: "/api/service", token, body: raw });
      expect({ raw, status, body }).toEqual({ raw, status: 400, body: { message } });
    }
  });

  test("refuses a student with 403 and creates nothing", async () => {
    const student = await apiToken("student");
    const { status } = await callApi(servicesApi, { method: "POST", path: "/api/service", token: student, body: { name: "Nope", price: 1 } });
    expect(status).toBe(403);
    expect((await list({ search_keyword: "Nope" })).body.data).toEqual([]);
  });
});

describe("PUT, GET and DELETE /api/service/{id}", () => {
  // Once, a name with these bytes was stored with U+FFFD
  test("answers 400 for a body that is not UTF-8 and leaves the service alone", async () => {
    const service = await createService({ name: "Unchanged", description: "", priceCents: 500, isActive: true }, await staffActorId());
    const body = Buffer.concat([Buffer.from('{"name":"A'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('","price":10}')]);
    const request = routeRequest(`/api/service/${service.id}`, { method: "PUT", token, body, headers: { "Content-Type": "application/json", Accept: "application/json" } });
    const { status, body: answer } = await sendRequest(serviceApi.action!, request, { id: String(service.id) });
    expect(status).toBe(400);
    expect(answer).toEqual({ message: "The request body is not valid UTF-8." });
    expect((await getService(service.id))?.name).toBe("Unchanged");
  });

  test("updates a service and keeps omitted optional fields", async () => {
    const service = await createService({ name: "Old", description: "Keep me", priceCents: 500, isActive: false }, await staffActorId());
    const { status, body } = await callApi(serviceApi, {
      method: "PUT",
      path: `/api/service/${service.id}`,
      params: { id: String(service.id) },
      token,
      body: { name: "New", price: 12.5 },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: service.id, name: "New", price: 12.5, description: "Keep me", is_active: false });
    const fetched = await callApi(serviceApi, { path: `/api/service/${service.id}`, params: { id: String(service.id) }, token });
    expect(fetched.body.data.name).toBe("New");
  });

  test("answers 422 for an invalid update and leaves the service alone", async () => {
    const service = await createService({ name: "Stable", description: "", priceCents: 100, isActive: true }, await staffActorId());
    const { status, body } = await callApi(serviceApi, {
      method: "PUT",
      path: `/api/service/${service.id}`,
      params: { id: String(service.id) },
      token,
      body: { name: "", price: -2 },
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(["name", "price"]);
    expect((await getService(service.id))?.name).toBe("Stable");
  });

  test("answers 404 for an unknown or malformed id", async () => {
    for (const [id, message] of [
      ["999999", "Service not found."],
      ["abc", "Resource not found."],
      ["1.5", "Resource not found."],
      ["-1", "Resource not found."],
    ]) {
      const put = await callApi(serviceApi, { method: "PUT", path: `/api/service/${id}`, params: { id }, token, body: { name: "X", price: 1 } });
      const removed = await callApi(serviceApi, { method: "DELETE", path: `/api/service/${id}`, params: { id }, token });
      expect({ id, put: [put.status, put.body], removed: [removed.status, removed.body] }).toEqual({ id, put: [404, { message }], removed: [404, { message }] });
    }
  });

  test("deletes a service once; the second time is a 404", async () => {
    const service = await createService({ name: "Short-lived", description: "", priceCents: 100, isActive: true }, await staffActorId());
    const args = { method: "DELETE", path: `/api/service/${service.id}`, params: { id: String(service.id) }, token };
    expect(await callApi(serviceApi, args)).toMatchObject({ status: 200, body: { message: "Service deleted" } });
    expect(await getService(service.id)).toBeNull();
    expect((await callApi(serviceApi, args)).status).toBe(404);
  });
});

describe("DELETE /api/service/bulk", () => {
  test("deletes every listed service", async () => {
    const a = await createService({ name: "Bulk A", description: "", priceCents: 1, isActive: true }, await staffActorId());
    const b = await createService({ name: "Bulk B", description: "", priceCents: 1, isActive: true }, await staffActorId());
    const { status, body } = await callApi(bulkApi, { method: "DELETE", path: "/api/service/bulk", token, body: { ids: [a.id, b.id, a.id] } });
    expect(status).toBe(200);
    expect(body).toEqual({ message: "2 services have been successfully deleted.", deleted: 2 });
    expect(await getService(a.id)).toBeNull();
  });

  test("deletes nothing when one id is unknown (422)", async () => {
    const kept = await createService({ name: "Bulk Kept", description: "", priceCents: 1, isActive: true }, await staffActorId());
    const { status, body } = await callApi(bulkApi, { method: "DELETE", path: "/api/service/bulk", token, body: { ids: [kept.id, 987654] } });
    expect(status).toBe(422);
    expect(body.errors.ids[0]).toContain("987654");
    expect(await getService(kept.id)).toMatchObject({ id: kept.id, name: "Bulk Kept" });
  });

  test.each([[{}], [{ ids: [] }], [{ ids: "1,2" }], [{ ids: [1, "x"] }]])("refuses %j with 422", async (payload) => {
    const { status, body } = await callApi(bulkApi, { method: "DELETE", path: "/api/service/bulk", token, body: payload });
    expect(status).toBe(422);
    expect(body.error_type).toBe("validation_error");
  });

  test("answers 405 for GET on the bulk path", async () => {
    expect((await callApi(bulkApi, { path: "/api/service/bulk", token })).status).toBe(405);
  });
});

describe("unknown /api paths", () => {
  test.each(["GET", "POST", "PUT", "PATCH", "DELETE"])("answer %s with a JSON 404", async (method) => {
    const { status, headers, body } = await callApi(unknownApi, { method, path: "/api/nothing/here", token, params: { "*": "nothing/here" } });
    expect(status).toBe(404);
    expect(headers.get("Content-Type")).toMatch(/application\/json/);
    expect(body).toEqual({ message: "Not found." });
  });
});
