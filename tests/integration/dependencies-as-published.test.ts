/**
 * The frameworks run as their authors publish them (docs/decisions/090): nothing edits `node_modules` on install, and
 * the app's own code reaches them only through their public interfaces, so that an upgrade is a version bump.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { onPostgres } from "../setup/test-database";

const root = path.resolve(import.meta.dirname, "../..");
const modules = path.join(root, "node_modules");

/** Every installed package of the frameworks the issue names: Remix, React Router, Prisma, React and Express. */
function frameworkPackages() {
  const names = ["prisma", "react", "react-dom", "react-router", "react-router-dom", "express"];
  for (const scope of ["@remix-run", "@prisma"]) {
    for (const name of readdirSync(path.join(modules, scope))) names.push(`${scope}/${name}`);
  }
  return names.filter((name) => existsSync(path.join(modules, name, "package.json")));
}

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${entry}/`) : [`${prefix}${entry}`];
  });
}

const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

const work = mkdtempSync(path.join(os.tmpdir(), "published-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// One pass is enough: the files on disk are the same whichever database the suite runs on.
describe.skipIf(onPostgres)("dependencies as published", () => {
  test.each(frameworkPackages())("%s: every file the registry ships is installed unchanged", (name) => {
    const installed = path.join(modules, name);
    const { version } = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as { version: string };
    const dest = path.join(work, name.replace("/", "+"));
    // npm's cache already holds the tarball the install unpacked; the registry is asked only when it does not.
    const tarball = execFileSync("npm", ["pack", `${name}@${version}`, "--prefer-offline", "--silent", "--pack-destination", work], {
      cwd: work,
      encoding: "utf8",
    }).trim();
    mkdirSync(dest, { recursive: true });
    execFileSync("tar", ["-xzf", path.join(work, tarball), "-C", dest, "--strip-components=1"]);
    const changed = filesUnder(dest).filter((file) => !existsSync(path.join(installed, file)) || digest(path.join(dest, file)) !== digest(path.join(installed, file)));
    expect(changed).toEqual([]);
  }, 60_000);
});

/** The app's own code: everything that runs in production or sets it up (the tests may spy on what they like). */
const SOURCE_DIRS = ["app", "server", "scripts", "prisma"];
const SOURCE_FILES = ["server.ts", "server.js", "remix.config.js", "prisma.config.ts", "vitest.config.ts", "playwright.config.ts", "eslint.config.js"];

function sourceFiles() {
  const files = SOURCE_FILES.filter((file) => existsSync(path.join(root, file)));
  for (const dir of SOURCE_DIRS) {
    for (const file of filesUnder(path.join(root, dir), `${dir}/`)) {
      if (file.startsWith("app/generated/") || !/\.(ts|tsx|js|mjs|cjs)$/.test(file)) continue;
      files.push(file);
    }
  }
  return files;
}

// A bare package specifier with a path into the package's build: `pkg/dist/…`, `@scope/pkg/runtime/…`. A package's
// name never starts with a dot, so a relative import of the app's own build (`./build/index.js`) is not one.
const PRIVATE_PATH = /(?:from\s+|import\(\s*|require(?:\.resolve)?\(\s*)["'](?:@[\w.-]+\/)?[\w-][\w.-]*\/(?:dist|runtime|build|lib|src)\//;
const FORBIDDEN: Array<[string, RegExp]> = [
  ["a private path of a package", PRIVATE_PATH],
  ["an UNSAFE_ export", /\bUNSAFE_\w+/],
  ["a prototype rewired", /\bsetPrototypeOf\(|\.prototype\.\w+\s*=[^=]/],
  ["a postinstall that edits node_modules", /node_modules\/[^"'\s]*["'`][^\n]*writeFileSync|writeFileSync\([^\n]*node_modules/],
];

describe("the app's code uses its dependencies only through their public interfaces", () => {
  test.each(FORBIDDEN)("no %s", (_what, pattern) => {
    const offenders = sourceFiles().filter((file) => pattern.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  test("the install runs nothing but the Prisma clients' generation", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.postinstall).toBe("tsx scripts/db-generate.ts");
    expect(scripts.preinstall).toBeUndefined();
    expect(scripts.install).toBeUndefined();
  });
});
