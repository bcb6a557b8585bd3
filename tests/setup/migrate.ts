import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

/** Applies every migration to the (empty) database at `url`, through the same CLI that deploys production. */
export function migrateDatabase(url: string) {
  if (url.startsWith("file:")) {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${url.slice("file:".length)}${suffix}`, { force: true });
  }
  // Prisma's notes on stderr ("Loaded Prisma config ...") are kept from the test output: a failed migration throws with
  // them in its message (execFileSync puts a piped stderr there).
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "ignore", "pipe"] });
}
