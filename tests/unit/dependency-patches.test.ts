import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { describe, expect, test } from "vitest";
import { applyPatches, MARK } from "../../scripts/patch-dependencies";
import { routeTree } from "../../server/route-labels.js";

const require = createRequire(import.meta.url);
type Router = typeof import("@remix-run/router");
// The server's copy (CommonJS, patched on install) and the browser's (the ES module build, as published).
const patched = require("@remix-run/router") as Router;
const published = (await import(/* @vite-ignore */ require.resolve("@remix-run/router").replace(/router\.cjs\.js$/, "router.js"))) as Router;

const summary = (matches: ReturnType<Router["matchRoutes"]>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ?? null;

const PATHS = ["/", "/about", "/student", "/student/bookings/42", "/student/bookings/42/calendar.ics", "/admin/time-slots/week/7/edit", "/STUDENT/Profile", "/blog/some-post", "/no/such/page"];

describe("the install's patches of dependencies (scripts/patch-dependencies.ts)", () => {
  test("the server's router was patched when it was installed", () => {
    expect(readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain(MARK);
  });

  test("the patched router matches every path of the app's routes as the published one does, tree after tree", async () => {
    const tree = routeTree((await readConfig(process.cwd())).routes) as Parameters<Router["matchRoutes"]>[0];
    for (const routes of [tree, structuredClone(tree), tree]) {
      for (const pathname of PATHS) {
        expect(summary(patched.matchRoutes(routes, pathname))).toEqual(summary(published.matchRoutes(routes, pathname)));
      }
    }
    const other = [{ id: "only", path: "/student" }];
    expect(summary(patched.matchRoutes(other, "/student/bookings/42"))).toBeNull();
    expect(summary(patched.matchRoutes(other, "/student"))).toEqual([{ id: "only", params: {}, pathname: "/student", pathnameBase: "/student" }]);
  });

  test("a pattern is compiled apart for each case sensitivity and end", () => {
    for (const pattern of [{ path: "/a/:x", caseSensitive: true }, { path: "/a/:x" }, { path: "/a", end: false }, { path: "/a" }]) {
      for (const pathname of ["/A/1", "/a/1", "/a/b", "/a"]) {
        expect(patched.matchPath(pattern, pathname)).toEqual(published.matchPath(pattern, pathname));
      }
    }
  });

  test("a patch is applied once, and a file without the text to replace stops the install", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "patches-")), "module.js");
    const patch = { module: file, replacements: [{ find: "function b() {}", replace: `function b() { return 1; } ${MARK}` }] };
    writeFileSync(file, "function a() {}\nfunction b() {}\n");
    applyPatches([patch]);
    const once = readFileSync(file, "utf8");
    expect(once).toBe(`function a() {}\nfunction b() { return 1; } ${MARK}\n`);
    applyPatches([patch]);
    expect(readFileSync(file, "utf8")).toBe(once);

    writeFileSync(file, "function somethingElse() {}\n");
    expect(() => applyPatches([patch])).toThrow(/does not hold the text its patch replaces/);
  });
});
