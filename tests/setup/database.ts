import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { TEMPLATE_DB, TMP_DIR } from "./paths";

// Runs in each test file's fresh module graph before it imports the app: every file gets an empty, migrated
// database of its own, so files can run in parallel and count rows without seeing each other.
const id = randomUUID();
const file = path.join(TMP_DIR, `test-${id}.db`);
copyFileSync(TEMPLATE_DB, file);
process.env.DATABASE_URL = `file:${file}`;
process.env.UPLOAD_DIR = path.join(TMP_DIR, `uploads-${id}`);
mkdirSync(process.env.UPLOAD_DIR, { recursive: true });
