import type { ActionFunctionArgs } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { createApiToken } from "~/models/api-token.server";
import { createUser } from "~/models/user.server";

type RouteModule = { loader: (args: ActionFunctionArgs) => Promise<Response>; action: (args: ActionFunctionArgs) => Promise<Response> };

export async function apiToken(role: "admin" | "student" = "admin") {
  const user = await createUser({ name: `API ${role}`, email: `${role}-${randomUUID()}@example.com`, password: "correct-horse-battery", role });
  return createApiToken(user.id);
}

/** Calls a resource route's loader (GET) or action (anything else) as Remix would, and reads the JSON answer. */
export async function callApi(
  route: RouteModule,
  {
    method = "GET",
    path,
    token,
    body,
    params = {},
  }: { method?: string; path: string; token?: string | null; body?: unknown; params?: Record<string, string> },
) {
  const headers = new Headers({ Accept: "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let payload: string | undefined;
  if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = typeof body === "string" ? body : JSON.stringify(body);
  }
  const request = new Request(`http://localhost${path}`, { method, headers, body: payload });
  const handler = method === "GET" || method === "HEAD" ? route.loader : route.action;
  const response = await handler({ request, params, context: {} });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export function listPath(base: string, query: Record<string, string | object>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, typeof value === "string" ? value : JSON.stringify(value));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
