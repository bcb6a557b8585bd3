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
 * remix.config.js's `routes`. `defineRoutes` nests a route only inside a parent it defines itself; these hang under
 * routes of app/routes, so each is given its parent's id afterwards.
 * @type {NonNullable<import("@remix-run/dev").AppConfig["routes"]>}
 */
export const defineSharedRoutes = (defineRoutes) => {
  const routes = defineRoutes((route) => {
    for (const { path, file, id } of SHARED_ROUTES) route(path, file, { id });
  });
  for (const { id, parentId } of SHARED_ROUTES) routes[id].parentId = parentId;
  return routes;
};
