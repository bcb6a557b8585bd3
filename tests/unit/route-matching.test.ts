import { readConfig } from "@remix-run/dev/dist/config.js";
import * as router from "@remix-run/router";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { routeTree } from "../../server/route-labels.js";
import { rememberDataRoutes, rememberRouteMatches, rememberServerRoutes } from "../../server/route-matching.js";

type Routes = Parameters<typeof router.matchRoutes>[0];

/** A stand-in for the router module: the real matchRoutes, counted, which rememberRouteMatches replaces. */
function routerModule() {
  const original = vi.fn(router.matchRoutes);
  const module = { matchRoutes: original as typeof router.matchRoutes, parsePath: router.parsePath };
  rememberRouteMatches(module);
  return { module, original };
}

const summary = (matches: ReturnType<typeof router.matchRoutes>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ?? null;

const PATHS = [
  "/",
  "/about",
  "/services/demo-class",
  "/student",
  "/student/sop-applications",
  "/student/bookings/42",
  "/student/bookings/42/calendar.ics",
  "/admin/time-slots",
  "/admin/time-slots/week/7/edit",
  "/admin/payment-histories/12/invoice.pdf",
  "/blog/some-post",
  "/no/such/page",
];

describe("route matches remembered per path (server/route-matching.js), on the app's real routes", () => {
  let tree: Routes;
  beforeAll(async () => {
    tree = routeTree((await readConfig(process.cwd())).routes) as Routes;
  });

  test.each(PATHS)("%s: the same answer as React Router's, the second time without matching again", (path) => {
    const { module, original } = routerModule();
    const expected = summary(router.matchRoutes(tree, path));
    expect(summary(module.matchRoutes(tree, path))).toEqual(expected);
    expect(summary(module.matchRoutes(tree, { pathname: path }))).toEqual(expected);
    expect(summary(module.matchRoutes(tree, `${path}?page=2#top`))).toEqual(expected);
    expect(original).toHaveBeenCalledTimes(1);
  });

  test("another tree of the same routes (each render builds its own) gets its own route objects back", () => {
    const { module } = routerModule();
    const copy = structuredClone(tree);
    const first = module.matchRoutes(tree, "/student/bookings/42")!;
    const second = module.matchRoutes(copy, "/student/bookings/42")!;
    expect(second.map((match) => match.route.id)).toEqual(first.map((match) => match.route.id));
    second.forEach((match, index) => {
      expect(match.route).not.toBe(first[index].route);
      expect(JSON.stringify(copy)).toContain(JSON.stringify(match.route.id));
    });
  });

  test("every answer has params of its own: a caller that changes them changes nobody else's", () => {
    const { module } = routerModule();
    const first = module.matchRoutes(tree, "/student/bookings/42")!;
    (first.at(-1)!.params as Record<string, string>).id = "changed";
    expect(module.matchRoutes(tree, "/student/bookings/42")!.at(-1)!.params).toEqual({ id: "42" });
  });

  test("a path holding a secret (a calendar feed's token) is never kept: it is matched every time", () => {
    const { module, original } = routerModule();
    const feed = "/student/calendar/feed/3f2a9c.ics";
    const matches = module.matchRoutes(tree, feed);
    expect(Object.keys(matches!.at(-1)!.params).some((name) => /token/i.test(name))).toBe(true);
    module.matchRoutes(tree, feed);
    expect(original).toHaveBeenCalledTimes(2);
  });

  test("keeps the last thousand paths: the oldest is matched again after a thousand others", () => {
    const { module, original } = routerModule();
    module.matchRoutes(tree, "/blog/first");
    for (let index = 0; index < 1_000; index++) module.matchRoutes(tree, `/blog/post-${index}`);
    module.matchRoutes(tree, "/blog/first");
    expect(original).toHaveBeenCalledTimes(1_002);
  });
});

describe("server routes remembered per build (server/route-matching.js)", () => {
  const manifest = { root: { id: "root" }, "routes/student": { id: "routes/student", parentId: "root" } };
  const modules = () => ({ root: { default: () => null }, "routes/student": { default: () => null } });
  const future = {};

  function routesModule() {
    const original = vi.fn((_manifest: object, _modules: object, _future: object, _isSpaMode: boolean) => [{ id: "root" }]);
    const module = { createServerRoutes: original as (...args: unknown[]) => unknown };
    rememberServerRoutes(module);
    return { module, original };
  }

  test("the same build's manifest and route modules get the same routes back, made once", () => {
    const { module, original } = routesModule();
    const routeModules = modules();
    const first = module.createServerRoutes(manifest, routeModules, future, false);
    // each request gets a new object holding the same route modules
    expect(module.createServerRoutes(manifest, { ...routeModules }, future, false)).toBe(first);
    expect(original).toHaveBeenCalledTimes(1);
  });

  test("another route module, manifest, future or mode makes them again", () => {
    const { module, original } = routesModule();
    const routeModules = modules();
    module.createServerRoutes(manifest, routeModules, future, false);
    module.createServerRoutes(manifest, { ...routeModules, "routes/student": { default: () => null } }, future, false);
    module.createServerRoutes({ ...manifest }, routeModules, future, false);
    module.createServerRoutes(manifest, routeModules, {}, false);
    module.createServerRoutes(manifest, routeModules, future, true);
    expect(original).toHaveBeenCalledTimes(5);
  });
});

describe("data routes remembered per route tree (server/route-matching.js)", () => {
  const mapRouteProperties = (route: { id?: string }) => ({ hasErrorBoundary: route.id === "root" });

  function routerWithConvert() {
    const original = vi.fn(router.UNSAFE_convertRoutesToDataRoutes);
    const module = { UNSAFE_convertRoutesToDataRoutes: original as typeof router.UNSAFE_convertRoutesToDataRoutes };
    rememberDataRoutes(module);
    return { module, original };
  }

  let tree: Routes;
  beforeAll(async () => {
    tree = routeTree((await readConfig(process.cwd())).routes) as Routes;
  });

  test("a tree is converted once: every render gets the same data routes, and finds each route in its manifest", () => {
    const { module, original } = routerWithConvert();
    const expectedManifest: Parameters<typeof router.UNSAFE_convertRoutesToDataRoutes>[3] = {};
    const expected = router.UNSAFE_convertRoutesToDataRoutes(tree, mapRouteProperties, undefined, expectedManifest);

    const firstManifest: Record<string, { id: string }> = {};
    const first = module.UNSAFE_convertRoutesToDataRoutes(tree, mapRouteProperties, undefined, firstManifest);
    const secondManifest: Record<string, { id: string }> = {};
    const second = module.UNSAFE_convertRoutesToDataRoutes(tree, mapRouteProperties, undefined, secondManifest);

    expect(second).toBe(first);
    expect(JSON.stringify(first)).toBe(JSON.stringify(expected));
    expect(original).toHaveBeenCalledTimes(1);
    for (const id of Object.keys(expectedManifest ?? {})) {
      expect(secondManifest[id]).toBe(firstManifest[id]);
      expect(secondManifest[id].id).toBe(id);
    }
    expect(secondManifest["routes/student._index"]).toMatchObject({ id: "routes/student._index", hasErrorBoundary: false });
  });

  test("another tree, other route properties, a subtree or a manifest already filled are converted as asked", () => {
    const { module, original } = routerWithConvert();
    module.UNSAFE_convertRoutesToDataRoutes(tree, mapRouteProperties, undefined, {});
    module.UNSAFE_convertRoutesToDataRoutes(structuredClone(tree), mapRouteProperties, undefined, {});
    module.UNSAFE_convertRoutesToDataRoutes(tree, () => ({ hasErrorBoundary: true }), undefined, {});
    module.UNSAFE_convertRoutesToDataRoutes(tree, mapRouteProperties, ["0"], {});
    expect(() => module.UNSAFE_convertRoutesToDataRoutes(tree, mapRouteProperties, undefined, { root: {} as never })).toThrow(/route id collision/);
    expect(original).toHaveBeenCalledTimes(5);
  });
});
