import { createHash } from "node:crypto";
import { get as httpGet, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { inlineScriptHashes, matchesEtag } from "../../server/page-cache";
import { pageScript as script, startCachedServer } from "../support/cached-server";
import { createTestUser } from "../support/users";
import { PAGE_VERSION_RECHECK_MS, getPageVersion, raisePageVersion } from "~/models/page-version.server";
import { createService, deleteService, updateService } from "~/models/service.server";
import { getSettings, saveSettings } from "~/models/settings.server";
import { db } from "~/utils/db.server";

// The version is the app's own (app/models/page-version.server.ts), raised by the real settings and catalogue models;
// the clock is the test's, so that "another instance, a second later" needs no waiting.
let clock = 0;
let server: Awaited<ReturnType<typeof startCachedServer>>;
let base = "";

beforeAll(async () => {
  server = await startCachedServer({ version: () => getPageVersion(clock), now: () => clock });
  base = server.base;
});

afterAll(() => server.close());

/** A later moment than any before: past the version's recheck interval, as another instance would see it. */
const later = () => (clock += PAGE_VERSION_RECHECK_MS + 1);

async function get(path: string, headers: Record<string, string> = {}) {
  const before = server.renders();
  const response = await fetch(`${base}${path}`, { headers });
  const body = await response.text();
  return { response, body, rendered: server.renders() > before };
}

const scriptSources = (response: Response) =>
  response.headers
    .get("Content-Security-Policy")!
    .split("; ")
    .find((directive) => directive.startsWith("script-src"))!;

describe("the anonymous page cache", () => {
  test("renders a page once, then answers from the cache with an ETag and a policy of its scripts' hashes", async () => {
    later();
    const first = await get("/about");
    expect(first.rendered).toBe(true);
    const second = await get("/about");
    expect(second.rendered).toBe(false);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(second.response.headers.get("Vary")).toContain("Cookie");
    expect(second.response.headers.get("ETag")).toMatch(/^W\/".+"$/);
    const hash = createHash("sha256").update(script("/about")).digest("base64");
    expect(scriptSources(second.response)).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(second.response.headers.get("Content-Security-Policy")).not.toMatch(/nonce-|script-src[^;]*unsafe-inline/);
  });

  test("answers 304 to a visitor who holds the current copy", async () => {
    later();
    await get("/team");
    const { response } = await get("/team");
    const etag = response.headers.get("ETag")!;
    const again = await fetch(`${base}/team`, { headers: { "If-None-Match": `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await fetch(`${base}/team`, { headers: { "If-None-Match": 'W/"other"' } })).status).toBe(200);
  });

  test("sends the body compressed once, as the visitor accepts it", async () => {
    later();
    const { body } = await get("/gallery");
    await vi.waitFor(async () => {
      // node:http, because fetch would undo the encoding before the test sees it
      const response = await new Promise<IncomingMessage>((resolve) => httpGet(`${base}/gallery`, { headers: { "Accept-Encoding": "gzip" } }, resolve));
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      expect(response.headers["x-page-cache"]).toBe("hit");
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(body);
    });
  });

  test("never answers nor fills from a request with a session or a toast cookie", async () => {
    later();
    const user = await createTestUser();
    for (const cookie of [`__session=signed-${user.id}`, "tz=Asia%2FKathmandu; __toast=flash"]) {
      const path = `/signed-in-${user.id}-${cookie.length}`;
      expect((await get(path, { Cookie: cookie })).rendered).toBe(true);
      expect((await get(path)).rendered).toBe(true); // the cookie's request left nothing behind
      expect((await get(path)).rendered).toBe(false);
      const withCookie = await get(path, { Cookie: cookie });
      expect(withCookie.rendered).toBe(true);
      expect(withCookie.response.headers.get("X-Page-Cache")).toBeNull();
    }
  });

  test("the browser's time zone cookie alone is still anonymous", async () => {
    later();
    await get("/testimonials");
    expect((await get("/testimonials", { Cookie: "tz=Europe%2FOslo" })).rendered).toBe(false);
  });

  test("keeps a copy per language: the cookie's, else the browser's, for a page with one address", async () => {
    later();
    const english = await get("/login");
    expect(english.body).toContain('lang="en"');
    const nepali = await get("/login", { Cookie: "lang=ne" });
    expect(nepali.rendered).toBe(true);
    expect(nepali.body).toContain('lang="ne"');
    expect((await get("/login", { "Accept-Language": "ne-NP,ne;q=0.9" })).body).toContain('lang="ne"');
    expect((await get("/login", { "Accept-Language": "ne-NP,ne;q=0.9" })).rendered).toBe(false);
    const again = await get("/login", { "Accept-Language": "en-GB" });
    expect(again.rendered).toBe(false);
    expect(again.body).toContain('lang="en"');
    expect(again.response.headers.get("Vary")).toContain("Accept-Language");
  });

  test("a language's own address is one copy, whatever the visitor's cookie", async () => {
    later();
    await get("/ne/about");
    const withCookie = await get("/ne/about", { Cookie: "lang=en" });
    expect(withCookie.body).toContain('lang="ne"');
  });

  test("leaves the media library's images alone: the browser keeps them, and Cookie does not vary them", async () => {
    later();
    const path = "/media/0b7c1c2e-1111-4222-8333-444455556666-640.webp";
    await get(path);
    const again = await get(path);
    expect(again.rendered).toBe(true);
    expect(again.response.headers.get("X-Page-Cache")).toBeNull();
    expect(again.response.headers.get("Vary")).not.toContain("Cookie");
  });

  test("keeps no answer with a query string, a cookie being set, or another status than 200", async () => {
    later();
    for (const path of ["/login?redirectTo=%2Fstudent", "/sets-cookie", "/missing"]) {
      await get(path);
      const again = await get(path);
      expect(again.response.headers.get("X-Page-Cache")).toBeNull();
    }
  });

  test("visitors who ask while a page is being rendered wait for that render, and are answered from its copy", async () => {
    later();
    const before = server.renders();
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${base}/slow/fill`).then(async (response) => ({ response, body: await response.text() }))));
    expect(server.renders() - before).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.response.headers.get("X-Page-Cache") === "hit")).toHaveLength(7);
    expect(answers.every((answer) => answer.response.status === 200)).toBe(true);
  });

  test("when the render they waited for may not be kept, each waiting visitor gets a page rendered for them", async () => {
    later();
    const before = server.renders();
    const answers = await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/slow-personal`)));
    expect(server.renders() - before).toBe(4);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Set-Cookie")).toBe("a=b");
      expect(answer.headers.get("X-Page-Cache")).toBeNull();
    }
  });

  test("renders again after the settings or the catalogue change, on this instance at once and on others within the recheck", async () => {
    later();
    const admin = await createTestUser("admin");
    await get("/services/demo-class");
    expect((await get("/services/demo-class")).rendered).toBe(false);

    await saveSettings("general", { ...(await getSettings("general")), siteName: "Renamed Consultancy" }, admin.id);
    expect((await get("/services/demo-class")).rendered).toBe(true);
    expect((await get("/services/demo-class")).rendered).toBe(false);

    const service = await createService({ name: "Cache check", description: "", priceCents: 100, isActive: true }, admin.id);
    expect((await get("/services/demo-class")).rendered).toBe(true);
    await updateService(service.id, { priceCents: 200 }, admin.id);
    expect((await get("/services/demo-class")).rendered).toBe(true);
    await deleteService(service.id, admin.id);
    expect((await get("/services/demo-class")).rendered).toBe(true);
    expect((await get("/services/demo-class")).rendered).toBe(false);
  });

  test("a version read while this process's raise is not yet committed is not trusted for the interval", async () => {
    later();
    const before = await getPageVersion(clock);
    let readInside: number | undefined;
    await db.$transaction(async (tx) => {
      await raisePageVersion(tx);
      readInside = await getPageVersion(clock);
    });
    expect(readInside).toBe(before);
    expect(await getPageVersion(clock)).toBe(before + 1);
  });

  test("another instance's change is read from the database once the recheck interval is over", async () => {
    later();
    const seen = await getPageVersion(clock);
    // what another instance's transaction leaves: a raised row, and no word to this process
    await db.pageVersion.upsert({ where: { id: 1 }, create: { id: 1, version: seen + 1 }, update: { version: { increment: 1 } } });
    expect(await getPageVersion(clock)).toBe(seen);
    expect(await getPageVersion(later())).toBe(seen + 1);
  });
});

describe("the page cache's rules", () => {
  test("hashes inline scripts only, once each", () => {
    const html = '<script nonce="x">a()</script><script src="/build/x.js"></script><script type="module">a()</script><script>b()</script>';
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  test("compares ETags weakly, in a list or as *", () => {
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", 'W/"abc"')).toBe(true);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
  });
});
