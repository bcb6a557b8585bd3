import { useHref, useLocation, useResolvedPath, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { createElement, forwardRef, useContext, type ForwardedRef } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";

// Remix's <Link> and <NavLink> spend most of their work on what only a browser uses (prefetching state, click and
// focus handlers, the same href resolved twice through two nested components) and on resolving each `to` against the
// route, which React Router does by writing the route's paths to JSON and reading them back, for every link. On the
// server only the anchor's markup counts, so these write the same markup with far less: a plain absolute path (most of
// the app's links) is its own href, and anything else is resolved by React Router's own hooks. The browser's bundle
// never holds this module (a `.server` file is empty there), and hydration puts Remix's components on the same markup.
// tests/unit/link.test.ts draws each beside Remix's, for every kind of `to` and prop, and compares the two.

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
// Characters a URL path keeps as they are: a path of only these is its own encoded form.
const URL_SAFE_PATH = /^[A-Za-z0-9/._~!$&'()*+,;=:@%-]*$/;

/**
 * `to` when it is a path from the root that React Router would write unchanged: no dot segment or doubled slash (it
 * resolves and collapses those), no empty query or fragment (it drops those).
 */
function plainPath(to: LinkProps["to"]) {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return null;
  const pathEnd = to.search(/[?#]/);
  const pathname = pathEnd === -1 ? to : to.slice(0, pathEnd);
  if (DOT_SEGMENT.test(pathname) || pathname.includes("//") || to.endsWith("?") || to.endsWith("#") || to.includes("?#")) return null;
  return { href: to, pathname };
}

// What Remix's links take for the router rather than the anchor: none of it is written into the markup.
const LINK_ONLY = new Set(["to", "discover", "reloadDocument", "target", "prefetch", "replace", "state", "preventScrollReset", "viewTransition", "onClick", "relative"]);
const NAV_LINK_ONLY = new Set([...LINK_ONLY, "aria-current", "caseSensitive", "className", "end", "style", "children"]);

/** The anchor's attributes: `props` but what `only` names, copied key by key (a rest pattern that leaves keys out is slow in V8). */
function attributesOf(props: object, only: Set<string>) {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (!only.has(key)) attributes[key] = value;
  return attributes;
}

function anchor(attributes: Record<string, unknown>, props: Pick<LinkProps, "to" | "discover" | "reloadDocument" | "target">, href: string, ref: ForwardedRef<HTMLAnchorElement>) {
  const { to, discover = "render", reloadDocument, target } = props;
  const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  attributes["data-discover"] = discover === "render" && !absolute && !reloadDocument ? "true" : undefined;
  attributes.href = absolute ? to : href;
  attributes.ref = ref;
  attributes.target = target;
  return createElement("a", attributes);
}

const RoutedLink = forwardRef<HTMLAnchorElement, LinkProps>(function RoutedLink(props, ref) {
  return anchor(attributesOf(props, LINK_ONLY), props, useHref(props.to, { relative: props.relative }), ref);
});

export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const plain = plainPath(props.to);
  return plain ? anchor(attributesOf(props, LINK_ONLY), props, plain.href, ref) : createElement(RoutedLink, { ...props, ref });
});

/**
 * React Router's rule for an active link, for a page the server draws: never in the middle of a navigation or a view
 * transition, so never pending or transitioning. `toPathname` is the link's path as the router encodes it.
 */
function navAnchor(props: NavLinkProps, href: string, toPathname: string, locationPathname: string, ref: ForwardedRef<HTMLAnchorElement>) {
  const { "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, children } = props;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  // `to="/users"` and `to="/users/"` both look for a slash at index 6 to match `/users/matt`.
  const endSlash = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive = locationPathname === toPathname || (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  const attributes = attributesOf(props, NAV_LINK_ONLY);
  attributes["aria-current"] = isActive ? ariaCurrent : undefined;
  attributes.className = typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  attributes.style = typeof style === "function" ? style(state) : style;
  attributes.children = typeof children === "function" ? children(state) : children;
  return anchor(attributes, props, href, ref);
}

const RoutedNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function RoutedNavLink(props, ref) {
  const href = useHref(props.to, { relative: props.relative });
  const path = useResolvedPath(props.to, { relative: props.relative });
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  return navAnchor(props, href, navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname, location.pathname, ref);
});

export const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const location = useLocation();
  const plain = plainPath(props.to);
  return plain && URL_SAFE_PATH.test(plain.pathname)
    ? navAnchor(props, plain.href, plain.pathname, location.pathname, ref)
    : createElement(RoutedNavLink, { ...props, ref });
});
