import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { describe, expect, test, vi } from "vitest";
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

  // Its renderer is checked on both databases by tests/integration/query-plan-cache.test.ts.
  test("Prisma's query interpreter, in both of its builds, was patched when it was installed", () => {
    for (const build of ["client.js", "client.mjs"]) {
      const text = readFileSync(require.resolve(`@prisma/client/runtime/${build}`), "utf8");
      expect(text.split(MARK)).toHaveLength(3);
      expect(text).toContain("flatTemplateSql(e,i)");
    }
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

  test("a link's path resolves as the published router resolves it, with or without dot segments", () => {
    const targets = ["/", "/student", "/student/", "/a/./b", "/a/../b", "/a/b/..", "/.", "/..", "/a/.b/..c", "/a//b", "//cdn.example/x", "/p?page=2#top", "x", "./x", "../x", "..", ".", ""];
    for (const to of targets) {
      for (const from of ["/", "/student/bookings/42", "/admin/"]) {
        expect(patched.resolvePath(to, from)).toEqual(published.resolvePath(to, from));
        expect(patched.resolveTo(to, ["/", "/student"], from, false)).toEqual(published.resolveTo(to, ["/", "/student"], from, false));
      }
    }
    for (const to of [{ pathname: "/a?b" }, { pathname: "/a#b" }, { search: "?a#b" }, { pathname: "/a", search: "?b", hash: "#c" }]) {
      const attempt = (router: Router) => {
        try {
          return router.resolveTo(to, ["/"], "/", false);
        } catch (error) {
          return (error as Error).message;
        }
      };
      expect(attempt(patched)).toEqual(attempt(published));
    }
  });

  test("the static handler matches a page's routes through the module's export, which the server makes remember", async () => {
    const routes = [{ id: "root", path: "/", loader: () => "root", children: [{ id: "page", path: "student", loader: () => "page" }] }];
    const handler = patched.createStaticHandler(routes);
    const matchRoutes = patched.matchRoutes;
    const asked = vi.fn(matchRoutes);
    (patched as { matchRoutes: Router["matchRoutes"] }).matchRoutes = asked as unknown as Router["matchRoutes"];
    try {
      const context = await handler.query(new Request("http://localhost/student"));
      expect(context).toMatchObject({ loaderData: { root: "root", page: "page" } });
      expect(await handler.queryRoute(new Request("http://localhost/student"), { routeId: "page" })).toBe("page");
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      (patched as { matchRoutes: Router["matchRoutes"] }).matchRoutes = matchRoutes;
    }
  });

  test("Remix's two builds give the loaders of one request one copy of it, and each loader of a request with a body its own", async () => {
    type Data = typeof import("@remix-run/server-runtime/dist/data.js");
    const builds: Data[] = [
      require("@remix-run/server-runtime/dist/data.js") as Data,
      (await import(/* @vite-ignore */ require.resolve("@remix-run/server-runtime/dist/esm/data.js"))) as Data,
    ];
    for (const { callRouteLoader } of builds) {
      const seen: Request[] = [];
      const load = (request: Request, routeId: string) =>
        callRouteLoader({ request, routeId, singleFetch: true, params: {}, loadContext: {}, loader: (args) => seen.push(args.request) });
      const page = new Request("http://localhost/student?index&_routes=root,routes/student._index&page=2", { headers: { Cookie: "__session=s" } });
      await Promise.all(["root", "routes/student", "routes/student._index"].map((routeId) => load(page, routeId)));
      expect(new Set(seen).size).toBe(1);
      expect(seen[0]).not.toBe(page);
      expect(seen[0].url).toBe("http://localhost/student?page=2");
      expect(seen[0].headers.get("Cookie")).toBe("__session=s");

      const another = new Request("http://localhost/student");
      await load(another, "root");
      expect(seen[3]).not.toBe(seen[0]);

      seen.length = 0;
      const withBody = new Request("http://localhost/student", { method: "POST", body: "a=1" });
      await load(withBody, "root");
      await load(withBody, "routes/student");
      expect(seen[0]).not.toBe(seen[1]);
    }
  });

  test("a file patched before a replacement was added to the list gets that one, and the others are left as they are", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "patches-")), "module.js");
    const first = { find: "function a() {}", replace: `function a() { return 0; } ${MARK}` };
    const added = { find: "function b() {}", replace: `function b() { return 1; } ${MARK}` };
    writeFileSync(file, "function a() {}\nfunction b() {}\n");
    applyPatches([{ module: file, replacements: [first] }]);
    applyPatches([{ module: file, replacements: [first, added] }]);
    expect(readFileSync(file, "utf8")).toBe(`function a() { return 0; } ${MARK}\nfunction b() { return 1; } ${MARK}\n`);
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
