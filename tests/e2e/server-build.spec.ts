import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Each serving process loads every package its build imports, whole. These packages' entry points load far more than
// the app uses (every icon, every date function, every Headless UI widget with React Aria and Floating UI), so
// remix.config.js bundles them and esbuild keeps only what the app calls (decisions 061, 069, 077). This keeps a
// change to that list, or a package that moves where its code lives, from putting megabytes back into every process.
const BUNDLED = [
  "lucide",
  "@react-email/",
  "date-fns",
  "@headlessui/",
  "@floating-ui/",
  "react-aria",
  "@react-aria/",
  "react-stately",
  "@react-stately/",
  "@tanstack/",
];

function importedPackages(source: string) {
  const specifiers = [...source.matchAll(/(?:^|[\s;])(?:import|export)\s[^"']*?from\s*["']([^"'.][^"']*)["']/g)];
  const dynamic = [...source.matchAll(/\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g)];
  return new Set([...specifiers, ...dynamic].map((match) => match[1]!));
}

test("the server build imports none of the packages it bundles", () => {
  const build = path.resolve(process.env.REMIX_BUILD_DIR ?? "build", "index.js");
  const imported = [...importedPackages(readFileSync(build, "utf8"))];
  // a pattern that found nothing would pass whatever the build holds
  expect(imported).toEqual(expect.arrayContaining(["react", "@remix-run/react", "@prisma/client/runtime/client"]));
  const wholePackages = imported.filter((specifier) => BUNDLED.some((name) => specifier === name || specifier.startsWith(name.endsWith("/") ? name : `${name}/`)));
  expect(wholePackages).toEqual([]);
});
