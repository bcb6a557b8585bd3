/**
 * Runs on postinstall, before the Prisma clients are generated. React Router's `matchRoutes` flattens, ranks and
 * compiles every route's path pattern again on each call, and the calls Remix makes inside its static handler (every
 * page) are out of reach of server/route-matching.js: about 8% of a signed-in page with this app's 130 routes
 * (README, Benchmark). Both are pure functions of their arguments, so the server's copy of the router (its CommonJS
 * build; the browser's bundle comes from the ES module build and is left alone) keeps their answers; and the static
 * handler's two calls go through the module's export, which server/route-matching.js makes remember the matches of
 * each path (the branches were still tried one by one, 2% of a signed-in page). Each link resolves its path: an
 * absolute one without a "." or ".." segment is its own answer, and the messages of the checks on a `to` object are
 * built only when a check fails (they were built, with a JSON copy of the path, for every such link: 3% together).
 *
 * Each patch names the exact text it replaces: an upgraded package whose text differs stops the install with a
 * message, rather than running unpatched and slower without anyone noticing. Running it again changes nothing, and a
 * file patched before a replacement was added here gets that one.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

export const MARK = "/* patched by scripts/patch-dependencies.ts */";

type Patch = { module: string; replacements: Array<{ find: string; replace: string }> };

/**
 * The static handler's `query` and `queryRoute` (whose options argument the build names `_temp3` and `_temp4`) call
 * the module's own `matchRoutes`; through the export they reach the one server/route-matching.js replaces.
 */
function matchThroughExport(options: string) {
  const before = `    } = ${options} === void 0 ? {} : ${options};
    let url = new URL(request.url);
    let method = request.method;
    let location = createLocation("", createPath(url), null, "default");
    let matches = `;
  return {
    find: `${before}matchRoutes(dataRoutes, location, basename);`,
    replace: `${before}exports.matchRoutes(dataRoutes, location, basename); ${MARK}`,
  };
}

export const PATCHES: Patch[] = [
  {
    module: "@remix-run/router/dist/router.cjs.js",
    replacements: [
      {
        find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;`,
        replace: `  let branches = rankedBranchesOf(routes); ${MARK}
  let matches = null;`,
      },
      {
        find: `function flattenRoutes(routes, branches, parentsMeta, parentPath) {`,
        replace: `${MARK}
// A route tree's ranked branches, worked out once per tree: the server's route trees never change once built.
const rankedBranches = new WeakMap();
function rankedBranchesOf(routes) {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }
  return branches;
}
function flattenRoutes(routes, branches, parentsMeta, parentPath) {`,
      },
      matchThroughExport("_temp3"),
      matchThroughExport("_temp4"),
      {
        find: `function resolvePath(to, fromPathname) {`,
        replace: `${MARK}
// A "." or ".." segment of a path: only a path holding one needs its segments walked to be resolved.
const DOT_SEGMENT = /(^|\\/)\\.\\.?(\\/|$)/;
function resolvePath(to, fromPathname) {`,
      },
      {
        find: `      if (toPathname.startsWith("/")) {
        pathname = resolvePathname(toPathname.substring(1), "/");`,
        replace: `      if (toPathname.startsWith("/")) {
        pathname = DOT_SEGMENT.test(toPathname) ? resolvePathname(toPathname.substring(1), "/") : toPathname; ${MARK}`,
      },
      {
        find: `    invariant(!to.pathname || !to.pathname.includes("?"), getInvalidPathError("?", "pathname", "search", to));
    invariant(!to.pathname || !to.pathname.includes("#"), getInvalidPathError("#", "pathname", "hash", to));
    invariant(!to.search || !to.search.includes("#"), getInvalidPathError("#", "search", "hash", to));`,
        replace: `    ${MARK} // each message is built only when its check fails
    if (to.pathname && to.pathname.includes("?")) invariant(false, getInvalidPathError("?", "pathname", "search", to));
    if (to.pathname && to.pathname.includes("#")) invariant(false, getInvalidPathError("#", "pathname", "hash", to));
    if (to.search && to.search.includes("#")) invariant(false, getInvalidPathError("#", "search", "hash", to));`,
      },
      {
        find: `function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) {`,
        replace: `${MARK}
// A compiled pattern is a RegExp without state (no g or y flag) and its parameters' names, read and never changed.
const compiledPaths = new Map();
const COMPILED_PATHS = 1000;
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    compiled = compilePathOnce(path, caseSensitive, end);
    if (compiledPaths.size < COMPILED_PATHS) compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive, end) {
  if (caseSensitive === void 0) {`,
      },
    ],
  },
];

const require = createRequire(import.meta.url);

/** Applies each patch whose module does not hold the mark yet; `module` is a package path or a file's absolute path. */
export function applyPatches(patches = PATCHES) {
  for (const { module, replacements } of patches) {
    const file = require.resolve(module);
    const original = readFileSync(file, "utf8");
    let text = original;
    for (const { find, replace } of replacements) {
      // A file patched by an earlier version of this list gets the replacements added since.
      if (text.includes(replace)) continue;
      if (text.split(find).length !== 2) {
        throw new Error(
          `scripts/patch-dependencies.ts: ${module} does not hold the text its patch replaces (once). ` +
            "Was the package upgraded? Check whether the new version still needs the patch, then update or remove it.",
        );
      }
      text = text.replace(find, () => replace);
    }
    if (text !== original) writeFileSync(file, text);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) applyPatches();
