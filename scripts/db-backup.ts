/**
 * npm run db:backup [-- dir] : an online backup of DATABASE_URL, taken while the app runs, into `dir` (else
 * BACKUP_DIR, else ./data/backups) under a timestamped name; prints the file's path. Restoring: see the README.
 */
import "dotenv/config";
import { backupDatabase } from "~/utils/db-backup.server";

async function main() {
  const databaseUrl = process.env.DATABASE_URL || "file:./data/app.db";
  const dir = process.argv[2] || process.env.BACKUP_DIR || "./data/backups";
  console.log(await backupDatabase({ databaseUrl, dir }));
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
