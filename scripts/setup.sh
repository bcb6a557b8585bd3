#!/usr/bin/env bash
# The README's first command: install everything, create the database with demo data, build, and serve on PORT.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f .env ]; then
  secret=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')
  sed "s/^SESSION_SECRET=.*/SESSION_SECRET=\"$secret\"/" .env.example > .env
  echo "Created .env with a fresh SESSION_SECRET."
fi
set -a
# shellcheck disable=SC1091
. ./.env
set +a

npm install --no-audit --no-fund
mkdir -p data
npm run db:deploy
npm run db:seed
npm run build
echo "Serving on ${APP_URL:-http://localhost:${PORT:-3000}}"
exec npm start
