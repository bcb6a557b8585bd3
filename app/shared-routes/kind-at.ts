import { matchPath } from "@remix-run/react";
import { unprefixedPath } from "~/i18n/paths";

/**
 * Which kind a shared route module (./mounts.js) is serving: the kind whose address the path is, or starts with (a
 * list's loader runs for the dialogs below it too). The router matched the path to one of them, so it is compared the
 * way the router compares: decoded, by whole segments and regardless of case, without a language prefix ("/ne/..."). Any
 * other path is a 404.
 */
export function kindAt<Kind extends string>(pathname: string, addresses: Record<Kind, string>): Kind {
  const path = decodedPath(unprefixedPath(pathname));
  const kinds = Object.keys(addresses) as Kind[];
  const kind = kinds.find((candidate) => matchPath({ path: addresses[candidate], end: false }, path));
  if (!kind) throw new Response("Not Found", { status: 404 });
  return kind;
}

/** The kind of a loader's or an action's request. */
export function kindOfRequest<Kind extends string>(request: Request, addresses: Record<Kind, string>): Kind {
  return kindAt(new URL(request.url).pathname, addresses);
}

/** The path as the router matches it: each segment decoded, or the whole path as it came when one does not decode. */
function decodedPath(pathname: string) {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}
