import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
// The browser's bundle gets an empty module for a `.server` file: there these are undefined and Remix's own are used.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- on purpose: nothing of it reaches the browser
import { ServerLink, ServerNavLink } from "./link.server";

/**
 * The app's links: Remix's `<Link>` and `<NavLink>`, drawn on the server by a component that writes the same anchor
 * with far less work (link.server.tsx). Import them from here, never from `@remix-run/react`.
 */
export const Link: typeof RemixLink = ServerLink ?? RemixLink;
export const NavLink: typeof RemixNavLink = ServerNavLink ?? RemixNavLink;
