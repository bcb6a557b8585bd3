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
 * Prisma's query interpreter writes a statement's text once per shape of query instead of on every run
 * (`prismaFlatTemplates`, decision 082). Remix gives the loaders of one request one Request (`oneLoaderRequest`,
 * decision 083).
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

/**
 * Prisma's query interpreter renders each SQL template of a query plan into the statement's text on every run, in
 * three passes of a generator over its fragments (one to count the values, one to cut them into chunks under the
 * database's limit, one to write the text): 13% of the CPU of a booking, whose INSERTs have a fragment per column. A
 * template of text and single values (no list of values, as `IN (...)` or a multi-row INSERT has) renders to the same
 * text each time, with the values in their order: its text is written once per fragments list, which the query plan
 * cache shares between the plans of one shape (app/utils/query-plan-cache.server.ts). The CommonJS and ES module
 * builds minify their functions' names apart, so each gets its own names: the interpreter's (`interpret`), the
 * rendered query's (`sqlQuery`), the chunker's (`chunk`) and the error class (`failure`).
 */
function prismaFlatTemplates(names: { interpret: string; sqlQuery: string; chunk: string; failure: string }) {
  const { interpret, sqlQuery, chunk, failure } = names;
  const limitError = `new ${failure}("The query parameter limit supported by your database is exceeded.","P2029")`;
  return [
    {
      find: `function ${interpret}(e,t,r,n){let i=e.args.map(`,
      replace: `${MARK}
// A template's text, by its fragments list; null for one with a list of values, which depends on the values.
const flatTemplates = new WeakMap();
function flatTemplateSql(template, args) {
  let flat = flatTemplates.get(template.fragments);
  if (flat === undefined) {
    let sql = "";
    let count = 0;
    for (const fragment of template.fragments) {
      if (fragment.type === "stringChunk") sql += fragment.chunk;
      else if (fragment.type === "parameter") {
        count++;
        const { prefix, hasNumbering } = template.placeholderFormat;
        sql += hasNumbering ? prefix + count : prefix;
      } else {
        sql = null;
        break;
      }
    }
    flat = { sql, count };
    flatTemplates.set(template.fragments, flat);
  }
  const oneTypePerValue = Array.isArray(template.argTypes) && template.argTypes.length === args.length;
  return flat.sql !== null && flat.count === args.length && oneTypePerValue ? flat.sql : null;
}
function ${interpret}(e,t,r,n){let i=e.args.map(`,
    },
    {
      find: `case"templateSql":return(e.chunkable?${chunk}(e.fragments,i,n):[i])`,
      replace: `case"templateSql":{${MARK}
const flat=flatTemplateSql(e,i);if(flat!==null){if(n!==void 0&&i.length>n)throw ${limitError};return[${sqlQuery}(flat,i,e.argTypes)]}}return(e.chunkable?${chunk}(e.fragments,i,n):[i])`,
    },
  ];
}

/**
 * Remix hands each loader of a page a Request of its own: it copies the request twice per loader to strip its
 * `index` and `_routes` (or `_data`) parameters. The session helpers remember a GET's session and its user by the
 * Request (app/utils/session.server.ts), so the root, layout and page loaders each checked the cookie's signature and
 * looked the session up again: three lookups for a student's page instead of one. The loaders of one request now get
 * one copy, made the first time one is called; a request with a body (which can be read only once) still gets a copy
 * for each. An action keeps its own copy, and a POST's loaders run with the GET the router makes after the action.
 */
const oneLoaderRequest = [
  {
    find: `async function callRouteLoader({`,
    replace: `${MARK}
const loaderRequests = new WeakMap();
function loaderRequestOf(request, singleFetch) {
  const strip = () => singleFetch ? stripRoutesParam(stripIndexParam(request)) : stripDataParam(stripIndexParam(request));
  if (request.body) return strip();
  let stripped = loaderRequests.get(request);
  if (stripped === undefined) {
    stripped = strip();
    loaderRequests.set(request, stripped);
  }
  return stripped;
}
async function callRouteLoader({`,
  },
  {
    find: `  let result = await loader({
    request: singleFetch ? stripRoutesParam(stripIndexParam(request)) : stripDataParam(stripIndexParam(request)),`,
    replace: `  let result = await loader({
    request: loaderRequestOf(request, singleFetch), ${MARK}`,
  },
];

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
  { module: "@remix-run/server-runtime/dist/data.js", replacements: oneLoaderRequest },
  { module: "@remix-run/server-runtime/dist/esm/data.js", replacements: oneLoaderRequest },
  { module: "@prisma/client/runtime/client.js", replacements: prismaFlatTemplates({ interpret: "No", sqlQuery: "hg", chunk: "Eg", failure: "oe" }) },
  { module: "@prisma/client/runtime/client.mjs", replacements: prismaFlatTemplates({ interpret: "Ro", sqlQuery: "ug", chunk: "dg", failure: "re" }) },
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
