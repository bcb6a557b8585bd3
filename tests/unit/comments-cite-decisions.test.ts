import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/*
 * A comment states its rule, or cites a decision (docs/decisions/NNN) that a reader of the repository can open: not the
 * spec or an issue tracker's number, which the repository does not hold.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const COMMENT = /^\s*(?:\/\/|\/\*|\*)(.*)$|\s\/\/\s(.*)$/;
const ISSUE = /\bissues? #?\d+/i;
/** In tests, a "spec" is a Playwright spec file; elsewhere, the product's specification. */
const SPEC = /\b(?:the spec\b|spec's|spec, section|\(spec\b|spec:)/i;
const CHECKS: Array<{ folder: string; unreadable: RegExp }> = [
  ...["app", "server", "scripts", "prisma"].map((folder) => ({ folder, unreadable: new RegExp(`${SPEC.source}|${ISSUE.source}`, "i") })),
  { folder: "tests", unreadable: ISSUE },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["generated", "node_modules", ".tmp"].includes(entry.name) ? [] : sourceFiles(file);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [file] : [];
  });
}

test("no comment cites the spec or an issue number", () => {
  const self = path.relative(ROOT, import.meta.filename);
  const found = CHECKS.flatMap(({ folder, unreadable }) => sourceFiles(path.join(ROOT, folder)).map((file) => ({ file, unreadable })))
    .filter(({ file }) => path.relative(ROOT, file) !== self)
    .flatMap(({ file, unreadable }) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => {
          const match = COMMENT.exec(line);
          const comment = match?.[1] ?? match?.[2];
          return comment && unreadable.test(comment) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [];
        }),
    );
  expect(found).toEqual([]);
});
