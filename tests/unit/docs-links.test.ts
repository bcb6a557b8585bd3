import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

/*
 * A newcomer follows the README and docs/ to the code: every relative link, and every path of the repository the text
 * names in code quotes, points to a file or folder that exists (or one the build writes, which git ignores). A
 * superseded decision records code that has gone, so its quoted paths are history: in a record whose status says
 * superseded, and in the index's rows of such records, only the links are followed.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOP_FOLDERS = ["app", "server", "scripts", "tests", "docs", "prisma", "bench", "public", ".ci"];
/** `app/routes/x.tsx`, `prisma/`; not a pattern or a placeholder (`*.server.ts`, `<area>/`, `NNN-title.md`, `{a,b}`). */
const REPO_PATH = new RegExp(`^(?:${TOP_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|")})(?:/[\\w.$\\[\\]()@+-]*)*$`);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

const SUPERSEDED = /^\s*superseded\b/i;

/**
 * What a page points to: its relative links (without their #fragment) and the repository paths it quotes, outside
 * code blocks; none of a superseded record's quoted paths, nor those of a table row whose status cell says superseded.
 */
export function pointers(markdown: string) {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, "");
  const links = [...text.replace(/`[^`\n]*`/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target.split("#")[0])
    .filter((target) => target !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(target));
  const status = /^Status:(.*)$/m.exec(text)?.[1] ?? "";
  const current = SUPERSEDED.test(status) ? "" : text.split("\n").filter((line) => !(line.startsWith("|") && line.split("|").some((cell) => SUPERSEDED.test(cell)))).join("\n");
  const quoted = [...current.matchAll(/`([^`\s]+)`/g)].map(([, quote]) => quote).filter((quote) => REPO_PATH.test(quote));
  return { links, quoted };
}

/** Whether git ignores the path: something the build or a run writes, such as `public/build/`. */
function generated(target: string) {
  try {
    execFileSync("git", ["check-ignore", "-q", target], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

function broken(file: string) {
  const { links, quoted } = pointers(readFileSync(file, "utf8"));
  return [
    ...links.filter((target) => !existsSync(path.resolve(path.dirname(file), decodeURIComponent(target)))).map((target) => `link ${target}`),
    ...quoted.filter((target) => !existsSync(path.join(ROOT, target)) && !generated(target)).map((target) => `path ${target}`),
  ].map((entry) => `${path.relative(ROOT, file)}: ${entry}`);
}

describe("the docs' links and paths", () => {
  test("reads relative links and quoted repository paths; not web addresses, fragments, patterns, code, or superseded records", () => {
    const page = [
      "[Configuration](docs/configuration.md#trying) and [a site](https://example.com), [here](#top).",
      "`app/routes/_public.contact.tsx`, `prisma/`, `*.server.ts`, `app/features/<area>/`, `npm test`, `[a](not-a-link.md)`.",
      "| 011 | [Mail outbox](011-email-outbox.md) | superseded by 040 | `app/utils/gone.server.ts` |",
      "```",
      "[not](a-link.md) `app/in-a-block.ts`",
      "```",
    ].join("\n");
    expect(pointers(page)).toEqual({ links: ["docs/configuration.md", "011-email-outbox.md"], quoted: ["app/routes/_public.contact.tsx", "prisma/"] });
    expect(pointers("# 011. Old\nStatus: superseded by [040](040-mail.md)\n\n`app/utils/gone.server.ts`").quoted).toEqual([]);
  });

  test("every relative link and quoted path in README.md and docs/ points to something that exists", () => {
    const files = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];
    expect(files.flatMap(broken)).toEqual([]);
  });
});
