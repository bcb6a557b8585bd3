/**
 * npm run db:deploy : applies the migrations to DATABASE_URL, creating the database first when it does not exist
 * (Prisma's CLI creates neither a PostgreSQL database nor a SQLite file's folder).
 */
import { execFileSync } from "node:child_process";
import "dotenv/config";
import { ensureDatabase } from "~/utils/database-admin.server";

const url = process.env.DATABASE_URL || "file:./data/app.db";
try {
  if (await ensureDatabase(url)) console.log("Created the PostgreSQL database that DATABASE_URL names.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
execFileSync("npx", ["prisma", "migrate", "deploy"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
