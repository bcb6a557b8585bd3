#!/usr/bin/env bash
# The README's second command: install what the tests need (Chromium included), then run every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund

if [ ! -x /usr/bin/chromium ]; then
  if command -v apt-get > /dev/null; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium > /dev/null
  else
    npx playwright install chromium
  fi
fi

npm run typecheck
npm run lint
npx vitest run
# The integration tests again on PostgreSQL (TEST_POSTGRES_URL, default postgres@127.0.0.1:5432), docs/decisions/058.
TEST_DATABASE=postgresql npx vitest run tests/integration
npm run build
npx playwright test
