import { createSession } from "~/models/session.server";
import { sessionStorage } from "~/utils/session.server";

/** The Cookie header of a signed-in browser: a real Session row and the signed cookie that points at it. */
export async function sessionCookie(userId: number) {
  const row = await createSession({ userId });
  const session = await sessionStorage.getSession();
  session.set("sessionId", row.id);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

/** A form POST as a browser sends it without JavaScript. */
export function formRequest(url: string, fields: Record<string, string>, cookie?: string) {
  return new Request(new URL(url, "http://localhost"), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

export function getRequest(url: string, cookie?: string) {
  return new Request(new URL(url, "http://localhost"), { headers: cookie ? { Cookie: cookie } : {} });
}

/** Unwraps what a loader or action returned: a `data(...)` result, a Response, or a plain object. */
export async function unwrap(result: unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
  if (result instanceof Response) {
    const text = await result.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: result.status, body, headers: result.headers };
  }
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, body: result, headers: new Headers() };
}
