import { Link as RemixLink, NavLink as RemixNavLink, Outlet, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, test } from "vitest";
import { Link, NavLink } from "~/components/ui/link";
import { ServerLink, ServerNavLink } from "~/components/ui/link.server";

/** `element` drawn as the server draws a page: a static router at `url`, inside /admin and its child route. */
async function drawAt(url: string, element: ReactElement) {
  const routes = [{ path: "/admin", element: createElement(Outlet), children: [{ path: "time-slots", element }, { path: "*", element }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("the test route answered with a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

/** An anchor's attributes in order of name, and what it holds: the order attributes are written in means nothing. */
function anchor(markup: string) {
  const match = /^<a([^>]*)>(.*)<\/a>$/s.exec(markup);
  if (!match) throw new Error(`not one anchor: ${markup}`);
  const attributes = [...match[1].matchAll(/\s([^\s=]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
  return { attributes, content: match[2] };
}

async function drawnAlike(url: string, server: ReactElement, remix: ReactElement) {
  const [ours, theirs] = await Promise.all([drawAt(url, server), drawAt(url, remix)]);
  expect(anchor(ours)).toEqual(anchor(theirs));
  return ours;
}

const HERE = "/admin/time-slots?page=2";

const LINKS: Array<[string, LinkProps]> = [
  ["an absolute path", { to: "/admin/services" }],
  ["a path with a query, a class and scroll kept", { to: "/admin/time-slots/5/edit?page=2", preventScrollReset: true, className: "text-red-600" }],
  ["a path relative to the route", { to: "edit" }],
  ["a path up from the route", { to: "../services" }],
  ["a query alone", { to: "?page=3" }],
  ["a path relative to the URL", { to: "..", relative: "path" }],
  ["a location object", { to: { pathname: "/admin/users", search: "?q=a", hash: "#top" } }],
  ["a path with a space", { to: "/admin/a b" }],
  ["the root", { to: "/" }],
  ["a path with a trailing slash", { to: "/admin/" }],
  ["a path with a query and a fragment", { to: "/admin/time-slots?page=2#top" }],
  ["a path with an empty query", { to: "/admin/users?" }],
  ["a path with an empty fragment", { to: "/admin/users#" }],
  ["a path with a dot segment", { to: "/admin/./users" }],
  ["a path with a parent segment", { to: "/admin/mail/../users" }],
  ["a path with a doubled slash", { to: "/admin//users" }],
  ["a path with an escape", { to: "/admin/%7Eusers" }],
  ["another site, in a new tab", { to: "https://example.com/x?y=1", target: "_blank", rel: "noreferrer" }],
  ["a full reload", { to: "/logout", reloadDocument: true }],
  ["no discovery", { to: "/admin/mail", discover: "none" }],
  [
    "navigation options and attributes",
    { to: "/admin/mail", prefetch: "intent", replace: true, state: { from: "list" }, viewTransition: true, onClick: () => undefined, title: "Mail", "aria-label": "Open the mail" },
  ],
];

const NAV_LINKS: Array<[string, NavLinkProps]> = [
  ["a parent, active", { to: "/admin" }],
  ["a parent with `end`, not active", { to: "/admin", end: true }],
  ["the page itself, with a class function", { to: "/admin/time-slots", className: ({ isActive }) => (isActive ? "on" : "off") }],
  ["a string class, active", { to: "/admin/time-slots", className: "item" }],
  ["a string class, not active", { to: "/admin/services", className: "item" }],
  ["no class, not active", { to: "/admin/services" }],
  ["other letters' case", { to: "/admin/Time-Slots" }],
  ["other letters' case, matched exactly", { to: "/admin/Time-Slots", caseSensitive: true }],
  ["a trailing slash", { to: "/admin/" }],
  ["a prefix short of a segment", { to: "/admin/time" }],
  ["its own aria-current", { to: "/admin/time-slots", "aria-current": "step" }],
  ["a style function and children function", { to: "/admin", style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }), children: ({ isActive }) => (isActive ? "Here" : "There") }],
  ["a relative path", { to: "." }],
  ["a path with a parent segment, active", { to: "/admin/users/../time-slots" }],
  ["a path with a space", { to: "/admin/time slots" }],
  ["a path with a query, active", { to: "/admin/time-slots?page=9" }],
];

describe("links drawn on the server", () => {
  test.each(LINKS)("a Link to %s is the anchor Remix draws", async (_name, props) => {
    await drawnAlike(HERE, createElement(ServerLink, props, "Go"), createElement(RemixLink, props, "Go"));
  });

  test.each(NAV_LINKS)("a NavLink to %s is the anchor Remix draws", async (_name, props) => {
    const withChildren = { children: "Go", ...props };
    await drawnAlike(HERE, createElement(ServerNavLink, withChildren), createElement(RemixNavLink, withChildren));
  });

  // At a URL the splat route matches, a path relative to the URL and one relative to the route part ways.
  test.each([
    ["the route", {}],
    ["the URL", { relative: "path" as const }],
  ])("a Link up from %s, deep in a splat route, is the anchor Remix draws", async (_name, relative) => {
    const props = { to: "..", ...relative };
    await drawnAlike("/admin/time-slots/5/edit", createElement(ServerLink, props, "Up"), createElement(RemixLink, props, "Up"));
  });

  test("the app's Link and NavLink are these on the server", () => {
    expect(Link).toBe(ServerLink);
    expect(NavLink).toBe(ServerNavLink);
  });

  test("an active NavLink says so: aria-current and the class its function gives", async () => {
    const markup = await drawAt(HERE, createElement(ServerNavLink, { to: "/admin", className: ({ isActive }) => (isActive ? "on" : "off") }, "Admin"));
    expect(markup).toBe('<a aria-current="page" class="on" data-discover="true" href="/admin">Admin</a>');
  });
});
