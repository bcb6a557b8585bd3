/**
 * The benchmark's yardstick: a stock Remix app written into a folder of its own at bench time, with the project's
 * route tree (ids, paths, index flags, as Remix's CLI lists them) and none of its code. Its root reads a cookie
 * session and renders a small shell; every other route has a trivial loader and a page (a layout renders its outlet);
 * a splat (`*`) answers 404. The same Remix, React and Express as the project (the project's node_modules, linked),
 * the same future flags, Remix's default entry modules, built with `remix build` and served by a plain Express server
 * through `@remix-run/express`, with `express.static` for the build's files. What the framework alone costs on this
 * machine, for each of the project's URLs: the project's own work is what its rows spend above it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createCookieSessionStorage } from "@remix-run/node";
import type { RouteManifestEntry } from "../../server/route-labels";

/** The stock session cookie's options: the root reads it with them, and the bench signs its cookie with them. */
const SESSION_COOKIE = { name: "__session", httpOnly: true, path: "/", sameSite: "lax" } as const;

type StockRoute = { id: string; path?: string; index?: boolean; file: string; children: StockRoute[] };

/** The flat manifest as the nested tree the stock config defines, each route given a module file of its own. */
export function stockRouteTree(manifest: Record<string, RouteManifestEntry>): StockRoute[] {
  const byParent = new Map<string, RouteManifestEntry[]>();
  for (const route of Object.values(manifest)) {
    if (route.id === "root") continue;
    const parent = route.parentId ?? "root";
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  let next = 0;
  const children = (parentId: string): StockRoute[] =>
    (byParent.get(parentId) ?? []).map(({ id, path, index }) => ({ id, path, index, file: `stock/route-${next++}.jsx`, children: index ? [] : children(id) }));
  return children("root");
}

/** A route's module: a trivial loader and its page; a splat answers 404 (the unknown addresses of its branch). */
export function stockRouteModule(route: StockRoute): string {
  if (route.path === "*" || route.path?.endsWith("/*")) {
    return `export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <section><h1>Page not found</h1><p>There is nothing at this address.</p></section>;
}
`;
  }
  return `import { Outlet, useLoaderData } from "@remix-run/react";

export function loader() {
  return { heading: ${JSON.stringify(route.id)}, at: new Date().toISOString() };
}

export default function Page() {
  const { heading, at } = useLoaderData();
  return (
    <section>
      <h1>{heading}</h1>
      <p>Loaded at {at}.</p>
      ${route.children.length > 0 ? "<Outlet />" : "<p>A page with a trivial loader.</p>"}
    </section>
  );
}
`;
}

const SESSION_MODULE = `import { createCookieSessionStorage } from "@remix-run/node";

export const sessionStorage = createCookieSessionStorage({
  cookie: { ...${JSON.stringify(SESSION_COOKIE)}, secrets: [process.env.SESSION_SECRET], secure: false },
});
`;

const ROOT_MODULE = `import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { sessionStorage } from "./session.server";

export const meta = () => [{ title: "Stock Remix" }, { name: "description", content: "The benchmark's yardstick." }];

export async function loader({ request }) {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  return { user: session.get("user") ?? null };
}

export function Layout({ children }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <header>
          <nav>
            <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/student">Student</Link> <Link to="/admin">Admin</Link>
          </nav>
        </header>
        <main>{children}</main>
        <footer>A stock Remix app.</footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { user } = useLoaderData();
  return (
    <>
      <p>{user ? \`Signed in as \${user}\` : "Not signed in"}</p>
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) ? \`\${error.status} \${error.statusText}\` : "Something went wrong"}</h1>;
}
`;

// The Remix config reads the tree from routes.json; every module lives outside app/routes, so no file convention adds any.
const CONFIG_MODULE = (future: unknown) => `import { readFileSync } from "node:fs";

const tree = JSON.parse(readFileSync(new URL("./routes.json", import.meta.url), "utf8"));

export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  future: ${JSON.stringify(future)},
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      const add = (routes) => {
        for (const { id, path, index, file, children } of routes) {
          if (children.length > 0) route(path, file, { id }, () => add(children));
          else route(path, file, { id, index });
        }
      };
      add(tree);
    }),
};
`;

const SERVER_MODULE = `import express from "express";
import { createRequestHandler } from "@remix-run/express";
import * as build from "./build/index.js";

const app = express();
app.disable("x-powered-by");
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: process.env.NODE_ENV }));
const server = app.listen(Number(process.env.PORT ?? 3000));
process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
`;

/**
 * Writes the stock app into `dir` and builds it. The versions it names are the project's own, and its node_modules is
 * the project's: what it measures is the framework the project runs on.
 */
export function buildStockApp({ dir, projectDir, manifest, future }: { dir: string; projectDir: string; manifest: Record<string, RouteManifestEntry>; future: unknown }) {
  const project = JSON.parse(readFileSync(path.join(projectDir, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  const dependencies = Object.fromEntries(
    ["@remix-run/express", "@remix-run/node", "@remix-run/react", "express", "isbot", "react", "react-dom"].map((name) => [name, project.dependencies[name]]),
  );
  const devDependencies = { "@remix-run/dev": (project as { devDependencies?: Record<string, string> }).devDependencies?.["@remix-run/dev"] };
  mkdirSync(path.join(dir, "app", "stock"), { recursive: true });
  symlinkSync(realpathSync(path.join(projectDir, "node_modules")), path.join(dir, "node_modules"), "dir");
  const tree = stockRouteTree(manifest);
  const files: Record<string, string> = {
    "package.json": `${JSON.stringify({ name: "stock-remix", private: true, type: "module", sideEffects: false, dependencies, devDependencies }, null, 2)}\n`,
    "remix.config.js": CONFIG_MODULE(future),
    "routes.json": JSON.stringify(tree),
    "server.js": SERVER_MODULE,
    "app/root.jsx": ROOT_MODULE,
    "app/session.server.js": SESSION_MODULE,
  };
  let routeCount = 1; // the root
  const walk = (routes: StockRoute[]) => {
    for (const route of routes) {
      files[path.join("app", route.file)] = stockRouteModule(route);
      routeCount++;
      walk(route.children);
    }
  };
  walk(tree);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  execFileSync(path.join(dir, "node_modules", ".bin", "remix"), ["build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { serverScript: path.join(dir, "server.js"), routeCount };
}

/**
 * Puts a copy of the project's static file at the same address in the stock app's build files, so that both servers
 * are asked for the very same bytes.
 */
export function addStaticFile(dir: string, urlPath: string, bytes: Uint8Array) {
  const file = path.join(dir, "public", ...urlPath.split("/").filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/** The Cookie header of a stock session signed in as `user`. */
export async function stockSessionCookie(secret: string, user: string) {
  const storage = createCookieSessionStorage({ cookie: { ...SESSION_COOKIE, secrets: [secret] } });
  const session = await storage.getSession();
  session.set("user", user);
  return (await storage.commitSession(session)).split(";")[0];
}
