import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

/** A new SQLite file at `file` with every migration applied, through the same CLI that deploys production. */
export function createMigratedDatabase(file: string) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${file}${suffix}`, { force: true });
  execFileSync("npx", ["prisma", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: `file:${file}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
