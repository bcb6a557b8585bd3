#!/usr/bin/env bash
# Serves the production build for Playwright on a fresh database: migrated, seeded, nothing left from a past run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?DATABASE_URL must point at the e2e database file}"
file="${DATABASE_URL#file:}"
mkdir -p "$(dirname "$file")" "$UPLOAD_DIR"
rm -f "$file" "$file-wal" "$file-shm" "$file-journal"
npx prisma migrate deploy > /dev/null
npx tsx prisma/seed.ts > /dev/null
exec node server.js
