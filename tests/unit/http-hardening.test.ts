import { describe, expect, test } from "vitest";
import { safeRedirect } from "~/utils/http.server";
import { contentSecurityPolicy, createNonce, isCrossSite, isDecodablePath, isPersonal, malformedRequest, paymentCheckoutOrigins, securityHeaders } from "../../server/http-security";

describe("safeRedirect after dot segments are resolved", () => {
  test.each([
    "/student/../..//evil.example",
    "/student/..//evil.example/phish",
    "/.//evil.example",
    "/a/b/../../..//evil.example?next=1",
    "/student/%2e%2e/%2e%2e//evil.example",
  ])("refuses %s, which a browser would read as another host", (target) => {
    expect(safeRedirect(target, "/student")).toBe("/student");
  });

  test.each([
    ["/student/../admin", "/admin"],
    ["/student/./profile?tab=1#top", "/student/profile?tab=1#top"],
    ["/student/%2F%2Fevil.example", "/student/%2F%2Fevil.example"],
  ])("keeps %s as the same-site path %s", (target, expected) => {
    expect(safeRedirect(target, "/student")).toBe(expected);
  });
});

describe("cross-site requests", () => {
  type Sent = { origin?: string; protocol?: string; host?: string; forwardedHost?: string; appOrigin?: string; authorization?: string };
  // a site at https://consultancy.example, as its APP_URL says
  const post = (headers: Sent, path = "/login", method = "POST") => ({
    method,
    path,
    protocol: "https",
    host: "consultancy.example",
    appOrigin: "https://consultancy.example",
    ...headers,
  });
  // the probe's site, served over plain HTTP on a port of its own
  const plain = (origin: string) => post({ origin, protocol: "http", host: "127.0.0.1:3900", appOrigin: "http://127.0.0.1:3900" });

  test.each([
    ["another site", post({ origin: "https://evil.example" })],
    ["Origin: null", post({ origin: "null" })],
    ["an unreadable Origin", post({ origin: "not a url" })],
    ["the same host on another port", post({ origin: "https://consultancy.example:8443" })],
    ["the same host and port over HTTPS, for a site served over HTTP", plain("https://127.0.0.1:3900")],
    ["the same host over HTTP, for a site served over HTTPS", post({ origin: "http://consultancy.example" })],
    ["APP_URL's origin sent to another host (which Remix would refuse too)", post({ origin: "https://consultancy.example", protocol: "http", host: "app:3000" })],
    ["a PUT from another site", post({ origin: "https://evil.example" }, "/admin/services", "PUT")],
    ["a .data request from another site", post({ origin: "https://evil.example" }, "/login.data")],
    ["the API's log-in from another site (no token)", post({ origin: "https://evil.example" }, "/api/login")],
    ["a bearer token on a page, not the API", post({ origin: "https://evil.example", authorization: "Bearer x" }, "/admin/settings")],
  ])("refuses %s", (_what, request) => {
    expect(isCrossSite(request)).toBe(true);
  });

  test.each([
    ["the same origin", post({ origin: "https://consultancy.example" })],
    ["the same origin over HTTP on a port of its own", plain("http://127.0.0.1:3900")],
    ["no Origin header (an old browser without JavaScript, a script)", post({})],
    [
      "the scheme and host a trusted proxy forwarded",
      post({ origin: "https://www.consultancy.example", protocol: "https", host: "app:3000", forwardedHost: "www.consultancy.example" }),
    ],
    ["APP_URL's scheme behind a TLS proxy that passes the host but is not trusted", post({ origin: "https://consultancy.example", protocol: "http" })],
    ["a GET from another site", post({ origin: "https://evil.example" }, "/login", "GET")],
    ["an API call with a bearer token from anywhere", post({ origin: "https://evil.example", authorization: "Bearer x" }, "/api/service")],
  ])("lets through %s", (_what, request) => {
    expect(isCrossSite(request)).toBe(false);
  });
});

describe("malformed requests", () => {
  test.each(["/%FF", "/student/documents/%FF", "/api/user/%E2%82", "/%", "/a%2"])("%s spells no character", (path) => {
    expect(isDecodablePath(path)).toBe(false);
    expect(malformedRequest({ path, protocol: "http", host: "localhost:3000" })).toMatch(/^The address is not valid/);
  });

  test.each(["/", "/student/documents/12", "/blog/caf%C3%A9", "/a%2Fb", "/%F0%9F%8E%93"])("%s does", (path) => {
    expect(isDecodablePath(path)).toBe(true);
    expect(malformedRequest({ path, protocol: "http", host: "localhost:3000" })).toBeNull();
  });

  test.each([
    ["a host that is no host", "http", "%FF"],
    ["a host with a space", "http", "a b"],
    ["a port out of range", "http", "localhost:99999"],
    ["a scheme that is no scheme", "ftp%", "localhost"],
  ])("%s makes no URL", (_what, protocol, host) => {
    expect(malformedRequest({ path: "/", protocol, host })).toBe("The request's host or scheme is not valid.");
  });

  test.each([
    ["a name and a port", "http", "localhost:3000"],
    ["an IPv6 address", "https", "[::1]:8443"],
    ["no Host at all (HTTP/1.0)", "http", undefined],
  ])("%s is fine", (_what, protocol, host) => {
    expect(malformedRequest({ path: "/about", protocol, host })).toBeNull();
  });
});

describe("private answers", () => {
  test.each([
    ["a request with the session cookie", { path: "/about", cookie: "__session=abc", setsCookie: false }],
    ["a request with a toast cookie", { path: "/about", cookie: "tz=Europe%2FOslo; __toast=abc", setsCookie: false }],
    ["an answer that sets a cookie", { path: "/login", setsCookie: true }],
    ["an API call with a token", { path: "/api/user", authorization: "Bearer x", setsCookie: false }],
    ["any API answer (the log-in answer holds a token)", { path: "/api/login", setsCookie: false }],
  ])("%s is personal", (_what, exchange) => {
    expect(isPersonal(exchange)).toBe(true);
  });

  test("an anonymous public page is not", () => {
    expect(isPersonal({ path: "/about", setsCookie: false })).toBe(false);
    expect(isPersonal({ path: "/apidocs", setsCookie: false })).toBe(false);
    // the browser's zone alone changes nothing for a visitor who is not signed in
    expect(isPersonal({ path: "/about", cookie: "tz=Asia%2FKathmandu", setsCookie: false })).toBe(false);
  });

  test("an image of the media library is the same for a signed-in editor, unless its answer sets a cookie", () => {
    const variant = "/media/0b7c1c2e-1111-4222-8333-444455556666-640.webp";
    expect(isPersonal({ path: variant, cookie: "__session=abc", setsCookie: false })).toBe(false);
    expect(isPersonal({ path: variant, setsCookie: true })).toBe(true);
    expect(isPersonal({ path: "/admin/content/media", cookie: "__session=abc", setsCookie: false })).toBe(true);
  });

  test("a message file is the same for a signed-in student, unless its answer sets a cookie", () => {
    const catalog = "/i18n/ne.signedIn.QEvoqohi28od.json";
    expect(isPersonal({ path: catalog, cookie: "__session=abc", setsCookie: false })).toBe(false);
    expect(isPersonal({ path: catalog, setsCookie: true })).toBe(true);
  });
});

describe("security headers", () => {
  test("the scripts policy allows this response's nonce and no inline script without it", () => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy(nonce);
    const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scripts).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(createNonce()).not.toBe(nonce);
  });

  test("HSTS only in production; live reload's websocket only in development", () => {
    expect(securityHeaders({ nonce: "n", production: true })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
    expect(securityHeaders({ nonce: "n" })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n", development: true })["Content-Security-Policy"]).toContain("connect-src 'self' ws:");
    expect(securityHeaders({ nonce: "n", production: true })["Content-Security-Policy"]).toContain("connect-src 'self';");
  });

  test("forms may lead only here and to the payment gateway's checkout (Stripe's, or the API base's origin)", () => {
    expect(contentSecurityPolicy("n")).toContain("form-action 'self';");
    expect(paymentCheckoutOrigins(undefined)).toEqual(["https://checkout.stripe.com"]);
    expect(paymentCheckoutOrigins("not a url")).toEqual(["https://checkout.stripe.com"]);
    const targets = paymentCheckoutOrigins("http://127.0.0.1:12111/v1");
    expect(targets).toEqual(["https://checkout.stripe.com", "http://127.0.0.1:12111"]);
    expect(securityHeaders({ nonce: "n", formTargets: targets })["Content-Security-Policy"]).toContain("form-action 'self' https://checkout.stripe.com http://127.0.0.1:12111;");
  });
});
