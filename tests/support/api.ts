/** The JSON API through the route runner: a bearer token, a JSON body, and the loader or action the method picks. */
import { createApiToken } from "~/models/api-token.server";
import { db } from "~/utils/db.server";
import { routeRequest, sendRequest, type Answer, type FormFields, type RouteHandler } from "./routes";
import { createTestUser, type Role } from "./users";

/** A resource route module of the API. */
export type ApiRoute = { loader?: RouteHandler; action?: RouteHandler };

/** An answer of the JSON API: its body has whatever shape the route sent, and the tests assert that shape. */
export type ApiAnswer = Answer & { body: ReturnType<typeof JSON.parse> };

/** A bearer token of a new account. */
export async function apiToken(role: Role = "admin") {
  return createApiToken((await createTestUser(role, `API ${role}`)).id);
}

/** A student with a bearer token of their own. */
export async function studentWithToken(name: string, options?: { emailVerified?: boolean }) {
  const user = await createTestUser("student", name, options);
  return { user, token: await createApiToken(user.id) };
}

/**
 * Who may and may not read a student's case through the API: the student's counsellor and an admin (who may), another
 * counsellor (a 404) and an editor (a 403).
 */
export async function caseWorkersOf(studentId: number) {
  const mine = await createTestUser("counsellor", "Their Counsellor");
  const notMine = await createTestUser("counsellor", "Another Counsellor");
  const admin = await createTestUser("admin", "Case Admin");
  const editor = await createTestUser("editor", "Site Editor");
  await db.user.update({ where: { id: studentId }, data: { counsellorId: mine.id } });
  return { mine, notMine, admin, editor };
}

/**
 * Calls a resource route as an API client would: GET goes to its loader, any other method to its action. A string
 * body is sent as it is (malformed JSON); anything else is sent as JSON; `form` is sent as `multipart/form-data` (an
 * upload). `sendRequest` holds every answer to the OpenAPI document (tests/support/openapi-contract.ts): a status or a
 * body it does not describe fails the test.
 */
export function callApi(
  route: ApiRoute,
  { method = "GET", path, token, body, form, params = {}, headers }: { method?: string; path: string; token?: string | null; body?: unknown; form?: FormFields; params?: Record<string, string>; headers?: HeadersInit },
): Promise<ApiAnswer> {
  const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
  if (!handler) throw new Error(`${path} has no ${method === "GET" ? "loader" : "action"}`);
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (typeof body === "string") requestHeaders.set("Content-Type", "application/json");
  const request = routeRequest(path, {
    method,
    token: token ?? undefined,
    headers: requestHeaders,
    ...(typeof body === "string" ? { body } : body === undefined ? {} : { json: body }),
    ...(form ? { form, multipart: true } : {}),
  });
  return sendRequest(handler, request, params);
}

/** A list URL with its query; object values (filters) are sent as JSON, as the front end sends them. */
export function listPath(base: string, query: Record<string, string | object>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === "string" ? value : JSON.stringify(value));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
