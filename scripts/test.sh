#!/usr/bin/env bash
# The README's second command: install what the tests need (Chromium included), then run every check and test.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests choose their own databases (PostgreSQL ones on TEST_POSTGRES_URL's server): an app's DATABASE_URL in the
# shell would otherwise turn the SQLite browser pass into a second PostgreSQL one.
unset DATABASE_URL E2E_DATABASE

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
# The browser suite once, on the build backed by a fresh PostgreSQL database; on SQLite only every page in every role
# (the crawl, each address read once over HTTP) and the crash test, since Vitest already ran every loader and action
# on SQLite (docs/decisions/059, 064).
E2E_DATABASE=postgresql npx playwright test
E2E_CRAWL=pages npx playwright test tests/e2e/crawl.spec.ts tests/e2e/crash-recovery.spec.ts
