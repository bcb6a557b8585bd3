#!/usr/bin/env bash
# The README's first command: install everything, create the database with demo data, build, and serve on PORT.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f .env ]; then
  secret=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')
  sed "s/^SESSION_SECRET=.*/SESSION_SECRET=\"$secret\"/" .env.example > .env
  # `DATABASE_URL=postgresql://… npm run setup`: later commands that read .env then use the same database
  if [ -n "${DATABASE_URL:-}" ]; then
    grep -v '^DATABASE_URL=' .env > .env.new && mv .env.new .env
    printf 'DATABASE_URL="%s"\n' "$DATABASE_URL" >> .env
  fi
  echo "Created .env with a fresh SESSION_SECRET."
fi
# .env fills in what the environment leaves unset; a variable given on the command line wins, as dotenv does it.
given=$(export -p | grep -v "^declare -[a-z]*r") # read-only variables cannot be declared again
set -a
# shellcheck disable=SC1091
. ./.env
set +a
eval "$given"

npm install --no-audit --no-fund
mkdir -p data
npm run db:deploy
npm run db:seed
npm run build
echo "Serving on ${APP_URL:-http://localhost:${PORT:-3000}}"
exec npm start
