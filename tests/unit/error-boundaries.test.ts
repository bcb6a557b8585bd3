import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { areaHome, statusText } from "~/components/error-boundary";
import { SHARED_ROUTES } from "~/shared-routes/mounts";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const ROUTES_DIR = path.join(APP_DIR, "routes");
const MODULE = /\.(tsx|ts|jsx|js)$/;

type RouteModule = { id: string; file: string; exports: Set<string> };

/** The names a module exports, read from its syntax (importing every route would start the whole server). */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.add("default");
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.add("default");
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text);
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    }
  }
  return names;
}

/**
 * Every route: a module of the flat routes convention (`name.tsx`, or a folder holding `route.tsx`), and each address
 * of a module that remix.config.js mounts at several (app/shared-routes), under the name a file of its own would have.
 */
function routeModules(): RouteModule[] {
  const mounted = SHARED_ROUTES.map(({ id, file }) => ({ id: id.replace(/^routes\//, ""), file: path.join(APP_DIR, file), exports: exportedNames(path.join(APP_DIR, file)) }));
  const files = readdirSync(ROUTES_DIR).flatMap((entry) => {
    const full = path.join(ROUTES_DIR, entry);
    if (statSync(full).isDirectory()) {
      const route = readdirSync(full).find((name) => /^route\.(tsx|ts|jsx|js)$/.test(name));
      return route ? [{ id: entry, file: path.join(full, route), exports: exportedNames(path.join(full, route)) }] : [];
    }
    return MODULE.test(entry) ? [{ id: entry.replace(MODULE, ""), file: full, exports: exportedNames(full) }] : [];
  });
  return [...files, ...mounted];
}

const routes = routeModules();
const isPage = (route: RouteModule) => route.exports.has("default");
// A layout is a page that other routes nest under (`admin` for `admin.services`; `name_.child` opts out of nesting).
const isLayout = (route: RouteModule) => isPage(route) && routes.some((other) => other.id.startsWith(`${route.id}.`));
const loadsData = (route: RouteModule) => route.exports.has("loader") || route.exports.has("action");
const missingBoundary = (route: RouteModule) => !route.exports.has("ErrorBoundary");

describe("error boundaries", () => {
  test("the route scan sees the route modules and their exports", () => {
    expect(routes.length).toBeGreaterThan(50);
    const layouts = routes.filter(isLayout).map((route) => route.id);
    expect(layouts).toEqual(expect.arrayContaining(["_public", "_auth", "student", "admin"]));
    expect([...(routes.find((route) => route.id === "admin.sop-applications.$id")?.exports ?? [])]).toEqual(expect.arrayContaining(["default", "loader", "meta"]));
    expect([...(routes.find((route) => route.id === "admin.loan-applications.$id.reject")?.exports ?? [])]).toEqual(expect.arrayContaining(["default", "loader", "action", "meta"]));
  });

  test("every layout exports one, so an error below keeps a shell around the message", () => {
    expect(routes.filter(isLayout).filter(missingBoundary).map((route) => route.id)).toEqual([]);
  });

  test("every page that loads data or takes a form exports one, so its error stays inside the layout", () => {
    expect(routes.filter((route) => isPage(route) && loadsData(route)).filter(missingBoundary).map((route) => route.id)).toEqual([]);
  });
});

describe("status pages", () => {
  const response = (status: number, data: unknown, statusText = "") => ({ status, statusText, data, internal: false });

  test("404 and 403 have their own page, every other status the generic one", () => {
    expect(statusText(response(404, "Not Found", "Not Found")).title).toBe("Page Not Found");
    expect(statusText(response(403, "Forbidden")).title).toBe("Not allowed");
    expect(statusText(response(405, "Method Not Allowed"))).toEqual({
      title: "Something went wrong",
      message: "We could not complete your request. Please try again in a moment.",
    });
  });

  test("a 400 shows its message when it is a readable text or JSON message", () => {
    expect(statusText(response(400, "The form could not be read.")).message).toBe("The form could not be read.");
    expect(statusText(response(400, { message: "Unknown action" })).message).toBe("Unknown action");
    for (const data of ["", "Bad Request", "<html><body>oops</body></html>", "x".repeat(301), { error: 1 }, null]) {
      expect(statusText(response(400, data, "Bad Request")).message).toBe("We could not complete your request. Please try again in a moment.");
    }
  });

  test("the way back leads to the area's dashboard, or home on the public site", () => {
    expect(areaHome("/admin/sop-applications/9")).toEqual({ to: "/admin", label: "Back to dashboard" });
    expect(areaHome("/student")).toEqual({ to: "/student", label: "Back to dashboard" });
    expect(areaHome("/students-guide")).toEqual({ to: "/", label: "Return to Home" });
    expect(areaHome("/blog/no-such-post")).toEqual({ to: "/", label: "Return to Home" });
  });
});
