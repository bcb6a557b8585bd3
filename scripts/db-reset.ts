/**
 * npm run db:reset : the database of DATABASE_URL emptied, migrated anew and seeded. SQLite: the file is deleted
 * (Prisma's SQLite reset would only empty the tables). PostgreSQL: Prisma's reset drops the schema with everything
 * in it and applies every migration, which needs no right beyond the schema's owner's; a missing database is created.
 */
import { execFileSync } from "node:child_process";
import "dotenv/config";
import { databaseProvider } from "~/utils/database-url.server";
import { dropDatabase, ensureDatabase } from "~/utils/database-admin.server";

const url = process.env.DATABASE_URL || "file:./data/app.db";
const env = { ...process.env, DATABASE_URL: url };
if (databaseProvider(url) === "postgresql") {
  await ensureDatabase(url);
  execFileSync("npx", ["prisma", "migrate", "reset", "--force", "--skip-generate", "--skip-seed"], { stdio: "inherit", env });
} else {
  await dropDatabase(url);
  await ensureDatabase(url);
  execFileSync("npx", ["prisma", "migrate", "deploy"], { stdio: "inherit", env });
}
execFileSync("npx", ["tsx", "prisma/seed.ts"], { stdio: "inherit", env });
