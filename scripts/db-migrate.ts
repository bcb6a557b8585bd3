/**
 * npm run db:migrate -- --name add_something : creates a migration from the schema change and applies it.
 * `migrate dev` fails with P1014 on a database that has no migrations table yet, so deploy runs first.
 */
import { execFileSync } from "node:child_process";
import "dotenv/config";
import { ensureDatabase } from "~/utils/database-admin.server";

const url = process.env.DATABASE_URL || "file:./data/app.db";
await ensureDatabase(url);
const env = { ...process.env, DATABASE_URL: url };
execFileSync("npx", ["prisma", "migrate", "deploy"], { stdio: "inherit", env });
execFileSync("npx", ["prisma", "migrate", "dev", "--skip-seed", ...process.argv.slice(2)], { stdio: "inherit", env });
