/**
 * The requests' identity on /api: the bearer token and its role, and `apiRoute`, which answers every error in the one
 * JSON shape of app/utils/api-response.server.ts and gives every answer the headers every client expects (CORS, the
 * rate limit's quota).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isAdmin } from "~/domain/roles";
import { getUserByApiToken } from "~/models/api-token.server";
import type { PublicUser } from "~/models/user.server";
import { apiCorsHeaders, apiPreflight } from "~/utils/api-cors.server";
import { ApiError, json } from "~/utils/api-response.server";
import { RateLimitedError, rateLimitQuotaHeaders } from "./rate-limit.server";
import { lookup } from "~/domain/lookup";

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

/**
 * Builds a resource route's loader and action from per-method handlers, with JSON errors, 405 for the other methods
 * and 204 for OPTIONS (a browser's CORS preflight, which Remix hands to the loader). Every answer, an error's too,
 * gets the CORS headers and, when the request counted a rate-limited attempt, the quota left.
 */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const methods = Object.keys(handlers);
  const dispatch = async (args: LoaderFunctionArgs | ActionFunctionArgs) => {
    const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
    if (method === "OPTIONS") return apiPreflight(args.request, methods);
    const handler = lookup(handlers, method);
    let response: Response;
    try {
      if (handler) response = await handler(args);
      else {
        response = json({ message: `The ${method} method is not supported for this route.` }, 405);
        response.headers.set("Allow", methods.join(", "));
      }
    } catch (error) {
      response = errorResponse(error);
    }
    // appended, so that a route's own `Vary` is kept beside the Origin's
    for (const [name, value] of Object.entries({ ...rateLimitQuotaHeaders(args.request), ...apiCorsHeaders(args.request) })) response.headers.append(name, value);
    return response;
  };
  return { loader: dispatch, action: dispatch };
}
