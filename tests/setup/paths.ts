import path from "node:path";

// Vitest's own folder: Playwright keeps its database beside it in tests/.tmp, and a test run must not delete that.
export const TMP_DIR = path.resolve(import.meta.dirname, "..", ".tmp", "vitest");
export const TEMPLATE_DB = path.join(TMP_DIR, "template.db");
