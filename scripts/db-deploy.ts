/**
 * npm run db:deploy : applies the migrations to DATABASE_URL, creating the database first when it does not exist
 * (Prisma's CLI creates neither a PostgreSQL database nor a SQLite file's folder). A database without a catalogue gets
 * the default one, so that a new installation can take bookings and orders, and one that never had an article gets the
 * starter articles, so its blog is not empty; no account or demo record is written.
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

process.env.DATABASE_URL = url;
const { addDefaultCatalogue, catalogueIsEmpty } = await import("~/models/service.server");
const { db } = await import("~/utils/db.server");
if (await catalogueIsEmpty()) {
  await addDefaultCatalogue();
  console.log("Wrote the default catalogue of services and prices; the admin edits it under /admin/services.");
}
const { addStarterArticles } = await import("~/models/starter-content.server");
const { STARTER_ARTICLES } = await import("../prisma/starter-content/articles");
const { getEnv } = await import("~/utils/env.server");
if ((await addStarterArticles(STARTER_ARTICLES, getEnv().APP_TIME_ZONE)) > 0) {
  console.log("Wrote the starter articles of the blog; editors change them under /admin/content.");
}
await db.$disconnect();
