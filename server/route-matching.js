// React Router's matchRoutes flattens and ranks every route and compiles their path patterns on each call, and Remix
// calls it several times for one page (the request handler, the render, the first page's route manifest): a fifth
// of a signed-in page's time with this app's 130 routes (README, Benchmark). A build's routes never change, so the
// answer for a path is remembered, as route ids: each render builds its own route objects from the same build, and
// gets its own objects back. The route objects and data routes that each render made again from the same build are
// kept as well.
import { createRequire } from "node:module";
import { SECRET_PARAM } from "./route-labels.js";

const require = createRequire(import.meta.url);

const REMEMBERED_PATHS = 1_000;
const REMEMBERING = Symbol("remembers route matches");

/**
 * Makes `router.matchRoutes` (the `@remix-run/router` module that Remix and React Router call it on) remember its
 * answers for the paths seen lately. A path that holds a secret (a calendar feed's token) is matched every time, so
 * that it stays out of memory as it stays out of the log. Once per process; the routes must be one build's.
 */
export function rememberRouteMatches(router = require("@remix-run/router")) {
  const matchRoutes = router.matchRoutes;
  if (matchRoutes[REMEMBERING]) return;
  const recent = new Map();

  function rememberingMatchRoutes(routes, location, basename = "/") {
    const pathname = typeof location === "string" ? router.parsePath(location).pathname : location?.pathname;
    const key = `${basename}\n${pathname}`;
    const known = recent.get(key);
    if (known !== undefined) {
      const routesById = indexOf(routes);
      if (known === null) return null;
      if (known.every((match) => routesById.has(match.routeId))) {
        return known.map(({ routeId, params, pathname: matched, pathnameBase }) => ({ params: { ...params }, pathname: matched, pathnameBase, route: routesById.get(routeId) }));
      }
    }
    const matches = matchRoutes(routes, location, basename);
    if (typeof pathname === "string" && !holdsSecret(matches)) {
      if (recent.size >= REMEMBERED_PATHS) recent.delete(recent.keys().next().value);
      recent.set(
        key,
        matches && matches.map(({ route, params, pathname: matched, pathnameBase }) => ({ routeId: route.id, params: { ...params }, pathname: matched, pathnameBase })),
      );
    }
    return matches;
  }
  rememberingMatchRoutes[REMEMBERING] = true;
  router.matchRoutes = rememberingMatchRoutes;
}

const indexes = new WeakMap();

/** Every route of a tree by its id, worked out once per tree. */
function indexOf(routes) {
  let routesById = indexes.get(routes);
  if (!routesById) {
    routesById = new Map();
    const visit = (list) => {
      for (const route of list) {
        if (route.id !== undefined) routesById.set(route.id, route);
        if (route.children) visit(route.children);
      }
    };
    visit(routes);
    indexes.set(routes, routesById);
  }
  return routesById;
}

function holdsSecret(matches) {
  return (matches ?? []).some(({ params }) => Object.keys(params).some((name) => SECRET_PARAM.test(name)));
}

const REMEMBERING_SERVER_ROUTES = Symbol("remembers server routes");

/**
 * Makes `createServerRoutes` (the `@remix-run/react` module that RemixServer calls it on, for every page it renders)
 * give back the route objects it made for the same manifest: they depend only on the build's manifest and route
 * modules (checked, one by one), and the render copies them rather than changing them. 4% of a signed-in page.
 */
export function rememberServerRoutes(routesModule = require("@remix-run/react/dist/routes.js")) {
  const createServerRoutes = routesModule.createServerRoutes;
  if (createServerRoutes[REMEMBERING_SERVER_ROUTES]) return;
  const made = new WeakMap();

  function rememberingCreateServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
    if (rest.length > 0) return createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
    const known = made.get(manifest);
    if (known && known.future === future && known.isSpaMode === isSpaMode && sameModules(manifest, routeModules, known.routeModules)) {
      return known.routes;
    }
    const routes = createServerRoutes(manifest, routeModules, future, isSpaMode);
    made.set(manifest, { routes, routeModules, future, isSpaMode });
    return routes;
  }
  rememberingCreateServerRoutes[REMEMBERING_SERVER_ROUTES] = true;
  routesModule.createServerRoutes = rememberingCreateServerRoutes;
}

function sameModules(manifest, routeModules, knownModules) {
  for (const id in manifest) if (routeModules[id] !== knownModules[id]) return false;
  return true;
}

const REMEMBERING_DATA_ROUTES = Symbol("remembers data routes");

/**
 * Makes `convertRoutesToDataRoutes` (which React Router's createStaticRouter calls on the `@remix-run/router` module
 * for every page Remix renders, on the routes rememberServerRoutes keeps) convert a route tree once: it copies each of
 * the 130 routes and adds what React needs to render it, 3% of a signed-in page. A tree's data routes are read, never
 * changed, by the render; the caller's manifest (filled by the conversion, then read to find its matches' routes) gets
 * the entries of the first time.
 */
export function rememberDataRoutes(router = require("@remix-run/router")) {
  const convert = router.UNSAFE_convertRoutesToDataRoutes;
  if (convert[REMEMBERING_DATA_ROUTES]) return;
  const converted = new WeakMap();

  function rememberingConvert(routes, mapRouteProperties, parentPath, manifest = {}, ...rest) {
    if (parentPath !== undefined || rest.length > 0 || Object.keys(manifest).length > 0) return convert(routes, mapRouteProperties, parentPath, manifest, ...rest);
    let known = converted.get(routes);
    if (!known || known.mapRouteProperties !== mapRouteProperties) {
      const made = {};
      known = { mapRouteProperties, dataRoutes: convert(routes, mapRouteProperties, undefined, made), manifest: made };
      converted.set(routes, known);
    }
    // The caller only looks routes up in it: the first conversion's entries, as its prototype, cost no copying.
    Object.setPrototypeOf(manifest, known.manifest);
    return known.dataRoutes;
  }
  rememberingConvert[REMEMBERING_DATA_ROUTES] = true;
  router.UNSAFE_convertRoutesToDataRoutes = rememberingConvert;
}
