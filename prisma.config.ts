import "dotenv/config";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { MigrateSqliteAdapter } from "./app/utils/sqlite-adapter.server";

// Every Prisma command needs DATABASE_URL: without it the CLI falls back to the native engine and tries to download it.
process.env.DATABASE_URL ||= "file:./data/app.db";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  async adapter() {
    return new MigrateSqliteAdapter(process.env.DATABASE_URL!);
  },
});
