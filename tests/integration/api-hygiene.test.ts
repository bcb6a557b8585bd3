import { describe, expect, test, vi } from "vitest";

// The app reads its environment once, at the first getEnv(): the listed origins must be set before anything is imported.
const LISTED = "https://app.example.com";
vi.hoisted(() => {
  process.env.API_CORS_ORIGINS = "https://app.example.com, http://localhost:5173/";
});

import { createApiToken } from "~/models/api-token.server";
import * as loginRoute from "~/routes/api.login";
import * as paymentsRoute from "~/routes/api.me.payments";
import * as registerRoute from "~/routes/api.register";
import * as serviceRoute from "~/routes/api.service";
import * as userRoute from "~/routes/api.user";
import { InvalidEnvError, parseEnv } from "~/utils/env.server";
import { isCrossSite } from "../../server/http-security";
import { callApi, type ApiRoute } from "../support/api";
import { createTestUser, TEST_PASSWORD, uniqueEmail } from "../support/users";

const RATE_LIMIT_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"];

/** A client address of its own for each test, so that no test spends another's allowance. */
let lastAddress = 0;
const freshAddress = () => `198.51.100.${++lastAddress}`;

const quota = (headers: Headers) => ({
  limit: Number(headers.get("RateLimit-Limit")),
  remaining: Number(headers.get("RateLimit-Remaining")),
  reset: Number(headers.get("RateLimit-Reset")),
});

const logIn = (address: string, body: object) => callApi(loginRoute, { method: "POST", path: "/api/login", body, headers: { "X-Forwarded-For": address } });

const register = (address: string) =>
  callApi(registerRoute, {
    method: "POST",
    path: "/api/register",
    body: { name: "Rate Counted", email: uniqueEmail("rate"), password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, role: "student" },
    headers: { "X-Forwarded-For": address },
  });

/** An OPTIONS request as a browser sends it before a cross-origin call; straight to the route, as Remix hands it to the loader. */
async function preflight(route: ApiRoute, path: string, origin: string, headers: Record<string, string> = { "Access-Control-Request-Method": "GET" }) {
  const request = new Request(new URL(path, "http://localhost"), { method: "OPTIONS", headers: { Origin: origin, ...headers } });
  return (await route.loader!({ request, params: {}, context: {} })) as Response;
}

const corsHeaderNames = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("the rate limit's headers", () => {
  test("count down with each registration from an address, and tell when the window starts again", async () => {
    const address = freshAddress();
    const seen = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await register(address);
      expect(answer.status).toBe(201);
      seen.push(quota(answer.headers));
    }
    expect(seen.map(({ limit, remaining }) => ({ limit, remaining }))).toEqual([
      { limit: 10, remaining: 9 },
      { limit: 10, remaining: 8 },
      { limit: 10, remaining: 7 },
    ]);
    for (const { reset } of seen) {
      expect(reset).toBeGreaterThan(15 * 60 - 60);
      expect(reset).toBeLessThanOrEqual(15 * 60);
    }
  });

  test("a log-in tells the tighter of its limits (the account's), and a successful one gives its attempt back", async () => {
    const user = await createTestUser("student", "Counted Login");
    const address = freshAddress();
    const failed = await logIn(address, { email: user.email, password: "wrong-password" });
    expect(failed.status).toBe(401);
    // the address allows 50 in the window, the account 10: the account's is the one a client runs into
    expect(quota(failed.headers)).toMatchObject({ limit: 10, remaining: 9 });
    expect(quota((await logIn(address, { email: user.email, password: "wrong-password" })).headers)).toMatchObject({ remaining: 8 });
    const success = await logIn(address, { email: user.email, password: TEST_PASSWORD });
    expect(success.status).toBe(200);
    expect(quota(success.headers)).toMatchObject({ limit: 10, remaining: 8 });
  });

  test("the 429 keeps its Retry-After, with nothing remaining until the window resets", async () => {
    const user = await createTestUser("student", "Locked Out");
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) await logIn(address, { email: user.email, password: "wrong-password" });
    const refused = await logIn(address, { email: user.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    const { limit, remaining, reset } = quota(refused.headers);
    expect({ limit, remaining }).toEqual({ limit: 10, remaining: 0 });
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(retryAfter);
  });

  test("are not sent when no attempt was counted: a malformed log-in, or a call no limit covers", async () => {
    const malformed = await logIn(freshAddress(), { email: "" });
    expect(malformed.status).toBe(422);
    const user = await callApi(userRoute, { path: "/api/user", token: await createApiToken((await createTestUser("student", "Unlimited Reader")).id) });
    expect(user.status).toBe(200);
    for (const answer of [malformed, user]) for (const name of RATE_LIMIT_HEADERS) expect(answer.headers.has(name), name).toBe(false);
  });
});

describe("CORS on /api", () => {
  test("a listed origin may read every answer, an error's too, and the headers a client pages and paces itself by", async () => {
    const token = await createApiToken((await createTestUser("student", "Cross Origin Reader")).id);
    for (const answer of [
      await callApi(paymentsRoute, { path: "/api/me/payments", token, headers: { Origin: LISTED } }),
      await callApi(paymentsRoute, { path: "/api/me/payments", headers: { Origin: LISTED } }),
      await callApi(userRoute, { path: "/api/user", token, headers: { Origin: "http://localhost:5173" } }),
    ]) {
      expect(answer.headers.get("Access-Control-Allow-Origin")).toMatch(/^(https:\/\/app\.example\.com|http:\/\/localhost:5173)$/);
      expect(answer.headers.get("Vary")).toBe("Origin");
      expect(answer.headers.get("Access-Control-Expose-Headers")?.split(", ")).toEqual(["Link", "Retry-After", ...RATE_LIMIT_HEADERS]);
      expect(answer.headers.has("Access-Control-Allow-Credentials")).toBe(false);
    }
  });

  test("another origin, and a request without one, get no CORS header", async () => {
    const token = await createApiToken((await createTestUser("student", "Same Site Reader")).id);
    const other = await callApi(userRoute, { path: "/api/user", token, headers: { Origin: "https://evil.example" } });
    const lookalike = await callApi(userRoute, { path: "/api/user", token, headers: { Origin: "https://app.example.com.evil.example" } });
    const none = await callApi(userRoute, { path: "/api/user", token });
    for (const answer of [other, lookalike, none]) {
      expect(answer.status).toBe(200);
      expect(corsHeaderNames(answer.headers)).toEqual([]);
      // the answer depends on the Origin, so a cache in between must keep them apart
      expect(answer.headers.get("Vary")).toBe("Origin");
    }
  });

  test("a listed origin's preflight is answered with the route's methods, the headers it may send and how long to keep it", async () => {
    const answer = await preflight(serviceRoute, "/api/service", LISTED, { "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, content-type" });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      allow: "GET, POST, OPTIONS",
      "access-control-allow-origin": LISTED,
      "access-control-allow-methods": "GET, POST",
      "access-control-allow-headers": "Authorization, Content-Type",
      "access-control-max-age": "600",
      "access-control-expose-headers": `Link, Retry-After, ${RATE_LIMIT_HEADERS.join(", ")}`,
      vary: "Origin",
    });
    expect(answer.headers.has("Access-Control-Allow-Credentials")).toBe(false);
    expect((await preflight(paymentsRoute, "/api/me/payments", LISTED)).headers.get("Access-Control-Allow-Methods")).toBe("GET");
  });

  test("another origin's preflight is answered without any permission, so its browser sends nothing", async () => {
    const answer = await preflight(serviceRoute, "/api/service", "https://evil.example", { "Access-Control-Request-Method": "DELETE", "Access-Control-Request-Headers": "authorization" });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("Allow")).toBe("GET, POST, OPTIONS");
    expect(corsHeaderNames(answer.headers)).toEqual([]);
  });

  test("the server's cross-site refusal lets preflights through, and a listed origin's log-in, but no other origin's", () => {
    const site = { protocol: "https", host: "consultancy.example", appOrigin: "https://consultancy.example", apiOrigins: [LISTED] };
    expect(isCrossSite({ ...site, method: "OPTIONS", path: "/api/login", origin: "https://evil.example" })).toBe(false);
    // only the API answers a preflight without running a handler: elsewhere another site's OPTIONS is refused as before
    expect(isCrossSite({ ...site, method: "OPTIONS", path: "/student/messages", origin: "https://evil.example" })).toBe(true);
    expect(isCrossSite({ ...site, method: "POST", path: "/api/login", origin: LISTED })).toBe(false);
    expect(isCrossSite({ ...site, method: "POST", path: "/api/login", origin: "https://evil.example" })).toBe(true);
    // the listed origin is the API's client, not the site's: its pages' posts to the site's own forms are still refused
    expect(isCrossSite({ ...site, method: "POST", path: "/login", origin: LISTED })).toBe(true);
  });

  test("API_CORS_ORIGINS is read as a list of origins, empty (closed) when unset, and refuses anything else", () => {
    expect(parseEnv({}).API_CORS_ORIGINS).toEqual([]);
    expect(parseEnv({ API_CORS_ORIGINS: " " }).API_CORS_ORIGINS).toEqual([]);
    expect(parseEnv({ API_CORS_ORIGINS: "https://App.Example.com/, http://localhost:5173,https://app.example.com" }).API_CORS_ORIGINS).toEqual([
      "https://app.example.com",
      "http://localhost:5173",
    ]);
    for (const wrong of ["*", "app.example.com", "https://app.example.com/path", "ftp://files.example.com", "null"]) {
      expect(() => parseEnv({ API_CORS_ORIGINS: wrong }), wrong).toThrow(InvalidEnvError);
      expect(() => parseEnv({ API_CORS_ORIGINS: wrong }), wrong).toThrow(/API_CORS_ORIGINS/);
    }
  });

  test("is closed when API_CORS_ORIGINS is unset: no origin gets a CORS header, nor its preflight a permission", async () => {
    const listed = process.env.API_CORS_ORIGINS;
    delete process.env.API_CORS_ORIGINS;
    // a fresh copy of the app, which reads the environment as it is now
    vi.resetModules();
    try {
      const route = (await import("~/routes/api.user")) as ApiRoute;
      const request = new Request("http://localhost/api/user", { headers: { Origin: LISTED } });
      const answer = (await route.loader!({ request, params: {}, context: {} })) as Response;
      expect(answer.status).toBe(401);
      const preflightAnswer = await preflight(route, "/api/user", LISTED);
      expect(preflightAnswer.status).toBe(204);
      for (const headers of [answer.headers, preflightAnswer.headers]) {
        expect(corsHeaderNames(headers)).toEqual([]);
        expect(headers.has("Vary")).toBe(false);
      }
    } finally {
      process.env.API_CORS_ORIGINS = listed;
    }
  });
});
