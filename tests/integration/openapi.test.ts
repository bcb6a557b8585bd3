import { readdirSync } from "node:fs";
import path from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { openApiDocument } from "~/features/api/openapi/document.server";
import { OPERATIONS } from "~/features/api/openapi/operations.server";
import { callApi, type ApiRoute } from "../support/api";
import * as documentRoute from "~/routes/api.openapi[.json]";
import { routeRequest, sendRequest } from "../support/routes";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Files under app/routes/api.* that are not operations of the JSON API. */
const NOT_OPERATIONS: Record<string, string> = {
  "api.$": "the catch-all: any other path under /api answers a JSON 404",
};

function apiRouteFiles() {
  return readdirSync(ROUTES_DIR)
    .filter((name) => name.startsWith("api."))
    .map((name) => name.replace(/\.tsx?$/, ""))
    .filter((name) => !(name in NOT_OPERATIONS));
}

/** The methods a route answers: any other gets the 405 of `apiRoute`, whatever the request carries (sent outside /api, so the contract check leaves the probe alone). */
async function methodsOf(route: ApiRoute) {
  const answered: string[] = [];
  for (const method of METHODS) {
    const handler = method === "GET" ? route.loader : route.action;
    if (!handler) continue;
    const answer = await sendRequest(handler, routeRequest("/probe", { method }), { id: "1" });
    if (answer.status !== 405) answered.push(method.toLowerCase());
  }
  return answered.sort();
}

describe("the OpenAPI document", () => {
  test("names every route file under app/routes/api.* with exactly the methods it answers, and no route that does not exist", async () => {
    const files = apiRouteFiles();
    const documented = new Map<string, string[]>();
    for (const operation of OPERATIONS) documented.set(operation.route, [...(documented.get(operation.route) ?? []), operation.method].sort());
    expect([...documented.keys()].sort(), "the document's routes and the route files").toEqual(files.sort());
    for (const file of files) {
      const route = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, `${file}.ts`))) as ApiRoute;
      expect(await methodsOf(route), `the methods of ${file}`).toEqual(documented.get(file));
    }
  });

  test("passes the OpenAPI linter's recommended rules", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      // the document's own route has no client error to describe; every other operation has its 4xx answers
      rules: { "operation-4xx-response": "off" },
    });
    const problems = await lintFromString({ source: JSON.stringify(openApiDocument()), absoluteRef: "/api/openapi.json", config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  test("describes the list contract, bearer authentication and the shared error answers", () => {
    const document = openApiDocument();
    const list = document.paths["/api/time-slots"].get as { parameters: Array<{ name: string; schema: { enum?: unknown[] } }>; responses: Record<string, unknown>; security: unknown[] };
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(["page", "per_page", "search_keyword", "sort_type", "sort_direction", "filters"]);
    expect(list.parameters.find((parameter) => parameter.name === "sort_type")?.schema.enum).toContain("start_time");
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(list.responses)).toEqual(["200", "401", "403", "422"]);
    const login = document.paths["/api/login"].post as { responses: Record<string, { headers?: Record<string, unknown> }>; security: unknown[] };
    expect(login.security).toEqual([]);
    expect(login.responses["429"].headers).toHaveProperty("Retry-After");
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  test("is served at /api/openapi.json, cacheable, and holds itself to its own description", async () => {
    const answer = await callApi(documentRoute, { path: "/api/openapi.json" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});
