import { mkdirSync, rmSync } from "node:fs";
import { createMigratedDatabase } from "./migrate";
import { TEMPLATE_DB, TMP_DIR } from "./paths";

// Migrate once; every test file then starts from its own copy of this file (see database.ts).
export default function setup() {
  rmSync(TMP_DIR, { recursive: true, force: true });
  mkdirSync(TMP_DIR, { recursive: true });
  createMigratedDatabase(TEMPLATE_DB);
}
