#!/usr/bin/env bash
# Serves the production build for Playwright on a fresh database: migrated, seeded, nothing left from a past run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?DATABASE_URL must name the e2e database (playwright.config.ts sets it)}"
mkdir -p "$UPLOAD_DIR"
# a SQLite file deleted, a PostgreSQL database created or emptied; then migrated and seeded
npx tsx scripts/db-reset.ts > /dev/null
exec node "${REMIX_BUILD_DIR:-build}/server.js"
