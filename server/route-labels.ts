// Which Remix route answered a path, worked out in the server from the build's route manifest with React Router's own
// matchRoutes: the route id labels the request's metrics (a bounded set, whatever ids and junk the paths carry), and
// the route's parameters tell which path segments are secrets to keep out of the log.
import { matchRoutes, type AgnosticRouteObject, type Params } from "@remix-run/router";

// Single fetch asks for a page's data at `<path>.data` (`/_root.data` for the home page).
const DATA_SUFFIX = /\.data$/;
/** A route parameter whose value is a secret: kept out of the log and out of memory. */
export const SECRET_PARAM = /token|secret/i;
/** How many paths' descriptions are remembered. */
const REMEMBERED_PATHS = 1_000;

/** What a route manifest says of each route: the build's (`build.routes`) and the Remix config's both have it. */
export type RouteManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

export type RouteDescription = { route: string; path: string };

type IdentifiedRoute = AgnosticRouteObject & { id: string };

/** The flat manifest (id, parentId, path, index) as the nested tree `matchRoutes` reads. */
export function routeTree(manifest: Record<string, RouteManifestEntry>): IdentifiedRoute[] {
  const byParent = new Map<string, RouteManifestEntry[]>();
  for (const route of Object.values(manifest)) {
    const siblings = byParent.get(route.parentId ?? "") ?? [];
    siblings.push(route);
    byParent.set(route.parentId ?? "", siblings);
  }
  const children = (parentId: string): IdentifiedRoute[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: children(id) },
    );
  return children("");
}

/**
 * A function from a request path to `{ route, path }`: the id of the deepest route that answers it ("unmatched" when
 * none does), and the path with the value of every secret parameter (a calendar feed's token) replaced by its name.
 * The tree is built once; matching ranks every route on each call, so the answers for recent paths are remembered,
 * except for a path that holds a secret, which stays out of memory as it stays out of the log.
 */
export function createRouteDescriber(manifest: Record<string, RouteManifestEntry>): (path: string) => RouteDescription {
  const tree = routeTree(manifest);
  const recent = new Map<string, RouteDescription>();
  return (path) => {
    const known = recent.get(path);
    if (known) {
      // the least recently asked path goes first: a page people keep visiting stays while junk paths come and go
      recent.delete(path);
      recent.set(path, known);
      return known;
    }
    const { description, holdsSecret } = describe(tree, path);
    if (!holdsSecret) {
      if (recent.size >= REMEMBERED_PATHS) recent.delete(recent.keys().next().value!);
      recent.set(path, description);
    }
    return description;
  };
}

function describe(tree: IdentifiedRoute[], path: string): { description: RouteDescription; holdsSecret: boolean } {
  if (path === "/__manifest") return { description: { route: "__manifest", path }, holdsSecret: false };
  const pagePath = path === "/_root.data" ? "/" : path.replace(DATA_SUFFIX, "");
  const matches = matchRoutes(tree, pagePath);
  if (!matches) return { description: { route: "unmatched", path }, holdsSecret: false };
  const { route, params } = matches[matches.length - 1];
  const holdsSecret = Object.keys(params).some((name) => SECRET_PARAM.test(name));
  return { description: { route: route.id, path: holdsSecret ? maskSecrets(path, params) : path }, holdsSecret };
}

function maskSecrets(path: string, params: Params): string {
  const secrets = Object.entries(params).filter((entry): entry is [string, string] => SECRET_PARAM.test(entry[0]) && Boolean(entry[1]));
  if (secrets.length === 0) return path;
  return path
    .split("/")
    .map((segment) => {
      const decoded = safeDecode(segment);
      for (const [name, value] of secrets) {
        if (decoded === value || decoded.replace(DATA_SUFFIX, "") === value) return `:${name}`;
      }
      return segment;
    })
    .join("/");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
