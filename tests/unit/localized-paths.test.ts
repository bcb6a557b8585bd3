import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { PREFIXED_LOCALES, localizedPublicRoutes } from "~/shared-routes/mounts.js";
import { DEFAULT_LOCALE, LOCALE_CODES } from "~/i18n/locales";
import { LOCALIZED_SECTIONS, isLocalizedPath, localeOfPath, localizedPath, unprefixedPath } from "~/i18n/paths";
import { negotiateLocale, preferredLocale } from "~/i18n/negotiate";

const routeFiles = readdirSync(path.resolve(import.meta.dirname, "../../app/routes"));

test("every language but the default has its prefix mounted", () => {
  expect(PREFIXED_LOCALES).toEqual(LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE));
});

test("the localized sections are exactly the public routes' first segments (two for the API's reference page)", () => {
  const mounted = localizedPublicRoutes(routeFiles, ["ne"]).filter((route) => route.parentId === "ne/routes/_public");
  const sections = new Set(mounted.map((route) => (route.path ?? "").split("/").slice(0, route.path?.startsWith("api/") ? 2 : 1).join("/")));
  expect([...sections].sort()).toEqual([...LOCALIZED_SECTIONS].sort());
  for (const route of mounted) expect(isLocalizedPath(`/${(route.path ?? "").replace(/:\w+/g, "x")}`), route.id).toBe(true);
});

test("each public route is mounted once under the prefix, with its own id", () => {
  const mounted = localizedPublicRoutes(routeFiles, ["ne"]);
  const publicFiles = routeFiles.filter((entry) => entry.startsWith("_public.") && !/^_public\.tsx?$/.test(entry));
  expect(mounted.filter((route) => route.file.startsWith("routes/_public.") && route.parentId !== "root")).toHaveLength(publicFiles.length);
  expect(new Set(mounted.map((route) => route.id)).size).toBe(mounted.length);
  expect(mounted).toContainEqual({ id: "ne/routes/_public._index", parentId: "ne/routes/_public", file: "routes/_public._index.tsx", path: undefined, index: true });
  expect(mounted).toContainEqual({ id: "ne/routes/_public.blog.$slug", parentId: "ne/routes/_public", file: "routes/_public.blog.$slug.tsx", path: "blog/:slug", index: false });
});

test("the blog's feed is mounted under the prefix too, beside the public layout", () => {
  expect(localizedPublicRoutes(routeFiles, ["ne"])).toContainEqual({ id: "ne/routes/blog.feed[.]xml", parentId: "root", file: "routes/blog.feed[.]xml.ts", path: "ne/blog/feed.xml", index: false });
  expect(localizedPath("/blog/feed.xml", "ne")).toBe("/ne/blog/feed.xml");
});

describe("addresses", () => {
  test("a public page's address in each language", () => {
    expect(localizedPath("/about", "ne")).toBe("/ne/about");
    expect(localizedPath("/", "ne")).toBe("/ne");
    expect(localizedPath("/blog?tag=visa#top", "ne")).toBe("/ne/blog?tag=visa#top");
    expect(localizedPath("/ne/about", "en")).toBe("/about");
    expect(localizedPath("/ne", "en")).toBe("/");
    expect(localizedPath("/ne/faq", "ne")).toBe("/ne/faq");
  });

  test("other addresses have one address", () => {
    for (const path of ["/login", "/student/bookings", "/admin", "/api/service", "/api/openapi.json", "/api", "/profile", "https://example.com/about", "#main"]) {
      expect(localizedPath(path, "ne")).toBe(path);
    }
  });

  test("the language an address names", () => {
    expect(localeOfPath("/ne/about")).toBe("ne");
    expect(localeOfPath("/ne")).toBe("ne");
    expect(localeOfPath("/network")).toBeNull();
    expect(localeOfPath("/about")).toBeNull();
    expect(unprefixedPath("/ne/about")).toBe("/about");
    expect(isLocalizedPath("/ne/services/demo-class")).toBe(true);
    expect(isLocalizedPath("/student")).toBe(false);
  });
});

describe("negotiation", () => {
  test("Accept-Language by quality, a region counting as its language", () => {
    expect(preferredLocale("ne-NP,ne;q=0.9,en;q=0.8")).toBe("ne");
    expect(preferredLocale("en-GB,en;q=0.9,ne;q=0.8")).toBe("en");
    expect(preferredLocale("fr, ne;q=0.5")).toBe("ne");
    expect(preferredLocale("ne;q=0, en;q=0.1")).toBe("en");
    expect(preferredLocale("de, fr")).toBeNull();
    expect(preferredLocale("")).toBeNull();
  });

  test("this browser's choice, then the account's, then the browser's languages", () => {
    expect(negotiateLocale({ accountLocale: "ne", cookieHeader: "lang=en", acceptLanguage: "ne" })).toBe("en");
    expect(negotiateLocale({ accountLocale: "ne", acceptLanguage: "en" })).toBe("ne");
    expect(negotiateLocale({ cookieHeader: "a=1; lang=ne", acceptLanguage: "en" })).toBe("ne");
    expect(negotiateLocale({ cookieHeader: "lang=xx", acceptLanguage: "ne" })).toBe("ne");
    expect(negotiateLocale({ accountLocale: "xx" })).toBe("en");
  });
});
