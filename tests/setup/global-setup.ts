import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { createMigratedDatabase } from "./migrate";
import { TMP_ROOT } from "./paths";

const STALE_MS = 60 * 60 * 1000;

// Migrate once per run; every test file then starts from its own copy of this template (see database.ts).
export default function setup() {
  mkdirSync(TMP_ROOT, { recursive: true });
  for (const name of readdirSync(TMP_ROOT)) {
    const entry = path.join(TMP_ROOT, name);
    if (name.startsWith("vitest-") && Date.now() - statSync(entry).mtimeMs > STALE_MS) rmSync(entry, { recursive: true, force: true });
  }
  const dir = path.join(TMP_ROOT, `vitest-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env.VITEST_RUN_DIR = dir;
  createMigratedDatabase(path.join(dir, "template.db"));
  return () => rmSync(dir, { recursive: true, force: true });
}
