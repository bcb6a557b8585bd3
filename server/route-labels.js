// Which Remix route answered a path, worked out in server.js from the build's route manifest the way Remix itself
// matches: the route id labels the request's metrics (a bounded set, whatever ids and junk the paths carry), and the
// route's parameters tell which path segments are secrets to keep out of the log.
// The module object, not a named import: server/route-matching.js replaces its matchRoutes after this module loaded.
import router from "@remix-run/router";

// Single fetch asks for a page's data at `<path>.data` (`/_root.data` for the home page).
const DATA_SUFFIX = /\.data$/;
/** A route parameter whose value is a secret: kept out of the log and out of memory. */
export const SECRET_PARAM = /token|secret/i;

/** The build's flat manifest (`build.routes`: id, parentId, path, index) as the nested tree `matchRoutes` reads. */
export function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest)) {
    const parent = route.parentId ?? "";
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent).push(route);
  }
  const children = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : children(route.id),
    }));
  return children("");
}

/**
 * A function from a request path to `{ route, path }`: the id of the deepest route that answers it ("unmatched" when
 * none does), and the path with the value of every secret parameter (a calendar feed's token) replaced by its name.
 * @param {Record<string, { id: string, parentId?: string, path?: string, index?: boolean, caseSensitive?: boolean }>} manifest
 * @returns {(path: string) => { route: string, path: string }}
 */
export function createRouteDescriber(manifest) {
  const tree = routeTree(manifest);
  // Cheap once server.js has made matchRoutes remember its answers (server/route-matching.js).
  return (path) => describe(tree, path);
}

function describe(tree, path) {
  if (path === "/__manifest") return { route: "__manifest", path };
  const pagePath = path === "/_root.data" ? "/" : path.replace(DATA_SUFFIX, "");
  const matches = router.matchRoutes(tree, pagePath);
  if (!matches) return { route: "unmatched", path };
  const leaf = matches[matches.length - 1];
  return { route: leaf.route.id, path: maskSecrets(path, leaf.params) };
}

function maskSecrets(path, params) {
  const secrets = new Map(Object.entries(params).filter(([name, value]) => SECRET_PARAM.test(name) && value));
  if (secrets.size === 0) return path;
  return path
    .split("/")
    .map((segment) => {
      for (const [name, value] of secrets) {
        if (safeDecode(segment) === value || safeDecode(segment).replace(DATA_SUFFIX, "") === value) return `:${name}`;
      }
      return segment;
    })
    .join("/");
}

function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
