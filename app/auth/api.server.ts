/**
 * The requests' identity on /api: the bearer token and its role, and `apiRoute`, which answers every error in the one
 * JSON shape of app/utils/api-response.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { isAdmin } from "~/domain/roles";
import { getUserByApiToken } from "~/models/api-token.server";
import type { PublicUser } from "~/models/user.server";
import { ApiError, json } from "~/utils/api-response.server";
import { RateLimitedError } from "./rate-limit.server";
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

/** Builds a resource route's loader and action from per-method handlers, with JSON errors and 405 for the rest. */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
  const allowed = Object.keys(handlers).join(", ");
  const dispatch = async (args: LoaderFunctionArgs | ActionFunctionArgs) => {
    const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : args.request.method.toUpperCase();
    const handler = lookup(handlers, method);
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
