import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { runDir } from "./paths";
import { freshDatabase } from "./test-database";

// Runs in each test file's fresh module graph before it imports the app: every file gets an empty, migrated
// database of its own, so files can run in parallel and count rows without seeing each other.
const id = randomUUID();
process.env.DATABASE_URL = await freshDatabase(`test-${id}`);
process.env.UPLOAD_DIR = path.join(runDir(), `uploads-${id}`);
mkdirSync(process.env.UPLOAD_DIR, { recursive: true });
