import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { addFieldError, emptyFieldErrors, type FieldErrors } from "~/domain/forms";
import { isAdmin } from "~/domain/roles";
import { getUserByApiToken } from "~/models/api-token.server";
import type { PublicUser } from "~/models/user.server";
import { decodeUtf8 } from "./http.server";
import { RateLimitedError } from "./rate-limit.server";
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

function bearerToken(request: Request) {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function authenticateApi(request: Request): Promise<{ user: PublicUser; token: string }> {
  const token = bearerToken(request);
  const user = token ? await getUserByApiToken(token) : null;
  if (!token || !user) throw new ApiError(401, "Unauthenticated.");
  return { user, token };
}

export async function requireApiAdmin(request: Request) {
  const auth = await authenticateApi(request);
  if (!isAdmin(auth.user)) throw new ApiError(403, "This action is unauthorized.");
  return auth;
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

function errorResponse(error: unknown) {
  if (error instanceof ApiError) {
    const body = error.errors
      ? { message: error.message, error_type: "validation_error", errors: error.errors }
      : { message: error.message, ...(error.errorType ? { error_type: error.errorType } : {}) };
    return json(body, error.status);
  }
  if (error instanceof RateLimitedError) {
    const response = json({ message: error.message }, 429);
    for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
    return response;
  }
  if (error instanceof Response) return error;
  console.error("Unhandled API error", error);
  return json({ message: "Server error." }, 500);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response>;

/** Builds a resource route's loader and action from per-method handlers, with JSON errors and 405 for the rest. */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const allowed = Object.keys(handlers).join(", ");
  const dispatch = async (args: LoaderFunctionArgs | ActionFunctionArgs) => {
    const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : (args.request.method.toUpperCase() as Method);
    const handler = handlers[method];
    try {
      if (!handler) {
        const response = json({ message: `The ${method} method is not supported for this route.` }, 405);
        response.headers.set("Allow", allowed);
        return response;
      }
      return await handler(args);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return { loader: dispatch, action: dispatch };
}
