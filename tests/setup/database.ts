import { randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { runDir } from "./paths";

// Runs in each test file's fresh module graph before it imports the app: every file gets an empty, migrated
// database of its own, so files can run in parallel and count rows without seeing each other.
const id = randomUUID();
const file = path.join(runDir(), `test-${id}.db`);
copyFileSync(path.join(runDir(), "template.db"), file);
process.env.DATABASE_URL = `file:${file}`;
process.env.UPLOAD_DIR = path.join(runDir(), `uploads-${id}`);
mkdirSync(process.env.UPLOAD_DIR, { recursive: true });
