import * as z from "zod";
import { addFieldError, emptyFieldErrors, type FieldErrors } from "~/domain/forms";
import type { PageMeta } from "~/domain/pagination";
import { decodeUtf8 } from "./http.server";
import { readId } from "./route-params.server";

/**
 * The one error shape of /api. Routes throw these (or let zod and domain errors surface) and `apiRoute` turns them
 * into JSON with the right status; no route builds an error body by hand.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** The `error_type` a client can act on (`two_factor_required`), when the status alone does not say. */
    readonly errorType?: string,
  ) {
    super(message);
  }
}

export function validationError(errors: FieldErrors): ApiError {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message = more > 0 ? `${messages[0]} (and ${more} more error${more > 1 ? "s" : ""})` : (messages[0] ?? "The given data was invalid.");
  return new ApiError(422, message, errors);
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors = emptyFieldErrors();
  for (const issue of error.issues) addFieldError(errors, issue.path.map(String).join(".") || "_", issue.message);
  return errors;
}

export function notFoundError(message = "Resource not found.") {
  return new ApiError(404, message);
}

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = decodeUtf8(new Uint8Array(await request.arrayBuffer()), () => new ApiError(400, "The request body is not valid UTF-8."));
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body is not valid JSON.");
  }
  // A list or a bare value is not a request any route takes: a client mistake (400), not a field to fix (422).
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "The request body must be a JSON object.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw validationError(zodFieldErrors(result.error));
  return result.data;
}

/** A route param that must be a record id; anything else is the API's 404, as for an unknown id. */
export function requireApiId(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw notFoundError();
  return id;
}

export function json(data: unknown, status = 200) {
  return Response.json(data, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * One page of a list: the `{data, meta}` body every list answer has, with the RFC 8288 `Link` header a generic client
 * pages with: `first`, `last`, and `prev`/`next` where there is such a page, each the request's own URL with another
 * `page` (every other parameter kept).
 */
export function listJson(request: Request, page: { data: unknown[]; meta: PageMeta }) {
  const response = json(page);
  const { current_page: current, last_page: last } = page.meta;
  const at = (number: number) => {
    const url = new URL(request.url);
    url.searchParams.set("page", String(number));
    return `<${url.pathname}${url.search}>`;
  };
  const links = [`${at(1)}; rel="first"`, `${at(last)}; rel="last"`];
  if (current > 1) links.push(`${at(Math.min(current - 1, last))}; rel="prev"`);
  if (current < last) links.push(`${at(current + 1)}; rel="next"`);
  response.headers.set("Link", links.join(", "));
  return response;
}
