/** Deletes the SQLite file (Prisma's SQLite reset would only empty the tables), migrates it anew and seeds it. */
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import "dotenv/config";

const url = process.env.DATABASE_URL || "file:./data/app.db";
if (!url.startsWith("file:")) throw new Error("db:reset only resets a SQLite file database");
const file = url.slice("file:".length);
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${file}${suffix}`, { force: true });
const env = { ...process.env, DATABASE_URL: url };
execSync("npx prisma migrate deploy", { stdio: "inherit", env });
execSync("npx tsx prisma/seed.ts", { stdio: "inherit", env });
