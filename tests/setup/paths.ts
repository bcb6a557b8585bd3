import path from "node:path";

// Each Vitest run works in a folder of its own under tests/.tmp: Playwright keeps its database beside it, and two
// runs at once (two terminals, two engineers) must not delete each other's files.
export const TMP_ROOT = path.resolve(import.meta.dirname, "..", ".tmp");

export function runDir() {
  const dir = process.env.VITEST_RUN_DIR;
  if (!dir) throw new Error("VITEST_RUN_DIR is set by tests/setup/global-setup.ts");
  return dir;
}
