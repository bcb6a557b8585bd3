import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * The server's lower layers import each other without a cycle: a module in a cycle can be read before it has run
 * (its exports still undefined), and a cycle hides which layer depends on which. Type-only imports are erased, so
 * they are left out.
 */

const APP = path.resolve(import.meta.dirname, "../../app");
const LAYERS = ["models", "mail", "jobs", "auth"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?["']([^"']+)["']/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string) {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return ["", ...EXTENSIONS].map((extension) => base + extension).find((file) => existsSync(file) && /\.tsx?$/.test(file)) ?? null;
}

/** The modules a file runs on load: its imports and re-exports, less those that import types only. */
function runtimeImports(file: string) {
  const imports: string[] = [];
  for (const [, typeOnly, bindings, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const names = bindings?.match(/^\{([^}]*)\}$/)?.[1].split(",").map((name) => name.trim()).filter(Boolean);
    if (typeOnly || (names && names.every((name) => name.startsWith("type ")))) continue;
    const target = resolve(file, specifier);
    if (target) imports.push(target);
  }
  return imports;
}

function cycles(files: string[]) {
  const inLayers = new Set(files);
  const graph = new Map(files.map((file) => [file, runtimeImports(file).filter((target) => inLayers.has(target))]));
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...trail.slice(trail.indexOf(next)), next].map((entry) => path.relative(APP, entry)));
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe("import cycles", () => {
  test(`none among app/${LAYERS.join(", app/")}`, () => {
    const files = LAYERS.flatMap((layer) => sourceFiles(path.join(APP, layer)));
    expect(files.length).toBeGreaterThan(30);
    expect(cycles(files)).toEqual([]);
  });

  test("the check finds a cycle of runtime imports and ignores type-only ones", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
    const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    write("a.server.ts", 'import { b } from "./b.server";\nexport const a = b;\n');
    write("b.server.ts", 'import { c } from "./c.server";\nexport const b = c;\n');
    write("c.server.ts", 'import { a } from "./a.server";\nimport type { D } from "./d.server";\nexport const c = a as D;\n');
    write("d.server.ts", 'import { type C } from "./c.server";\nexport type D = C;\n');
    const found = cycles(["a", "b", "c", "d"].map((name) => path.join(dir, `${name}.server.ts`)));
    rmSync(dir, { recursive: true, force: true });
    expect(found.map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([["a.server.ts", "b.server.ts", "c.server.ts", "a.server.ts"]]);
  });
});
