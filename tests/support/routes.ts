/**
 * The one way Vitest calls a route: build the Request a browser or an API client would send, run the loader or
 * action as Remix would, and read back whatever it returned or threw as one `Answer`.
 */
import { expectDocumentedAnswer, isApiAddress } from "./openapi-contract";
import { expect } from "vitest";
import { getToast, type Toast } from "~/utils/toast.server";

/** A loader or action. */
export type RouteHandler = (args: { request: Request; params: Record<string, string | undefined>; context: Record<string, never> }) => unknown;

export type FormFields = Record<string, string | Blob | Array<string | Blob>>;

export type RouteCall = {
  /** GET, or POST when a form, JSON or raw body is given. */
  method?: string;
  /** The Cookie header, e.g. `signedInUser().cookie`. */
  cookie?: string;
  /** A bearer token for /api routes. */
  token?: string;
  params?: Record<string, string>;
  /** Posted as a browser posts a form: URL-encoded, or multipart when a file is among the values or `multipart` is set. */
  form?: FormFields;
  multipart?: boolean;
  /** A JSON body (API clients). */
  json?: unknown;
  /** A body sent as it is, for malformed input. */
  body?: BodyInit;
  headers?: HeadersInit;
};

export type Answer = {
  status: number;
  /** The Location of a redirect. */
  location: string | null;
  /** The toast set in the flash cookie, decoded. */
  toast: Toast | null;
  /** The data of a `data()` or plain-object answer; a Response's body as JSON, or as text when it is not JSON. */
  body: unknown;
  headers: Headers;
  /** The Response itself, its body unread (for files), when the route answered with one. */
  response: Response | null;
};

function formBody(form: FormFields, multipart: boolean) {
  const entries = Object.entries(form).flatMap(([name, value]) => [value].flat().map((item) => [name, item] as const));
  if (!multipart && entries.every(([, value]) => typeof value === "string")) {
    return new URLSearchParams(entries as Array<[string, string]>);
  }
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return body;
}

/** The Request behind `callRoute`, for a test that needs to change it before sending it. */
export function routeRequest(url: string, { method, cookie, token, form, multipart = false, json, body, headers }: RouteCall = {}) {
  const requestHeaders = new Headers(headers);
  if (cookie) requestHeaders.set("Cookie", cookie);
  if (token) requestHeaders.set("Authorization", `Bearer ${token}`);
  let payload: BodyInit | undefined = body;
  if (form) payload = formBody(form, multipart);
  if (json !== undefined) {
    requestHeaders.set("Content-Type", "application/json");
    payload = JSON.stringify(json);
  }
  return new Request(new URL(url, "http://localhost"), { method: method ?? (payload === undefined ? "GET" : "POST"), headers: requestHeaders, body: payload });
}

async function toastOf(headers: Headers) {
  const flash = headers.getSetCookie().find((cookie) => cookie.startsWith("__toast="));
  if (!flash) return null;
  return (await getToast(new Request("http://localhost", { headers: { Cookie: flash.split(";")[0] } }))).toast;
}

async function readBody(response: Response) {
  const text = await response.clone().text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads what a loader or action returned or threw: a Response, a `data()` result, or a plain object. */
export async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      toast: await toastOf(result.headers),
      body: await readBody(result),
      headers: result.headers,
      response: result,
    };
  }
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init?: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, location: headers.get("Location"), toast: await toastOf(headers), body: data, headers, response: null };
  }
  return { status: 200, location: null, toast: null, body: result, headers: new Headers(), response: null };
}

/** Sends `request` to a loader or action; a thrown Response (a redirect, a 404) is answered, not thrown. */
export async function sendRequest(handler: RouteHandler, request: Request, params: Record<string, string> = {}) {
  let answer: Answer;
  try {
    answer = await answerOf(await handler({ request, params, context: {} }));
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    answer = await answerOf(thrown);
  }
  // every answer of the JSON API that a test receives is held to the OpenAPI document (decision 118)
  const { pathname, search } = new URL(request.url);
  if (isApiAddress(pathname)) expectDocumentedAnswer({ method: request.method, path: `${pathname}${search}`, ...answer });
  return answer;
}

/** Calls a loader or action with the request `call` describes, at `url`. */
export function callRoute(handler: RouteHandler, url: string, call: RouteCall = {}) {
  return sendRequest(handler, routeRequest(url, call), call.params);
}

export function expectRedirect(answer: Answer, location: string) {
  expect({ status: answer.status, location: answer.location }).toEqual({ status: 302, location });
}

/** The conform result of a form answered with its errors. */
export function formResult(answer: Answer, key = "result") {
  return (answer.body as Record<string, { error: Record<string, string[]>; initialValue: Record<string, unknown> }>)[key];
}

/** The field errors of a form answered with 400. */
export function fieldErrors(answer: Answer, key = "result") {
  expect(answer.status).toBe(400);
  return formResult(answer, key).error;
}

/** The lines of a CSV download, once its byte-order mark (which spreadsheets need to read UTF-8) is checked. */
export async function csvLines(answer: Answer) {
  const bytes = new Uint8Array(await answer.response!.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n");
}
