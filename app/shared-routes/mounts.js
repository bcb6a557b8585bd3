/**
 * Pages that differ only by a kind or a slug are one route module each, mounted by remix.config.js at every address
 * of its kind. Each address keeps the route id (and parent) that a file of its own in app/routes would have, so the
 * addresses, the 404 of every other path and the route ids that tests and metrics name stay as flat routes make them.
 * A module tells which kind it serves by the address it answers (`kindAt`, ./kind-at.ts).
 */

/** @param {string} file @param {string} parent @param {string} name @param {string} path */
const mount = (file, parent, name, path) => ({ file: `shared-routes/${file}`, parentId: `routes/${parent}`, id: `routes/${name}`, path });

const SERVICE_SLUGS = ["sop-writing", "interview-application", "speaking-mock", "demo-class", "free-counseling", "loan-assistance"];
const BOOKING_LISTS = ["interview", "speaking-mock", "demo-class", "free-counseling"];

export const SHARED_ROUTES = [
  ...SERVICE_SLUGS.map((slug) => mount("service-page.tsx", "_public", `_public.services.${slug}`, `services/${slug}`)),
  ...BOOKING_LISTS.map((list) => mount("student-booking-list.tsx", "student", `student.${list}-applications`, `${list}-applications`)),
  ...BOOKING_LISTS.map((list) => mount("admin-booking-list.tsx", "admin", `admin.${list}-applications`, `${list}-applications`)),
  // Reject's confirmation, under each list that offers it (the loan list is a file of app/routes).
  ...[...BOOKING_LISTS, "loan"].map((list) => mount("admin-reject.tsx", `admin.${list}-applications`, `admin.${list}-applications.$id.reject`, ":id/reject")),
];

/**
 * The public site again under each other language's prefix ("/ne/about"): the same modules as the unprefixed pages,
 * with route ids of their own ("ne/routes/_public.about"). The locales are app/i18n/locales.ts's; the public routes are
 * the `_public` files of app/routes and the shared routes that hang under `_public`.
 * @param {string[]} routeFiles the entries of app/routes
 * @param {string[]} prefixes the languages with an address prefix
 */
export function localizedPublicRoutes(routeFiles, prefixes) {
  /** @type {Array<{ id: string; parentId: string; file: string; path?: string; index?: boolean }>} */
  const routes = [];
  const children = [
    ...routeFiles
      .filter((entry) => entry.startsWith("_public.") && !/^_public\.tsx?$/.test(entry))
      .map((entry) => {
        const name = entry.replace(/\.tsx?$/, "");
        const segments = name.split(".").slice(1);
        const index = segments.at(-1) === "_index";
        const path = (index ? segments.slice(0, -1) : segments).map((segment) => (segment.startsWith("$") ? `:${segment.slice(1)}` : segment)).join("/");
        const file = /\.tsx?$/.test(entry) ? `routes/${entry}` : `routes/${entry}/route.tsx`;
        return { name: `_public.${segments.join(".")}`, file, path: path || undefined, index };
      }),
    ...SHARED_ROUTES.filter(({ parentId }) => parentId === "routes/_public").map(({ id, file, path }) => ({ name: id.slice("routes/".length), file, path, index: false })),
  ];
  for (const locale of prefixes) {
    // the blog's feed, a resource beside the public layout rather than a page in it: in the language, as the blog is
    routes.push({ id: `${locale}/routes/blog.feed[.]xml`, parentId: "root", file: "routes/blog.feed[.]xml.ts", path: `${locale}/blog/feed.xml`, index: false });
    const layoutId = `${locale}/routes/_public`;
    routes.push({ id: layoutId, parentId: "root", file: "routes/_public.tsx", path: locale });
    for (const child of children) routes.push({ id: `${locale}/routes/${child.name}`, parentId: layoutId, file: child.file, path: child.path, index: child.index });
  }
  return routes;
}

const ROUTES_DIR = new URL("../routes/", import.meta.url);
/** app/i18n/locales.ts's languages but the default (tests/unit/localized-paths.test.ts holds the two together). */
export const PREFIXED_LOCALES = ["ne"];

/**
 * remix.config.js's `routes`. `defineRoutes` nests a route only inside a parent it defines itself; these hang under
 * routes of app/routes, so each is given its parent's id afterwards.
 * @type {NonNullable<import("@remix-run/dev").AppConfig["routes"]>}
 */
export const defineSharedRoutes = async (defineRoutes) => {
  const { readdirSync } = await import("node:fs");
  const localized = localizedPublicRoutes(readdirSync(ROUTES_DIR), PREFIXED_LOCALES);
  const routes = defineRoutes((route) => {
    for (const { path, file, id } of SHARED_ROUTES) route(path, file, { id });
    for (const { path, file, id, index } of localized) route(path, file, { id, index });
  });
  for (const { id, parentId } of [...SHARED_ROUTES, ...localized]) routes[id].parentId = parentId;
  return routes;
};
