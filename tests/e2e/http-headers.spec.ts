import { createHash, randomUUID } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { db } from "~/utils/db.server";
import { createLoan } from "../support/fixtures/applications";
import { TEST_PASSWORD, signedInUser } from "../support/users";

// What server.js adds around the Remix build, seen through real HTTP against the production build (NODE_ENV=production).

function nonceOf(response: APIResponse) {
  const policy = response.headers()["content-security-policy"] ?? "";
  return /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  expect(headers["permissions-policy"]).toContain("camera=()");
}

/**
 * A POST with no cookie jar (Playwright's `request` keeps the session cookie a log-in sets, and a signed-in visitor
 * of /login or /register is only sent on to their area).
 */
function post(baseURL: string, path: string, { form, body, headers = {} }: { form?: Record<string, string>; body?: string; headers?: Record<string, string> }) {
  return fetch(new URL(path, baseURL), { method: "POST", body: form ? new URLSearchParams(form) : body, headers, redirect: "manual" });
}

/** A new account of `role` and the Cookie header of a browser signed in as it. */
const signedIn = (role: "student" | "admin" = "student") => signedInUser(role, "Header Check");

test.describe("security headers", () => {
  test("a rendered page allows only its own inline scripts, by a nonce that changes per response", async ({ request }) => {
    // signed in, so that the page is rendered for this request (an anonymous one may come from the page cache)
    const { cookie } = await signedIn();
    const first = await request.get("/", { headers: { Cookie: cookie } });
    expectSecurityHeaders(first);
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(nonceOf(await request.get("/", { headers: { Cookie: cookie } }))).not.toBe(nonce);
  });

  test("a page from the cache allows exactly its own inline scripts, by their hashes", async ({ request }) => {
    await expect(async () => expect((await request.get("/")).headers()["x-page-cache"]).toBe("hit")).toPass();
    const cached = await request.get("/");
    expectSecurityHeaders(cached);
    const policy = cached.headers()["content-security-policy"];
    expect(policy).not.toContain("'nonce-");
    const allowed = [...policy.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]).sort();
    const inline = [...(await cached.text()).matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
      createHash("sha256").update(match[1]).digest("base64"),
    );
    expect(inline.length).toBeGreaterThan(1);
    expect(allowed).toEqual([...new Set(inline)].sort());
  });

  test("a page hydrates and navigates under the policy without a violation", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(problems).toEqual([]);
  });

  test("an anonymous public page may be cached; a signed-in one is private, no-store", async ({ request }) => {
    expect((await request.get("/about")).headers()["cache-control"] ?? "").not.toContain("no-store");
    const { cookie } = await signedIn();
    for (const path of ["/about", "/student", "/student/notifications"]) {
      const response = await request.get(path, { headers: { Cookie: cookie } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  });

  test("an API answer carries nosniff and private, no-store", async ({ request }) => {
    const login = await request.post("/api/login", { data: { email: "nobody@example.com", password: "wrong-password" }, headers: { "X-Forwarded-For": randomUUID() } });
    expect(login.headers()["cache-control"]).toBe("private, no-store");
    expect(login.headers()["x-content-type-options"]).toBe("nosniff");

    const { user } = await signedIn();
    const token = (await (await request.post("/api/login", { data: { email: user.email, password: TEST_PASSWORD } })).json()).data.access_token;
    const me = await request.get("/api/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expectSecurityHeaders(me);
    expect(me.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a document download and an invoice are private, no-store and nosniff", async ({ request }) => {
    const { user, cookie } = await signedIn();
    const loan = await createLoan(user.id);
    const document = await db.document.findFirstOrThrow({ where: { loanApplicationId: loan.id } });
    const payment = await db.payment.create({
      data: { invoiceNumber: `INV-HDR-${user.id}`, studentId: user.id, serviceName: "SOP Writing - Standard", amountCents: 14_900, method: "bank_transfer", status: "paid" },
    });
    for (const path of [`/student/documents/${document.id}`, `/student/payment-histories/${payment.id}/invoice.pdf`]) {
      const response = await request.get(path, { headers: { Cookie: cookie } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("application/pdf");
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expectSecurityHeaders(response);
    }
  });
});

test.describe("cross-site posts", () => {
  for (const origin of ["https://evil.example", "null"]) {
    test(`Origin: ${origin} is refused with 403 and changes nothing`, async ({ request }) => {
      const email = `cross-${randomUUID()}@example.com`;
      const form = { name: "Cross Site", email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: "on" };
      for (const path of ["/register", "/register.data"]) {
        const response = await request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
        expect(response.status(), path).toBe(403);
        expect(await response.text()).toBe("Cross-site requests that change data are not accepted.");
      }
      const { cookie } = await signedIn("admin");
      const settings = await request.post("/admin/settings", { form: { intent: "general" }, headers: { Origin: origin, Cookie: cookie }, maxRedirects: 0 });
      expect(settings.status()).toBe(403);
      expect(await db.user.count({ where: { email } })).toBe(0);
    });
  }

  test("a same-origin post and a post without Origin still work", async ({ baseURL }) => {
    const sameOrigin: Record<string, string> = { Origin: new URL(baseURL!).origin };
    for (const headers of [sameOrigin, {}]) {
      const { user } = await signedIn();
      const response = await post(baseURL!, "/login", { form: { email: user.email, password: TEST_PASSWORD }, headers: { ...headers, "X-Forwarded-For": randomUUID() } });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/student");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  test("the same host and port over another scheme is another site, unless the trusted proxy says the site is served over it", async ({ baseURL }) => {
    // the e2e server is served over plain HTTP, and trusts one proxy (the tests)
    const otherScheme = new URL(baseURL!).origin.replace(/^http:/, "https:");
    const { user } = await signedIn();
    const form = { email: user.email, password: TEST_PASSWORD };
    const refused = await post(baseURL!, "/login", { form, headers: { Origin: otherScheme, "X-Forwarded-For": randomUUID() } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Cross-site requests that change data are not accepted.");
    expect(await db.signInAttempt.count({ where: { email: user.email } })).toBe(0);

    const behindTls = await post(baseURL!, "/login", { form, headers: { Origin: otherScheme, "X-Forwarded-Proto": "https", "X-Forwarded-For": randomUUID() } });
    expect(behindTls.status).toBe(302);
    expect(behindTls.headers.get("location")).toBe("/student");
  });

  test("an API call with a bearer token is not judged by its Origin", async ({ request }) => {
    const { user } = await signedIn();
    const token = (await (await request.post("/api/login", { data: { email: user.email, password: TEST_PASSWORD } })).json()).data.access_token;
    const response = await request.post("/api/logout", { headers: { Authorization: `Bearer ${token}`, Origin: "https://app.elsewhere.example" } });
    expect(response.status()).toBe(200);
  });
});

test.describe("the client's address", () => {
  test("a client behind the one trusted proxy cannot pick its address by sending X-Forwarded-For entries of its own", async ({ baseURL }) => {
    const { user } = await signedIn();
    // what the client wrote, then the address the proxy (the test, under TRUST_PROXY=1) appended
    const seen = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const forged = "198.51.100.66";
    const response = await post(baseURL!, "/login", { form: { email: user.email, password: TEST_PASSWORD }, headers: { "X-Forwarded-For": `${forged}, 10.0.0.1, ${seen}` } });
    expect(response.status).toBe(302);
    const attempt = await db.signInAttempt.findFirstOrThrow({ where: { userId: user.id } });
    expect(attempt.ipAddress).toBe(seen);
    expect(await db.session.count({ where: { userId: user.id, ipAddress: seen } })).toBe(1);
    expect(await db.session.count({ where: { userId: user.id, ipAddress: forged } })).toBe(0);
  });
});

test.describe("bodies that are not forms", () => {
  const CUT_OFF = '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nNima\r\n--cut\r\nContent-Disposition: form-data; name="email"\r\n\r\nni';

  test("are a 400 with a clear message, never a 500", async ({ request }) => {
    const { cookie } = await signedIn("admin");
    const sent: Array<[string, { data?: string; headers: Record<string, string> }]> = [
      ["/register", { data: JSON.stringify({ email: "a@example.com" }), headers: { "Content-Type": "application/json" } }],
      ["/login", { data: "email=a@example.com", headers: { "Content-Type": "text/plain" } }],
      ["/admin/settings", { headers: { Cookie: cookie } }],
      ["/contact", { data: CUT_OFF, headers: { "Content-Type": "multipart/form-data; boundary=cut" } }],
      ["/admin/time-slots/generate.data", { data: CUT_OFF, headers: { "Content-Type": "multipart/form-data; boundary=cut", Cookie: cookie } }],
    ];
    for (const [path, { data, headers }] of sent) {
      const response = await request.post(path, { data, headers: { ...headers, "X-Forwarded-For": randomUUID() }, maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).toContain("The request body is not a form: send it as application/x-www-form-urlencoded or multipart/form-data.");
    }
  });
});

test.describe("Retry-After on the web forms' 429", () => {
  test("the login page says how long to wait, as /api/login does", async ({ baseURL }) => {
    const headers = { "X-Forwarded-For": randomUUID() };
    const form = { email: `locked-${randomUUID()}@example.com`, password: "wrong-password" };
    for (let attempt = 0; attempt < 10; attempt++) expect((await post(baseURL!, "/login", { form, headers })).status).toBe(401);
    const locked = await post(baseURL!, "/login", { form, headers });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(890);
  });

  test("registration is limited per address, on the page and in the API", async ({ baseURL }) => {
    const headers = { "X-Forwarded-For": randomUUID() };
    const form = () => ({ name: "Nima Sherpa", email: `many-${randomUUID()}@example.com`, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: "on" });
    for (let attempt = 0; attempt < 10; attempt++) expect((await post(baseURL!, "/register", { form: form(), headers })).status).toBe(302);
    const page = await post(baseURL!, "/register", { form: form(), headers });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(890);
    const api = await post(baseURL!, "/api/register", { body: JSON.stringify(form()), headers: { ...headers, "Content-Type": "application/json" } });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(890);
  });
});
