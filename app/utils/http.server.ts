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
  return `${url.pathname}${url.search}${url.hash}`;
}

export function clientIp(request: Request) {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}
