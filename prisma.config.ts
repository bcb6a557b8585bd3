import "dotenv/config";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { databaseProvider } from "./app/utils/database-url.server";
import { MigratePgAdapter } from "./app/utils/postgres-adapter.server";
import { MigrateSqliteAdapter } from "./app/utils/sqlite-adapter.server";

// Every Prisma command needs DATABASE_URL: without it the CLI falls back to the native engine and tries to download it.
const url = (process.env.DATABASE_URL ||= "file:./data/app.db");

// The URL's scheme chooses the schema, its migrations and the adapter (docs/decisions/058). prisma/postgresql is
// generated from prisma/schema.prisma; `npm run db:generate` makes the client of each.
const postgres = databaseProvider(url) === "postgresql";
const folder = postgres ? path.join("prisma", "postgresql") : "prisma";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(folder, "schema.prisma"),
  migrations: { path: path.join(folder, "migrations"), seed: "tsx prisma/seed.ts" },
  async adapter() {
    return postgres ? new MigratePgAdapter(url) : new MigrateSqliteAdapter(url);
  },
});
