import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

/*
 * The browser's build replaces every `*.server` module with an empty one, so a value a route imports from one is
 * undefined in the browser: markup that shows it (a link's address, a textarea's maxLength) renders on the server and
 * breaks once the page hydrates. This finds such values inside JSX; a value markup needs lives in a module the
 * browser's bundle keeps (app/domain/, or a plain module beside the route).
 */

const root = path.resolve(import.meta.dirname, "../..");

function serverValuesInMarkup(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const fromServer = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.endsWith(".server")) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    for (const element of clause.namedBindings.elements) if (!element.isTypeOnly) fromServer.add(element.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node, inMarkup: boolean) => {
    const markup = inMarkup || ts.isJsxExpression(node) || ts.isJsxAttribute(node);
    if (markup && ts.isIdentifier(node) && fromServer.has(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(root, file)}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, (child) => visit(child, markup));
  };
  visit(source, false);
  return found;
}

test("no route's markup shows a value from a server-only module", () => {
  const routesDir = path.join(root, "app/routes");
  const routes = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".tsx")).map((file) => path.join(routesDir, file));
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.flatMap(serverValuesInMarkup)).toEqual([]);
});
