/** Merges header sets, keeping every Set-Cookie (a plain object spread would drop all but one). */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>) {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    for (const [key, value] of new Headers(set).entries()) combined.append(key, value);
  }
  return combined;
}

/** Only same-site paths: an open redirect would let a phishing link send a fresh login anywhere. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Browsers drop tabs and line breaks inside URLs ("/\t/evil.example" becomes "//evil.example"): judge the URL as
  // a browser would read it, and send back that normalised form.
  const base = "http://same-site.invalid";
  const url = URL.canParse(to, base) ? new URL(to, base) : null;
  if (!url || url.origin !== base) return fallback;
  // Resolving dot segments can leave a protocol-relative path ("/a/../..//evil.example" is "//evil.example"), which
  // the browser would read as another host.
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const UNREADABLE_FORM = "The request body is not a form: send it as application/x-www-form-urlencoded or multipart/form-data.";

/** The answer to a body that is no form (JSON, plain text, nothing, a cut-off upload): the client's mistake. */
export function unreadableFormResponse() {
  return new Response(UNREADABLE_FORM, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const NOT_UTF8 = "The form contains text that is not valid UTF-8: send it again from the page.";

/**
 * Text a request sends must be UTF-8: a decoder that replaced a bad byte with U+FFFD would store a character nobody
 * typed. Throws a 400 answer for anything else.
 */
export function decodeUtf8(bytes: Uint8Array, invalid: () => Error | Response = notUtf8Response) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid();
  }
}

function notUtf8Response() {
  return new Response(NOT_UTF8, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The percent-escapes of a URL-encoded form must spell UTF-8 too (`%FF` is no character). */
function assertUtf8FormEscapes(body: string) {
  for (const pair of body.split("&")) {
    for (const part of pair.split("=")) {
      try {
        decodeURIComponent(part.replace(/\+/g, " "));
      } catch {
        throw notUtf8Response();
      }
    }
  }
}

/** The most a form without files may weigh: the longest message is some kilobytes, a megabyte is no form. */
export const MAX_FORM_BYTES = 1024 * 1024;

const FORM_TOO_LARGE = "The form is too large to send: shorten what you wrote and try again.";

export function formTooLargeResponse() {
  return new Response(FORM_TOO_LARGE, { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The body of a form without files, read up to `MAX_FORM_BYTES` and counted as it arrives (Content-Length may be
 * absent, or lie), so a client cannot make the server hold an endless body in memory: a 413 once it is over.
 */
export async function formDataWithinLimit(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length")) > MAX_FORM_BYTES) throw formTooLargeResponse();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      throw formTooLargeResponse();
    }
    chunks.push(value);
  }
  const body = Buffer.concat(chunks);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.includes("application/x-www-form-urlencoded")) assertUtf8FormEscapes(decodeUtf8(body));
  const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  if (contentType.includes("multipart/form-data")) assertNoReplacedText(form, body);
  return form;
}

const REPLACEMENT = "\uFFFD";
const REPLACEMENT_BYTES = Buffer.from(REPLACEMENT, "utf8");

function occurrences(haystack: Buffer, needle: Buffer) {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

/**
 * The text fields of a multipart form are decoded by the platform, which puts U+FFFD where bytes are not UTF-8: more
 * of those in the fields than the body itself spelled means some came from such bytes.
 */
function assertNoReplacedText(form: FormData, body: Buffer) {
  let decoded = 0;
  for (const value of form.values()) if (typeof value === "string") decoded += value.split(REPLACEMENT).length - 1;
  if (decoded > occurrences(body, REPLACEMENT_BYTES)) throw notUtf8Response();
}

/**
 * `request.formData()` for an action, except that a body that is no form throws a 400 response instead of a
 * TypeError that would be answered 500 and logged as a server fault, and one over `MAX_FORM_BYTES` a 413. Forms with
 * file uploads use `parseMultipartForm` (uploads.server), which answers the same way.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await formDataWithinLimit(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw unreadableFormResponse();
  }
}

/**
 * The client's address, which rate limits count and the sign-in history shows: the one address the server worked out
 * under TRUST_PROXY and wrote into X-Forwarded-For in place of what the client sent (server/client-address.ts);
 * "local" when the request did not come through it.
 */
export function clientIp(request: Request) {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "local";
}

/**
 * The loader of a route that only takes a form's POST (a list row's switch): a GET there (a hand-typed address, a
 * crawler) is the client's mistake, answered 405 with `Allow`, not a server error.
 */
export function postOnlyLoader(): never {
  throw new Response("This address only takes a form's POST.", { status: 405, statusText: "Method Not Allowed", headers: { Allow: "POST" } });
}
