/**
 * `npm run db:generate` (also on postinstall and before build): generates the Prisma client of each database. The
 * config picks the schema by DATABASE_URL's scheme, and a URL of the other provider makes the CLI fall back to the
 * native engine, so each client is generated with a URL of its own kind; neither database is contacted.
 */
import { execFileSync } from "node:child_process";

for (const url of ["file:./data/app.db", "postgresql://localhost/generate"]) {
  execFileSync("npx", ["prisma", "generate"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
}
