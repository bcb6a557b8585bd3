import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/*
 * A name means one thing across the app (docs/decisions/112): two exported functions, types or components of one name
 * are two meanings that an import, a search or a reader can mix up. "session" is a sign-in; a booked class is a
 * "booking".
 */

const APP = path.resolve(import.meta.dirname, "../../app");

/** The exports Remix asks every route module for by name: one meaning, defined in each route. */
const ROUTE_MODULE_EXPORTS = new Set(["loader", "action", "meta", "links", "headers", "handle", "ErrorBoundary", "shouldRevalidate", "clientLoader", "clientAction", "HydrateFallback", "schema"]);
const ROUTE_FOLDERS = ["routes", "shared-routes"].map((folder) => path.join(APP, folder) + path.sep);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

function isExported(node: ts.Node) {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** The names a module defines and exports, by declaration or by `export { … }`: not its default export, nor a re-export. */
export function exportedNames(source: string, fileName = "module.ts") {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imported = new Set(
    file.statements.filter(ts.isImportDeclaration).flatMap(({ importClause }) => {
      const bindings = importClause?.namedBindings;
      return [importClause?.name?.text, ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : [])];
    }),
  );
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier) continue; // a re-export names what another module defines
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          // an imported name exported again is a re-export too
          if (element.name.text !== "default" && !imported.has((element.propertyName ?? element.name).text)) names.push(element.name.text);
        }
      }
      continue;
    }
    if (!isExported(statement)) continue;
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** Every exported name of app/ with the modules that define it. */
function exportsOfApp() {
  const definedIn = new Map<string, string[]>();
  for (const file of sourceFiles(APP)) {
    const inRoute = ROUTE_FOLDERS.some((folder) => file.startsWith(folder));
    for (const name of new Set(exportedNames(readFileSync(file, "utf8"), file))) {
      if (inRoute && ROUTE_MODULE_EXPORTS.has(name)) continue;
      definedIn.set(name, [...(definedIn.get(name) ?? []), path.relative(APP, file)]);
    }
  }
  return definedIn;
}

describe("one meaning per name", () => {
  test("reads exported declarations and export lists, and leaves out default exports and re-exports", () => {
    const source = [
      "export function a() {}",
      "export const b = 1, c = 2;",
      "export type D = string;",
      "export interface E {}",
      "export class F {}",
      "export default function G() {}",
      "const h = 1; export { h };",
      'export { i } from "./other";',
      'import { j } from "./other"; export { j };',
      "function local() {}",
    ].join("\n");
    expect(exportedNames(source, "module.tsx")).toEqual(["a", "b", "c", "D", "E", "F", "h"]);
  });

  test("no exported name of app/ is defined in two modules, except what Remix asks every route module for", () => {
    expect(Object.fromEntries([...exportsOfApp()].filter(([, files]) => files.length > 1))).toEqual({});
  });

  test("a name that says session is a sign-in's, defined in a module about sign-in sessions", () => {
    const elsewhere = [...exportsOfApp()].flatMap(([name, files]) => (/session/i.test(name) ? files.filter((file) => !path.basename(file).startsWith("session")).map((file) => `${file}: ${name}`) : []));
    expect(elsewhere).toEqual([]);
  });
});
